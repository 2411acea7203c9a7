#!/usr/bin/env bash
# Runs deploy/install.sh in system mode (as root, no --prefix) without touching this machine:
# inside a private mount namespace, /etc, /usr/local and /var/lib are overlays on a temporary
# folder, and `systemctl` is a stand-in that runs boardroom.service as a plain process with
# the installed settings. It checks the first install (user, files, permissions, the health
# wait), a backup as the service's user, an upgrade (backup first, restart), a restore, and
# uninstall and purge.
#
#   sudo deploy/test/system-install.sh BINARY PORT
#
# Exits 77 when it cannot run here (not root, no unshare, no overlay mounts). Used by
# server/tests/process/deploy.rs; listens on 127.0.0.1 only.
set -euo pipefail

binary=${1:?usage: system-install.sh BINARY PORT}
port=${2:?usage: system-install.sh BINARY PORT}
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
install_sh=$here/../install.sh

skip() {
    echo "skipped: $*" >&2
    exit 77
}

[ "$(id -u)" = 0 ] || skip "needs root"
command -v unshare >/dev/null || skip "no unshare"
command -v runuser >/dev/null || command -v setpriv >/dev/null || skip "no runuser or setpriv"

if [ "${BOARDROOM_SANDBOX:-}" != 1 ]; then
    work=$(mktemp -d)
    trap 'rm -rf "$work"' EXIT
    status=0
    BOARDROOM_SANDBOX=1 BOARDROOM_SANDBOX_DIR=$work \
        unshare --mount --propagation private "$0" "$binary" "$port" || status=$?
    exit "$status"
fi

# From here on: inside the namespace.
work=$BOARDROOM_SANDBOX_DIR
for dir in /etc /usr/local /var/lib; do
    name=$(echo "$dir" | tr / _)
    mkdir -p "$work/$name/upper" "$work/$name/work"
    mount -t overlay overlay \
        -o "lowerdir=$dir,upperdir=$work/$name/upper,workdir=$work/$name/work" "$dir" ||
        skip "overlay mounts are not allowed here"
done
getent passwd boardroom >/dev/null && skip "a user boardroom exists already"

# The stand-in systemctl.
mkdir -p "$work/bin"
cat >"$work/bin/systemctl" <<'EOF'
#!/usr/bin/env bash
pidfile=$SANDBOX_PIDFILE
alive() { [ -f "$pidfile" ] && kill -0 "$(cat "$pidfile")" 2>/dev/null; }
stop() {
    if alive; then
        kill -TERM "$(cat "$pidfile")"
        for _ in $(seq 1 50); do alive || break; sleep 0.1; done
    fi
    rm -f "$pidfile"
}
start() {
    # What boardroom.service does: the service's user, the settings file, `serve` (without the
    # LAN announcement: a test never multicasts on the machine's network).
    mapfile -t settings < <(grep -v '^#' /etc/boardroom/boardroom.env | grep .)
    (cd /var/lib/boardroom && exec runuser -u boardroom -- env -i PATH=/usr/bin:/bin \
        "${settings[@]}" BOARDROOM_DISCOVERY=off /usr/local/bin/boardroom-server serve) >>"$SANDBOX_LOG" 2>&1 &
    echo $! >"$pidfile"
}
case "$1" in
    daemon-reload | enable) ;;
    disable) [ "${2:-}" != --now ] || stop ;;
    is-active) alive ;;
    start) [ "${2:-}" != boardroom.service ] || alive || start ;;
    stop) stop ;;
    restart) stop; start ;;
    status) alive && echo "active (running)" || echo inactive ;;
esac
EOF
chmod 0755 "$work/bin/systemctl"
export PATH=$work/bin:$PATH SANDBOX_PIDFILE=$work/pid SANDBOX_LOG=$work/server.log
# On the way out: stop the server; on a failure, show its log.
on_exit() {
    local status=$?
    systemctl stop >/dev/null 2>&1 || true
    if [ "$status" != 0 ] && [ -f "$SANDBOX_LOG" ]; then
        echo "--- the server's log" >&2
        cat "$SANDBOX_LOG" >&2
    fi
}
trap on_exit EXIT

fail() {
    echo "FAILED: $*" >&2
    exit 1
}

echo "--- first install"
bash "$install_sh" --binary "$binary" --port "$port" --bind 127.0.0.1 | tee "$work/out"
grep -q "Boardroom is running" "$work/out" || fail "no running message"
grep -q "http://127.0.0.1:$port/" "$work/out" || fail "no link"
getent passwd boardroom | grep -q nologin || fail "no system user without a login"
for file in /usr/local/bin/boardroom-server /usr/local/bin/boardroom; do
    [ -x "$file" ] || fail "$file is not installed"
done
[ "$(stat -c '%U:%G %a' /etc/boardroom/boardroom.env)" = "root:boardroom 640" ] ||
    fail "settings permissions: $(stat -c '%U:%G %a' /etc/boardroom/boardroom.env)"
[ "$(stat -c '%U %a' /var/lib/boardroom)" = "boardroom 750" ] || fail "data folder"
[ "$(stat -c '%U' /var/lib/boardroom/backups)" = boardroom ] || fail "backup folder"
for unit in boardroom.service boardroom-backup.service boardroom-backup.timer; do
    cmp -s "$here/../$unit" "/etc/systemd/system/$unit" || fail "$unit differs from deploy/"
done
[ -f /var/lib/boardroom/boardroom.sqlite3 ] || fail "the server made no database"

echo "--- a backup as the service's user, with the installed settings"
runuser -u boardroom -- /usr/local/bin/boardroom backup /var/lib/boardroom/backups/ ||
    fail "backup"
ls /var/lib/boardroom/backups/boardroom-*.sqlite3 >/dev/null || fail "no timed backup"

echo "--- upgrade"
sleep 1 # a new second, so the upgrade's backup gets its own name
bash "$install_sh" --binary "$binary" | tee "$work/out"
grep -q "backing up the database" "$work/out" || fail "no backup before the upgrade"
grep -q "restarting the service" "$work/out" || fail "no restart"
grep -q "Boardroom is running" "$work/out" || fail "not running after the upgrade"
[ "$(find /var/lib/boardroom/backups -name 'boardroom-*.sqlite3' | wc -l)" = 2 ] ||
    fail "expected two backups"

echo "--- restore into a new folder"
systemctl stop boardroom.service
copy=$(find /var/lib/boardroom/backups -name 'boardroom-*.sqlite3' | head -n 1)
/usr/local/bin/boardroom-server --data /var/lib/boardroom-restored restore "$copy" || fail "restore"
/usr/local/bin/boardroom-server --data /var/lib/boardroom restore "$copy" &&
    fail "restore over a live database was accepted"

echo "--- uninstall, then purge"
bash "$install_sh" --uninstall
[ ! -e /usr/local/bin/boardroom-server ] || fail "the binary stayed"
[ ! -e /etc/systemd/system/boardroom.service ] || fail "the unit stayed"
[ -f /var/lib/boardroom/boardroom.sqlite3 ] || fail "uninstall deleted the data"
bash "$install_sh" --uninstall --purge
for dir in /var/lib/boardroom /etc/boardroom; do
    [ ! -e "$dir" ] || fail "purge left $dir"
done
! getent passwd boardroom >/dev/null || fail "purge left the user"
echo "system install: all checks passed"
