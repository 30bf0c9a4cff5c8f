#!/bin/sh
# Runs as PID 1 in the arm64 guest on the first-stage root file system (rig.init=/rig/stage2.sh):
# debootstrap's second stage if this is a first-stage tree (the maintainer scripts need the guest's
# CPU), then the rig's own builds if there are any (/rig/build.sh: the emulators and the kernel
# modules, compiled natively), then the
# finished root file system is written as a tar stream to /dev/vdb for the host, and the guest
# powers off. The last console line says RIG-STAGE2: OK or RIG-STAGE2: FAILED <step>.
export PATH=/usr/sbin:/usr/bin:/sbin:/bin
mount -t proc proc /proc
mount -t sysfs sysfs /sys
mount -t tmpfs tmpfs /run
mount -t tmpfs tmpfs /tmp
step() { echo "RIG-STAGE2: step $1 at $(cut -d' ' -f1 /proc/uptime) s"; }
fail() { echo "RIG-STAGE2: FAILED $1"; sync; echo o > /proc/sysrq-trigger; sleep 60; }
if [ -x /debootstrap/debootstrap ]; then
    step second-stage
    /debootstrap/debootstrap --second-stage || { tail -40 /debootstrap/debootstrap.log 2>/dev/null; tail -40 /var/log/bootstrap.log; fail second-stage; }
fi
# debootstrap's second stage unmounts /proc when it is done: back for the steps' times and the
# power-off (without it the guest sat out the minute below, then panicked).
mountpoint -q /proc || mount -t proc proc /proc
rm -f /etc/dpkg/dpkg.cfg.d/rig-unsafe-io
step rig-build
if [ -x /rig/build.sh ]; then /rig/build.sh || fail rig-build; fi
step tar
rm -rf /var/cache/apt/archives/*.deb
umount /run /tmp
tar --numeric-owner --xattrs --xattrs-include='*' --one-file-system -C / -cf /dev/vdb . || fail tar
sync
step finished
echo "RIG-STAGE2: OK"
echo o > /proc/sysrq-trigger
sleep 60
