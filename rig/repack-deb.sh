#!/bin/sh
# Rewrites the .deb $1 in place without compression (dpkg-deb -Znone), so that the guest's dpkg
# unpacks it without emulating xz. Contents, control files and ownership stay as they were.
set -eu
deb=$1
dir=$(mktemp -d "$deb.XXXXXX")
trap 'rm -rf "$dir"' EXIT
dpkg-deb -R "$deb" "$dir/pkg"
# --nocheck: the package was built and checked by Debian; only its compression changes.
dpkg-deb --nocheck -Znone -b "$dir/pkg" "$dir/new.deb" >/dev/null 2>"$dir/err" || { cat "$dir/err" >&2; exit 1; }
mv -f "$dir/new.deb" "$deb"
