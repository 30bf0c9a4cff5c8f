#include "ws2812.h"

#include <string.h>

void ws_init(struct ws2812 *w, int bits_per_bit) {
    memset(w, 0, sizeof *w);
    w->bits_per_bit = bits_per_bit;
}

static void finish(struct ws2812 *w) {
    int n = w->bits_per_bit, bits = w->seg_len * 8, out = 0;
    uint32_t errors = 0;
    uint8_t byte = 0;
    int nbits = 0;
    for (int pos = 0; pos + n <= bits && out < WS_MAX_BYTES; pos += n) {
        unsigned sym = 0;
        for (int k = 0; k < n; k++) {
            int b = pos + k;
            sym = sym << 1 | ((w->seg[b >> 3] >> (7 - (b & 7))) & 1);
        }
        unsigned zero = n == 3 ? 0x4 : 0x8, one = n == 3 ? 0x6 : 0xE;
        int bit = sym == one;
        if (sym != zero && sym != one) {
            errors++;
            bit = (sym >> (n - 2)) & 1; /* the bit the LED would most likely see */
        }
        byte = (uint8_t)(byte << 1 | bit);
        if (++nbits == 8) {
            w->frame[out++] = byte;
            nbits = 0;
            byte = 0;
        }
    }
    w->frame_len = out;
    w->errors = errors + (nbits != 0);
    w->frames++;
    w->seg_len = 0;
}

void ws_feed(struct ws2812 *w, const uint8_t *data, int len) {
    for (int i = 0; i < len; i++) {
        if (data[i] == 0) {
            if (w->seg_len > 0) {
                finish(w);
            }
        } else if (w->seg_len < (int)sizeof w->seg) {
            w->seg[w->seg_len++] = data[i];
        }
    }
}
