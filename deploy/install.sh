#!/usr/bin/env bash
# Installs Boardroom as an always-on service, or into a folder to try it out.
#
#   sudo deploy/install.sh                        build, install, start (systemd)
#   sudo deploy/install.sh --binary PATH          install a binary built before
#   deploy/install.sh --prefix ~/boardroom        everything under one folder; no root
#   sudo deploy/install.sh --uninstall [--purge]  remove it again
#
# Run it again to upgrade: the database is backed up first, the binary is replaced, and the
# service restarts; every game is in the database, so none is lost. See deploy/README.md.
set -euo pipefail

usage() {
    cat <<'EOF'
Usage: deploy/install.sh [options]

  --binary PATH      install this boardroom-server binary (default: build it with cargo)
  --prefix DIR       install under DIR instead of the system (no root, no systemd):
                       DIR/bin, DIR/etc/boardroom, DIR/var/lib/boardroom, DIR/lib/systemd/system
  --port N           the port written into a new settings file (default 7878)
  --bind ADDR        the listen address written into a new settings file (default 0.0.0.0)
  --no-start         install, but neither start nor restart the service
  --no-backup-timer  do not enable the daily backup (boardroom-backup.timer)
  --uninstall        remove the program and the service; keep the data and the settings
  --purge            with --uninstall: also delete the data, the settings and the user
  -h, --help         this text
EOF
}

die() {
    echo "install.sh: $*" >&2
    exit 1
}

say() {
    echo "==> $*"
}

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
repo=$(dirname "$here")

binary=""
prefix=""
port=""
bind=""
start=1
backup_timer=1
uninstall=0
purge=0
while [ $# -gt 0 ]; do
    case "$1" in
        --binary) binary=${2:?--binary needs a path}; shift 2 ;;
        --binary=*) binary=${1#*=}; shift ;;
        --prefix) prefix=${2:?--prefix needs a folder}; shift 2 ;;
        --prefix=*) prefix=${1#*=}; shift ;;
        --port) port=${2:?--port needs a number}; shift 2 ;;
        --port=*) port=${1#*=}; shift ;;
        --bind) bind=${2:?--bind needs an address}; shift 2 ;;
        --bind=*) bind=${1#*=}; shift ;;
        --no-start) start=0; shift ;;
        --no-backup-timer) backup_timer=0; shift ;;
        --uninstall) uninstall=1; shift ;;
        --purge) purge=1; shift ;;
        -h | --help) usage; exit 0 ;;
        *) usage >&2; die "unknown option: $1" ;;
    esac
done
[ "$purge" = 0 ] || [ "$uninstall" = 1 ] || die "--purge goes with --uninstall"
if [ -n "$port" ]; then
    case "$port" in
        '' | *[!0-9]*) die "--port must be a number" ;;
    esac
    if [ "$port" -lt 1 ] || [ "$port" -gt 65535 ]; then
        die "--port must be 1 to 65535"
    fi
fi
case "$bind" in
    *[!0-9A-Fa-f.:]*) die "--bind must be an IP address (0.0.0.0, 127.0.0.1, ::, ...)" ;;
esac

# Where everything goes. With --prefix, one folder; otherwise the usual system places.
if [ -n "$prefix" ]; then
    mkdir -p "$prefix"
    prefix=$(cd "$prefix" && pwd)
    case "$prefix" in
        *[!A-Za-z0-9._/+@:~-]*) die "the prefix may hold only letters, digits and ._/+@:~-" ;;
    esac
    system=0
    bin_dir=$prefix/bin
    etc_dir=$prefix/etc/boardroom
    unit_dir=$prefix/lib/systemd/system
    doc_dir=$prefix/share/doc/boardroom
    data_dir=$prefix/var/lib/boardroom
else
    system=1
    bin_dir=/usr/local/bin
    etc_dir=/etc/boardroom
    unit_dir=/etc/systemd/system
    doc_dir=/usr/local/share/doc/boardroom
    data_dir=/var/lib/boardroom
    [ "$(id -u)" = 0 ] || die "installing the service needs root (sudo), or use --prefix DIR"
    command -v systemctl >/dev/null || die "no systemctl here; use --prefix DIR and start it by hand"
fi
env_file=$etc_dir/boardroom.env
units=(boardroom.service boardroom-backup.service boardroom-backup.timer)

# The value of NAME in the settings file, or nothing.
setting() {
    if [ -f "$env_file" ]; then
        sed -n "s/^$1=//p" "$env_file" | tail -n 1
    fi
}

# GET http://HOST:PORT/PATH with bash's /dev/tcp (no curl needed); prints the body.
http_get() {
    local host=$1 port=$2 path=$3
    (
        exec 3<>"/dev/tcp/$host/$port" || exit 1
        printf 'GET %s HTTP/1.0\r\nHost: %s\r\n\r\n' "$path" "$host" >&3
        sed '1,/^\r\{0,1\}$/d' <&3
    ) 2>/dev/null
}

# The address to reach the server on from this machine.
local_host() {
    case "${1:-0.0.0.0}" in
        0.0.0.0 | '') echo 127.0.0.1 ;;
        :: | '[::]') echo ::1 ;;
        *) echo "$1" ;;
    esac
}

# Runs a command as the service's user.
as_service_user() {
    if command -v runuser >/dev/null; then
        runuser -u boardroom -- "$@"
    else
        setpriv --reuid=boardroom --regid=boardroom --init-groups -- "$@"
    fi
}

if [ "$uninstall" = 1 ]; then
    if [ "$system" = 1 ]; then
        say "stopping and disabling the service"
        systemctl disable --now boardroom-backup.timer boardroom.service 2>/dev/null || true
    fi
    for unit in "${units[@]}"; do
        rm -f "$unit_dir/$unit"
    done
    [ "$system" = 0 ] || systemctl daemon-reload
    rm -f "$bin_dir/boardroom-server" "$bin_dir/boardroom" "$etc_dir/boardroom.env.example"
    rm -rf "$doc_dir"
    if [ "$purge" = 1 ]; then
        say "deleting the data ($data_dir) and the settings ($etc_dir)"
        rm -rf "$data_dir" "$etc_dir"
        if [ "$system" = 1 ] && getent passwd boardroom >/dev/null; then
            userdel boardroom 2>/dev/null || true
            if getent group boardroom >/dev/null; then
                groupdel boardroom 2>/dev/null || true
            fi
        fi
    fi
    if [ "$system" = 0 ]; then
        # Leave no empty folders behind in the prefix.
        for dir in "$bin_dir" "$unit_dir" "$prefix/lib/systemd" "$prefix/lib" \
            "$prefix/share/doc" "$prefix/share" "$etc_dir" "$prefix/etc" \
            "$data_dir" "$prefix/var/lib" "$prefix/var"; do
            rmdir "$dir" 2>/dev/null || true
        done
    fi
    say "Boardroom is uninstalled."
    if [ "$purge" = 0 ]; then
        echo "    Kept the data in $data_dir and the settings in $etc_dir"
        echo "    (delete them too with: $0 ${prefix:+--prefix $prefix }--uninstall --purge)"
    fi
    exit 0
fi

# The binary: the one given, or a fresh release build.
if [ -z "$binary" ]; then
    say "building the release binary (cargo build --release -p boardroom-server)"
    build="cd '$repo' && cargo build --release --locked -p boardroom-server"
    if [ "$(id -u)" = 0 ] && [ -n "${SUDO_USER:-}" ] && [ "$SUDO_USER" != root ]; then
        # Build as the person who ran sudo, so target/ stays theirs and their cargo is found.
        sudo -u "$SUDO_USER" -H bash -lc "$build" ||
            die "the build failed; build it yourself and pass --binary target/release/boardroom-server"
    else
        command -v cargo >/dev/null ||
            die "cargo not found; build the binary elsewhere and pass --binary PATH"
        bash -c "$build"
    fi
    binary=$repo/target/release/boardroom-server
fi
if [ ! -f "$binary" ] || [ ! -x "$binary" ]; then
    die "$binary is not an executable file"
fi
version=$("$binary" --version 2>/dev/null) || die "$binary does not run here"
case "$version" in
    boardroom-server*) ;;
    *) die "$binary is not boardroom-server (it says: $version)" ;;
esac
say "installing $version into ${prefix:-the system}"

# The service's own user, with no login and no home of its own.
if [ "$system" = 1 ] && ! getent passwd boardroom >/dev/null; then
    say "creating the system user boardroom"
    nologin=$(command -v nologin || echo /usr/sbin/nologin)
    useradd --system --user-group --home-dir "$data_dir" --no-create-home \
        --shell "$nologin" --comment "Boardroom board-game server" boardroom
fi

mkdir -p "$bin_dir" "$etc_dir" "$unit_dir" "$doc_dir" "$data_dir"
backups=$(setting BOARDROOM_BACKUP_DIR)
backups=${backups:-$data_dir/backups}
if [ "$system" = 1 ]; then
    mkdir -p "$backups"
    chown boardroom:boardroom "$data_dir" "$backups"
    chmod 0750 "$data_dir" "$backups"
fi

# The new binary goes in under a temporary name first: the upgrade's backup runs it as the
# service's user, who may not be allowed into the folder it was built in.
install -m 0755 "$binary" "$bin_dir/.boardroom-server.new"

# An upgrade: back the database up first, with the new binary (it reads every older file).
upgrade=0
data_now=$(setting BOARDROOM_DATA)
data_now=${data_now:-$data_dir}
if [ "$system" = 1 ] && [ -f "$data_now/boardroom.sqlite3" ]; then
    upgrade=1
    say "backing up the database into $backups before the upgrade"
    if ! as_service_user "$bin_dir/.boardroom-server.new" --data "$data_now" backup "$backups"; then
        rm -f "$bin_dir/.boardroom-server.new"
        die "the backup failed; nothing was changed"
    fi
fi

# The binary and the launcher, each replaced in one rename so a running server is untouched.
mv -f "$bin_dir/.boardroom-server.new" "$bin_dir/boardroom-server"
cat >"$bin_dir/.boardroom.new" <<EOF
#!/bin/sh
# boardroom-server with the settings of $env_file (installed by deploy/install.sh), e.g.
#   boardroom backup /some/folder     (as the boardroom user: sudo -u boardroom boardroom ...)
set -a
. '$env_file'
set +a
exec '$bin_dir/boardroom-server' "\$@"
EOF
chmod 0755 "$bin_dir/.boardroom.new"
mv -f "$bin_dir/.boardroom.new" "$bin_dir/boardroom"

# Paths in the shipped files are the system's; a prefix install rewrites them.
relocate() {
    if [ "$system" = 1 ]; then
        cat "$1"
    else
        sed -e "s|/usr/local/bin|$bin_dir|g" \
            -e "s|/usr/local/share/doc/boardroom|$doc_dir|g" \
            -e "s|/etc/boardroom|$etc_dir|g" \
            -e "s|/var/lib/boardroom|$data_dir|g" "$1"
    fi
}

# The settings: a new file from the example; one that exists is kept as it is.
relocate "$here/boardroom.env.example" >"$etc_dir/boardroom.env.example"
if [ -f "$env_file" ]; then
    say "keeping your settings in $env_file (the new example: boardroom.env.example)"
    if [ -n "$port$bind" ]; then
        echo "    note: --port and --bind apply to a new settings file only; edit $env_file" >&2
    fi
else
    sed -e "s|^BOARDROOM_PORT=.*|BOARDROOM_PORT=${port:-7878}|" \
        -e "s|^BOARDROOM_BIND=.*|BOARDROOM_BIND=${bind:-0.0.0.0}|" \
        "$etc_dir/boardroom.env.example" >"$env_file.new"
    if [ "$system" = 1 ]; then
        chown root:boardroom "$env_file.new"
        chmod 0640 "$env_file.new"
    fi
    mv -f "$env_file.new" "$env_file"
    say "settings written to $env_file"
fi

for unit in "${units[@]}"; do
    relocate "$here/$unit" >"$unit_dir/$unit"
    chmod 0644 "$unit_dir/$unit"
done
cp "$here/README.md" "$doc_dir/README.md"

port_now=$(setting BOARDROOM_PORT)
port_now=${port_now:-7878}
bind_now=$(setting BOARDROOM_BIND)
host=$(local_host "$bind_now")
case "$host" in
    *:*) url_host="[$host]" ;;
    *) url_host=$host ;;
esac

if [ "$system" = 0 ]; then
    say "installed under $prefix"
    cat <<EOF
    Start it (stop with ctrl-c):   $bin_dir/boardroom
    Then open:                     http://$url_host:$port_now/   (health: /healthz, metrics: /metrics)
    Back it up while it runs:      $bin_dir/boardroom backup ~/boardroom-backup.sqlite3
    Settings:                      $env_file
    Remove it:                     $0 --prefix $prefix --uninstall
    (The systemd units in $unit_dir are for reference; a prefix install starts nothing.)
EOF
    exit 0
fi

systemctl daemon-reload
systemctl enable boardroom.service >/dev/null
if [ "$backup_timer" = 1 ]; then
    systemctl enable boardroom-backup.timer >/dev/null
    [ "$start" = 0 ] || systemctl start boardroom-backup.timer
fi
if [ "$start" = 0 ]; then
    say "installed; start it with: sudo systemctl start boardroom"
    exit 0
fi
if [ "$upgrade" = 1 ] && systemctl is-active --quiet boardroom.service; then
    say "restarting the service on the new binary"
    systemctl restart boardroom.service
else
    systemctl start boardroom.service
fi

say "waiting for http://$url_host:$port_now/healthz"
for _ in $(seq 1 50); do
    if [ "$(http_get "$host" "$port_now" /healthz)" = ok ]; then
        links=$(http_get "$host" "$port_now" /info | grep -o '"http[^"]*"' | tr -d '"' || true)
        say "Boardroom is running. A friend on your network opens:"
        for link in ${links:-http://$url_host:$port_now/}; do
            echo "      $link"
        done
        cat <<EOF
    Status and logs:   systemctl status boardroom; journalctl -u boardroom -f
    Metrics:           http://$url_host:$port_now/metrics
    Settings:          $env_file (then: sudo systemctl restart boardroom)
    Daily backups in:  $(setting BOARDROOM_BACKUP_DIR)
    Open the port for the LAN: see "Opening the port" in $doc_dir/README.md
EOF
        exit 0
    fi
    sleep 0.2
done
systemctl --no-pager status boardroom.service || true
die "the service did not answer on port $port_now; see: journalctl -u boardroom"
