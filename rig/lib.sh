# shellcheck shell=bash
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
