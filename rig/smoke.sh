#!/bin/bash
# The rig's fast tier: morris-emu and its self-test on the guest's real arm64 kernel, in one or
# two minutes, without the full image. Downloads Debian's arm64 kernel, libc6-dev, libfuse3-dev and
# linux-libc-dev of $RIG_SUITE (trixie), builds morris-emu and emu/selftest statically with the
# host's arm64 cross compiler against them, puts both with cuse.ko into an initramfs whose init is
# guest/smoke-init.c, and boots it under QEMU (TCG). The self-test drives /dev/i2c-1 and
# /dev/spidev0.0 with Pi4J's own calls (I2C_SLAVE and write(), I2C_RDWR, SPI_IOC_MESSAGE) and
# the control socket (reeds, NACK, power cycle).
#
#   rig/smoke.sh --jvm   instead: Debian's arm64 OpenJDK 21 runs jvm/Pi4jProbe against morris-emu
#                        through Pi4J's real linuxfs I2C and SPI providers (their arm64 native library
#                        and JNA from target/morrisboard.jar, or RIG_JAR); the SPI frame must decode.
#                        About 4 minutes. /sys/bus/i2c/devices/i2c-1 is a tmpfs directory here.
#
# Exit 0: "RIG-SMOKE: OK"; 1: the emulator or its test failed; 2: the environment (downloads, tools).
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
# shellcheck source=lib.sh
. "$here/lib.sh"
for tool in qemu-system-aarch64 aarch64-linux-gnu-gcc cpio; do
    command -v "$tool" >/dev/null || env_fail "$tool is missing (rig/setup-host.sh installs it)"
done

jvm=0
[ "${1:-}" = --jvm ] && jvm=1
jar=${RIG_JAR:-$(dirname "$here")/target/morrisboard.jar}
[ "$jvm" = 0 ] || [ -f "$jar" ] || board_fail "no jar at $jar (mvn -DskipTests package, or RIG_JAR)"
work=$cache/smoke
rm -rf "$work"
mkdir -p "$work/debs" "$work/sysroot" "$work/initrd/m"
t0=$(date +%s)
fetch() {
    apt_download "$work/debs" libc6-dev libfuse3-dev linux-libc-dev \
        && apt_download "$work/debs" "$(kernel_package)" \
        && if [ "$jvm" = 1 ]; then
            apt_download "$work/jre-debs" openjdk-21-jre-headless libc6 libgcc-s1 libstdc++6 zlib1g liblcms2-2 libjpeg62-turbo
        fi
}
retry "downloading the arm64 packages" fetch
for deb in "$work"/debs/*.deb; do
    case $deb in
    */linux-image-*) dpkg-deb -x "$deb" "$work/kernel" ;;
    *) dpkg-deb -x "$deb" "$work/sysroot" ;;
    esac
done
kv=$(ls "$work/kernel/usr/lib/modules")
t1=$(date +%s)

emu=$here/emu
cc_static "$work/sysroot" "$work/initrd/morris-emu" "$emu/morris-emu.c" "$emu/mcp23017.c" "$emu/ws2812.c" -lfuse3 -lpthread -ldl \
    || board_fail "morris-emu does not build for arm64"
cc_static "$work/sysroot" "$work/initrd/selftest" "$emu/selftest.c" || board_fail "selftest does not build for arm64"
nice -n 19 aarch64-linux-gnu-gcc -static -Os -Wall -o "$work/initrd/init" "$here/guest/smoke-init.c" \
    || board_fail "smoke-init does not build"
cp "$work/kernel/usr/lib/modules/$kv/kernel/fs/fuse/cuse.ko.xz" "$work/initrd/m/"
printf '%s\n' /selftest /dev/i2c-1 /dev/spidev0.0 /tmp/emu.sock >"$work/initrd/smoke.args"
if [ "$jvm" = 1 ]; then
    for deb in "$work"/jre-debs/*.deb; do dpkg-deb -x "$deb" "$work/initrd"; done
    for d in bin lib sbin; do [ -e "$work/initrd/$d" ] || ln -s "usr/$d" "$work/initrd/$d"; done
    mkdir -p "$work/initrd/opt/probe"
    cp "$jar" "$work/initrd/opt/probe/morrisboard.jar"
    "${JAVA_HOME:+$JAVA_HOME/bin/}javac" --release 21 -cp "$jar" -d "$work/initrd/opt/probe" "$here/jvm/Pi4jProbe.java" \
        || board_fail "Pi4jProbe does not compile against $jar"
    printf '%s\n' /usr/lib/jvm/java-21-openjdk-arm64/bin/java -Xmx96m -XX:+UseSerialGC -XX:TieredStopAtLevel=1 \
        --enable-native-access=ALL-UNNAMED -Djna.tmpdir=/tmp/jna -cp /opt/probe/morrisboard.jar:/opt/probe Pi4jProbe \
        >"$work/initrd/smoke.args"
fi
(cd "$work/initrd" && find . | cpio -o -H newc --quiet | gzip -1 >"$work/smoke.gz")
t2=$(date +%s)

nice -n 19 timeout --kill-after=10 900 qemu-system-aarch64 -M virt -cpu cortex-a72 -smp 2 -m 1536 -nographic \
    -no-reboot -net none -kernel "$work/kernel/boot/vmlinuz-$kv" -initrd "$work/smoke.gz" \
    -append "console=ttyAMA0 panic=-1" </dev/null >"$work/console.log" 2>&1 || true
t3=$(date +%s)
grep -v '^\[' "$work/console.log" | grep -E 'passed|FAIL|RIG-SMOKE|morris-emu|last frame|Exception' >&2 || true
printf 'figure: smoke-downloads-s %s\nfigure: smoke-build-s %s\nfigure: smoke-boot-and-test-s %s\n' \
    $((t1 - t0)) $((t2 - t1)) $((t3 - t2))
grep -q '^RIG-SMOKE: OK' "$work/console.log" || board_fail "the emulator self-test on the guest kernel failed (log: $work/console.log)"
if [ "$jvm" = 1 ]; then # the probe's frame: one pixel, channel bytes 80 01 ff, no bad symbols
    grep -q '^last frame: frame [0-9]* 3 0 8001ff' "$work/console.log" || board_fail "the probe's SPI frame did not decode (log: $work/console.log)"
fi
if [ "$jvm" = 1 ]; then
    say "OK: Pi4J's linuxfs I2C and SPI providers work against morris-emu on Debian's arm64 kernel ($kv)"
else
    say "OK: morris-emu passes its self-test on Debian's arm64 kernel ($kv)"
fi
