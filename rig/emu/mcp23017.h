/*
 * A register model of the MCP23017 16-bit I/O expander, as far as the board uses it and a
 * little further: IODIR, IPOL, GPINTEN, DEFVAL, INTCON, IOCON (BANK, MIRROR, SEQOP, ODR, INTPOL),
 * GPPU, INTF, INTCAP, GPIO, OLAT; sequential addressing; interrupt on change or against DEFVAL,
 * INTF/INTCAP latched by the first event and cleared by reading INTCAP or GPIO of that port.
 * Pins are driven from outside by reed switches (closed = pulled to ground); an open pin with
 * its pull-up off floats and reads 0 here (a power-cycled chip shows every reed closed).
 */
#ifndef RIG_MCP23017_H
#define RIG_MCP23017_H

#include <stdint.h>

enum {
    MCP_IODIRA = 0x00, MCP_IODIRB, MCP_IPOLA, MCP_IPOLB, MCP_GPINTENA, MCP_GPINTENB,
    MCP_DEFVALA, MCP_DEFVALB, MCP_INTCONA, MCP_INTCONB, MCP_IOCON, MCP_IOCON2,
    MCP_GPPUA, MCP_GPPUB, MCP_INTFA, MCP_INTFB, MCP_INTCAPA, MCP_INTCAPB,
    MCP_GPIOA, MCP_GPIOB, MCP_OLATA, MCP_OLATB, MCP_NREGS
};

#define MCP_IOCON_BANK 0x80
#define MCP_IOCON_MIRROR 0x40
#define MCP_IOCON_SEQOP 0x20
#define MCP_IOCON_ODR 0x04
#define MCP_IOCON_INTPOL 0x02

struct mcp23017 {
    uint8_t address;             /* 7-bit I2C address */
    uint8_t reg[MCP_NREGS];      /* indexed by the BANK=0 address */
    uint8_t pointer;             /* register pointer, as the bus addresses it (BANK-dependent) */
    uint16_t closed;             /* reeds closed by a magnet (bit = pin, A0..A7 then B0..B7) */
    uint16_t stuck;              /* reeds stuck closed (fault) */
    uint16_t last;               /* pin values at the last interrupt evaluation */
};

void mcp_reset(struct mcp23017 *m);              /* power-on reset: registers to their reset values */
void mcp_init(struct mcp23017 *m, uint8_t address);
/* An I2C write message: the first byte sets the register pointer, the rest are written from it. */
void mcp_write(struct mcp23017 *m, const uint8_t *data, int len);
/* An I2C read message: bytes from the register pointer on (reading INTCAP/GPIO clears interrupts). */
void mcp_read(struct mcp23017 *m, uint8_t *data, int len);
/* The reeds changed: re-evaluates interrupts. */
void mcp_set_closed(struct mcp23017 *m, uint16_t closed, uint16_t stuck);
/* The pin values as GPIO would read them (polarity applied, outputs read back from OLAT). */
uint16_t mcp_pins(const struct mcp23017 *m);
/* True while the chip drives its INTA output active (the pin the board wires to the Pi). */
int mcp_int_active(const struct mcp23017 *m);

#endif
