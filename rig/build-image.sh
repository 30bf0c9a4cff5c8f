#!/bin/bash
# Builds the rig's arm64 guest (Debian trixie) and prints the directory that holds it:
#   rootfs.tar  the guest's root file system (install.sh --root goes into an unpacked copy)
#   vmlinuz     Debian's arm64 kernel
#   initrd.gz   a small initramfs (rig/guest/rig-init.c) that loads virtio_blk and ext4
#   times       how long each step took
# "build-image.sh --paths" prints the two layers' directories for the current inputs and builds nothing;
# "build-image.sh --base" builds the base layer only and prints its directory.
#
# Two layers, each cached under a key of its inputs in ${RIG_CACHE:-/var/cache/morrisboard-rig}:
#   base-KEY  debootstrap of rig/packages.txt: a first stage on the host (no binfmt_misc here, so
#             nothing of arm64 runs on the host), the second stage inside the guest under QEMU.
#             Key: packages.txt, the suite, the mirror's Release date, stage2.sh, rig-init.c, $base_recipe.
#   rig-KEY   the base plus the rig's own builds, cross-built and put in on the host (morris-emu, the
#             gpio-sim and i2c placeholder modules, the rig's units). Key: the base's key, every file
#             under rig/emu, rig/kmod and rig/guest, lib.sh and this script.
# A cached layer is used as it is once it is sealed: its file "complete" holds the layer's key and the
# size of its rootfs.tar, and is written last, after a sync, in a directory renamed into place, so a
# build cut short (a crash, a timeout, a full disk) leaves nothing that passes for a layer. Delete a
# layer's directory to build it again. One build at a time per cache: a second waits for the first
# (flock on $RIG_CACHE/.build.lock), then uses what the first built.
#
# Failures: downloads (the mirror) are retried (RIG_RETRIES, default 3) and reported as
# "environment"; a failure inside the guest (a package's maintainer script, a compile error, a
# failing emulator test) is not retried and fails the build (exit 1). Exit 2: the environment
# (mirror, missing host tools) after all retries.
#
# Host tools: debootstrap, qemu-system-aarch64, aarch64-linux-gnu-gcc (static rig-init), mkfs.ext4,
# cpio, xz, depmod (kmod); rig/setup-host.sh installs them.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
# shellcheck source=lib.sh
. "$here/lib.sh"
guest_timeout=${RIG_BUILD_TIMEOUT:-5400}
for tool in debootstrap qemu-system-aarch64 aarch64-linux-gnu-gcc mkfs.ext4 cpio xz curl depmod; do
    command -v "$tool" >/dev/null || env_fail "$tool is missing (rig/setup-host.sh installs it)"
done

now() { date +%s; }

packages=$(grep -v '^#' "$here/packages.txt" | grep . | paste -sd, -)

# The Release file's date pins what "trixie" meant for this key (a point release changes the key).
date_line=$(release_date)

# The base's recipe (build_base below): change this when build_base changes what it makes, so the
# slow layer is not rebuilt for every edit of this script.
base_recipe="debootstrap --foreign minbase, debs repacked uncompressed, Packages cut to the downloaded, kernel modules put in on the host with depmod, stage2 in the guest, rig-init initrd: 5"
base_key=$( { printf '%s\n' "$suite" "$date_line" "$packages" "$base_recipe"; cat "$here/guest/stage2.sh" "$here/guest/rig-init.c"; } | sha256sum | cut -c1-16)
rig_key=$( { echo "$base_key"; cat "$here/lib.sh" "${BASH_SOURCE[0]}"; find "$here/emu" "$here/kmod" "$here/guest" -type f ! -name '*.o' ! -name '*.ko' ! -name 'morris-emu' ! -name test-emu ! -name selftest -print0 | sort -z | xargs -0 cat; } | sha256sum | cut -c1-16)
base=$cache/base-$base_key
rig=$cache/rig-$rig_key
if [ "${1:-}" = --paths ]; then # where the layers of these inputs are (or would be) cached
    printf '%s\n%s\n' "$base" "$rig"
    exit 0
fi
mkdir -p "$cache"
exec 9>"$cache/.build.lock"
if ! flock -n 9; then
    say "waiting for another build on $cache"
    flock 9
fi

# Whether directory $1 is a complete layer of key $2 (see above).
sealed() {
    [ -f "$1/complete" ] && [ -f "$1/rootfs.tar" ] && [ -f "$1/vmlinuz" ] && [ -f "$1/initrd.gz" ] \
        && [ "$(cat "$1/complete")" = "$2 $(stat -c %s "$1/rootfs.tar")" ]
}
# Seals the finished layer in $1.new with key $2 and renames it to $1.
seal() {
    local dir=$1 key=$2
    sync
    echo "$key $(stat -c %s "$dir.new/rootfs.tar")" >"$dir.new/complete"
    sync
    rm -rf "$dir"
    mv "$dir.new" "$dir"
}
# A layer built before layers were sealed (renamed into place only when finished, so complete if its
# tar stream reads to the end) is sealed now instead of being built again.
adopt() {
    local dir=$1 key=$2
    if [ ! -f "$dir/complete" ] && [ -f "$dir/times" ] && [ -f "$dir/vmlinuz" ] && [ -f "$dir/initrd.gz" ] \
        && tar --numeric-owner -tf "$dir/rootfs.tar" >/dev/null 2>&1; then
        echo "$key $(stat -c %s "$dir/rootfs.tar")" >"$dir/complete"
        sync
        say "$(basename "$dir"): sealed (built before layers were sealed)"
    fi
}

# Boots the guest on root image $1 (a build is all or nothing, so the disks skip flushes: cache=unsafe) with rig.init=$2, writing the tar stream to $3; log $4.
boot_build() {
    local img=$1 init=$2 out=$3 log=$4 kdir=$5
    nice -n 19 timeout --kill-after=10 "$guest_timeout" qemu-system-aarch64 -M virt -cpu cortex-a72 -smp 2 -m 2048 \
        -nographic -no-reboot -net none \
        -kernel "$kdir/vmlinuz" -initrd "$kdir/initrd.gz" \
        -append "console=ttyAMA0 root=/dev/vda rig.init=$init panic=-1" \
        -drive "file=$img,format=raw,if=virtio,cache=unsafe" -drive "file=$out,format=raw,if=virtio,cache=unsafe" \
        </dev/null >"$log" 2>&1 || true
    grep -q '^RIG-STAGE2: OK' "$log"
}

# Makes an image of $1/root, boots it (kernel and initrd from $2) with rig/guest/stage2.sh as the
# first process, and checks the tar stream it leaves in $1/out.raw; log $1/$3; $4 names the step.
in_guest() {
    local work=$1 kdir=$2 log=$1/$3 what=$4
    nice -n 19 mkfs.ext4 -q -F -L rigroot -d "$work/root" "$work/stage.img" 6G
    rm -rf "$work/root"
    truncate -s 4G "$work/out.raw"
    boot_build "$work/stage.img" /rig/stage2.sh "$work/out.raw" "$log" "$kdir" \
        || board_fail "$what failed: $(grep -E '^RIG-STAGE2|rig-build|[Ee]rror|FAIL' "$log" | tail -n 5) (log: $log)"
    tar --numeric-owner -tf "$work/out.raw" >/dev/null || board_fail "$what: the guest's tar stream is damaged"
    rm -f "$work/stage.img"
}

# Unpacks the tar stream the guest wrote (a raw disk holding a tar archive) into dir $2.
unpack() {
    local raw=$1 dir=$2
    rm -rf "$dir"
    mkdir -p "$dir"
    tar --numeric-owner --xattrs --xattrs-include='*' -xpf "$raw" -C "$dir"
}

# Downloads the arm64 kernel package of $suite (the one linux-image-arm64 names, the metapackage
# with it) into directory $1.
fetch_kernel() {
    apt_download "$1" linux-image-arm64 && apt_download "$1" "$(kernel_package)"
}

build_base() {
    local work=$cache/work-base-$base_key t0 t1 t2 t3 t_repack
    rm -rf "$work"
    mkdir -p "$work"
    t0=$(now)
    say "base $base_key: first stage ($suite arm64 from $mirror)"
    first_stage() {
        rm -rf "$work/root"
        nice -n 19 debootstrap --arch=arm64 --foreign --variant=minbase --include="$packages" \
            "$suite" "$work/root" "$mirror" >"$work/debootstrap.log" 2>&1
    }
    retry "debootstrap's first stage" first_stage
    t1=$(now)

    # The kernel: QEMU boots Debian's arm64 kernel from outside the image, so the guest does not
    # install the package (unpacking its 6,400 files and running depmod took 6 of the second stage's
    # 22 minutes under emulation); its modules go into the tree here, with their index made by the
    # host's depmod, and an initramfs that can mount the root file system is made from them.
    local deb kv
    retry "downloading the kernel" fetch_kernel "$work/kernel-deb"
    deb=$(ls "$work"/kernel-deb/linux-image-[0-9]*-arm64_*_arm64.deb | head -n 1)
    mkdir -p "$work/kernel" "$work/initrd/m"
    dpkg-deb -x "$deb" "$work/kernel"
    kv=$(ls "$work/kernel/usr/lib/modules")
    cp "$work/kernel/boot/vmlinuz-$kv" "$work/vmlinuz"
    [ ! -e "$work/root/usr/lib/modules/$kv" ] || board_fail "the first stage installed a kernel's modules: packages.txt should not name a kernel"
    mkdir -p "$work/root/usr/lib/modules"
    cp -a "$work/kernel/usr/lib/modules/$kv" "$work/root/usr/lib/modules/"
    nice -n 19 depmod -b "$work/root" "$kv" || board_fail "depmod for $kv failed"
    [ -s "$work/root/usr/lib/modules/$kv/modules.dep.bin" ] || board_fail "depmod made no modules.dep.bin for $kv"
    nice -n 19 aarch64-linux-gnu-gcc -static -Os -Wall -o "$work/initrd/init" "$here/guest/rig-init.c"
    : >"$work/initrd/modules.list"
    for m in lib/crc16 crypto/crc32c_generic fs/mbcache fs/jbd2/jbd2 fs/ext4/ext4 drivers/block/virtio_blk; do
        cp "$work/kernel/usr/lib/modules/$kv/kernel/$m.ko.xz" "$work/initrd/m/"
        echo "/m/$(basename "$m").ko.xz" >>"$work/initrd/modules.list"
    done
    (cd "$work/initrd" && find . | cpio -o -H newc --quiet | gzip -9 >"$work/initrd.gz")

    # The packages again, uncompressed: unpacking an xz .deb in the guest means xz emulated
    # instruction by instruction; here it runs at native speed. debootstrap's second stage takes
    # the .debs from var/cache/apt/archives as they are (no checksums then).
    say "base $base_key: repacking $(ls "$work"/root/var/cache/apt/archives/*.deb | wc -l) packages uncompressed"
    ls "$work"/root/var/cache/apt/archives/*.deb | nice -n 19 xargs -P 2 -n 1 "$here/repack-deb.sh" \
        || board_fail "repacking the packages failed"
    # The second stage resolves each pre-dependency anew through the suite's whole Packages file
    # (56 MB) with perl: under emulation minutes every time, an hour in all. Only the stanzas of the
    # packages the first stage downloaded are kept (the same answers: nothing else can be installed).
    local list
    for list in "$work"/root/var/lib/apt/lists/*_Packages; do
        awk 'NR == FNR { want[$1]; next }
            match($0, /(^|\n)Package: [^\n]+/) { p = substr($0, RSTART, RLENGTH); sub(/^\n?Package: /, "", p); if (p in want) printf "%s\n\n", $0 }' \
            "$work/root/debootstrap/debpaths" RS= "$list" >"$list.rig"
        [ "$(grep -c '^Package:' "$list.rig")" = "$(wc -l <"$work/root/debootstrap/debpaths")" ] \
            || board_fail "$list: the downloaded packages' stanzas are not all there"
        mv -f "$list.rig" "$list"
    done
    t_repack=$(now)

    # The second stage runs as the guest's first process.
    rm -f "$work/root/proc" # debootstrap leaves a symlink to the host's /proc
    mkdir -p "$work/root/proc" "$work/root/rig"
    install -m 0755 "$here/guest/stage2.sh" "$work/root/rig/stage2.sh"
    # dpkg's fsyncs cost much under emulation and buy nothing here; stage2.sh removes this again.
    mkdir -p "$work/root/etc/dpkg/dpkg.cfg.d"
    echo force-unsafe-io >"$work/root/etc/dpkg/dpkg.cfg.d/rig-unsafe-io"
    t2=$(now)
    say "base $base_key: second stage in the guest (log: $work/stage2.log)"
    in_guest "$work" "$work" stage2.log "the guest's second stage"
    t3=$(now)
    rm -rf "$base.new"
    mkdir -p "$base.new"
    mv "$work/vmlinuz" "$work/initrd.gz" "$base.new/"
    mv "$work/out.raw" "$base.new/rootfs.tar"
    printf 'first-stage %s\nrepack %s\nprepare %s\nsecond-stage %s\n' $((t1 - t0)) $((t_repack - t1)) $((t2 - t_repack)) $((t3 - t2)) >"$base.new/times"
    cp "$work/stage2.log" "$base.new/"
    seal "$base" "$base_key"
    rm -rf "$work"
    say "base $base_key: done ($(tr '\n' ' ' <"$base/times"))"
}

# The rig layer is assembled on the host at native speed: morris-emu cross-built static against the
# guest's libc and libfuse3, the modules cross-built against the guest kernel's headers, both put
# into an unpacked copy of the base with the rig's units; nothing of it runs under emulation.
# (The emulator's self-test on the guest kernel is smoke.sh's; its model tests are make -C emu check.)
build_rig() {
    local work=$cache/work-rig-$rig_key t0 t1 t2 kv root
    rm -rf "$work"
    mkdir -p "$work"
    t0=$(now)
    say "rig $rig_key: unpacking base $base_key"
    root=$work/root
    unpack "$base/rootfs.tar" "$root"
    kv=$(ls "$root/usr/lib/modules" | head -n 1)
    t1=$(now)
    say "rig $rig_key: cross-building morris-emu and the modules for $kv on the host"
    retry "downloading the arm64 libc and libfuse3" apt_download "$work/sysdebs" libc6-dev libfuse3-dev linux-libc-dev
    for deb in "$work"/sysdebs/*.deb; do dpkg-deb -x "$deb" "$work/sysroot"; done
    cc_static "$work/sysroot" "$work/morris-emu" "$here/emu/morris-emu.c" "$here/emu/mcp23017.c" "$here/emu/ws2812.c" \
        -lfuse3 -lpthread -ldl || board_fail "morris-emu does not build for arm64"
    cross_modules "$cache/cross-$kv" "$kv"

    install -m 0755 "$work/morris-emu" "$root/usr/local/sbin/morris-emu"
    install -d "$root/usr/lib/modules/$kv/updates/rig"
    install -m 0644 "$cache/cross-$kv"/kmod/rig-gpio-sim.ko "$cache/cross-$kv"/kmod/rig-i2c-bus.ko "$root/usr/lib/modules/$kv/updates/rig/"
    install -m 0755 "$here/guest/rig-hardware-setup" "$root/usr/local/sbin/rig-hardware-setup"
    install -m 0644 "$here/guest/rig-hardware.service" "$here/guest/rig-shell.service" "$root/etc/systemd/system/"
    install -m 0644 "$here/guest/60-rig.rules" "$root/etc/udev/rules.d/60-rig.rules"
    install -m 0644 "$here/guest/rig-modprobe.conf" "$root/etc/modprobe.d/rig.conf"
    systemctl --root="$root" enable rig-hardware.service rig-shell.service >"$work/enable.log" 2>&1 \
        || board_fail "enabling the rig's units: $(cat "$work/enable.log")"
    printf '/dev/vda / ext4 defaults 0 1\n' >"$root/etc/fstab"
    echo rig >"$root/etc/hostname"
    sed -i 's/^root:[^:]*:/root::/' "$root/etc/shadow"
    # Raspberry Pi OS has these groups from the start (its udev rules give them the device nodes; the
    # rig's 60-rig.rules gives them the emulated ones); plain Debian has none. The package creates them
    # where they are missing.
    for g in gpio i2c spi; do
        grep -q "^$g:" "$root/etc/group" || groupadd --prefix "$root" --system "$g"
    done
    install -d "$root/etc/systemd/system/serial-getty@ttyAMA0.service.d"
    # shellcheck disable=SC2016 # $TERM is for systemd to expand
    printf '[Service]\nExecStart=\nExecStart=-/sbin/agetty --autologin root --keep-baud 115200,57600,38400,9600 %%I $TERM\n' \
        >"$root/etc/systemd/system/serial-getty@ttyAMA0.service.d/autologin.conf"
    rm -rf "$rig.new"
    mkdir -p "$rig.new"
    tar --numeric-owner --xattrs --xattrs-include='*' -C "$root" -cf "$rig.new/rootfs.tar" .
    t2=$(now)
    cp "$base/vmlinuz" "$base/initrd.gz" "$rig.new/"
    { cat "$base/times"; printf 'rig-unpack %s\nrig-cross-build-and-pack %s\n' $((t1 - t0)) $((t2 - t1)); } >"$rig.new/times"
    seal "$rig" "$rig_key"
    rm -rf "$work"
    say "rig $rig_key: done"
}

adopt "$base" "$base_key"
sealed "$base" "$base_key" || build_base
if [ "${1:-}" = --base ]; then # the base layer alone (to measure it)
    echo "$base"
    exit 0
fi
adopt "$rig" "$rig_key"
sealed "$rig" "$rig_key" || build_rig
echo "$rig"
