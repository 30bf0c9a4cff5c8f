#!/usr/bin/env bash
# Installs morrisboard from this checkout in one step, on Raspberry Pi OS Bookworm (12) or Trixie (13):
# the Debian package the build makes (target/morrisboard_VERSION_all.deb; built first when there is none,
# which needs Maven and a JDK 21), installed with apt as the README's Pi section does by hand. The
# package does the rest (the user, the service, the udev rule, the config.txt lines, the settings as a
# conffile); this script adds only what a package cannot do on its own:
#   - on Bookworm, which has no Java 21, Adoptium's apt repository for temurin-21-jre, its key trusted
#     only when it is one key with Adoptium's pinned fingerprint;
#   - the companion page and remote play, by the installed program's own setup (morrisboard setup),
#     and avahi-utils for morrisboard.local where Avahi runs and the page is on;
#   - the endgame tables (both files), built once by the installed program as the service's user.
#
#   sudo systemd/install.sh [OPTIONS]             install, or upgrade to the package of this checkout
#   sudo systemd/install.sh --uninstall           apt remove: the games, the settings and the user stay
#   sudo systemd/install.sh --uninstall --purge   apt purge: nothing of the package is left
#   systemd/install.sh --dry-run [...]            print what would be done, change nothing
#
# Options:
#   --deb FILE       the package to install (default: target/morrisboard_*_all.deb, built when missing)
#   --web MODE       off, view or play: the companion page on the local network (morrisboard setup --web)
#   --remote-broker HOST[:PORT]|URI|off
#                    play a friend's board through this MQTT broker (morrisboard setup --remote-broker)
#   --subnets LIST   with --web view|play: the subnets the page answers (morrisboard setup --subnets)
#   --no-tables      do not build the endgame tables (the second file takes 300 MB of memory and ten
#                    minutes on a PC, an hour or more on a Pi)
#   --check-adoptium-key FILE
#                    only check that FILE is Adoptium's apt signing key (what a Bookworm install does with
#                    the key it downloads before apt may trust it) and exit
#
# Exit status: 0 done, 2 a bad option (one line, before anything is changed; setup's values are checked by
# the program, as it checks them), 1 a failure.
# (MORRISBOARD_ROOT, for tests: where / is for what this script reads: os-release, /usr/lib/jvm, Avahi,
# /proc/meminfo, the table files.)
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
repo=$(dirname "$here")
root=${MORRISBOARD_ROOT:-}

dry_run=0
uninstall=0
purge=0
tables=1
deb=
setup_args=()
web=

readonly user=morrisboard
readonly tables_file=/var/lib/morrisboard/morrisboard-tables.bin
readonly three_tables_file=/var/lib/morrisboard/morrisboard-against-three.bin
readonly adoptium_key=/etc/apt/keyrings/adoptium.asc
readonly adoptium_list=/etc/apt/sources.list.d/adoptium.sources
# The key that signs Adoptium's apt repository (gpg key id 843C48A565F8F04B), as Adoptium publishes it.
# The download comes over HTTPS, but only this fingerprint makes it the key apt may trust.
readonly adoptium_fingerprint=3B04D753C9050D9A5D343F39843C48A565F8F04B

say() { printf 'install.sh: %s\n' "$*"; }
die() { printf 'install.sh: error: %s\n' "$*" >&2; exit 1; }
# A bad option or value: one line, exit status 2 (as the program's own usage errors).
refuse() { printf 'install.sh: error: %s\n' "$*" >&2; exit 2; }
usage() { sed -n '2,/^set -euo/p' "${BASH_SOURCE[0]}" | sed '$d; s/^# \{0,1\}//'; }

# Prints a command that changes the system and, unless this is a dry run, runs it.
run() {
    printf '+'
    printf ' %q' "$@"
    printf '\n'
    [ "$dry_run" = 1 ] || "$@"
}

# Dies unless $1 holds exactly one OpenPGP key and that is Adoptium's (by its full fingerprint).
check_adoptium_key() {
    local home found
    home=$(mktemp -d)
    found=$(gpg --batch --no-options --homedir "$home" --with-colons --show-keys "$1" 2>/dev/null \
        | awk -F: '$1 == "pub" { primary = 1; next } primary && $1 == "fpr" { printf "%s%s", sep, $10; sep = " "; primary = 0 }') || true
    rm -rf "$home"
    [ "$found" = "$adoptium_fingerprint" ] \
        || die "$1: not Adoptium's signing key (fingerprint ${found:-none: not an OpenPGP key}, expected $adoptium_fingerprint); not trusted"
}

while [ $# -gt 0 ]; do
    case $1 in
        --check-adoptium-key) [ $# -ge 2 ] || refuse "--check-adoptium-key needs a file"; check_adoptium_key "$2"; say "$2: Adoptium's signing key"; exit 0 ;;
        --dry-run) dry_run=1 ;;
        --uninstall) uninstall=1 ;;
        --purge) purge=1 ;;
        --deb) [ $# -ge 2 ] || refuse "--deb needs a file"; deb=$2; shift ;;
        --web) [ $# -ge 2 ] || refuse "--web needs off, view or play"; web=$2; setup_args+=(--web "$2"); shift ;;
        --remote-broker) [ $# -ge 2 ] || refuse "--remote-broker needs HOST[:PORT] (or off)"; setup_args+=(--remote-broker "$2"); shift ;;
        --subnets) [ $# -ge 2 ] || refuse "--subnets needs a list such as \"192.168.1.0/24\""; setup_args+=(--subnets "$2"); shift ;;
        --no-tables) tables=0 ;;
        -h|--help) usage; exit 0 ;;
        *) refuse "unknown option $1 (see --help)" ;;
    esac
    shift
done
[ "$purge" = 0 ] || [ "$uninstall" = 1 ] || refuse "--purge goes with --uninstall"
case $web in ''|off|view|play) ;; *) refuse "--web: expected off, view or play, got \"$web\"" ;; esac
if [ "$dry_run" = 0 ] && [ "$(id -u)" != 0 ]; then
    die "run as root (sudo $0), or with --dry-run to see the plan"
fi
[ "$dry_run" = 0 ] || say "dry run: nothing is changed; commands are printed with +"

if [ "$uninstall" = 1 ]; then
    if [ "$purge" = 1 ]; then
        run apt-get purge -y morrisboard
    else
        run apt-get remove -y morrisboard
        say "the games in /var/lib/morrisboard and the settings in /etc/morrisboard stay (--purge removes them)"
    fi
    exit 0
fi

codename() {
    # shellcheck disable=SC1091 # the system's own file
    (. "$root/etc/os-release" 2>/dev/null && echo "${VERSION_CODENAME:-unknown}") || echo unknown
}

# Whether a Java 21 or newer is installed under /usr/lib/jvm (by its release file).
has_java21() {
    local release version
    for release in "$root"/usr/lib/jvm/*/release; do
        version=$(sed -n 's/^JAVA_VERSION="\([0-9]*\).*/\1/p' "$release" 2>/dev/null)
        if [ -n "$version" ] && [ "$version" -ge 21 ]; then return 0; fi
    done
    return 1
}

# Bookworm has only OpenJDK 17 (no backport of 21): the package's Depends is met by Temurin 21 from
# Adoptium's apt repository, added here with its key checked first.
adoptium() {
    say "Bookworm has no Java 21: adding Adoptium's apt repository for temurin-21-jre"
    run apt-get update
    run apt-get install -y --no-install-recommends ca-certificates curl gnupg
    run install -d -m 0755 "$(dirname "$adoptium_key")"
    run curl -fsSL -o "$adoptium_key.download" https://packages.adoptium.net/artifactory/api/gpg/key/public
    printf '+ check the key: fingerprint %s\n' "$adoptium_fingerprint"
    if [ "$dry_run" = 0 ]; then
        ( check_adoptium_key "$adoptium_key.download" ) || { rm -f "$adoptium_key.download"; exit 1; }
    fi
    run mv -f "$adoptium_key.download" "$adoptium_key"
    printf '+ write %s\n' "$adoptium_list"
    if [ "$dry_run" = 0 ]; then
        printf 'Types: deb\nURIs: https://packages.adoptium.net/artifactory/deb\nSuites: bookworm\nComponents: main\nSigned-By: %s\n' \
            "$adoptium_key" > "$adoptium_list"
    fi
    run apt-get update
}

# The package: --deb, else the one the build made, else built now.
package() {
    if [ -z "$deb" ]; then
        deb=$(find "$repo/target" -maxdepth 1 -name 'morrisboard_*_all.deb' 2>/dev/null | head -n 1)
    fi
    if [ -z "$deb" ]; then
        command -v mvn >/dev/null || die "no package in $repo/target and no Maven to build it: install maven and a JDK 21, or give --deb FILE"
        say "building the package (mvn -DskipTests package)"
        (cd "$repo" && run mvn -B -q -DskipTests package)
        deb=$(find "$repo/target" -maxdepth 1 -name 'morrisboard_*_all.deb' 2>/dev/null | head -n 1)
        [ -n "$deb" ] || [ "$dry_run" = 1 ] || die "the build made no package in $repo/target (no dpkg-deb here?)"
        deb=${deb:-$repo/target/morrisboard_VERSION_all.deb}
    fi
    [ -r "$deb" ] || [ "$dry_run" = 1 ] || die "$deb: no such package"
    if [ -r "$deb" ]; then
        deb=$(cd "$(dirname "$deb")" && pwd)/$(basename "$deb") # apt installs a file given by its path
    fi
}

# Whether the package asked for a reboot (I2C and SPI turned on): the service waits for it, not started.
reboot_pending() {
    grep -qx morrisboard "$root/run/reboot-required.pkgs" 2>/dev/null
}

# The companion page and remote play, by the program's own setup, then the service restarted to
# take them (unless a reboot is still to come).
setup() {
    local out
    [ ${#setup_args[@]} -gt 0 ] || return 0
    if [ "$dry_run" = 1 ]; then
        run morrisboard setup "${setup_args[@]}"
        return 0
    fi
    printf '+ morrisboard setup%s\n' "$(printf ' %q' "${setup_args[@]}")"
    out=$(morrisboard setup "${setup_args[@]}") || exit $?
    printf '%s\n' "$out"
    if [[ $out != *"nothing to change" ]] && ! reboot_pending; then
        run systemctl daemon-reload
        run systemctl restart morrisboard
    fi
}

# morrisboard.local needs avahi-publish where Avahi runs and the page is on.
avahi_utils() {
    case $web in view|play) ;; *) return 0 ;; esac
    if [ -d "$root/etc/avahi" ] && [ ! -x "$root/usr/bin/avahi-publish" ]; then
        run apt-get install -y --no-install-recommends avahi-utils
    fi
}

# The endgame tables, built once each by the installed program as the service's user; the controller
# loads them at its next start. The first file (perfect play with up to four pieces a side) takes under a
# minute on a PC; the second (every position where a side has three pieces, against 3 to 9: 38 MB, read
# in place) about ten minutes on a PC and 300 MB of memory, so on a board with under 1 GiB (a Pi Zero 2 W)
# the service is stopped while it is built and started again after (unless a reboot is still to come: the
# package did not start it then, and the reboot will). A failed build is reported, its
# unfinished file removed, and the install goes on.
endgame_tables() {
    if [ "$tables" = 0 ]; then
        say "endgame tables: not built (--no-tables); the AI plays endgames by search alone"
        return 0
    fi
    build_table "$tables_file" 200 "the endgame tables (under a minute on a PC, a few minutes on a Pi)"
    local stopped=0
    if [ ! -s "$root$three_tables_file" ] && [ "$(mem_total_kb)" -lt 1048576 ] && ! reboot_pending; then
        say "under 1 GiB of memory: the service rests while the tables of n against three are built"
        run systemctl stop morrisboard
        stopped=1
    fi
    build_table "$three_tables_file" 300 "the tables of n against three (ten minutes on a PC, an hour or more on a Pi)" --against-three
    if [ "$stopped" = 1 ]; then
        run systemctl start morrisboard
    fi
}

# Builds one table file ($1, with -Xmx$2m; $3 says what it is; the rest are options of tables) unless it
# is there: into FILE.new, moved into place only when the build succeeded.
build_table() {
    local file=$1 heap=$2 what=$3
    shift 3
    if [ -s "$root$file" ]; then
        say "$file: there already"
        return 0
    fi
    say "building $what"
    if run runuser -u "$user" -- /usr/lib/morrisboard/jre/bin/java "-Xmx${heap}m" -jar /usr/share/morrisboard/morrisboard.jar \
        tables "$@" --out "$file.new" && run mv -f "$file.new" "$file"; then
        say "$file: built; the service loads it at its next start (systemctl restart morrisboard)"
    else
        [ "$dry_run" = 1 ] || rm -f "$file.new"
        say "$file: the build failed (see above); the AI plays those endgames by search alone until install.sh is run again"
    fi
}

# The machine's memory in kB (/proc/meminfo's MemTotal); plenty when it cannot be read.
mem_total_kb() {
    local kb
    kb=$(awk '$1 == "MemTotal:" { print $2; exit }' "$root/proc/meminfo" 2>/dev/null) || true
    case $kb in ''|*[!0-9]*) echo 999999999 ;; *) echo "$kb" ;; esac
}

package
if [ "$(codename)" = bookworm ] && ! has_java21; then
    adoptium
fi
run apt-get install -y "$deb"
avahi_utils
endgame_tables
setup
say "done: systemctl status morrisboard; logs: journalctl -u morrisboard -f"
