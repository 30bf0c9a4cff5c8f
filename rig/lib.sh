# shellcheck shell=bash
# shellcheck disable=SC2154 # $here: the directory of the script that sources this file
# Shared by the rig's scripts (sourced): messages and exit codes, retries, the Debian mirror,
# and downloads of the guest's packages with apt on the host (its own lists, nothing installed).
#   exit 1: the board failed (never retried)    exit 2: the environment failed (after retries)

cache=${RIG_CACHE:-/var/cache/morrisboard-rig}
suite=${RIG_SUITE:-trixie}
retries=${RIG_RETRIES:-3}
# The mirror: RIG_MIRROR, else the host's own Debian mirror (the first URIs: of its sources).
mirror=${RIG_MIRROR:-$(awk '/^URIs:/ {print $2; exit}' /etc/apt/sources.list.d/debian.sources 2>/dev/null || true)}
[ -n "$mirror" ] || mirror=$(awk '/^deb / {print $2; exit}' /etc/apt/sources.list 2>/dev/null || true)

say() { printf '%s: %s\n' "$(basename "$0" .sh)" "$*" >&2; }
env_fail() { say "environment: $*"; exit 2; }
board_fail() { say "FAILED: $*"; exit 1; }
[ -n "$mirror" ] || env_fail "no Debian mirror: set RIG_MIRROR"

# Runs "$@" up to $retries times; a download that keeps failing is the environment's fault.
retry() {
    local what=$1 n=1
    shift
    until "$@"; do
        [ "$n" -lt "$retries" ] || env_fail "$what failed $retries times"
        say "$what failed (try $n of $retries); again in $((n * 20)) s"
        sleep $((n * 20))
        n=$((n + 1))
    done
}

# The Release file's date: what "$suite" meant when a cache key was made.
release_date() {
    local d
    d=$(curl -fsS --retry 2 "$mirror/dists/$suite/Release" 2>/dev/null | awk -F': ' '/^Date:/ {print $2; exit}') || true
    [ -n "$d" ] || env_fail "cannot read $suite's Release from $mirror"
    echo "$d"
}

apt_opts() {
    local apt=$cache/apt-$suite
    echo "-o Dir::Etc::SourceList=$apt/sources.list -o Dir::Etc::SourceParts=/dev/null -o Dir::State::Lists=$apt/lists"
    echo "-o Dir::Cache=$apt -o Dir::State::Status=/dev/null -o APT::Architecture=arm64 -o Acquire::Languages=none"
    echo "-o APT::Sandbox::User=root"
}

# Downloads the named arm64 packages of $suite (no dependencies) into directory $1.
apt_download() {
    local dir=$1 apt=$cache/apt-$suite
    shift
    mkdir -p "$apt/lists/partial" "$apt/archives/partial" "$dir"
    echo "deb [arch=arm64 signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] $mirror $suite main" >"$apt/sources.list"
    # shellcheck disable=SC2046 # word splitting of the options is meant
    nice -n 19 apt-get $(apt_opts) -qq update && (cd "$dir" && nice -n 19 apt-get $(apt_opts) -qq download "$@")
}

# The versioned kernel package behind linux-image-arm64 in $suite (after apt_download's update).
kernel_package() {
    # shellcheck disable=SC2046
    apt-cache $(apt_opts) depends linux-image-arm64 | awk '/Depends: linux-image-[0-9]/ {print $2; exit}'
}

# Cross-builds the static arm64 program $2 from the C files and options that follow, against the
# guest's own libc and libfuse3 unpacked in sysroot $1 (the host's cross compiler brings only gcc).
cc_static() {
    local sys=$1 out=$2 lib
    shift 2
    lib=$sys/usr/lib/aarch64-linux-gnu
    nice -n 19 aarch64-linux-gnu-gcc -nostdinc -isystem "$(aarch64-linux-gnu-gcc -print-file-name=include)" \
        -isystem "$sys/usr/include/aarch64-linux-gnu" -isystem "$sys/usr/include" -I"$sys/usr/include/fuse3" \
        -O2 -Wall -static -nostartfiles -o "$out" \
        "$lib/crt1.o" "$lib/crti.o" "$(aarch64-linux-gnu-gcc -print-file-name=crtbeginT.o)" "$@" \
        -L"$lib" -Wl,--start-group -lc -lgcc -lgcc_eh -Wl,--end-group \
        "$(aarch64-linux-gnu-gcc -print-file-name=crtend.o)" "$lib/crtn.o" 2>&1 \
        | grep -v -e 'Using .dlopen' -e 'in function .fuse_get_module' || true
    [ -x "$out" ]
}

# Cross-builds the rig's kernel modules (rig/kmod) for the guest kernel release $2 (such as
# 6.12.117+deb13-arm64) in work directory $1; the .ko files end up in $1/kmod. Uses Debian's arm64
# headers of that kernel with the host's own kbuild tools of the same upstream version (trixie's
# amd64 ones need a newer glibc than a bookworm host has), gpio-sim.c and irq_sim.c from the
# kernel's linux-source (the downloads stay in $1 for the next build). The host's gcc may be older than the kernel's (gcc 12 against 14): the
# one option gcc 12 lacks (-fmin-function-alignment) falls back to -falign-functions, and BTF
# for modules (pahole) is left out.
cross_modules() {
    local work=$1 kv=$2 upstream series kbuild hdr src
    upstream=${kv%%+*}
    series=$(echo "$upstream" | cut -d. -f1-2)
    kbuild=$(apt-cache search --names-only "^linux-kbuild-$upstream\\+" | awk '{print $1; exit}')
    [ -n "$kbuild" ] || env_fail "the host's apt has no linux-kbuild-$upstream+* (kbuild's tools for the guest kernel $kv)"
    rm -rf "$work/sys" "$work/kmod"
    mkdir -p "$work/debs" "$work/sys" "$work/kmod"
    fetch_kernel_build() {
        [ ! -f "$work/debs/complete" ] || return 0
        apt_download "$work/debs" "linux-headers-$kv" "linux-headers-${kv%-arm64}-common" "linux-source-$series" \
            && (cd "$work/debs" && nice -n 19 apt-get -qq download "$kbuild" 2>/dev/null) \
            && touch "$work/debs/complete"
    }
    retry "downloading the headers of $kv" fetch_kernel_build
    for deb in "$work"/debs/linux-headers-*.deb "$work/debs/$kbuild"_*.deb; do dpkg-deb -x "$deb" "$work/sys"; done
    # The headers' Makefile names /usr/src; their scripts link to the kbuild of their own name.
    hdr=$work/sys/usr/src/linux-headers-$kv
    sed -i "s#/usr/src/#$work/sys/usr/src/#" "$hdr/Makefile"
    [ "$kbuild" = "linux-kbuild-${kv%-arm64}" ] || mv "$work/sys/usr/lib/$kbuild" "$work/sys/usr/lib/linux-kbuild-${kv%-arm64}"
    src=$(ls "$work"/debs/linux-source-"$series"_*_all.deb)
    [ -f "$work/linux-source-$series/kernel/irq/irq_sim.c" ] \
        || dpkg-deb --fsys-tarfile "$src" | tar -xO "./usr/src/linux-source-$series.tar.xz" | nice -n 19 xz -dc \
        | tar -x -C "$work" "linux-source-$series/drivers/gpio/gpio-sim.c" "linux-source-$series/kernel/irq/irq_sim.c"
    cp "$here/kmod/Kbuild" "$here/kmod/rig-i2c-bus.c" "$work/linux-source-$series/drivers/gpio/gpio-sim.c" "$work/kmod/"
    # irq_to_desc is not exported to modules; generic_handle_irq does the same for this caller.
    sed 's/handle_simple_irq(irq_to_desc(irqnum));/generic_handle_irq(irqnum);/' \
        "$work/linux-source-$series/kernel/irq/irq_sim.c" >"$work/kmod/irq_sim.c"
    grep -q 'generic_handle_irq(irqnum)' "$work/kmod/irq_sim.c" \
        || board_fail "irq_sim.c of linux-source-$series no longer has the line the rig patches"
    nice -n 19 make -s -C "$hdr" M="$work/kmod" CC=aarch64-linux-gnu-gcc \
        CONFIG_CC_HAS_MIN_FUNCTION_ALIGNMENT= CONFIG_DEBUG_INFO_BTF_MODULES= modules >"$work/kmod.log" 2>&1 \
        || board_fail "the rig's modules do not build for $kv: $(tail -n 5 "$work/kmod.log")"
    grep -qaF "vermagic=$kv " "$work/kmod/rig-gpio-sim.ko" || board_fail "rig-gpio-sim.ko is not for $kv"
}
