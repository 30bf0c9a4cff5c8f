/*
 * Talks to a running morris-emu the way Pi4J does (I2C_SLAVE then a 2-byte write(), I2C_RDWR
 * register reads, SPI_IOC_MESSAGE with a WS2812 frame) and through its control port (TCP), and
 * checks what comes back. Run in the guest by build.sh: selftest I2C_DEV SPI_DEV CONTROL_SOCKET.
 */
#define _GNU_SOURCE
#include <sys/un.h>
#include <errno.h>
#include <fcntl.h>
#include <linux/i2c-dev.h>
#include <linux/i2c.h>
#include <linux/spi/spidev.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <unistd.h>

static int passed, failed;
#define CHECK(what, cond)                                                              \
    do {                                                                               \
        if (cond) passed++;                                                            \
        else { failed++; printf("FAIL %s (line %d, errno %s)\n", what, __LINE__, strerror(errno)); } \
    } while (0)

static FILE *ctl_in, *ctl_out;

static void ctl(const char *cmd, char *reply, size_t n) {
    fprintf(ctl_out, "%s\n", cmd);
    fflush(ctl_out);
    if (!fgets(reply, (int)n, ctl_in)) reply[0] = 0;
}

static int read_regs(int fd, uint16_t addr, uint8_t reg, uint8_t *buf, uint16_t len) {
    struct i2c_msg msgs[2] = {{addr, 0, 1, &reg}, {addr, I2C_M_RD, len, buf}};
    struct i2c_rdwr_ioctl_data d = {msgs, 2};
    return ioctl(fd, I2C_RDWR, &d);
}

int main(int argc, char **argv) {
    if (argc != 4) { fprintf(stderr, "usage: selftest I2C_DEV SPI_DEV CONTROL_SOCKET\n"); return 2; }
    int s = socket(AF_UNIX, SOCK_STREAM, 0);
    struct sockaddr_un a = {.sun_family = AF_UNIX};
    snprintf(a.sun_path, sizeof a.sun_path, "%s", argv[3]);
    CHECK("control port connects", connect(s, (struct sockaddr *)&a, sizeof a) == 0);
    ctl_in = fdopen(s, "r");
    ctl_out = fdopen(dup(s), "w");
    char reply[4096];

    int fd = open(argv[1], O_RDWR);
    CHECK("i2c device opens", fd >= 0);
    unsigned long funcs = 0;
    CHECK("I2C_FUNCS", ioctl(fd, I2C_FUNCS, &funcs) == 0 && (funcs & I2C_FUNC_I2C));
    CHECK("I2C_SLAVE 0x20", ioctl(fd, I2C_SLAVE, 0x20) == 0);
    uint8_t w[2] = {0x0C, 0x7F}; /* GPPUA */
    CHECK("2-byte write()", write(fd, w, 2) == 2);
    uint8_t g[2] = {0xAA, 0xAA};
    CHECK("I2C_RDWR register read", read_regs(fd, 0x20, 0x12, g, 2) == 2);
    CHECK("GPIO reads the pull-ups", g[0] == 0x7F && g[1] == 0x00);
    uint8_t en[3] = {0x04, 0x7F, 0x00}; /* GPINTENA */
    CHECK("3-byte write()", write(fd, en, 3) == 3);
    ctl("reed 0x20 A1 1", reply, sizeof reply);
    CHECK("control: reed", strncmp(reply, "ok", 2) == 0);
    uint8_t six[6];
    CHECK("burst read INTF..GPIO", read_regs(fd, 0x20, 0x0E, six, 6) == 2);
    CHECK("INTF and INTCAP show A1", six[0] == 0x02 && six[2] == 0x7D && six[4] == 0x7D);
    uint8_t ptr = 0x12, one = 0;
    CHECK("pointer write then plain read()", write(fd, &ptr, 1) == 1 && read(fd, &one, 1) == 1 && one == 0x7D);
    CHECK("I2C_SLAVE 0x27", ioctl(fd, I2C_SLAVE, 0x27) == 0);
    errno = 0;
    CHECK("an absent chip NACKs", write(fd, w, 2) < 0 && errno == EREMOTEIO);
    ctl("nack 0x21 30", reply, sizeof reply);
    CHECK("NACK fault on 0x21", read_regs(fd, 0x21, 0x00, g, 1) < 0 && errno == EREMOTEIO);
    CHECK("0x20 still answers", read_regs(fd, 0x20, 0x00, g, 1) == 2 && g[0] == 0xFF);
    ctl("powercycle 0x20", reply, sizeof reply);
    CHECK("power cycle resets GPPU", read_regs(fd, 0x20, 0x0C, g, 1) == 2 && g[0] == 0);
    union i2c_smbus_data d;
    struct i2c_smbus_ioctl_data sm = {I2C_SMBUS_READ, 0x00, I2C_SMBUS_BYTE_DATA, &d};
    CHECK("SMBus byte read", ioctl(fd, I2C_SLAVE, 0x20) == 0 && ioctl(fd, I2C_SMBUS, &sm) == 0 && d.byte == 0xFF);
    close(fd);

    int spi = open(argv[2], O_RDWR);
    CHECK("spidev opens", spi >= 0);
    uint32_t mode = SPI_MODE_0, speed = 2400000;
    uint8_t bits = 0;
    CHECK("SPI_IOC_WR_MODE32", ioctl(spi, SPI_IOC_WR_MODE32, &mode) == 0);
    CHECK("SPI_IOC_WR_MAX_SPEED_HZ", ioctl(spi, SPI_IOC_WR_MAX_SPEED_HZ, &speed) == 0);
    CHECK("SPI_IOC_RD_BITS_PER_WORD", ioctl(spi, SPI_IOC_RD_BITS_PER_WORD, &bits) == 0 && bits == 8);
    /* One pixel, channel bytes 0x80 0x01 0xFF, 3 SPI bits per bit, then a reset gap. */
    uint8_t ch[3] = {0x80, 0x01, 0xFF}, tx[32] = {0};
    int bit = 0;
    for (int i = 0; i < 3; i++)
        for (int k = 7; k >= 0; k--)
            for (int sb = 2; sb >= 0; sb--, bit++)
                if ((((ch[i] >> k) & 1) ? 0x6 : 0x4) >> sb & 1) tx[bit >> 3] |= (uint8_t)(0x80 >> (bit & 7));
    struct spi_ioc_transfer t = {.tx_buf = (uintptr_t)tx, .len = sizeof tx, .speed_hz = speed, .bits_per_word = 8};
    CHECK("SPI_IOC_MESSAGE(1)", ioctl(spi, SPI_IOC_MESSAGE(1), &t) == (int)sizeof tx);
    ctl("frame", reply, sizeof reply);
    CHECK("the frame decodes", strstr(reply, " 3 0 8001ff") != NULL);
    close(spi);
    printf("%d passed, %d failed\n", passed, failed);
    return failed != 0;
}
