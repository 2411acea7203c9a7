#!/usr/bin/env bash
# Tries each artefact of the release set (`cargo xtask dist`) as a person would:
# - SHA256SUMS checks;
# - the static x86_64 server runs in an empty root (no C library, no /etc, no /proc), prints
#   its link and a QR code on a terminal, answers /healthz and plays a whole game;
# - the aarch64 server does the same under qemu-user-static;
# - the Windows server runs under wine, answers /healthz and plays a game over its WebSocket;
#   the desktop app is a Windows GUI program;
# - the amd64 .deb installs with dpkg into a scratch system (an overlay of this one, in a
#   mount namespace of its own), its units pass `systemd-analyze verify`, its menu entry
#   `desktop-file-validate`, the installed service's command serves a game as the boardroom
#   user, a reinstall backs the database up first, and a removal keeps the games; the arm64
#   .deb holds the same files, for arm64;
# - the image runs under podman with a volume, is healthy, and keeps a game across a restart
#   of its container (where podman cannot run a container here, its filesystem and settings
#   are checked instead, and the report says so);
# - every bill of materials is CycloneDX and lists the crates.
#
#   deploy/test-dist.sh [DIST]     (default: target/dist; as root: chroot, namespaces, podman)
#
# Slow (minutes): not part of `cargo test` or CI. `deploy/dist-setup.sh` installs its tools.
# Everything listens on 127.0.0.1 only, and no server announces itself (--discovery off).
set -uo pipefail

repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
dist=$(cd "${1:-$repo/target/dist}" && pwd) || { echo "test-dist: no release set; run cargo xtask dist" >&2; exit 2; }
[ "$(id -u)" = 0 ] || { echo "test-dist: needs root (chroot, mount namespaces, podman)" >&2; exit 2; }
version=$(sed -n 's/^version = "\(.*\)"/\1/p' "$repo/Cargo.toml" | head -n 1)
work=$(mktemp -d)
passed=0 failed=0 skipped=0
pids=()

cleanup() {
    for pid in "${pids[@]}"; do
        kill "$pid" 2>/dev/null && wait "$pid" 2>/dev/null
    done
    rm -rf "$work"
}
trap cleanup EXIT

pass() { echo "  ok: $*"; passed=$((passed + 1)); }
fail() { echo "  FAILED: $*"; failed=$((failed + 1)); }
skip() { echo "  skipped: $*"; skipped=$((skipped + 1)); }
check() { # check DESCRIPTION COMMAND...: one line for the report.
    local what=$1
    shift
    if "$@" >"$work/last.log" 2>&1; then pass "$what"; else fail "$what"; sed 's/^/      /' "$work/last.log" | tail -n 20; fi
}
section() { echo "--- $*"; }

free_port() {
    python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

# Waits up to $2 seconds (default 60) for /healthz on 127.0.0.1:$1 to answer 200.
healthy() {
    local port=$1 wait=${2:-60}
    for _ in $(seq 1 $((wait * 5))); do
        [ "$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/healthz")" = 200 ] && return 0
        sleep 0.2
    done
    return 1
}

# Starts a server command in the background (its output in $work/$1.log); its pid in $started.
start() {
    local name=$1
    shift
    "$@" >"$work/$name.log" 2>&1 &
    started=$!
    pids+=("$started")
}
stop() { kill "$1" 2>/dev/null; wait "$1" 2>/dev/null; }

# The game player: two people over real WebSockets (tests/src/bin/playthrough.rs).
section "building the game player (playthrough)"
(cd "$repo" && cargo build --quiet -p boardroom-tests --bin playthrough) || { echo "test-dist: the player did not build" >&2; exit 2; }
play="$repo/target/debug/playthrough"

section "SHA256SUMS"
check "every artefact matches SHA256SUMS" bash -c "cd '$dist' && sha256sum --check --quiet SHA256SUMS"

# A static server in an empty root: only the binary (and the emulator, for aarch64) and an
# empty data folder; prints its link and QR code on a terminal; healthz; a whole game.
static_server() {
    local arch=$1 binary=$2 emulator=${3:-}
    local root=$work/root-$arch port
    port=$(free_port)
    mkdir -p "$root/data"
    cp "$binary" "$root/boardroom-server"
    local run=(/boardroom-server)
    if [ -n "$emulator" ]; then
        cp "$(command -v "$emulator")" "$root/emulator"
        run=(/emulator /boardroom-server)
    fi
    check "$arch: static, no interpreter, symbols kept, no debug info" bash -c "
        file -b '$binary' | grep -qE 'statically linked|static-pie linked' &&
        ! readelf -l '$binary' | grep -q INTERP &&
        readelf -S '$binary' | grep -q '\.symtab' &&
        ! readelf -S '$binary' | grep -q '\.debug_info'"
    local bytes
    bytes=$(stat -c %s "$binary")
    check "$arch: $bytes bytes, at most 25 MB" test "$bytes" -le 25000000
    start "static-$arch" chroot "$root" "${run[@]}" --bind 127.0.0.1 --port "$port" --data /data --discovery off
    local pid=$started
    if healthy "$port" 120; then
        pass "$arch: answers /healthz in an empty root"
        check "$arch: a whole game over WebSockets" "$play" "127.0.0.1:$port" whole
    else
        fail "$arch: no /healthz in an empty root"
        tail -n 20 "$work/static-$arch.log"
    fi
    stop "$pid"
    # On a terminal (script(1) gives it one) the link comes with its QR code; the server is
    # stopped (SIGTERM) after a few seconds.
    local tty_port
    tty_port=$(free_port)
    script -qfec "timeout 8 chroot '$root' ${run[*]} --bind 127.0.0.1 --port $tty_port --data /data --discovery off" \
        "$work/tty-$arch.log" >/dev/null 2>&1 </dev/null
    check "$arch: prints the link and its QR code on a terminal" bash -c "
        grep -q 'http://127.0.0.1:$tty_port/' '$work/tty-$arch.log' && grep -q '█' '$work/tty-$arch.log'"
}

section "the static server, linux-x86_64"
if [ -f "$dist/boardroom-server-$version-linux-x86_64" ]; then
    static_server x86_64 "$dist/boardroom-server-$version-linux-x86_64"
else
    skip "no boardroom-server-$version-linux-x86_64"
fi

section "the static server, linux-aarch64 (qemu-user-static)"
if [ ! -f "$dist/boardroom-server-$version-linux-aarch64" ]; then
    skip "no boardroom-server-$version-linux-aarch64"
elif ! command -v qemu-aarch64-static >/dev/null; then
    skip "no qemu-aarch64-static (apt-get install qemu-user-static)"
else
    check "aarch64: an ARM aarch64 program" bash -c "file -b '$dist/boardroom-server-$version-linux-aarch64' | grep -q 'ARM aarch64'"
    static_server aarch64 "$dist/boardroom-server-$version-linux-aarch64" qemu-aarch64-static
fi

section "Windows (wine)"
zip=$dist/boardroom-$version-windows-x86_64.zip
if [ ! -f "$zip" ]; then
    skip "no $(basename "$zip")"
elif ! command -v wine >/dev/null; then
    skip "no wine (apt-get install wine wine64)"
else
    unzip -q "$zip" -d "$work/windows"
    folder=$work/windows/boardroom-$version-windows-x86_64
    check "the zip holds both programs and a README" test -f "$folder/boardroom-server.exe" -a -f "$folder/boardroom-desktop.exe" -a -f "$folder/README.txt"
    check "the server is a Windows x86-64 console program" bash -c "file -b '$folder/boardroom-server.exe' | grep -q 'PE32+ executable (console) x86-64'"
    check "the desktop app is a Windows x86-64 GUI program" bash -c "file -b '$folder/boardroom-desktop.exe' | grep -q 'PE32+ executable (GUI) x86-64'"
    port=$(free_port)
    export WINEPREFIX=$work/wine WINEDEBUG=-all
    wineboot --init >/dev/null 2>&1
    # Wine before 9.0 lacks bcryptprimitives.dll, whose ProcessPrng Rust's standard library
    # needs (Windows 10 and later have it): a shim goes beside the programs, in this copy only.
    if ! wine "$folder/boardroom-server.exe" --version >/dev/null 2>&1; then
        if x86_64-w64-mingw32-gcc -shared -O2 -o "$folder/bcryptprimitives.dll" \
            "$repo/deploy/windows/process-prng.c" -ladvapi32; then
            echo "  note: $(wine --version) has no bcryptprimitives.dll; its ProcessPrng shimmed (deploy/windows/process-prng.c)"
        fi
    fi
    start wine wine "$folder/boardroom-server.exe" --bind 127.0.0.1 --port "$port" --data 'C:\boardroom-data' --discovery off
    pid=$started
    if healthy "$port" 180; then
        pass "windows: answers /healthz under wine"
        check "windows: a whole game over WebSockets" "$play" "127.0.0.1:$port" whole
    else
        fail "windows: no /healthz under wine"
        tail -n 20 "$work/wine.log"
        WINEDEBUG=err+module wine "$folder/boardroom-server.exe" --version 2>&1 | tail -n 5
    fi
    stop "$pid"
    wineserver -k 2>/dev/null
fi

section "the .deb"
deb=$dist/boardroom_${version}-1_amd64.deb
if [ ! -f "$deb" ]; then
    skip "no $(basename "$deb")"
elif ! command -v unshare >/dev/null; then
    skip "no unshare"
else
    check "the package's fields" bash -c "
        dpkg-deb -f '$deb' Package | grep -qx boardroom &&
        dpkg-deb -f '$deb' Architecture | grep -qx amd64 &&
        dpkg-deb -f '$deb' Version | grep -qx '$version-1'"
    dpkg-deb -c "$deb" | awk '{print $6}' >"$work/deb-files"
    check "it holds the server, its units and settings, the app, its menu entry and icon" bash -c "
        for f in ./usr/bin/boardroom-server ./usr/bin/boardroom-desktop ./usr/bin/boardroom \
            ./lib/systemd/system/boardroom.service ./lib/systemd/system/boardroom-backup.service \
            ./lib/systemd/system/boardroom-backup.timer ./etc/boardroom/boardroom.env \
            ./usr/share/applications/boardroom.desktop \
            ./usr/share/icons/hicolor/scalable/apps/boardroom.svg ./usr/share/doc/boardroom/README.md; do
            grep -qx \"\$f\" '$work/deb-files' || { echo \"missing \$f\"; exit 1; }
        done"
    check "the settings are a configuration file" bash -c "dpkg-deb --ctrl-tarfile '$deb' | tar -xO ./conffiles | grep -qx /etc/boardroom/boardroom.env"
    port=$(free_port)
    # dpkg into a scratch system: this machine's root as the lower layer of an overlay, in a
    # mount namespace of its own, so that nothing here changes.
    cat >"$work/deb-inside.sh" <<EOF
set -euo pipefail
scratch=$work/scratch
mkdir -p \$scratch/upper \$scratch/work \$scratch/root
mount -t tmpfs tmpfs \$scratch/upper
mkdir -p \$scratch/upper/u \$scratch/upper/w
mount -t overlay overlay -o lowerdir=/,upperdir=\$scratch/upper/u,workdir=\$scratch/upper/w \$scratch/root
for dir in proc dev sys; do mount --rbind /\$dir \$scratch/root/\$dir; done
mount -t tmpfs tmpfs \$scratch/root/tmp
mount -t tmpfs tmpfs \$scratch/root/run
cp '$deb' \$scratch/root/tmp/boardroom.deb
in_root() { chroot \$scratch/root "\$@"; }
getent passwd boardroom >/dev/null && { echo "this machine has a user boardroom already"; exit 77; }
echo "== dpkg -i"
in_root dpkg -i /tmp/boardroom.deb
in_root getent passwd boardroom
test "\$(in_root stat -c '%U:%G %a' /etc/boardroom/boardroom.env)" = "root:boardroom 640"
echo "== systemd-analyze verify"
in_root systemd-analyze verify /lib/systemd/system/boardroom.service /lib/systemd/system/boardroom-backup.service /lib/systemd/system/boardroom-backup.timer
echo "== desktop-file-validate"
in_root desktop-file-validate /usr/share/applications/boardroom.desktop
echo "== the service's command, as its user, with its settings"
mkdir -p \$scratch/root/var/lib/boardroom
in_root chown boardroom:boardroom /var/lib/boardroom
sed -i -e 's/^BOARDROOM_PORT=.*/BOARDROOM_PORT=$port/' -e 's/^BOARDROOM_BIND=.*/BOARDROOM_BIND=127.0.0.1/' \$scratch/root/etc/boardroom/boardroom.env
echo BOARDROOM_DISCOVERY=off >>\$scratch/root/etc/boardroom/boardroom.env
(cd \$scratch/root/var/lib/boardroom && exec chroot \$scratch/root setpriv --reuid=boardroom --regid=boardroom --init-groups /usr/bin/boardroom serve) >$work/deb-server.log 2>&1 &
server=\$!
for _ in \$(seq 1 150); do curl -sf http://127.0.0.1:$port/healthz >/dev/null && break; sleep 0.2; done
curl -sf http://127.0.0.1:$port/healthz
'$play' 127.0.0.1:$port whole
kill \$server; wait \$server || true
echo "== a reinstall (an upgrade) backs the database up first"
in_root dpkg -i /tmp/boardroom.deb
ls \$scratch/root/var/lib/boardroom/backups/boardroom-*.sqlite3
echo "== dpkg -r keeps the games"
in_root dpkg -r boardroom
test ! -e \$scratch/root/usr/bin/boardroom-server
test -f \$scratch/root/var/lib/boardroom/boardroom.sqlite3
EOF
    unshare --mount --propagation private bash "$work/deb-inside.sh" >"$work/deb.log" 2>&1
    case $? in
        0) pass "amd64: installs into a scratch system, units verified, menu entry valid, serves a game as its user, backs up on upgrade, removal keeps the games" ;;
        77) skip "the .deb's install: $(tail -n 1 "$work/deb.log")" ;;
        *) fail "amd64: the install into a scratch system"; tail -n 30 "$work/deb.log" | sed 's/^/      /' ;;
    esac
fi
arm=$dist/boardroom_${version}-1_arm64.deb
if [ -f "$arm" ]; then
    mkdir -p "$work/arm64"
    dpkg-deb -x "$arm" "$work/arm64"
    check "arm64: the same files, both programs for ARM aarch64" bash -c "
        dpkg-deb -f '$arm' Architecture | grep -qx arm64 &&
        diff <(dpkg-deb -c '$arm' | awk '{print \$6}') '$work/deb-files' &&
        file -b '$work/arm64/usr/bin/boardroom-server' | grep -qE 'ARM aarch64.*static(ally|-pie) linked' &&
        file -b '$work/arm64/usr/bin/boardroom-desktop' | grep -q 'ARM aarch64.*dynamically linked'"
else
    skip "no $(basename "$arm")"
fi

section "the container image"
image=$dist/boardroom-$version-image-amd64.tar
if [ ! -f "$image" ]; then
    skip "no $(basename "$image")"
elif ! command -v podman >/dev/null; then
    skip "no podman (apt-get install podman)"
else
    tag=boardroom:$version
    podman load --quiet -i "$image" >/dev/null
    check "its settings: non-root, /data a volume, a health check, port 7878" bash -c "
        test \"\$(podman image inspect --format '{{.Config.User}}' $tag)\" = 65532:65532 &&
        podman image inspect --format '{{.Config.Volumes}}' $tag | grep -q /data &&
        podman image inspect --format '{{.Config.Healthcheck.Test}}' $tag | grep -q health &&
        podman image inspect --format '{{.Config.ExposedPorts}}' $tag | grep -q 7878"
    container=$(podman create "$tag")
    podman export "$container" | tar -t | sort >"$work/image-files"
    podman rm "$container" >/dev/null
    check "its filesystem: the server, /data and /tmp, nothing else" bash -c "
        diff <(printf '%s\n' data/ tmp/ usr/ usr/bin/ usr/bin/boardroom-server) \
            <(grep -v '^\(dev\|etc\|proc\|run\|sys\)/' '$work/image-files' | grep -v '^\(dev\|etc\|proc\|run\|sys\)$')"
    # crun cannot run here on some kernels' cgroup layouts, and a sandbox may refuse raising
    # the file limits; runc with the limits as they are is the fallback.
    runner=(podman)
    limits=()
    if ! podman run --rm "$tag" --version >/dev/null 2>&1; then
        runner=(podman --runtime runc)
        limits=(--ulimit "nofile=$(ulimit -Sn):$(ulimit -Hn)" --ulimit "nproc=4096:4096")
    fi
    if ! "${runner[@]}" run --rm "${limits[@]}" "$tag" --version >/dev/null 2>&1; then
        skip "podman runs no container on this machine; the image's filesystem and settings were checked instead"
    else
        port=$(free_port)
        volume=boardroom-test-$$
        name=boardroom-test-$$
        "${runner[@]}" run -d --name "$name" "${limits[@]}" -p "127.0.0.1:$port:7878" -v "$volume:/data" "$tag" >/dev/null
        if healthy "$port" 60; then
            pass "the container answers /healthz on its published port"
            check "its health check passes" "${runner[@]}" healthcheck run "$name"
            check "a game started" "$play" "127.0.0.1:$port" start "$work/game.txt"
            "${runner[@]}" restart "$name" >/dev/null
            healthy "$port" 60
            check "the game goes on after the container restarted, and black wins" "$play" "127.0.0.1:$port" finish "$work/game.txt"
        else
            fail "the container does not answer /healthz"
            "${runner[@]}" logs "$name" 2>&1 | tail -n 20
        fi
        "${runner[@]}" rm -f "$name" >/dev/null 2>&1
        podman volume rm -f "$volume" >/dev/null 2>&1
    fi
    podman rmi "$tag" >/dev/null 2>&1
fi
arm_image=$dist/boardroom-$version-image-arm64.tar
if [ -f "$arm_image" ] && command -v podman >/dev/null; then
    podman load --quiet -i "$arm_image" >/dev/null
    check "the arm64 image is for arm64" bash -c "test \"\$(podman image inspect --format '{{.Architecture}}' boardroom:$version)\" = arm64"
    podman rmi "boardroom:$version" >/dev/null 2>&1
fi

section "bills of materials"
for bom in "$dist"/*.cdx.json; do
    [ -f "$bom" ] || { skip "no bill of materials"; break; }
    check "$(basename "$bom"): CycloneDX, with the crates" python3 -c "
import json, sys
bom = json.load(open(sys.argv[1]))
assert bom['bomFormat'] == 'CycloneDX', bom['bomFormat']
names = {c['name'] for c in bom['components']}
assert {'tokio', 'rusqlite', 'boardroom-engine'} <= names, sorted(names)[:20]
" "$bom"
done

echo "test-dist: $passed passed, $failed failed, $skipped skipped"
[ "$failed" = 0 ]
