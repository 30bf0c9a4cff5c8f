#!/bin/bash
# The rig's end-to-end run: the Debian package built beside the jar (target/morrisboard_VERSION_all.deb),
# installed with apt in the arm64 guest built by rig/build-image.sh, started by the package's unit under
# the guest's systemd, on Pi4J's real providers against morris-emu's devices; then played, upgraded to a
# second build of the package in the middle of a game, faulted, cut off, resumed, removed and purged.
#
#   rig/run.sh            build what is missing (image layers, the jar and its package), boot, drive, power off
#
#   rig/run.sh --plan     prints the phases a run would run (boot:phase, one a line) and nothing else
#
# Environment: RIG_CACHE (default /var/cache/morrisboard-rig), RIG_JAR (default target/morrisboard.jar,
# built with Maven when absent; the package is the .deb the same build made beside it), RIG_BOOT_TIMEOUT
# (seconds for the whole guest run, default 2400), RIG_PHASES1 and RIG_PHASES2 (drive.py's phases of each
# boot; RIG_PHASES2= empty: one boot only).
# Exit 0: the run passed; 1: the board failed (service, emulated hardware, the jar, the package); 2: the
# environment failed (mirror, host tools, the guest never answering).
# Everything of a run is in $RIG_CACHE/run: console-N.log, drive.log (apt's output too), the image; its last
# line, "rig: N passed, M failed" (phases; a phase not reached counts as failed), is also in
# $RIG_CACHE/run/summary. One run at a time per cache (flock on $RIG_CACHE/.run.lock).
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
repo=$(dirname "$here")
cache=${RIG_CACHE:-/var/cache/morrisboard-rig}
run=$cache/run
jar=${RIG_JAR:-$repo/target/morrisboard.jar}
boot_timeout=${RIG_BOOT_TIMEOUT:-2400}

say() { printf 'rig: %s\n' "$*" >&2; }
phases1=${RIG_PHASES1:-install,ready,menu,game,upgrade,faults,watchdog,cut}
phases2=${RIG_PHASES2-ready,resume,stop,search,check,remove,purge} # RIG_PHASES2= (empty): one boot only
plan() {
    tr ',' '\n' <<<"$phases1" | sed 's/^/1:/'
    [ -z "$phases2" ] || tr ',' '\n' <<<"$phases2" | sed 's/^/2:/'
}
if [ "${1:-}" = --plan ]; then plan; exit 0; fi
for tool in qemu-system-aarch64 dtc python3 mkfs.ext4 dpkg-deb; do
    command -v "$tool" >/dev/null || { say "environment: $tool is missing (rig/setup-host.sh installs it)"; exit 2; }
done
# The driver's own tests first (the light checks and the person's play, no guest): a second.
if ! out=$(python3 "$here/test_lights.py" 2>&1); then printf "%s\n" "$out" >&2; say "rig/test_lights.py failed: the driver, not the board"; exit 1; fi

mkdir -p "$cache"
exec 9>"$cache/.run.lock"
if ! flock -n 9; then
    say "waiting for another run on $cache"
    flock 9
fi
rm -rf "$run"
mkdir -p "$run"
# The closing line: each planned phase passed when drive.py printed its figure (it does so only
# after the phase's checks), each boot's phases counted in that boot's part of drive.log.
summary() {
    local passed=0 failed=0 missed=() p b ph
    for p in $(plan); do
        b=${p%%:*} ph=${p#*:}
        if [ -f "$run/drive-$b.log" ] && grep -qx "figure: phase-$ph-s [0-9]*" "$run/drive-$b.log"; then
            passed=$((passed + 1))
        else
            failed=$((failed + 1)) missed+=("$p")
        fi
    done
    [ "$failed" = 0 ] || say "not passed (failed or not reached): ${missed[*]}"
    printf 'rig: %s passed, %s failed\n' "$passed" "$failed" | tee "$run/summary" >&2
}
# Stopped from outside (CI's timeout): the guest goes with it (its own timeout is a process group of its own).
stop_guest() { [ ! -f "$run/qemu.pid" ] || kill "$(cat "$run/qemu.pid")" 2>/dev/null || true; }
trap 'stop_guest; summary' EXIT
trap 'exit 143' TERM INT

t0=$(date +%s)
layer=$("$here/build-image.sh") || exit $?
t1=$(date +%s)
deb=$(ls "$(dirname "$jar")"/morrisboard_*_all.deb 2>/dev/null | head -n 1 || true)
if [ ! -f "$jar" ] || [ -z "$deb" ]; then
    say "building the jar and its package"
    (cd "$repo" && nice -n 19 mvn -B -o -q -DskipTests package) || { say "FAILED: the jar does not build"; exit 1; }
    deb=$(ls "$(dirname "$jar")"/morrisboard_*_all.deb 2>/dev/null | head -n 1 || true)
    [ -n "$deb" ] || { say "FAILED: the build made no package beside $jar"; exit 1; }
fi
java=${JAVA_HOME:+$JAVA_HOME/bin/}java
command -v "$java" >/dev/null || { say "environment: no java on the host for the second package's man page"; exit 2; }

# The second build of the package, for the upgrade in the middle of a game: its version bumped, its
# files a day newer (so the jar is not the one the class-data archive was made from: the service must
# start with a stale archive).
version=$(dpkg-deb -f "$deb" Version)
mkdir -p "$run/second"
cp "$jar" "$run/second/morrisboard.jar"
epoch=$(git -C "$repo" log -1 --format=%ct 2>/dev/null || date +%s)
SOURCE_DATE_EPOCH=$((epoch + 86400)) nice -n 19 sh "$repo/src/deb/build.sh" "$repo" "$run/second" "$java" "$version" "$version+rig2" \
    >"$run/second.log" 2>&1 || { cat "$run/second.log" >&2; say "FAILED: src/deb/build.sh did not make the second package"; exit 1; }
deb2=$(ls "$run"/second/morrisboard_*_all.deb)
export RIG_DEB1 RIG_DEB2 RIG_DEB1_VERSION=$version RIG_DEB2_VERSION=$version+rig2
RIG_DEB1=$(basename "$deb") RIG_DEB2=$(basename "$deb2")

say "unpacking $layer; the packages $RIG_DEB1 and $RIG_DEB2 go to /root/rig-debs (apt installs them in the guest)"
mkdir -p "$run/root" # (not tar --one-top-level: it breaks the image's hard links)
tar --numeric-owner --xattrs --xattrs-include='*' -xpf "$layer/rootfs.tar" -C "$run/root"
if [ -L "$run/root/proc" ]; then rm "$run/root/proc"; mkdir -m 0555 "$run/root/proc"; fi
install -D -m 0644 "$deb" "$run/root/root/rig-debs/$RIG_DEB1"
install -D -m 0644 "$deb2" "$run/root/root/rig-debs/$RIG_DEB2"
# Emulation is 10-50 times slower than a Pi: only the timeouts of the unit are stretched for it
# (the watchdog to 60 s from 30: a JVM under TCG beside other builds can stall for seconds; the
# stop to 120 s from 15: the shutdown phases took 38 s here, and at 15 s systemd killed the JVM). The
# drop-in is there before the package (systemd reads it once the unit exists); apt purge takes it
# with the package's own drop-ins.
mkdir -p "$run/root/etc/systemd/system/morrisboard.service.d"
printf '# rig only: TCG emulation speed\n[Service]\nTimeoutStartSec=900s\nTimeoutStopSec=120s\nWatchdogSec=60s\n' \
    >"$run/root/etc/systemd/system/morrisboard.service.d/rig-emulation.conf"
# hardware-check reads firmware-config/hardware.properties below the directory it runs in, as in
# the README's instructions (run in the source tree): root's home gets a copy.
install -D -m 0644 "$repo/firmware-config/hardware.properties" "$run/root/root/firmware-config/hardware.properties"
nice -n 19 mkfs.ext4 -q -F -L rigroot -d "$run/root" "$run/disk.img" 6G
rm -rf "$run/root"
t2=$(date +%s)

# shellcheck disable=SC2054 # the commas are inside QEMU options
qemu=(qemu-system-aarch64 -M virt -cpu cortex-a72 -smp 2 -m 2048 -nographic -no-reboot -net none
    -kernel "$layer/vmlinuz" -initrd "$layer/initrd.gz"
    -append "console=ttyAMA0 root=/dev/vda rig.init=/sbin/init panic=-1"
    -drive "file=$run/disk.img,format=raw,if=virtio"
    -device virtio-serial-pci
    -chardev "socket,id=ctl,path=$run/ctl.sock,server=on,wait=off" -device virtserialport,chardev=ctl,name=rig.ctl
    -chardev "socket,id=sh,path=$run/sh.sock,server=on,wait=off" -device virtserialport,chardev=sh,name=rig.sh)
# A Pi 4's model string in QEMU's own device tree: what the app and Pi4J read to know a Pi.
timeout 60 "${qemu[@]}" -machine dumpdtb="$run/virt.dtb" >/dev/null 2>&1 || true
dtc -q -I dtb -O dts "$run/virt.dtb" | sed 's/model = "linux,dummy-virt";/model = "Raspberry Pi 4 Model B Rev 1.5";/' \
    | dtc -q -I dts -O dtb -o "$run/pi.dtb" -
# drive.py asks the same jar on the host for the hardware profile it uses (wiring --json).
export RIG_JAR=$jar
# boot N PHASES [--keep]: boots the disk, runs drive.py's phases; QEMU's pid in $qemu_pid.
boot() {
    local n=$1 phases=$2
    shift 2
    say "boot $n: $phases (console: $run/console-$n.log)"
    rm -f "$run/ctl.sock" "$run/sh.sock" "$run/qemu.pid"
    nice -n 19 timeout --kill-after=10 "$boot_timeout" "${qemu[@]}" -dtb "$run/pi.dtb" -pidfile "$run/qemu.pid" \
        </dev/null >"$run/console-$n.log" 2>&1 &
    qemu_pid=$!
    python3 "$here/drive.py" "$run" "$(date +%s)" "$phases" "$@" | tee "$run/drive-$n.log" | tee -a "$run/drive.log"
    return "${PIPESTATUS[0]}"
}
# waits up to 3 minutes for QEMU to end (drive.py powers the guest off), then stops it.
finish() {
    for _ in $(seq 180); do kill -0 "$qemu_pid" 2>/dev/null || break; sleep 1; done
    kill "$qemu_pid" 2>/dev/null || true
    wait "$qemu_pid" || true
}
status=0
# The first guest is kept up for the power cut (or for RIG_HOLD); with no second boot drive.py powers it off.
keep=()
if [ -n "$phases2" ] || [ -n "${RIG_HOLD:-}" ]; then keep=(--keep); fi
boot 1 "$phases1" "${keep[@]}" || status=$?
if [ -n "${RIG_HOLD:-}" ]; then # working on the rig: the guest stays up for drive.py by hand
    say "holding the guest (QEMU pid $(cat "$run/qemu.pid")); drive.py $run 0 PHASES --keep"
    wait "$qemu_pid" || true
    exit "$status"
fi
if [ "$status" != 0 ]; then
    kill "$(cat "$run/qemu.pid")" 2>/dev/null || true # kept for the power cut, not needed now
elif [ -n "$phases2" ]; then
    # The power cut: QEMU killed outright (SIGKILL, no shutdown, the disk as it was), then the same
    # disk booted again.
    say "power cut: kill -9 QEMU"
    kill -9 "$(cat "$run/qemu.pid")" 2>/dev/null || true
    wait "$qemu_pid" 2>/dev/null || true
    boot 2 "$phases2" || status=$?
fi
finish
t3=$(date +%s)
printf 'figure: image-layers-s %s\nfigure: install-and-image-s %s\nfigure: boot-to-poweroff-s %s\n' \
    $((t1 - t0)) $((t2 - t1)) $((t3 - t2)) | tee -a "$run/drive.log"
sed 's/^/figure: layer-/' "$layer/times" | tee -a "$run/drive.log"
exit "$status"
