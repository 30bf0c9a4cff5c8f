/*
 * Decodes the SPI byte stream that drives a WS2812B chain from MOSI back into the channel bytes
 * of each frame: each LED bit is 3 SPI bits (100 = 0, 110 = 1) or 4 (1000 / 1110), most
 * significant first; a zero byte (the data line held low: the reset gap) ends a frame. Symbols
 * that are neither pattern are counted as errors, and a frame with any is still kept.
 */
#ifndef RIG_WS2812_H
#define RIG_WS2812_H

#include <stdint.h>

#define WS_MAX_BYTES 1024 /* channel bytes in one frame: 341 RGB pixels */

struct ws2812 {
    int bits_per_bit;                    /* 3 or 4 */
    uint8_t seg[WS_MAX_BYTES * 4];       /* SPI bytes of the frame being received */
    int seg_len;
    uint8_t frame[WS_MAX_BYTES];         /* the last complete frame's channel bytes, in wire order */
    int frame_len;
    uint32_t frames;                     /* complete frames so far */
    uint32_t errors;                     /* bad symbols in the last frame */
};

void ws_init(struct ws2812 *w, int bits_per_bit);
/* Feeds SPI bytes (MOSI); completes a frame at each zero byte that follows data. */
void ws_feed(struct ws2812 *w, const uint8_t *data, int len);

#endif
