#!/bin/sh
# Builds target/morrisboard_VERSION_all.deb from the jar the build has just made (Maven runs this in
# the package phase, after the shade plugin): the files in Debian's places, with their modes, owned
# by root, the man page rendered from the program's own --help, and the maintainer scripts beside
# this file. Needs dpkg-deb and gzip (Debian's dpkg; every Debian and Ubuntu machine has it); where
# dpkg-deb is missing it says so and builds nothing.
#
#   src/deb/build.sh BASEDIR TARGET JAVA MAVEN_VERSION [DEB_VERSION]
#
# The package's version is DEB_VERSION when given, else MAVEN_VERSION with -SNAPSHOT written as
# ~snapshot (Debian sorts 0.1.0~snapshot before 0.1.0). File dates are the last commit's
# (SOURCE_DATE_EPOCH), so two builds of one commit make the same files.
set -eu

basedir=$1
target=$2
java=$3
version=${5:-}
if [ -z "$version" ]; then
    version=$(printf '%s\n' "$4" | sed 's/-SNAPSHOT$/~snapshot/')
fi
here=$basedir/src/deb
jar=$target/morrisboard.jar
work=$target/deb
root=$work/root
deb=$target/morrisboard_${version}_all.deb

die() { printf 'src/deb/build.sh: %s\n' "$*" >&2; exit 1; }

if ! command -v dpkg-deb >/dev/null; then
    # Not a Debian machine: the jar is built all the same, and DebianPackageIT says it was skipped.
    printf 'src/deb/build.sh: no dpkg-deb here (not Debian?): no .deb built\n' >&2
    exit 0
fi
[ -r "$jar" ] || die "no $jar: the shade plugin makes it first"
if [ -z "${SOURCE_DATE_EPOCH:-}" ]; then
    SOURCE_DATE_EPOCH=$(git -C "$basedir" log -1 --format=%ct 2>/dev/null || date +%s)
fi
export SOURCE_DATE_EPOCH
umask 022
rm -rf "$work"
mkdir -p "$root/DEBIAN"

# put MODE SOURCE PATH: SOURCE to PATH in the package.
put() {
    install -D -m "$1" "$2" "$root$3"
}

# sub FILE FROM TO: fails unless FILE holds FROM, then writes every FROM as TO.
sub() {
    grep -qF "$2" "$1" || die "$1: no \"$2\" to replace (has the file changed?)"
    reword "$@"
}

# reword FILE FROM TO: every FROM in FILE as TO (for comments: none is no failure).
reword() {
    awk -v from="$2" -v to="$3" '{ out = ""; while ((i = index($0, from)) > 0) { out = out substr($0, 1, i - 1) to; $0 = substr($0, i + length(from)) } print out $0 }' "$1" > "$1.new"
    cat "$1.new" > "$1" # keeps the file's mode
    rm "$1.new"
}

# The program, its command and the files its setup uses (the drop-ins' templates are in the jar:
# morrisboard setup writes web.conf and remote.conf).
put 0644 "$jar" /usr/share/morrisboard/morrisboard.jar
put 0755 "$basedir/morrisboard" /usr/bin/morrisboard
# shellcheck disable=SC2016 # the launcher's own line, $here unexpanded
sub "$root/usr/bin/morrisboard" 'jar="$here/target/morrisboard.jar"' 'jar=/usr/share/morrisboard/morrisboard.jar'
reword "$root/usr/bin/morrisboard" 'then /usr/lib/jvm/*; builds' 'then /usr/lib/jvm/*. Installed by the'
reword "$root/usr/bin/morrisboard" '# target/morrisboard.jar first when it is missing (Maven and a JDK needed for that).' \
    '# morrisboard package: it runs /usr/share/morrisboard/morrisboard.jar.'
put 0644 "$basedir/firmware-config/config.txt" /usr/share/morrisboard/config.txt
put 0644 "$basedir/systemd/morrisboard.service.d/backoff.conf" /usr/share/morrisboard/backoff.conf
put 0755 "$basedir/systemd/web/morrisboard-mdns" /usr/lib/morrisboard/morrisboard-mdns

# The units.
put 0644 "$basedir/systemd/morrisboard.service" /usr/lib/systemd/system/morrisboard.service
put 0644 "$basedir/systemd/web/morrisboard-mdns.service" /usr/lib/systemd/system/morrisboard-mdns.service
put 0644 "$basedir/systemd/60-morrisboard-gpio.rules" /usr/lib/udev/rules.d/60-morrisboard-gpio.rules
mkdir -p "$root/usr/lib/modules-load.d"
printf '# /dev/i2c-1, where the reed switches are read, exists only with i2c-dev loaded.\ni2c-dev\n' \
    > "$root/usr/lib/modules-load.d/morrisboard.conf"

# The settings, a conffile: dpkg asks before it replaces an edited one.
put 0644 "$basedir/systemd/morrisboard.properties" /etc/morrisboard/morrisboard.properties

# Documentation: the printable cards, the build guide and its drawings, copyright, changelog.
doc=/usr/share/doc/morrisboard
for f in "$basedir"/docs/card-*.pdf; do put 0644 "$f" "$doc/cards/$(basename "$f")"; done
for f in "$basedir"/wiring/*; do put 0644 "$f" "$doc/wiring/$(basename "$f")"; done
put 0644 "$here/copyright" "$doc/copyright"
date=$(date -u -d "@$SOURCE_DATE_EPOCH" -R)
printf 'morrisboard (%s) unstable; urgency=medium\n\n  * Built from the morrisboard repository; its history is the project'"'"'s git log.\n\n -- morrisboard developers <morrisboard@users.noreply.github.com>  %s\n' \
    "$version" "$date" | gzip -9n > "$work/changelog.gz"
put 0644 "$work/changelog.gz" "$doc/changelog.gz"
put 0644 "$here/lintian-overrides" /usr/share/lintian/overrides/morrisboard

# The man page, from the program's own help.
"$java" -XX:TieredStopAtLevel=1 -XX:+UseSerialGC --enable-native-access=ALL-UNNAMED -cp "$jar" \
    "$here/ManPage.java" "$version" "$SOURCE_DATE_EPOCH" > "$work/morrisboard.1"
gzip -9n "$work/morrisboard.1"
put 0644 "$work/morrisboard.1.gz" /usr/share/man/man1/morrisboard.1.gz

# The control area.
size=$(du -sk --apparent-size "$root" | awk '{ print $1 }')
sed -e "s/@VERSION@/$version/" -e "s/@INSTALLED_SIZE@/$size/" "$here/control" > "$root/DEBIAN/control"
install -m 0644 "$here/conffiles" "$root/DEBIAN/conffiles"
for f in postinst prerm postrm; do install -m 0755 "$here/$f" "$root/DEBIAN/$f"; done
(cd "$root" && find usr -type f -print0 | LC_ALL=C sort -z | xargs -0 md5sum) > "$root/DEBIAN/md5sums"
chmod 0644 "$root/DEBIAN/md5sums"

find "$root" -exec touch -h -d "@$SOURCE_DATE_EPOCH" {} +
rm -f "$target"/morrisboard_*_all.deb
# gzip, not dpkg-deb's default xz: the jar inside is compressed already, and xz would spend
# seconds of every build to save a few per cent.
dpkg-deb --root-owner-group -Zgzip --build "$root" "$deb" >/dev/null
printf 'src/deb/build.sh: %s\n' "$deb"
