#!/bin/sh
# Runs inside the arm64 guest after debootstrap's second stage (from stage2.sh): builds the
# emulators and the kernel modules natively against the guest's own kernel headers, and sets up
# what the rig's guest needs besides the packages. Any failure fails the image build.
set -eu
kv=$(ls /usr/lib/modules | head -n 1)
say() { echo "rig-build: $*"; }

say "emulators"
make -C /rig/src/emu all check
install -m 0755 /rig/src/emu/morris-emu /usr/local/sbin/morris-emu

say "emulator self-test on real CUSE devices (Pi4J's calls)"
modprobe cuse
/rig/src/emu/morris-emu --i2c i2c-9 --spi spidev9.0 --listen /tmp/emu.sock &
emu=$!
for _ in $(seq 100); do [ -e /dev/i2c-9 ] && [ -e /dev/spidev9.0 ] && [ -S /tmp/emu.sock ] && break; sleep 0.1; done
selftest_status=0
/rig/src/emu/selftest /dev/i2c-9 /dev/spidev9.0 /tmp/emu.sock || selftest_status=$?
kill "$emu"
wait "$emu" 2>/dev/null || true
[ "$selftest_status" -eq 0 ] || { say "emulator self-test FAILED"; exit 1; }

say "kernel modules for $kv"
make -C /rig/src/kmod KDIR="/usr/lib/modules/$kv/build"
install -d "/usr/lib/modules/$kv/updates/rig"
install -m 0644 /rig/src/kmod/rig-gpio-sim.ko /rig/src/kmod/rig-i2c-bus.ko "/usr/lib/modules/$kv/updates/rig/"
depmod "$kv"

say "system set-up"
install -m 0755 /rig/src/guest/rig-hardware-setup /usr/local/sbin/rig-hardware-setup
install -m 0644 /rig/src/guest/rig-hardware.service /etc/systemd/system/rig-hardware.service
install -m 0644 /rig/src/guest/rig-shell.service /etc/systemd/system/rig-shell.service
install -m 0644 /rig/src/guest/60-rig.rules /etc/udev/rules.d/60-rig.rules
install -m 0644 /rig/src/guest/rig-modprobe.conf /etc/modprobe.d/rig.conf
systemctl enable rig-hardware.service rig-shell.service
printf '/dev/vda / ext4 defaults 0 1\n' > /etc/fstab
echo rig > /etc/hostname
passwd -d root
install -d /etc/systemd/system/serial-getty@ttyAMA0.service.d
printf '[Service]\nExecStart=\nExecStart=-/sbin/agetty --autologin root --keep-baud 115200,57600,38400,9600 %%I $TERM\n' \
    > /etc/systemd/system/serial-getty@ttyAMA0.service.d/autologin.conf
# The rig's source stays in the image (for reference); the build products are installed.
make -C /rig/src/emu clean
make -C /rig/src/kmod KDIR="/usr/lib/modules/$kv/build" clean
say "done"
