#!/usr/bin/env bash
# Installs what the whole-system tests need, only what is missing; safe to run again. CI runs
# it every time (via check.sh), and the browser test runs it when something is missing:
# - `unshare` (util-linux) and `ip` (iproute2): the LAN-discovery test makes a private network
#   namespace so its multicast never reaches a real network (server/tests/process/discovery.rs);
# - Debian's chromium at /usr/bin/chromium, node and npm, and playwright-core and axe-core (`npm
#   ci` in tests/web, from its package-lock.json) for the web client's browser tests;
# - Debian's PostgreSQL (initdb, pg_ctl and psql under /usr/lib/postgresql/<version>/bin): the
#   store's tests start clusters of their own on free loopback ports (tests/src/postgres.rs),
#   as the `postgres` user through `runuser` (util-linux) when they run as root;
# - Debian's nats-server: the cluster tests start one of their own on a free loopback port
#   (tests/src/nats.rs).
set -euo pipefail
cd "$(dirname "$0")"

# Test binaries run side by side (nextest) may each find a tool missing: one installs at a time.
exec 9>"${TMPDIR:-/tmp}/boardroom-tests-setup.lock"
flock 9 2>/dev/null || true

packages=()
command -v unshare >/dev/null 2>&1 || packages+=(util-linux)
command -v ip >/dev/null 2>&1 || packages+=(iproute2)
[ -x /usr/bin/chromium ] || packages+=(chromium)
command -v node >/dev/null 2>&1 || packages+=(nodejs)
command -v npm >/dev/null 2>&1 || packages+=(npm)
compgen -G "/usr/lib/postgresql/*/bin/initdb" >/dev/null || packages+=(postgresql)
command -v runuser >/dev/null 2>&1 || packages+=(util-linux)
command -v nats-server >/dev/null 2>&1 || [ -x /usr/sbin/nats-server ] || packages+=(nats-server)
if [ ${#packages[@]} -gt 0 ]; then
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then
    if ! sudo -n true 2>/dev/null; then
      echo "tests/setup.sh: missing ${packages[*]}; run 'sudo bash tests/setup.sh' once (it needs root)" >&2
      exit 1
    fi
    sudo="sudo -n"
  fi
  echo "tests/setup.sh: installing ${packages[*]}"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${packages[@]}" >/dev/null
fi

cd web
# Each package of the lock at its version, or a clean install from the lock.
stale=$(node -e '
  const lock = require("./package-lock.json").packages;
  const have = (name) => { try { return require(`./node_modules/${name}/package.json`).version; } catch { return ""; } };
  const names = Object.keys(lock[""].devDependencies ?? {});
  console.log(names.filter((n) => lock[`node_modules/${n}`].version !== have(n)).join(" "));
')
if [ -n "$stale" ]; then
  npm ci --no-audit --no-fund --loglevel=error
fi
