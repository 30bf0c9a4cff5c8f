#!/usr/bin/env bash
# Installs morrisboard as a systemd service on Raspberry Pi OS Bookworm (12) or Trixie (13).
# Idempotent: running it again changes only what differs (and says so).
#
#   sudo systemd/install.sh                       install or update
#   sudo systemd/install.sh --uninstall           remove service, program and user; keep games and settings
#   sudo systemd/install.sh --uninstall --purge   ...and delete games and settings too
#   systemd/install.sh --dry-run [...]            print what would be done, change nothing
#
# Options:
#   --root DIR       work on the system mounted at DIR (an SD card image) instead of / (a relative DIR is
#                    taken from the current directory)
#   --jar FILE       the program (default: target/morrisboard.jar; build it with mvn -DskipTests package)
#   --firmware FILE  the config.txt lines to add (default: firmware-config/config.txt)
#   --no-tables      do not build the endgame tables (they take 260 MB of memory for a few minutes)
#   --web MODE       the companion page on the local network: off (none; the service keeps no network),
#                    view (anyone on the LAN sees the board and the games) or play (a phone paired at the
#                    board may also act). Without it: asked when run interactively, else the setting kept.
#                    The program writes web = MODE into the settings and, for view/play, a drop-in that
#                    opens the LAN only to the service (morrisboard setup, which says what it changed);
#                    where Avahi is installed this adds its service file and morrisboard-mdns.service
#                    (morrisboard.local for this machine's address whatever its name); off removes them.
#   --remote-broker HOST[:PORT]|URI|off
#                    play a friend's board through an MQTT broker: the program (morrisboard setup) writes
#                    remote.broker = ssl://HOST:PORT (port 8883 unless given; a tcp:// or ssl:// URI as it
#                    is) into the settings; off unsets it. Without it, the setting in force. When
#                    remote.broker is set, a drop-in opens the network to the broker's addresses only (and,
#                    for a name, the DNS servers in /etc/resolv.conf); when it is unset the drop-in goes.
#                    Run again if those addresses change.
#   --subnets LIST   with --web view|play: the subnets the page answers, e.g. "192.168.1.0/24 fd00::/64"
#                    (default: those this machine is on; for an image (--root), the private ranges); each an
#                    IPv4 or IPv6 address, optionally /PREFIX, or any, localhost, link-local or multicast
#                    (the program checks them)
#   --check-adoptium-key FILE
#                    only check that FILE is Adoptium's apt signing key (what a Bookworm install does with
#                    the key it downloads before apt may trust it) and exit
#
# Exit status: 0 done, 2 a bad option or value (one line, before anything is changed: the program itself
# reads and checks the settings, so where no Java 21 runs yet it is installed first), 1 a failure.
#
# What it does: installs a Java 21 runtime if none is there (Trixie: openjdk-21-jre-headless from
# Debian; Bookworm has only OpenJDK 17 and no backport of 21, so Eclipse Temurin 21 from Adoptium's
# apt repository), creates the system user morrisboard, installs the jar to /opt/morrisboard, the
# settings file to /etc/morrisboard (never overwriting an edited one), the unit (plus the restart
# back-off drop-in where systemd is 254 or newer), has i2c-dev loaded at boot, gives /dev/gpiochip*
# to group gpio (a udev rule: plain Debian on a Pi gives them to root only), adds the
# firmware-config lines to config.txt once (backing the file up first), builds the endgame tables
# into /var/lib/morrisboard once (perfect play with up to four pieces a side; on this machine only,
# not into an image given with --root), enables the service and starts it (or asks for a reboot when config.txt changed: I2C and SPI come up only after one).
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
repo=$(dirname "$here")

root=/
dry_run=0
uninstall=0
purge=0
jar=$repo/target/morrisboard.jar
tables_wanted=1
firmware=$repo/firmware-config/config.txt
web=
subnets=
subnets_given=0
remote_broker=
remote_broker_given=0
program_java=

readonly user=morrisboard
readonly opt=/opt/morrisboard
readonly unit=/etc/systemd/system/morrisboard.service
readonly dropin_dir=/etc/systemd/system/morrisboard.service.d
readonly dropin=$dropin_dir/backoff.conf
readonly avahi_service=/etc/avahi/services/morrisboard.service
readonly mdns_unit=/etc/systemd/system/morrisboard-mdns.service
readonly mdns_script=/opt/morrisboard/morrisboard-mdns
readonly mdns_wants=/etc/systemd/system/multi-user.target.wants/morrisboard-mdns.service
readonly conf=/etc/morrisboard/morrisboard.properties
readonly state=/var/lib/morrisboard
readonly cache=/var/cache/morrisboard
readonly wants=/etc/systemd/system/multi-user.target.wants/morrisboard.service
readonly modules=/etc/modules-load.d/morrisboard.conf
readonly udev_rule=/etc/udev/rules.d/60-morrisboard-gpio.rules
readonly adoptium_key=/etc/apt/keyrings/adoptium.asc
readonly adoptium_list=/etc/apt/sources.list.d/adoptium.sources
# The key that signs Adoptium's apt repository (gpg key id 843C48A565F8F04B), as Adoptium publishes it.
# The download comes over HTTPS, but only this fingerprint makes it the key apt may trust.
readonly adoptium_fingerprint=3B04D753C9050D9A5D343F39843C48A565F8F04B
readonly begin_mark='# >>> morrisboard: added by systemd/install.sh, removed by install.sh --uninstall >>>'
readonly end_mark='# <<< morrisboard <<<'

changed=0
reboot_needed=0
udev_changed=0

usage() {
    sed -n '2,/^set -euo/p' "${BASH_SOURCE[0]}" | sed '$d; s/^# \{0,1\}//'
}

say() { printf 'install.sh: %s\n' "$*"; }
die() { printf 'install.sh: error: %s\n' "$*" >&2; exit 1; }
# A bad option or value: one line, exit status 2 (as the program's own usage errors).
refuse() { printf 'install.sh: error: %s\n' "$*" >&2; exit 2; }

# The path of $1 on the target system.
at() { printf '%s%s' "${root%/}" "$1"; }

# Prints a command that changes the system and, unless this is a dry run, runs it.
run() {
    changed=1
    printf '+'
    printf ' %q' "$@"
    printf '\n'
    [ "$dry_run" = 1 ] || "$@"
}

# Writes stdin to file $1 (mode of the old file kept, else $2), or in a dry run prints it.
# Feed it with < or <<<, not a pipe: a pipe would run it in a subshell and lose $changed.
write_file() {
    local target=$1 mode=${2:-0644}
    changed=1
    if [ "$dry_run" = 1 ]; then
        printf '+ write %q:\n' "$target"
        sed 's/^/|   /'
    else
        install -d -m 0755 "$(dirname "$target")"
        cat > "$target.morrisboard-new"
        if [ -e "$target" ]; then chmod --reference="$target" "$target.morrisboard-new"; else chmod "$mode" "$target.morrisboard-new"; fi
        mv -f "$target.morrisboard-new" "$target"
    fi
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

# The text of template file $1 with each placeholder $2 replaced by $3 as it is (no sed, no pattern
# substitution: nothing in $3 is an escape, a separator or an &). Fails when the template cannot be read.
fill() {
    local text out=
    text=$(cat "$1") || return 1
    [[ $text == *"$2"* ]] || { printf 'install.sh: error: %s has no %s\n' "$1" "$2" >&2; return 1; }
    while [[ $text == *"$2"* ]]; do
        out+=${text%%"$2"*}$3
        text=${text#*"$2"}
    done
    printf '%s\n' "$out$text"
}

while [ $# -gt 0 ]; do
    case $1 in
        --check-adoptium-key) [ $# -ge 2 ] || die "--check-adoptium-key needs a file"; check_adoptium_key "$2"; say "$2: Adoptium's signing key"; exit 0 ;;
        --dry-run) dry_run=1 ;;
        --uninstall) uninstall=1 ;;
        --purge) purge=1 ;;
        --root) [ $# -ge 2 ] || die "--root needs a directory"; root=$2; shift ;;
        --jar) [ $# -ge 2 ] || die "--jar needs a file"; jar=$2; shift ;;
        --firmware) [ $# -ge 2 ] || die "--firmware needs a file"; firmware=$2; shift ;;
        --no-tables) tables_wanted=0 ;;
        --web) [ $# -ge 2 ] || die "--web needs off, view or play"; web=$2; shift ;;
        --remote-broker) [ $# -ge 2 ] || die "--remote-broker needs HOST[:PORT] (or off)"; remote_broker=$2; remote_broker_given=1; shift ;;
        --subnets) [ $# -ge 2 ] || refuse "--subnets needs a list such as \"192.168.1.0/24\""; subnets=$2; subnets_given=1; shift ;;
        -h|--help) usage; exit 0 ;;
        *) die "unknown option $1 (see --help)" ;;
    esac
    shift
done
[ -d "$root" ] || die "--root $root is not a directory"
root=$(cd "$root" && pwd) # absolute: useradd, groupadd and systemctl take only that
[ "$purge" = 0 ] || [ "$uninstall" = 1 ] || die "--purge goes with --uninstall"
case $web in ''|off|view|play) ;; *) die "--web: expected off, view or play, got \"$web\"" ;; esac
if [ "$dry_run" = 0 ] && [ "$(id -u)" != 0 ]; then
    die "run as root (sudo $0), or with --dry-run to see the plan"
fi

# For useradd, groupadd, userdel and systemctl when the target is not /.
prefix_opts=()
systemctl_opts=()
if [ "$root" != / ]; then
    prefix_opts=(--prefix "$root")
    systemctl_opts=(--root="$root")
fi

codename() {
    local f
    f=$(at /etc/os-release)
    [ -r "$f" ] || { echo unknown; return; }
    # shellcheck disable=SC1090
    (. "$f" && echo "${VERSION_CODENAME:-unknown}")
}

# systemd's version on the target: asked directly on /, inferred from the release elsewhere.
systemd_version() {
    if [ "$root" = / ] && command -v systemctl >/dev/null; then
        systemctl --version | awk 'NR == 1 { print $2 + 0 }'
    else
        case $(codename) in
            bookworm) echo 252 ;;
            trixie) echo 257 ;;
            *) echo 0 ;;
        esac
    fi
}

# The first Java runtime of version 21 or newer under /usr/lib/jvm (read from its release file, so
# this also works on a mounted image of another architecture).
find_java() {
    local release version
    for release in "$(at /usr/lib/jvm)"/*/release; do
        [ -r "$release" ] || continue
        version=$(sed -n 's/^JAVA_VERSION="\([0-9]*\).*/\1/p' "$release")
        if [ -n "$version" ] && [ "$version" -ge 21 ] && [ -x "$(dirname "$release")/bin/java" ]; then
            dirname "${release#"${root%/}"}"
            return
        fi
    done
}

architecture() {
    if [ "$root" = / ] && command -v dpkg >/dev/null; then dpkg --print-architecture; else echo arm64; fi
}

install_java() {
    local release
    release=$(codename)
    case $release in
        trixie|forky|sid)
            say "installing Java 21 from Debian (openjdk-21-jre-headless)"
            run apt-get update
            run apt-get install -y --no-install-recommends openjdk-21-jre-headless
            java_home=/usr/lib/jvm/java-21-openjdk-$(architecture)
            ;;
        bookworm)
            say "Bookworm ships OpenJDK 17 only (no Java 21 in bookworm or bookworm-backports):"
            say "installing Eclipse Temurin 21 (JRE) from Adoptium's apt repository"
            run apt-get update
            run apt-get install -y --no-install-recommends ca-certificates curl gnupg
            run install -d -m 0755 "$(at /etc/apt/keyrings)"
            run curl -fsSL -o "$(at "$adoptium_key").download" https://packages.adoptium.net/artifactory/api/gpg/key/public
            printf '+ check the key: fingerprint %s\n' "$adoptium_fingerprint"
            if [ "$dry_run" = 0 ]; then
                ( check_adoptium_key "$(at "$adoptium_key").download" ) || { rm -f "$(at "$adoptium_key").download"; exit 1; }
            fi
            run mv -f "$(at "$adoptium_key").download" "$(at "$adoptium_key")"
            write_file "$(at "$adoptium_list")" <<EOF
Types: deb
URIs: https://packages.adoptium.net/artifactory/deb
Suites: bookworm
Components: main
Signed-By: $adoptium_key
EOF
            run apt-get update
            run apt-get install -y temurin-21-jre
            java_home=/usr/lib/jvm/temurin-21-jre-$(architecture)
            ;;
        *)
            die "no Java 21 runtime found and $release is not Bookworm or Trixie: install one under /usr/lib/jvm and run again"
            ;;
    esac
    if [ "$dry_run" = 0 ]; then
        java_home=$(find_java)
        [ -n "$java_home" ] || die "Java 21 was installed but not found under /usr/lib/jvm"
    fi
}

ensure_java() {
    java_home=$(find_java)
    if [ -n "$java_home" ]; then
        say "Java: $java_home (already installed)"
        return
    fi
    if [ "$root" != / ] && [ "$dry_run" = 0 ]; then
        die "no Java 21 under $root/usr/lib/jvm: install it in the image first (e.g. chroot $root apt-get install openjdk-21-jre-headless)"
    fi
    install_java
}

has_group() { grep -q "^$1:" "$(at /etc/group)" 2>/dev/null; }
has_user() { grep -q "^$1:" "$(at /etc/passwd)" 2>/dev/null; }

ensure_user() {
    local g
    for g in gpio i2c spi; do
        if ! has_group "$g"; then
            run groupadd "${prefix_opts[@]}" --system "$g"
        fi
    done
    if has_user "$user"; then
        say "user $user: already there"
    else
        run useradd "${prefix_opts[@]}" --system --user-group --home-dir "$state" --no-create-home \
            --shell /usr/sbin/nologin --comment "morrisboard board controller" "$user"
    fi
}

# Installs $1 as $2 (mode 0644) unless it is already identical.
install_file() {
    local src=$1 dst
    dst=$(at "$2")
    if cmp -s "$src" "$dst"; then
        say "$2: up to date"
    else
        run install -D -m 0644 "$src" "$dst"
    fi
}

ensure_files() {
    install_file "$jar" "$opt/morrisboard.jar"
    if [ "$(readlink "$(at "$opt/jre")" 2>/dev/null || true)" = "$java_home" ]; then
        say "$opt/jre -> $java_home: up to date"
    else
        run ln -sfn "$java_home" "$(at "$opt/jre")"
    fi
    if [ ! -e "$(at "$conf")" ]; then
        run install -D -m 0644 "$here/morrisboard.properties" "$(at "$conf")"
    elif cmp -s "$here/morrisboard.properties" "$(at "$conf")"; then
        say "$conf: up to date"
    else
        say "$conf: kept as you edited it; the current defaults are in $conf.dist"
        install_file "$here/morrisboard.properties" "$conf.dist"
    fi
    install_file "$here/morrisboard.service" "$unit"
    # /dev/i2c-N exists only with the i2c-dev module (raspi-config would add it to /etc/modules).
    if [ "$(cat "$(at "$modules")" 2>/dev/null || true)" = i2c-dev ]; then
        say "$modules: up to date"
    else
        write_file "$(at "$modules")" <<< i2c-dev
    fi
    # /dev/gpiochip* to group gpio: Raspberry Pi OS has such a rule, plain Debian on a Pi does not.
    cmp -s "$here/60-morrisboard-gpio.rules" "$(at "$udev_rule")" || udev_changed=1
    install_file "$here/60-morrisboard-gpio.rules" "$udev_rule"
    if [ "$(systemd_version)" -ge 254 ]; then
        install_file "$here/morrisboard.service.d/backoff.conf" "$dropin"
    else
        say "restart back-off: needs systemd 254+ (this is $(systemd_version)); plain RestartSec=2s applies"
    fi
}

# A Java 21 or newer that runs on this machine, for the program's own commands: the target's runtime
# when the target is this system, else $JAVA_HOME's or the PATH's (an image of another architecture);
# empty when there is none yet. The version is read from the runtime's release file, as find_java does.
java_here() {
    local j version
    for j in "$( [ "$root" != / ] || find_java)" "${JAVA_HOME:-}" "$(dirname "$(dirname "$(readlink -f "$(command -v java || echo /none/bin/java)")")")"; do
        if [ -z "$j" ] || [ ! -x "$j/bin/java" ] || [ ! -r "$j/release" ]; then
            continue
        fi
        version=$(sed -n 's/^JAVA_VERSION="\([0-9]*\).*/\1/p' "$j/release")
        if [ -n "$version" ] && [ "$version" -ge 21 ]; then
            printf '%s\n' "$j/bin/java"
            return
        fi
    done
}

# The settings file the program reads and edits: the target's, or the shipped defaults before those are installed.
settings_file() {
    local f
    f=$(at "$conf")
    [ -e "$f" ] || f=$here/morrisboard.properties
    printf '%s\n' "$f"
}

# The program's answer (its output) to the command "$@"; its error refused (exit 2) as the installer's own.
# A short command: the JVM starts lean (no optimising compiler, the serial collector).
ask() {
    local out java=("$program_java" -XX:TieredStopAtLevel=1 -XX:+UseSerialGC -jar "$jar")
    if out=$("${java[@]}" "$@" 2>/dev/null); then
        printf '%s\n' "$out"
        return
    fi
    refuse "$("${java[@]}" "$@" 2>&1 >/dev/null | sed 's/^error: //')"
}

# The settings the installer needs, in force (the file's value, else the default), as the program
# reads them: it refuses settings it could not start with. Only a dry run before Java exists reads the
# lines here, as written and unchecked; the program reads them once Java is installed.
declare -A in_force=()
load_settings() {
    local keys=(web web.port) f k out i=0
    local -a values
    f=$(settings_file)
    if [ -n "$program_java" ]; then
        out=$(ask config get --config "$f" "${keys[@]}")
        mapfile -t values <<< "$out"
        for k in "${keys[@]}"; do
            in_force[$k]=${values[i]-}
            i=$((i + 1))
        done
        return
    fi
    say "no Java 21 here yet: the settings are read as written and checked by the program once Java is installed"
    for k in "${keys[@]}"; do
        in_force[$k]=$(sed -n "s/^[[:space:]]*${k//./\\.}[[:space:]]*=[[:space:]]*\([^[:space:]]*\).*/\1/p" "$f" | tail -n 1)
    done
    in_force[web]=${in_force[web]:-off}
    in_force[web.port]=${in_force[web.port]:-8088}
}

# The value in force of key $1 (one load_settings read).
setting() {
    printf '%s\n' "${in_force[$1]-}"
}

# --web, else the answer to a question (interactive only), else the setting in force.
choose_web() {
    local current answer
    current=$(setting web)
    if [ -z "$web" ] && [ "$dry_run" = 0 ] && [ -t 0 ]; then
        printf 'install.sh: the companion page on the local network: off, view (anyone there sees the game) or play (a phone paired at the board may act)? [%s] ' "$current"
        read -r answer || answer=
        web=${answer:-$current}
        case $web in off|view|play) ;; *) die "expected off, view or play, got \"$web\"" ;; esac
    fi
    web=${web:-$current}
}

# The program's setup command for this run: the target, --web as chosen (after choose_web; before it,
# only as given), --subnets and --remote-broker as given. Into $setup_args.
setup_args=()
plan_setup() {
    setup_args=(setup --root "$root")
    [ -z "$web" ] || setup_args+=(--web "$web")
    [ "$subnets_given" = 0 ] || setup_args+=(--subnets "$subnets")
    [ "$remote_broker_given" = 0 ] || setup_args+=(--remote-broker "$remote_broker")
}

# Writes $2 (text) to file $1 on the target (a new file with mode $3, else 0644) unless it holds exactly that already.
ensure_text() {
    if [ -e "$(at "$1")" ] && [ "$(cat "$(at "$1")")" = "$2" ]; then
        say "$1: up to date"
    else
        write_file "$(at "$1")" "${3:-0644}" <<< "$2"
    fi
}

# morrisboard.local for this machine's address whatever the machine is called: a small unit has
# Avahi publish the name (avahi-publish -a, from avahi-utils) and follows the address as it changes.
ensure_mdns() {
    local before=$changed mine
    changed=0
    ensure_text "$mdns_script" "$(cat "$here/web/morrisboard-mdns")" 0755
    ensure_text "$mdns_unit" "$(cat "$here/web/morrisboard-mdns.service")"
    mine=$changed
    if [ "$before" = 1 ]; then changed=1; fi
    if [ ! -x "$(at /usr/bin/avahi-publish)" ]; then
        if [ "$root" = / ]; then
            run apt-get install -y --no-install-recommends avahi-utils
        else
            say "morrisboard.local needs avahi-publish in the image: chroot $root apt-get install avahi-utils"
        fi
    fi
    if [ "$root" != / ]; then
        if [ -L "$(at "$mdns_wants")" ]; then
            say "morrisboard-mdns.service: already enabled"
        else
            run systemctl "${systemctl_opts[@]}" enable morrisboard-mdns.service
        fi
    elif [ "$mine" = 0 ] && systemctl is-active --quiet morrisboard-mdns.service 2>/dev/null; then
        say "morrisboard-mdns.service: running"
    else
        if [ "$mine" = 1 ]; then run systemctl daemon-reload; fi
        run systemctl enable morrisboard-mdns.service
        run systemctl restart morrisboard-mdns.service
    fi
}

# The alias unit and its script gone (--web off, --uninstall).
remove_mdns() {
    if [ -e "$(at "$mdns_unit")" ]; then
        if [ "$root" = / ]; then
            run systemctl disable --now morrisboard-mdns.service
        else
            run systemctl "${systemctl_opts[@]}" disable morrisboard-mdns.service
        fi
        run rm -f "$(at "$mdns_unit")"
    fi
    if [ -e "$(at "$mdns_script")" ]; then run rm -f "$(at "$mdns_script")"; fi
}

# web and remote.broker in the settings and the drop-ins they need (web.conf: the LAN only, for view
# and play; remote.conf: the broker's addresses only, while it is set), by the program: morrisboard
# setup edits the settings in their own format, checks every value as the board does, and says in
# one line what it changed (in a dry run, first the plan). A dry run before Java exists only says so.
ensure_setup() {
    local out
    plan_setup
    if [ -z "$program_java" ]; then
        changed=1
        say "$conf and the drop-ins: set by the program once Java is installed (morrisboard ${setup_args[*]})"
        return
    fi
    [ "$dry_run" = 0 ] || setup_args+=(--dry-run)
    out=$(ask "${setup_args[@]}")
    printf '%s\n' "$out"
    [[ $out == *"nothing to change" ]] || changed=1
}

# The companion page's port from the settings (8088 unless set); refused (exit 2) unless 0 to 65535.
web_port() {
    local port
    port=$(setting web.port)
    if ! [[ $port =~ ^[0-9]{1,5}$ ]] || [ $((10#$port)) -gt 65535 ]; then
        refuse "$conf: web.port: expected a port from 0 to 65535, got \"$port\""
    fi
    printf '%s\n' "$port"
}

# The companion page beyond what setup wrote: for view and play, where Avahi is installed, its
# service file and the alias unit; for off, neither (and setup removed the drop-in: the unit keeps
# PrivateNetwork=yes).
ensure_web() {
    local port text
    if [ "$web" = off ]; then
        if [ -e "$(at "$avahi_service")" ]; then run rm -f "$(at "$avahi_service")"; fi
        remove_mdns
        say "companion page: off (the service has no network: PrivateNetwork=yes)"
        return
    fi
    port=$(web_port)
    if [ -d "$(at /etc/avahi)" ]; then
        text=$(fill "$here/web/morrisboard.avahi.service" @PORT@ "$port")
        ensure_text "$avahi_service" "$text"
        ensure_mdns
        say "companion page ($web): announced by Avahi as morrisboard (_http._tcp, port $port); http://morrisboard.local:$port/ (also http://$(hostname_of_target).local:$port/)"
    else
        say "companion page ($web): no Avahi here (apt-get install avahi-daemon announces it); http://<this machine's address>:$port/"
    fi
}

hostname_of_target() {
    local h
    h=$(cat "$(at /etc/hostname)" 2>/dev/null || true)
    printf '%s\n' "${h:-raspberrypi}"
}

# The endgame tables, built once by the installed program as the service's user (the controller
# loads them at start when present). A failed build is reported and the install goes on.
ensure_tables() {
    local tables=$state/morrisboard-tables.bin
    local build=(runuser -u "$user" -- "$opt/jre/bin/java" -Xmx200m -jar "$opt/morrisboard.jar" tables --out "$tables.new")
    if [ "$tables_wanted" = 0 ]; then
        say "endgame tables: not built (--no-tables); the AI plays endgames by search alone"
    elif [ -s "$(at "$tables")" ]; then
        say "$tables: up to date"
    elif [ "$root" != / ]; then
        say "endgame tables: build them on the board itself: run this installer there, or ${build[*]} && mv $tables.new $tables"
    else
        say "building the endgame tables (under a minute on a PC, a few minutes on a Pi)"
        run install -d -o "$user" -g "$user" -m 0750 "$state"
        if run "${build[@]}" && run mv -f "$tables.new" "$tables"; then
            say "$tables: built"
        else
            say "endgame tables: the build failed (see above); the AI plays endgames by search alone until it is run again"
        fi
    fi
}

boot_config() {
    if [ -e "$(at /boot/firmware/config.txt)" ]; then
        echo /boot/firmware/config.txt
    elif [ -e "$(at /boot/config.txt)" ]; then
        echo /boot/config.txt
    fi
}

# config.txt without our block.
without_block() {
    awk -v b="$begin_mark" -v e="$end_mark" '$0 == b { skip = 1; next } $0 == e { skip = 0; next } !skip' "$1"
}

backup() {
    run cp -p "$1" "$1.morrisboard-$(date +%Y%m%d-%H%M%S).bak"
}

ensure_boot_config() {
    local cfg file block
    cfg=$(boot_config)
    if [ -z "$cfg" ]; then
        say "no /boot/firmware/config.txt or /boot/config.txt: not a Raspberry Pi OS system? Skipping the firmware lines"
        return
    fi
    file=$(at "$cfg")
    # [all] first: the lines must not fall under a model filter such as [cm4] that ends the file.
    block=$(printf '%s\n[all]\n' "$begin_mark"; cat "$firmware"; printf '%s\n' "$end_mark")
    if grep -qxF "$begin_mark" "$file"; then
        if [ "$(awk -v b="$begin_mark" -v e="$end_mark" '$0 == b { on = 1 } on { print } $0 == e { on = 0 }' "$file")" = "$block" ]; then
            say "$cfg: morrisboard lines already there"
            return
        fi
        say "$cfg: updating the morrisboard lines"
        backup "$file"
        write_file "$file" < <(without_block "$file"; printf '%s\n' "$block")
    else
        say "$cfg: adding the morrisboard lines (I2C, SPI)"
        backup "$file"
        write_file "$file" < <(cat "$file"; printf '%s\n' "$block")
    fi
    reboot_needed=1
}

enable_service() {
    if [ "$root" != / ]; then
        if [ -L "$(at "$wants")" ]; then
            say "service: already enabled"
        else
            run systemctl "${systemctl_opts[@]}" enable morrisboard.service
        fi
        return
    fi
    local files_changed=$changed
    if [ "$files_changed" = 1 ]; then
        run systemctl daemon-reload
    fi
    if [ "$udev_changed" = 1 ]; then
        run udevadm control --reload
        run udevadm trigger --subsystem-match=gpio --action=change
    fi
    if systemctl is-enabled --quiet morrisboard.service 2>/dev/null; then
        say "service: already enabled"
    else
        run systemctl enable morrisboard.service
    fi
    if [ "$reboot_needed" = 1 ]; then
        say "config.txt changed: reboot to turn on I2C and SPI; the service starts by itself then"
    elif [ "$files_changed" = 1 ] || ! systemctl is-active --quiet morrisboard.service 2>/dev/null; then
        run systemctl restart morrisboard.service
        say "started: systemctl status morrisboard; logs: journalctl -u morrisboard -f"
    else
        say "service: running"
    fi
}

do_install() {
    [ -r "$jar" ] || die "no program at $jar: build it first (mvn -DskipTests package) or give --jar FILE"
    [ -r "$firmware" ] || die "no firmware lines at $firmware: give --firmware FILE"
    program_java=$(java_here)
    if [ -z "$program_java" ] && [ "$dry_run" = 0 ]; then
        # The program reads and edits the settings: on this system Java comes first, before the checks.
        [ "$root" = / ] || die "the settings are read by the program, which needs Java 21 or newer on this machine: set JAVA_HOME or put one on the PATH"
        ensure_java
        program_java=$(java_here)
    fi
    load_settings
    web_port > /dev/null # checked before anything is changed
    if [ -n "$program_java" ]; then
        plan_setup
        ask "${setup_args[@]}" --dry-run > /dev/null # every value checked before anything is changed
    fi
    [ "$dry_run" = 0 ] || say "dry run: nothing is changed; commands are printed with +"
    say "installing on $(codename) into ${root}"
    ensure_java
    ensure_user
    ensure_files
    choose_web
    ensure_setup
    ensure_web
    ensure_boot_config
    ensure_tables
    enable_service
    [ "$changed" = 1 ] || say "nothing to do: everything is already installed"
}

do_uninstall() {
    local cfg
    [ "$dry_run" = 0 ] || say "dry run: nothing is changed; commands are printed with +"
    say "uninstalling from ${root}"
    if [ -e "$(at "$unit")" ]; then
        if [ "$root" = / ]; then
            run systemctl disable --now morrisboard.service
        else
            run systemctl "${systemctl_opts[@]}" disable morrisboard.service
        fi
        run rm -f "$(at "$unit")"
    fi
    if [ -e "$(at "$dropin_dir")" ]; then
        run rm -rf "$(at "$dropin_dir")"
    fi
    if [ -e "$(at "$modules")" ]; then
        run rm -f "$(at "$modules")"
    fi
    if [ -e "$(at "$avahi_service")" ]; then
        run rm -f "$(at "$avahi_service")"
    fi
    remove_mdns
    if [ -e "$(at "$udev_rule")" ]; then
        run rm -f "$(at "$udev_rule")"
    fi
    if [ "$root" = / ] && [ "$changed" = 1 ]; then
        run systemctl daemon-reload
    fi
    if [ -e "$(at "$opt")" ]; then
        run rm -rf "$(at "$opt")"
    fi
    if [ -e "$(at "$cache")" ]; then
        run rm -rf "$(at "$cache")"
    fi
    cfg=$(boot_config)
    if [ -n "$cfg" ] && grep -qxF "$begin_mark" "$(at "$cfg")"; then
        say "$cfg: removing the morrisboard lines"
        backup "$(at "$cfg")"
        write_file "$(at "$cfg")" < <(without_block "$(at "$cfg")")
    fi
    if has_user "$user"; then
        run userdel "${prefix_opts[@]}" "$user"
    fi
    if [ "$purge" = 1 ]; then
        for d in "$state" "$(dirname "$conf")"; do
            if [ -e "$(at "$d")" ]; then run rm -rf "$(at "$d")"; fi
        done
    else
        say "kept the games in $state and the settings in $(dirname "$conf") (--purge removes them)"
    fi
    say "the Java runtime stays installed (other programs may use it)"
    [ "$changed" = 1 ] || say "nothing to do: morrisboard is not installed"
}

if [ "$uninstall" = 1 ]; then do_uninstall; else do_install; fi
