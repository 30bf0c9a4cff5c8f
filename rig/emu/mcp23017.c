#include "mcp23017.h"

#include <string.h>

void mcp_reset(struct mcp23017 *m) {
    memset(m->reg, 0, sizeof m->reg);
    m->reg[MCP_IODIRA] = 0xFF;
    m->reg[MCP_IODIRB] = 0xFF;
    m->pointer = 0;
    m->last = mcp_pins(m);
}

void mcp_init(struct mcp23017 *m, uint8_t address) {
    memset(m, 0, sizeof *m);
    m->address = address;
    mcp_reset(m);
}

static int bank1(const struct mcp23017 *m) {
    return (m->reg[MCP_IOCON] & MCP_IOCON_BANK) != 0;
}

/* The BANK=0 index of a bus address, or -1 for an address that is no register. */
static int index_of(const struct mcp23017 *m, uint8_t a) {
    if (!bank1(m)) {
        return a < MCP_NREGS ? a : -1;
    }
    int port = (a >> 4) & 1, idx = a & 0x0F;
    return a < 0x20 && idx <= 10 ? idx * 2 + port : -1;
}

static void advance(struct mcp23017 *m) {
    if (m->reg[MCP_IOCON] & MCP_IOCON_SEQOP) {
        return;
    }
    if (!bank1(m)) {
        m->pointer = (uint8_t)((m->pointer + 1) % MCP_NREGS);
    } else {
        uint8_t idx = m->pointer & 0x0F, port = m->pointer & 0x10;
        m->pointer = (uint8_t)(port | (idx >= 10 ? 0 : idx + 1));
    }
}

/* External level of every pin: a closed reed pulls to ground; an open one reads its pull-up. */
static uint16_t levels(const struct mcp23017 *m) {
    uint16_t pullup = (uint16_t)(m->reg[MCP_GPPUA] | m->reg[MCP_GPPUB] << 8);
    uint16_t closed = m->closed | m->stuck;
    return (uint16_t)(pullup & ~closed);
}

uint16_t mcp_pins(const struct mcp23017 *m) {
    uint16_t dir = (uint16_t)(m->reg[MCP_IODIRA] | m->reg[MCP_IODIRB] << 8);
    uint16_t pol = (uint16_t)(m->reg[MCP_IPOLA] | m->reg[MCP_IPOLB] << 8);
    uint16_t olat = (uint16_t)(m->reg[MCP_OLATA] | m->reg[MCP_OLATB] << 8);
    uint16_t in = (uint16_t)((levels(m) ^ pol) & dir);
    return (uint16_t)(in | (olat & ~dir));
}

/* Latches a new interrupt on each port that has none pending and whose condition holds. */
static void evaluate(struct mcp23017 *m) {
    uint16_t now = mcp_pins(m);
    for (int port = 0; port < 2; port++) {
        int shift = port * 8;
        uint8_t cur = (uint8_t)(now >> shift), prev = (uint8_t)(m->last >> shift);
        uint8_t en = m->reg[MCP_GPINTENA + port] & m->reg[MCP_IODIRA + port];
        uint8_t con = m->reg[MCP_INTCONA + port], def = m->reg[MCP_DEFVALA + port];
        uint8_t cause = (uint8_t)(en & ((con & (cur ^ def)) | (~con & (cur ^ prev))));
        if (cause && m->reg[MCP_INTFA + port] == 0) {
            m->reg[MCP_INTFA + port] = cause;
            m->reg[MCP_INTCAPA + port] = cur;
        }
    }
    m->last = now;
}

void mcp_set_closed(struct mcp23017 *m, uint16_t closed, uint16_t stuck) {
    m->closed = closed;
    m->stuck = stuck;
    evaluate(m);
}

static void write_reg(struct mcp23017 *m, int i, uint8_t v) {
    switch (i) {
    case MCP_IOCON:
    case MCP_IOCON2:
        m->reg[MCP_IOCON] = m->reg[MCP_IOCON2] = v & 0xFE;
        break;
    case MCP_INTFA: case MCP_INTFB: case MCP_INTCAPA: case MCP_INTCAPB:
        break; /* read-only */
    case MCP_GPIOA: case MCP_GPIOB:
        m->reg[MCP_OLATA + (i - MCP_GPIOA)] = v;
        break;
    default:
        m->reg[i] = v;
    }
}

void mcp_write(struct mcp23017 *m, const uint8_t *data, int len) {
    if (len <= 0) {
        return;
    }
    m->pointer = data[0];
    for (int k = 1; k < len; k++) {
        int i = index_of(m, m->pointer);
        if (i >= 0) {
            write_reg(m, i, data[k]);
        }
        advance(m);
    }
    evaluate(m);
}

void mcp_read(struct mcp23017 *m, uint8_t *data, int len) {
    evaluate(m);
    for (int k = 0; k < len; k++) {
        int i = index_of(m, m->pointer);
        uint8_t v = 0;
        if (i == MCP_GPIOA || i == MCP_GPIOB) {
            v = (uint8_t)(mcp_pins(m) >> ((i - MCP_GPIOA) * 8));
            m->reg[MCP_INTFA + (i - MCP_GPIOA)] = 0;
        } else if (i == MCP_INTCAPA || i == MCP_INTCAPB) {
            v = m->reg[i];
            m->reg[MCP_INTFA + (i - MCP_INTCAPA)] = 0;
        } else if (i >= 0) {
            v = m->reg[i];
        }
        data[k] = v;
        advance(m);
    }
    evaluate(m); /* a condition against DEFVAL that still holds interrupts again at once */
}

int mcp_int_active(const struct mcp23017 *m) {
    uint8_t a = m->reg[MCP_INTFA], b = m->reg[MCP_INTFB];
    return (m->reg[MCP_IOCON] & MCP_IOCON_MIRROR) ? (a | b) != 0 : a != 0;
}
