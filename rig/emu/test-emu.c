/* Tests of the MCP23017 register model and the WS2812 decoder (host or guest: make check). */
#include <stdio.h>
#include <string.h>

#include "mcp23017.h"
#include "ws2812.h"

static int passed, failed;

#define CHECK(what, cond)                                                   \
    do {                                                                    \
        if (cond) passed++;                                                 \
        else { failed++; printf("FAIL %s (line %d)\n", what, __LINE__); } \
    } while (0)

static void wr(struct mcp23017 *m, uint8_t reg, uint8_t v) {
    uint8_t b[2] = {reg, v};
    mcp_write(m, b, 2);
}

static void rd(struct mcp23017 *m, uint8_t reg, uint8_t *out, int n) {
    mcp_write(m, &reg, 1);
    mcp_read(m, out, n);
}

/* What the controller does (Mcp23017.configureReeds): mirrored open-drain INT, pull-ups, change interrupts. */
static void configure(struct mcp23017 *m) {
    wr(m, MCP_IOCON, MCP_IOCON_MIRROR | MCP_IOCON_ODR);
    uint8_t pu[3] = {MCP_GPPUA, 0x7F, 0x7F};
    mcp_write(m, pu, 3);
    uint8_t en[3] = {MCP_GPINTENA, 0x7F, 0x7F};
    mcp_write(m, en, 3);
    uint8_t g[2];
    rd(m, MCP_GPIOA, g, 2);
}

static void reset_values(void) {
    struct mcp23017 m;
    mcp_init(&m, 0x20);
    uint8_t r[MCP_NREGS];
    rd(&m, 0, r, MCP_NREGS);
    CHECK("IODIR resets to inputs", r[MCP_IODIRA] == 0xFF && r[MCP_IODIRB] == 0xFF);
    CHECK("pull-ups reset off", r[MCP_GPPUA] == 0 && r[MCP_GPPUB] == 0);
    CHECK("open pins without pull-ups read 0", r[MCP_GPIOA] == 0 && r[MCP_GPIOB] == 0);
    CHECK("no interrupt after reset", !mcp_int_active(&m));
}

static void change_interrupt_and_intcap(void) {
    struct mcp23017 m;
    mcp_init(&m, 0x20);
    configure(&m);
    uint8_t g[2];
    rd(&m, MCP_GPIOA, g, 2);
    CHECK("open reeds read high with pull-ups", g[0] == 0x7F && g[1] == 0x7F);
    CHECK("quiet chip has no interrupt", !mcp_int_active(&m));
    mcp_set_closed(&m, 1u << 3, 0); /* A3 closed */
    CHECK("a closing reed interrupts", mcp_int_active(&m));
    uint8_t six[6];
    rd(&m, MCP_INTFA, six, 6);
    CHECK("INTF names the pin", six[0] == 0x08 && six[1] == 0);
    CHECK("INTCAP holds the port at the interrupt", six[2] == 0x77);
    CHECK("GPIO shows the closed reed", six[4] == 0x77 && six[5] == 0x7F);
    CHECK("reading INTCAP clears the interrupt", !mcp_int_active(&m));
    uint8_t intf;
    rd(&m, MCP_INTFA, &intf, 1);
    CHECK("INTF cleared", intf == 0);
    mcp_set_closed(&m, 1u << 3 | 1u << 9, 0); /* B1 closes */
    CHECK("port B interrupts, mirrored onto INTA", mcp_int_active(&m));
    uint8_t gb;
    rd(&m, MCP_GPIOB, &gb, 1);
    CHECK("reading GPIO clears it too", !mcp_int_active(&m) && gb == 0x7D);
}

static void first_event_latches(void) {
    struct mcp23017 m;
    mcp_init(&m, 0x21);
    configure(&m);
    mcp_set_closed(&m, 1u << 0, 0);
    mcp_set_closed(&m, 1u << 0 | 1u << 1, 0);
    uint8_t two[2];
    rd(&m, MCP_INTFA, two, 1);
    rd(&m, MCP_INTCAPA, two + 1, 1);
    CHECK("a second change while pending leaves INTF and INTCAP alone", two[0] == 0x01 && two[1] == 0x7E);
}

static void defval_compare_reasserts(void) {
    struct mcp23017 m;
    mcp_init(&m, 0x20);
    configure(&m);
    wr(&m, MCP_DEFVALA, 0x7F);
    wr(&m, MCP_INTCONA, 0x01);
    mcp_set_closed(&m, 1u << 0, 0);
    uint8_t cap;
    rd(&m, MCP_INTCAPA, &cap, 1);
    CHECK("against DEFVAL a lasting condition interrupts again", mcp_int_active(&m));
    mcp_set_closed(&m, 0, 0);
    rd(&m, MCP_INTCAPA, &cap, 1);
    CHECK("and stops once it ends", !mcp_int_active(&m));
}

static void power_cycle_and_stuck(void) {
    struct mcp23017 m;
    mcp_init(&m, 0x20);
    configure(&m);
    mcp_set_closed(&m, 0, 1u << 2);
    uint8_t g;
    rd(&m, MCP_GPIOA, &g, 1);
    CHECK("a stuck reed reads closed", g == 0x7B);
    mcp_reset(&m);
    uint8_t io;
    rd(&m, MCP_IOCON, &io, 1);
    CHECK("power cycle clears IOCON", io == 0);
    rd(&m, MCP_GPIOA, &g, 1);
    CHECK("power cycle drops the pull-ups", g == 0);
}

static void sequential_and_bank1(void) {
    struct mcp23017 m;
    mcp_init(&m, 0x20);
    uint8_t b[4] = {MCP_OLATA, 0x12, 0x34, 0x55}; /* wraps from OLATB to IODIRA */
    mcp_write(&m, b, 4);
    uint8_t r[3];
    rd(&m, MCP_OLATA, r, 3);
    CHECK("sequential write and read wrap", r[0] == 0x12 && r[1] == 0x34 && r[2] == 0x55);
    wr(&m, MCP_IOCON, MCP_IOCON_SEQOP);
    rd(&m, MCP_OLATA, r, 2);
    CHECK("SEQOP holds the pointer", r[0] == 0x12 && r[1] == 0x12);
    wr(&m, MCP_IOCON, MCP_IOCON_BANK);
    uint8_t gppub[2] = {0x16, 0x0F}; /* BANK=1: GPPUB at 0x16 */
    mcp_write(&m, gppub, 2);
    CHECK("BANK=1 addresses port B at 0x10+", m.reg[MCP_GPPUB] == 0x0F);
}

static void encode(const uint8_t *bytes, int n, int bpb, uint8_t *out, int *outlen) {
    int bit = 0;
    memset(out, 0, 1024);
    for (int i = 0; i < n; i++) {
        for (int k = 7; k >= 0; k--) {
            unsigned sym = (bytes[i] >> k & 1) ? (bpb == 3 ? 0x6 : 0xE) : (bpb == 3 ? 0x4 : 0x8);
            for (int s = bpb - 1; s >= 0; s--, bit++) {
                if (sym >> s & 1) out[bit >> 3] |= (uint8_t)(0x80 >> (bit & 7));
            }
        }
    }
    *outlen = (bit + 7) / 8 + 10; /* the reset gap: zero bytes */
}

static void ws2812_frames(void) {
    for (int bpb = 3; bpb <= 4; bpb++) {
        struct ws2812 w;
        ws_init(&w, bpb);
        uint8_t px[6] = {0x00, 0xFF, 0x10, 0x80, 0x01, 0x7E}, enc[1024];
        int len;
        encode(px, 6, bpb, enc, &len);
        ws_feed(&w, enc, 5);           /* split across two transfers */
        ws_feed(&w, enc + 5, len - 5);
        CHECK("one frame decoded", w.frames == 1 && w.frame_len == 6 && w.errors == 0);
        CHECK("channel bytes come back", memcmp(w.frame, px, 6) == 0);
        enc[0] = 0xFF;                 /* corrupt the first symbols */
        ws_feed(&w, enc, len);
        CHECK("bad symbols are counted", w.frames == 2 && w.errors > 0);
    }
}

int main(void) {
    reset_values();
    change_interrupt_and_intcap();
    first_event_latches();
    defval_compare_reasserts();
    power_cycle_and_stuck();
    sequential_and_bank1();
    ws2812_frames();
    printf("%d passed, %d failed\n", passed, failed);
    return failed != 0;
}
