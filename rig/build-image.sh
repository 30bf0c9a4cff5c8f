#!/bin/bash
# Builds the rig's arm64 guest (Debian trixie) and prints the directory that holds it:
#   rootfs.tar  the guest's root file system (install.sh --root goes into an unpacked copy)
#   vmlinuz     Debian's arm64 kernel
#   initrd.gz   a small initramfs (rig/guest/rig-init.c) that loads virtio_blk and ext4
#   times       how long each step took
# "build-image.sh --paths" prints the two layers' directories for the current inputs and builds nothing.
#
# Two layers, each cached under a key of its inputs in ${RIG_CACHE:-/var/cache/morrisboard-rig}:
#   base-KEY  debootstrap of rig/packages.txt: a first stage on the host (no binfmt_misc here, so
#             nothing of arm64 runs on the host), the second stage inside the guest under QEMU.
#             Key: packages.txt, the suite, the mirror's Release date, stage2.sh, rig-init.c, this script.
#   rig-KEY   the base plus the rig's own builds, compiled natively in the guest (rig/guest/build.sh:
#             morris-emu, its tests, the gpio-sim and i2c placeholder modules). Key: the base's key
#             and every file under rig/emu, rig/kmod and rig/guest.
# A cached layer is used as it is; delete its directory to build it again.
#
# Failures: downloads (the mirror) are retried (RIG_RETRIES, default 3) and reported as
# "environment"; a failure inside the guest (a package's maintainer script, a compile error, a
# failing emulator test) is not retried and fails the build (exit 1). Exit 2: the environment
# (mirror, missing host tools) after all retries.
#
# Host tools: debootstrap, qemu-system-aarch64, aarch64-linux-gnu-gcc (static rig-init), mkfs.ext4,
# cpio, xz; rig/setup-host.sh installs them.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
# shellcheck source=lib.sh
. "$here/lib.sh"
guest_timeout=${RIG_BUILD_TIMEOUT:-5400}
for tool in debootstrap qemu-system-aarch64 aarch64-linux-gnu-gcc mkfs.ext4 cpio xz curl; do
    command -v "$tool" >/dev/null || env_fail "$tool is missing (rig/setup-host.sh installs it)"
done

now() { date +%s; }

packages=$(grep -v '^#' "$here/packages.txt" | grep . | paste -sd, -)

# The Release file's date pins what "trixie" meant for this key (a point release changes the key).
date_line=$(release_date)

base_key=$( { printf '%s\n' "$suite" "$date_line" "$packages"; cat "$here/guest/stage2.sh" "$here/guest/rig-init.c" "$here/lib.sh" "${BASH_SOURCE[0]}"; } | sha256sum | cut -c1-16)
rig_key=$( { echo "$base_key"; find "$here/emu" "$here/kmod" "$here/guest" -type f ! -name '*.o' ! -name '*.ko' ! -name 'morris-emu' ! -name test-emu ! -name selftest -print0 | sort -z | xargs -0 cat; } | sha256sum | cut -c1-16)
base=$cache/base-$base_key
rig=$cache/rig-$rig_key
if [ "${1:-}" = --paths ]; then # where the layers of these inputs are (or would be) cached
    printf '%s\n%s\n' "$base" "$rig"
    exit 0
fi
mkdir -p "$cache"

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

build_base() {
    local work=$cache/work-base-$base_key t0 t1 t2 t3
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

    # The kernel and an initramfs that can mount the root file system.
    local deb kv
    deb=$(ls "$work"/root/var/cache/apt/archives/linux-image-[0-9]*-arm64_*_arm64.deb | head -n 1)
    mkdir -p "$work/kernel" "$work/initrd/m"
    dpkg-deb -x "$deb" "$work/kernel"
    kv=$(ls "$work/kernel/usr/lib/modules")
    cp "$work/kernel/boot/vmlinuz-$kv" "$work/vmlinuz"
    nice -n 19 aarch64-linux-gnu-gcc -static -Os -Wall -o "$work/initrd/init" "$here/guest/rig-init.c"
    : >"$work/initrd/modules.list"
    for m in lib/crc16 crypto/crc32c_generic fs/mbcache fs/jbd2/jbd2 fs/ext4/ext4 drivers/block/virtio_blk; do
        cp "$work/kernel/usr/lib/modules/$kv/kernel/$m.ko.xz" "$work/initrd/m/"
        echo "/m/$(basename "$m").ko.xz" >>"$work/initrd/modules.list"
    done
    (cd "$work/initrd" && find . | cpio -o -H newc --quiet | gzip -9 >"$work/initrd.gz")

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
    mkdir -p "$base.new"
    mv "$work/vmlinuz" "$work/initrd.gz" "$base.new/"
    mv "$work/out.raw" "$base.new/rootfs.tar"
    printf 'first-stage %s\nsecond-stage %s\nprepare %s\n' $((t1 - t0)) $((t3 - t2)) $((t2 - t1)) >"$base.new/times"
    cp "$work/stage2.log" "$base.new/"
    rm -rf "$base" "$work"
    mv "$base.new" "$base"
    say "base $base_key: done ($(tr '\n' ' ' <"$base/times"))"
}

build_rig() {
    local work=$cache/work-rig-$rig_key t0 t1 t2
    rm -rf "$work"
    mkdir -p "$work"
    t0=$(now)
    say "rig $rig_key: unpacking base $base_key"
    unpack "$base/rootfs.tar" "$work/root"
    if [ -L "$work/root/proc" ]; then rm "$work/root/proc"; mkdir -m 0555 "$work/root/proc"; fi
    local kv series src
    kv=$(ls "$work/root/usr/lib/modules" | head -n 1)
    series=$(echo "$kv" | cut -d. -f1-2)
    retry "downloading linux-source-$series" apt_download "$work" "linux-source-$series"
    src=$(ls "$work"/linux-source-"$series"_*_all.deb)
    dpkg-deb --fsys-tarfile "$src" | tar -xO "./usr/src/linux-source-$series.tar.xz" | nice -n 19 xz -dc \
        | tar -x -C "$work" "linux-source-$series/drivers/gpio/gpio-sim.c" "linux-source-$series/kernel/irq/irq_sim.c"
    mkdir -p "$work/root/rig/src"
    cp -r "$here/emu" "$here/kmod" "$here/guest" "$work/root/rig/src/"
    # Only sources go in: anything built on the host (make check) is for the host's CPU.
    make -s -C "$work/root/rig/src/emu" clean
    rm -f "$work"/root/rig/src/kmod/{*.o,*.ko,*.mod,*.mod.c,Module.symvers,modules.order}
    cp "$work/linux-source-$series/drivers/gpio/gpio-sim.c" "$work/root/rig/src/kmod/"
    # irq_to_desc is not exported to modules; generic_handle_irq does the same for this caller.
    sed 's/handle_simple_irq(irq_to_desc(irqnum));/generic_handle_irq(irqnum);/' \
        "$work/linux-source-$series/kernel/irq/irq_sim.c" >"$work/root/rig/src/kmod/irq_sim.c"
    grep -q 'generic_handle_irq(irqnum)' "$work/root/rig/src/kmod/irq_sim.c" \
        || board_fail "irq_sim.c of linux-source-$series no longer has the line the rig patches"
    install -m 0755 "$here/guest/stage2.sh" "$work/root/rig/stage2.sh"
    install -m 0755 "$here/guest/build.sh" "$work/root/rig/build.sh"
    t1=$(now)
    say "rig $rig_key: building the emulators and modules in the guest (log: $work/build.log)"
    in_guest "$work" "$base" build.log "the rig's build in the guest"
    t2=$(now)
    mkdir -p "$rig.new"
    cp "$base/vmlinuz" "$base/initrd.gz" "$rig.new/"
    mv "$work/out.raw" "$rig.new/rootfs.tar"
    { cat "$base/times"; printf 'rig-prepare %s\nrig-build %s\n' $((t1 - t0)) $((t2 - t1)); } >"$rig.new/times"
    cp "$work/build.log" "$rig.new/"
    rm -rf "$rig" "$work"
    mv "$rig.new" "$rig"
    say "rig $rig_key: done"
}

[ -f "$base/rootfs.tar" ] || build_base
[ -f "$rig/rootfs.tar" ] || build_rig
echo "$rig"
