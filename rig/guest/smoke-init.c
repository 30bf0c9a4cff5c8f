/*
 * /init of the rig's smoke initramfs (rig/smoke.sh): on the guest's real kernel, with nothing
 * else around, load cuse, start morris-emu, run selftest against its /dev/i2c-1 and
 * /dev/spidev0.0, print the verdict ("RIG-SMOKE: OK" or "RIG-SMOKE: FAILED") and power off.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/reboot.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

static void off(const char *verdict) {
    printf("RIG-SMOKE: %s\n", verdict);
    fflush(stdout);
    sync();
    reboot(RB_POWER_OFF);
    for (;;) pause();
}

int main(void) {
    mkdir("/dev", 0755);
    mkdir("/proc", 0555);
    mkdir("/sys", 0555);
    mkdir("/tmp", 01777);
    mount("devtmpfs", "/dev", "devtmpfs", 0, NULL);
    mount("proc", "/proc", "proc", 0, NULL);
    mount("sysfs", "/sys", "sysfs", 0, NULL);
    int fd = open("/m/cuse.ko.xz", O_RDONLY);
    if (fd < 0 || syscall(SYS_finit_module, fd, "", 4 /* compressed */) != 0) {
        printf("cannot load cuse: %s\n", strerror(errno));
        off("FAILED");
    }
    pid_t emu = fork();
    if (emu == 0) {
        execl("/morris-emu", "morris-emu", "--listen", "/tmp/emu.sock", (char *)NULL);
        _exit(127);
    }
    struct stat st;
    for (int i = 0; i < 300; i++) {
        if (stat("/dev/i2c-1", &st) == 0 && stat("/dev/spidev0.0", &st) == 0 && stat("/tmp/emu.sock", &st) == 0) break;
        usleep(100000);
    }
    pid_t t = fork();
    if (t == 0) {
        execl("/selftest", "selftest", "/dev/i2c-1", "/dev/spidev0.0", "/tmp/emu.sock", (char *)NULL);
        _exit(127);
    }
    int status = 1;
    waitpid(t, &status, 0);
    kill(emu, SIGTERM);
    off(WIFEXITED(status) && WEXITSTATUS(status) == 0 ? "OK" : "FAILED");
}
