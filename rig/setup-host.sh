#!/bin/bash
# Installs what the rig needs on the host (Debian 12 or 13, as root): QEMU for arm64, debootstrap,
# the arm64 cross compiler (only for the static initramfs init), the device-tree compiler, and
# the image tools (kmod: depmod for the guest kernel's modules). Retries apt (a mirror hiccup is the environment's, not the board's); exit 2 if
# it keeps failing.
set -euo pipefail
pkgs=(qemu-system-arm debootstrap gcc-aarch64-linux-gnu libc6-dev-arm64-cross device-tree-compiler
    e2fsprogs cpio xz-utils curl python3 debian-archive-keyring kmod)
missing=()
for p in "${pkgs[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0
for n in 1 2 3; do
    if nice -n 19 apt-get update -qq && DEBIAN_FRONTEND=noninteractive nice -n 19 apt-get install -y -qq "${missing[@]}"; then
        exit 0
    fi
    echo "setup-host: apt failed (try $n of 3)" >&2
    sleep $((n * 20))
done
echo "setup-host: environment: cannot install ${missing[*]}" >&2
exit 2
