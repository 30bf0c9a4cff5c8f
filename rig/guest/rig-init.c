/*
 * The rig's initramfs /init for the arm64 guest: Debian's kernel has virtio_blk and ext4 as
 * modules, so something must load them before the root file system can be mounted. This is
 * that something, small enough to need no busybox: load the modules listed in /modules.list
 * (compressed .ko.xz; the kernel decompresses them), mount /dev/vda on /root, move /dev there,
 * make it the root and exec the init named by rdinit's successor on the kernel command line
 * ("rig.init=PATH", default /sbin/init). Built static with the cross compiler on the host.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#ifndef MODULE_INIT_COMPRESSED_FILE
#define MODULE_INIT_COMPRESSED_FILE 4
#endif

static void say(const char *what, const char *arg) {
    fprintf(stderr, "rig-init: %s %s%s%s\n", what, arg, errno ? ": " : "", errno ? strerror(errno) : "");
    errno = 0;
}

static void load_modules(void) {
    FILE *list = fopen("/modules.list", "r");
    char path[512];
    if (!list) {
        say("no module list", "/modules.list");
        return;
    }
    while (fgets(path, sizeof path, list)) {
        path[strcspn(path, "\n")] = 0;
        if (!path[0]) continue;
        int fd = open(path, O_RDONLY | O_CLOEXEC);
        if (fd < 0 || syscall(SYS_finit_module, fd, "", MODULE_INIT_COMPRESSED_FILE) != 0) {
            if (errno != EEXIST) say("cannot load", path);
        }
        if (fd >= 0) close(fd);
        errno = 0;
    }
    fclose(list);
}

/* The value of "key=" on the kernel command line, or fallback. */
static const char *cmdline_value(const char *key, const char *fallback) {
    static char line[4096];
    int fd = open("/proc/cmdline", O_RDONLY);
    if (fd < 0) return fallback;
    ssize_t n = read(fd, line, sizeof line - 1);
    close(fd);
    if (n <= 0) return fallback;
    line[n] = 0;
    size_t klen = strlen(key);
    for (char *tok = strtok(line, " \n"); tok; tok = strtok(NULL, " \n")) {
        if (strncmp(tok, key, klen) == 0 && tok[klen] == '=') return tok + klen + 1;
    }
    return fallback;
}

int main(void) {
    mkdir("/dev", 0755);
    mkdir("/proc", 0555);
    mkdir("/root", 0755);
    if (mount("devtmpfs", "/dev", "devtmpfs", 0, NULL) != 0) say("cannot mount", "/dev");
    if (mount("proc", "/proc", "proc", 0, NULL) != 0) say("cannot mount", "/proc");
    load_modules();
    const char *dev = cmdline_value("root", "/dev/vda");
    const char *init = cmdline_value("rig.init", "/sbin/init");
    int mounted = 0;
    for (int i = 0; i < 300 && !mounted; i++) { /* the disk appears asynchronously: wait up to 30 s */
        mounted = mount(dev, "/root", "ext4", 0, NULL) == 0;
        if (!mounted) usleep(100000);
    }
    if (!mounted) {
        say("cannot mount root", dev);
        sleep(5);
        return 1;
    }
    umount2("/proc", MNT_DETACH);
    if (mount("/dev", "/root/dev", NULL, MS_MOVE, NULL) != 0) say("cannot move", "/dev");
    if (chdir("/root") != 0 || mount(".", "/", NULL, MS_MOVE, NULL) != 0 || chroot(".") != 0 || chdir("/") != 0) {
        say("cannot switch root to", dev);
        sleep(5);
        return 1;
    }
    execl(init, init, (char *)NULL);
    say("cannot exec", init);
    sleep(5);
    return 1;
}
