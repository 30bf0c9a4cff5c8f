/*
 * morris-emu: the board's hardware at the kernel interface, for the rig's guest.
 *
 *   /dev/i2c-1      (CUSE) two MCP23017 reed chips (default 0x20 and 0x21) on one bus: plain
 *                   read()/write() after I2C_SLAVE, I2C_RDWR, I2C_FUNCS and the SMBus byte/word
 *                   calls of i2c-tools. A NACKing chip answers EREMOTEIO, as the Pi's controller does.
 *   /dev/spidev0.0  (CUSE) SPI_IOC_MESSAGE(n) and write(); the MOSI bytes are decoded as a WS2812
 *                   stream into frames (ws2812.c). Mode, bits and speed ioctls are accepted.
 *   INT line        the chips' open-drain INTA outputs, wire-ORed, drive a gpio-sim line (pull-down
 *                   = asserted); button lines likewise (pressed = pulled down).
 *   control         one command a line, one answer line each (see "help"), on a virtio-serial port
 *                   (--serial /dev/virtio-ports/rig.ctl: QEMU joins it to a unix socket on the host,
 *                   so no guest network is needed) and/or a TCP port or unix socket inside the guest
 *                   (--listen PORT or --listen /PATH).
 *
 * Each CUSE device runs in its own process (libfuse's CUSE set-up is once per process); the
 * board's state lives in one shared mapping under a process-shared mutex. The parent serves the
 * control socket and keeps the gpio-sim lines where the state says (a line request with a bias
 * moves a gpio-sim line's pull, so the lines are checked every 20 ms and put back).
 */
#define FUSE_USE_VERSION 31
#define _GNU_SOURCE
#include <cuse_lowlevel.h>
#include <fuse_opt.h>

#include <errno.h>
#include <fcntl.h>
#include <linux/i2c-dev.h>
#include <linux/i2c.h>
#include <linux/spi/spidev.h>
#include <netinet/in.h>
#include <pthread.h>
#include <signal.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/uio.h>
#include <sys/un.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "mcp23017.h"
#include "ws2812.h"

#define NCHIPS 2
#define NLINES 8

struct line {
    int gpio;      /* offset on the gpio-sim chip */
    int low;       /* desired level: 1 = pulled down */
};

struct board {
    pthread_mutex_t lock;
    struct mcp23017 chip[NCHIPS];
    double nack_until[NCHIPS];   /* monotonic seconds */
    double int_stuck_until;
    int int_gpio;
    struct line buttons[NLINES];
    int nbuttons;
    struct ws2812 leds;
    uint8_t spi_mode;
    uint8_t spi_bits;
    uint32_t spi_speed;
    uint32_t i2c_transactions;
    uint32_t i2c_nacks;
};

static struct board *B;
static const char *sim_dir = ""; /* directory with sim_gpioN/ of the gpio-sim chip; empty: no lines */

static double now_s(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec / 1e9;
}

static struct mcp23017 *chip_at(int address) {
    for (int i = 0; i < NCHIPS; i++) {
        if (B->chip[i].address == address) return &B->chip[i];
    }
    return NULL;
}

static int chip_index(const struct mcp23017 *c) {
    return (int)(c - B->chip);
}

/* One I2C transfer as the bus sees it (lock held): 0, or -EREMOTEIO when the address NACKs. */
static int i2c_msg_locked(uint16_t addr, int read, uint8_t *buf, int len) {
    struct mcp23017 *c = chip_at(addr);
    B->i2c_transactions++;
    if (!c || now_s() < B->nack_until[chip_index(c)]) {
        B->i2c_nacks++;
        return -EREMOTEIO;
    }
    if (read) {
        mcp_read(c, buf, len);
    } else {
        mcp_write(c, buf, len);
    }
    return 0;
}

static int int_asserted_locked(void) {
    if (now_s() < B->int_stuck_until) return 1;
    for (int i = 0; i < NCHIPS; i++) {
        if (mcp_int_active(&B->chip[i])) return 1;
    }
    return 0;
}

/* ---------------------------------------------------------------- CUSE: /dev/i2c-1 */

/* Per open file: the slave address selected with I2C_SLAVE. fi->fh is kept by the kernel from
 * open on, but libfuse hands the other calls a copy, so it points at this rather than holding it. */
struct i2c_client {
    uint16_t addr;
};

static uint16_t client_addr(const struct fuse_file_info *fi) {
    return ((const struct i2c_client *)(uintptr_t)fi->fh)->addr;
}

static void i2c_open(fuse_req_t req, struct fuse_file_info *fi) {
    struct i2c_client *c = calloc(1, sizeof *c);
    if (!c) { fuse_reply_err(req, ENOMEM); return; }
    fi->fh = (uint64_t)(uintptr_t)c;
    fi->direct_io = 1;
    fi->nonseekable = 1;
    fuse_reply_open(req, fi);
}

static void i2c_release(fuse_req_t req, struct fuse_file_info *fi) {
    free((void *)(uintptr_t)fi->fh);
    fuse_reply_err(req, 0);
}

static void i2c_read(fuse_req_t req, size_t size, off_t off, struct fuse_file_info *fi) {
    (void)off;
    uint8_t buf[256];
    if (size > sizeof buf) size = sizeof buf;
    pthread_mutex_lock(&B->lock);
    int r = i2c_msg_locked(client_addr(fi), 1, buf, (int)size);
    pthread_mutex_unlock(&B->lock);
    if (r < 0) fuse_reply_err(req, -r);
    else fuse_reply_buf(req, (const char *)buf, size);
}

static void i2c_write(fuse_req_t req, const char *data, size_t size, off_t off, struct fuse_file_info *fi) {
    (void)off;
    uint8_t buf[256];
    if (size > sizeof buf) { fuse_reply_err(req, EINVAL); return; }
    memcpy(buf, data, size);
    pthread_mutex_lock(&B->lock);
    int r = i2c_msg_locked(client_addr(fi), 0, buf, (int)size);
    pthread_mutex_unlock(&B->lock);
    if (r < 0) fuse_reply_err(req, -r);
    else fuse_reply_write(req, size);
}

/* Asks the kernel to call again with the user memory described by the iovecs. */
static void retry(fuse_req_t req, struct iovec *in, size_t nin, struct iovec *out, size_t nout) {
    fuse_reply_ioctl_retry(req, in, nin, out, nout);
}

static void i2c_rdwr(fuse_req_t req, void *arg, const void *in_buf, size_t in_bufsz, size_t out_bufsz) {
    struct iovec in[2 + I2C_RDWR_IOCTL_MAX_MSGS], out[I2C_RDWR_IOCTL_MAX_MSGS];
    in[0] = (struct iovec){arg, sizeof(struct i2c_rdwr_ioctl_data)};
    if (in_bufsz < sizeof(struct i2c_rdwr_ioctl_data)) { retry(req, in, 1, NULL, 0); return; }
    struct i2c_rdwr_ioctl_data hdr;
    memcpy(&hdr, in_buf, sizeof hdr);
    if (hdr.nmsgs == 0 || hdr.nmsgs > I2C_RDWR_IOCTL_MAX_MSGS) { fuse_reply_err(req, EINVAL); return; }
    size_t head = sizeof hdr + hdr.nmsgs * sizeof(struct i2c_msg);
    in[1] = (struct iovec){hdr.msgs, hdr.nmsgs * sizeof(struct i2c_msg)};
    if (in_bufsz < head) { retry(req, in, 2, NULL, 0); return; }
    struct i2c_msg msgs[I2C_RDWR_IOCTL_MAX_MSGS];
    memcpy(msgs, (const char *)in_buf + sizeof hdr, hdr.nmsgs * sizeof(struct i2c_msg));
    size_t nin = 2, nout = 0, wbytes = 0, rbytes = 0;
    for (unsigned i = 0; i < hdr.nmsgs; i++) {
        if (msgs[i].len == 0) continue;
        if (msgs[i].flags & I2C_M_RD) {
            out[nout++] = (struct iovec){msgs[i].buf, msgs[i].len};
            rbytes += msgs[i].len;
        } else {
            in[nin++] = (struct iovec){msgs[i].buf, msgs[i].len};
            wbytes += msgs[i].len;
        }
    }
    if (in_bufsz != head + wbytes || out_bufsz != rbytes) { retry(req, in, nin, out, nout); return; }
    uint8_t rdata[I2C_RDWR_IOCTL_MAX_MSGS * 256];
    const uint8_t *wp = (const uint8_t *)in_buf + head;
    size_t ro = 0;
    int r = 0;
    pthread_mutex_lock(&B->lock);
    for (unsigned i = 0; i < hdr.nmsgs && r == 0; i++) {
        int rd = (msgs[i].flags & I2C_M_RD) != 0;
        uint8_t tmp[8192];
        if (msgs[i].len > sizeof tmp) { r = -EINVAL; break; }
        if (!rd) memcpy(tmp, wp, msgs[i].len);
        r = i2c_msg_locked(msgs[i].addr, rd, tmp, msgs[i].len);
        if (rd) {
            if (ro + msgs[i].len <= sizeof rdata) memcpy(rdata + ro, tmp, msgs[i].len);
            ro += msgs[i].len;
        } else {
            wp += msgs[i].len;
        }
    }
    pthread_mutex_unlock(&B->lock);
    if (r < 0) { fuse_reply_err(req, -r); return; }
    struct iovec data = {rdata, ro};
    fuse_reply_ioctl_iov(req, (int)hdr.nmsgs, &data, ro ? 1 : 0);
}

/* SMBus calls (i2cget, i2cset, i2cdetect): quick, byte, byte data, word data. */
static void i2c_smbus(fuse_req_t req, void *arg, struct fuse_file_info *fi, const void *in_buf, size_t in_bufsz,
                      size_t out_bufsz) {
    struct iovec in[2], out[1];
    in[0] = (struct iovec){arg, sizeof(struct i2c_smbus_ioctl_data)};
    if (in_bufsz < sizeof(struct i2c_smbus_ioctl_data)) { retry(req, in, 1, NULL, 0); return; }
    struct i2c_smbus_ioctl_data s;
    memcpy(&s, in_buf, sizeof s);
    size_t dsz = s.data ? sizeof(union i2c_smbus_data) : 0;
    if (s.data && (in_bufsz != sizeof s + dsz || out_bufsz != dsz)) {
        in[1] = (struct iovec){s.data, dsz};
        out[0] = (struct iovec){s.data, dsz};
        retry(req, in, 2, out, 1);
        return;
    }
    union i2c_smbus_data d;
    memset(&d, 0, sizeof d);
    if (s.data) memcpy(&d, (const char *)in_buf + sizeof s, dsz);
    uint16_t a = client_addr(fi);
    uint8_t buf[3] = {s.command, 0, 0};
    int r;
    pthread_mutex_lock(&B->lock);
    switch (s.size) {
    case I2C_SMBUS_QUICK:
        r = i2c_msg_locked(a, 0, buf, 0);
        break;
    case I2C_SMBUS_BYTE:
        if (s.read_write == I2C_SMBUS_READ) { r = i2c_msg_locked(a, 1, buf, 1); d.byte = buf[0]; }
        else r = i2c_msg_locked(a, 0, buf, 1);
        break;
    case I2C_SMBUS_BYTE_DATA:
    case I2C_SMBUS_WORD_DATA: {
        int n = s.size == I2C_SMBUS_BYTE_DATA ? 1 : 2;
        if (s.read_write == I2C_SMBUS_READ) {
            r = i2c_msg_locked(a, 0, buf, 1);
            if (r == 0) r = i2c_msg_locked(a, 1, buf + 1, n);
            if (n == 1) d.byte = buf[1]; else d.word = (uint16_t)(buf[1] | buf[2] << 8);
        } else {
            buf[1] = n == 1 ? d.byte : (uint8_t)d.word;
            buf[2] = (uint8_t)(d.word >> 8);
            r = i2c_msg_locked(a, 0, buf, 1 + n);
        }
        break;
    }
    default:
        r = -EOPNOTSUPP;
    }
    pthread_mutex_unlock(&B->lock);
    if (r < 0) { fuse_reply_err(req, -r); return; }
    fuse_reply_ioctl(req, 0, s.data ? &d : NULL, dsz);
}

static void i2c_ioctl(fuse_req_t req, int cmd, void *arg, struct fuse_file_info *fi, unsigned flags,
                      const void *in_buf, size_t in_bufsz, size_t out_bufsz) {
    (void)flags;
    switch ((unsigned)cmd) {
    case I2C_SLAVE:
    case I2C_SLAVE_FORCE: {
        unsigned long a = (unsigned long)arg;
        if (a > 0x7F) { fuse_reply_err(req, EINVAL); return; }
        ((struct i2c_client *)(uintptr_t)fi->fh)->addr = (uint16_t)a;
        fuse_reply_ioctl(req, 0, NULL, 0);
        return;
    }
    case I2C_TENBIT:
    case I2C_PEC:
    case I2C_RETRIES:
    case I2C_TIMEOUT:
        fuse_reply_ioctl(req, 0, NULL, 0);
        return;
    case I2C_FUNCS: {
        unsigned long funcs = I2C_FUNC_I2C | I2C_FUNC_SMBUS_QUICK | I2C_FUNC_SMBUS_BYTE
                              | I2C_FUNC_SMBUS_BYTE_DATA | I2C_FUNC_SMBUS_WORD_DATA;
        if (out_bufsz < sizeof funcs) {
            struct iovec out = {arg, sizeof funcs};
            retry(req, NULL, 0, &out, 1);
            return;
        }
        fuse_reply_ioctl(req, 0, &funcs, sizeof funcs);
        return;
    }
    case I2C_RDWR:
        i2c_rdwr(req, arg, in_buf, in_bufsz, out_bufsz);
        return;
    case I2C_SMBUS:
        i2c_smbus(req, arg, fi, in_buf, in_bufsz, out_bufsz);
        return;
    default:
        fuse_reply_err(req, ENOTTY);
    }
}

/* ---------------------------------------------------------------- CUSE: /dev/spidev0.0 */

static void spi_open(fuse_req_t req, struct fuse_file_info *fi) {
    fi->direct_io = 1;
    fi->nonseekable = 1;
    fuse_reply_open(req, fi);
}

static void spi_read(fuse_req_t req, size_t size, off_t off, struct fuse_file_info *fi) {
    (void)off; (void)fi;
    static const uint8_t zeros[4096];
    fuse_reply_buf(req, (const char *)zeros, size < sizeof zeros ? size : sizeof zeros);
}

static void spi_write(fuse_req_t req, const char *data, size_t size, off_t off, struct fuse_file_info *fi) {
    (void)off; (void)fi;
    pthread_mutex_lock(&B->lock);
    ws_feed(&B->leds, (const uint8_t *)data, (int)size);
    pthread_mutex_unlock(&B->lock);
    fuse_reply_write(req, size);
}

static void spi_message(fuse_req_t req, unsigned cmd, void *arg, const void *in_buf, size_t in_bufsz,
                        size_t out_bufsz) {
    size_t size = _IOC_SIZE(cmd), n = size / sizeof(struct spi_ioc_transfer);
    if (n == 0 || n > 64 || size % sizeof(struct spi_ioc_transfer)) { fuse_reply_err(req, EINVAL); return; }
    struct iovec in[1 + 64], out[64];
    in[0] = (struct iovec){arg, size};
    if (in_bufsz < size) { retry(req, in, 1, NULL, 0); return; }
    struct spi_ioc_transfer t[64];
    memcpy(t, in_buf, size);
    size_t nin = 1, nout = 0, tx = 0, rx = 0;
    for (size_t i = 0; i < n; i++) {
        if (t[i].len == 0) continue;
        if (t[i].tx_buf) { in[nin++] = (struct iovec){(void *)(uintptr_t)t[i].tx_buf, t[i].len}; tx += t[i].len; }
        if (t[i].rx_buf) { out[nout++] = (struct iovec){(void *)(uintptr_t)t[i].rx_buf, t[i].len}; rx += t[i].len; }
    }
    if (in_bufsz != size + tx || out_bufsz != rx) { retry(req, in, nin, out, nout); return; }
    const uint8_t *p = (const uint8_t *)in_buf + size;
    int total = 0;
    pthread_mutex_lock(&B->lock);
    for (size_t i = 0; i < n; i++) {
        if (t[i].tx_buf) { ws_feed(&B->leds, p, (int)t[i].len); p += t[i].len; }
        else { static const uint8_t z[1]; for (unsigned k = 0; k < t[i].len; k++) ws_feed(&B->leds, z, 1); }
        total += (int)t[i].len;
    }
    pthread_mutex_unlock(&B->lock);
    uint8_t *zeros = calloc(1, rx ? rx : 1); /* MISO: nothing answers */
    struct iovec data = {zeros, rx};
    fuse_reply_ioctl_iov(req, total, &data, rx ? 1 : 0);
    free(zeros);
}

/* The small mode/bits/speed ioctls: copy a value in (write) or out (read). */
static void spi_ioctl(fuse_req_t req, int cmd, void *arg, struct fuse_file_info *fi, unsigned flags,
                      const void *in_buf, size_t in_bufsz, size_t out_bufsz) {
    (void)fi; (void)flags;
    unsigned c = (unsigned)cmd;
    if (_IOC_TYPE(c) != SPI_IOC_MAGIC) { fuse_reply_err(req, ENOTTY); return; }
    if (_IOC_NR(c) == 0) { spi_message(req, c, arg, in_buf, in_bufsz, out_bufsz); return; }
    size_t size = _IOC_SIZE(c);
    int wr = (_IOC_DIR(c) & _IOC_WRITE) != 0;
    struct iovec io = {arg, size};
    if (wr && in_bufsz < size) { retry(req, &io, 1, NULL, 0); return; }
    if (!wr && out_bufsz < size) { retry(req, NULL, 0, &io, 1); return; }
    uint32_t v = 0;
    if (wr) memcpy(&v, in_buf, size < sizeof v ? size : sizeof v);
    pthread_mutex_lock(&B->lock);
    switch (_IOC_NR(c)) {
    case 1: /* mode (8 bits) */
    case 5: /* mode (32 bits) */
        if (wr) B->spi_mode = (uint8_t)v; else v = B->spi_mode;
        break;
    case 2: /* LSB first */
        if (wr && v) { pthread_mutex_unlock(&B->lock); fuse_reply_err(req, EINVAL); return; }
        v = 0;
        break;
    case 3: /* bits per word */
        if (wr) B->spi_bits = (uint8_t)(v ? v : 8); else v = B->spi_bits;
        break;
    case 4: /* max speed */
        if (wr) B->spi_speed = v; else v = B->spi_speed;
        break;
    default:
        pthread_mutex_unlock(&B->lock);
        fuse_reply_err(req, ENOTTY);
        return;
    }
    pthread_mutex_unlock(&B->lock);
    if (wr) fuse_reply_ioctl(req, 0, NULL, 0);
    else fuse_reply_ioctl(req, 0, &v, size);
}

/* ---------------------------------------------------------------- gpio-sim lines */

static void set_pull(int gpio, int low) {
    if (!sim_dir[0] || gpio < 0) return;
    char path[512], value[8] = "";
    snprintf(path, sizeof path, "%s/sim_gpio%d/value", sim_dir, gpio);
    int fd = open(path, O_RDONLY);
    if (fd >= 0) {
        ssize_t n = read(fd, value, sizeof value - 1);
        close(fd);
        if (n > 0 && (value[0] == '0') == low) return; /* already there */
    }
    snprintf(path, sizeof path, "%s/sim_gpio%d/pull", sim_dir, gpio);
    fd = open(path, O_WRONLY);
    if (fd < 0) return;
    const char *p = low ? "pull-down" : "pull-up";
    if (write(fd, p, strlen(p)) < 0) { /* retried on the next round */ }
    close(fd);
}

static void *lines_loop(void *unused) {
    (void)unused;
    for (;;) {
        pthread_mutex_lock(&B->lock);
        for (int i = 0; i < NCHIPS; i++) mcp_set_closed(&B->chip[i], B->chip[i].closed, B->chip[i].stuck);
        int intr = int_asserted_locked(), gpio = B->int_gpio, nb = B->nbuttons;
        struct line b[NLINES];
        memcpy(b, B->buttons, sizeof b);
        pthread_mutex_unlock(&B->lock);
        set_pull(gpio, intr);
        for (int i = 0; i < nb; i++) set_pull(b[i].gpio, b[i].low);
        usleep(20000);
    }
    return NULL;
}

/* ---------------------------------------------------------------- control socket */

static int parse_pin(const char *s) {
    if ((s[0] == 'A' || s[0] == 'a' || s[0] == 'B' || s[0] == 'b') && s[1] >= '0' && s[1] <= '7' && !s[2]) {
        return (s[0] == 'B' || s[0] == 'b' ? 8 : 0) + (s[1] - '0');
    }
    return -1;
}

static void command(char *line, FILE *out) {
    char w[6][64] = {{0}};
    int n = sscanf(line, "%63s %63s %63s %63s %63s %63s", w[0], w[1], w[2], w[3], w[4], w[5]);
    if (n <= 0) return;
    struct mcp23017 *c = n > 1 ? chip_at((int)strtol(w[1], NULL, 0)) : NULL;
    pthread_mutex_lock(&B->lock);
    if (!strcmp(w[0], "help")) {
        fprintf(out, "ok commands: reed ADDR PIN 0|1 | stuck ADDR PIN 0|1 | nack ADDR SECONDS | powercycle ADDR"
                     " | intstuck SECONDS | button GPIO 0|1 | frame | regs ADDR | status\n");
    } else if ((!strcmp(w[0], "reed") || !strcmp(w[0], "stuck")) && n == 4 && c && parse_pin(w[2]) >= 0) {
        uint16_t bit = (uint16_t)(1u << parse_pin(w[2]));
        int on = atoi(w[3]) != 0;
        uint16_t closed = c->closed, stuck = c->stuck;
        if (w[0][0] == 'r') closed = on ? closed | bit : closed & ~bit;
        else stuck = on ? stuck | bit : stuck & ~bit;
        mcp_set_closed(c, closed, stuck);
        fprintf(out, "ok\n");
    } else if (!strcmp(w[0], "nack") && n == 3 && c) {
        B->nack_until[chip_index(c)] = now_s() + atof(w[2]);
        fprintf(out, "ok\n");
    } else if (!strcmp(w[0], "powercycle") && n == 2 && c) {
        mcp_reset(c);
        fprintf(out, "ok\n");
    } else if (!strcmp(w[0], "intstuck") && n == 2) {
        B->int_stuck_until = now_s() + atof(w[1]);
        fprintf(out, "ok\n");
    } else if (!strcmp(w[0], "button") && n == 3) {
        int gpio = atoi(w[1]), i;
        for (i = 0; i < B->nbuttons && B->buttons[i].gpio != gpio; i++) {}
        if (i == B->nbuttons && i < NLINES) B->buttons[B->nbuttons++].gpio = gpio;
        if (i < NLINES) {
            B->buttons[i].low = atoi(w[2]) != 0;
            fprintf(out, "ok\n");
        } else {
            fprintf(out, "error too many button lines\n");
        }
    } else if (!strcmp(w[0], "frame") && n == 1) {
        fprintf(out, "frame %u %d %u ", B->leds.frames, B->leds.frame_len, B->leds.errors);
        for (int i = 0; i < B->leds.frame_len; i++) fprintf(out, "%02x", B->leds.frame[i]);
        fprintf(out, "\n");
    } else if (!strcmp(w[0], "regs") && n == 2 && c) {
        fprintf(out, "regs");
        for (int i = 0; i < MCP_NREGS; i++) fprintf(out, " %02x", c->reg[i]);
        fprintf(out, " closed=%04x stuck=%04x pins=%04x int=%d\n", c->closed, c->stuck, mcp_pins(c), mcp_int_active(c));
    } else if (!strcmp(w[0], "status") && n == 1) {
        fprintf(out, "status int=%d i2c=%u nacks=%u frames=%u spi_mode=%u spi_bits=%u spi_speed=%u\n",
                int_asserted_locked(), B->i2c_transactions, B->i2c_nacks, B->leds.frames, B->spi_mode, B->spi_bits,
                B->spi_speed);
    } else {
        fprintf(out, "error bad command (try help): %s\n", line);
    }
    pthread_mutex_unlock(&B->lock);
    fflush(out);
}

static void *client(void *arg) {
    int fd = (int)(intptr_t)arg;
    FILE *in = fdopen(fd, "r"), *out = fdopen(dup(fd), "w");
    char line[512];
    while (in && out && fgets(line, sizeof line, in)) {
        line[strcspn(line, "\r\n")] = 0;
        command(line, out);
    }
    if (in) fclose(in);
    if (out) fclose(out);
    return NULL;
}

/* The virtio-serial port: one peer (the host); an EOF means it went away, so open again. */
static void *serial_loop(void *path) {
    for (;;) {
        int fd = open((const char *)path, O_RDWR | O_CLOEXEC);
        if (fd < 0) {
            sleep(1);
            continue;
        }
        client((void *)(intptr_t)fd);
        usleep(200000);
    }
    return NULL;
}

/* Accepts control clients on a TCP port (address "port") or a unix socket (a path). */
static void *serve(void *arg) {
    const char *where = arg;
    int s, one = 1;
    if (where[0] == '/') {
        struct sockaddr_un u = {.sun_family = AF_UNIX};
        snprintf(u.sun_path, sizeof u.sun_path, "%s", where);
        unlink(where);
        s = socket(AF_UNIX, SOCK_STREAM, 0);
        if (bind(s, (struct sockaddr *)&u, sizeof u) != 0 || listen(s, 8) != 0) {
            perror("morris-emu: control socket");
            exit(1);
        }
    } else {
        struct sockaddr_in a = {.sin_family = AF_INET, .sin_port = htons((uint16_t)atoi(where)),
                                .sin_addr.s_addr = htonl(INADDR_ANY)};
        s = socket(AF_INET, SOCK_STREAM, 0);
        setsockopt(s, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
        if (bind(s, (struct sockaddr *)&a, sizeof a) != 0 || listen(s, 8) != 0) {
            perror("morris-emu: control port");
            exit(1);
        }
    }
    fprintf(stderr, "morris-emu: control on %s\n", where);
    for (;;) {
        int c = accept(s, NULL, NULL);
        if (c < 0) continue;
        pthread_t t;
        pthread_create(&t, NULL, client, (void *)(intptr_t)c);
        pthread_detach(t);
    }
    return NULL;
}

/* ---------------------------------------------------------------- main */

static int run_cuse(const char *devname, const struct cuse_lowlevel_ops *ops) {
    char dev[128];
    snprintf(dev, sizeof dev, "DEVNAME=%s", devname);
    const char *info[] = {dev};
    struct cuse_info ci = {.dev_info_argc = 1, .dev_info_argv = info, .flags = CUSE_UNRESTRICTED_IOCTL};
    char *argv[] = {(char *)"morris-emu", (char *)"-f", (char *)"-s", NULL};
    return cuse_lowlevel_main(3, argv, &ci, ops, NULL);
}

static void usage(void) {
    fprintf(stderr, "usage: morris-emu [--chips 0x20,0x21] [--i2c i2c-1] [--spi spidev0.0] [--bits-per-bit 3]\n"
                    "                  [--gpio-sim DIR] [--int-gpio 17] [--serial /dev/virtio-ports/rig.ctl] [--listen PORT|/PATH]\n");
    exit(2);
}

int main(int argc, char **argv) {
    const char *i2c_name = "i2c-1", *spi_name = "spidev0.0", *chips = "0x20,0x21", *serial = NULL, *listen_on = NULL;
    int bits = 3, int_gpio = 17;
    for (int i = 1; i < argc; i++) {
        if (i + 1 >= argc) usage();
        if (!strcmp(argv[i], "--chips")) chips = argv[++i];
        else if (!strcmp(argv[i], "--i2c")) i2c_name = argv[++i];
        else if (!strcmp(argv[i], "--spi")) spi_name = argv[++i];
        else if (!strcmp(argv[i], "--bits-per-bit")) bits = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--gpio-sim")) sim_dir = argv[++i];
        else if (!strcmp(argv[i], "--int-gpio")) int_gpio = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--listen")) listen_on = argv[++i];
        else if (!strcmp(argv[i], "--serial")) serial = argv[++i];
        else usage();
    }
    if (bits != 3 && bits != 4) usage();
    B = mmap(NULL, sizeof *B, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
    if (B == MAP_FAILED) { perror("mmap"); return 1; }
    pthread_mutexattr_t ma;
    pthread_mutexattr_init(&ma);
    pthread_mutexattr_setpshared(&ma, PTHREAD_PROCESS_SHARED);
    pthread_mutex_init(&B->lock, &ma);
    unsigned a0 = 0x20, a1 = 0x21;
    if (sscanf(chips, "%i,%i", &a0, &a1) != 2) usage();
    mcp_init(&B->chip[0], (uint8_t)a0);
    mcp_init(&B->chip[1], (uint8_t)a1);
    ws_init(&B->leds, bits);
    B->int_gpio = int_gpio;
    B->spi_bits = 8;
    B->spi_speed = 500000;

    static const struct cuse_lowlevel_ops i2c_ops = {.open = i2c_open, .release = i2c_release, .read = i2c_read, .write = i2c_write, .ioctl = i2c_ioctl};
    static const struct cuse_lowlevel_ops spi_ops = {.open = spi_open, .read = spi_read, .write = spi_write, .ioctl = spi_ioctl};
    pid_t kids[2];
    for (int k = 0; k < 2; k++) {
        kids[k] = fork();
        if (kids[k] == 0) {
            prctl(PR_SET_PDEATHSIG, SIGTERM); /* the devices go when the board does */
            _exit(run_cuse(k == 0 ? i2c_name : spi_name, k == 0 ? &i2c_ops : &spi_ops));
        }
    }
    pthread_t t;
    pthread_create(&t, NULL, lines_loop, NULL);
    if (serial) pthread_create(&t, NULL, serial_loop, (void *)serial);
    if (listen_on) pthread_create(&t, NULL, serve, (void *)listen_on);
    for (;;) {
        int status;
        pid_t gone = wait(&status);
        if (gone == kids[0] || gone == kids[1]) {
            fprintf(stderr, "morris-emu: a CUSE device process ended (status %d)\n", status);
            kill(gone == kids[0] ? kids[1] : kids[0], SIGTERM);
            return 1;
        }
    }
}
