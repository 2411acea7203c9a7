#!/usr/bin/env bash
# Installs what the browser tests of the web client need, only what is missing:
# Debian's chromium at /usr/bin/chromium, node and npm, and playwright-core (npm ci, from
# package-lock.json). Safe to run again; CI runs it every time (via check.sh).
set -euo pipefail
cd "$(dirname "$0")"

packages=()
[ -x /usr/bin/chromium ] || packages+=(chromium)
command -v node >/dev/null 2>&1 || packages+=(nodejs)
command -v npm >/dev/null 2>&1 || packages+=(npm)
if [ ${#packages[@]} -gt 0 ]; then
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  echo "tests/web/setup.sh: installing ${packages[*]}"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${packages[@]}" >/dev/null
fi

wanted=$(node -p 'require("./package-lock.json").packages["node_modules/playwright-core"].version')
have=$(node -p 'try { require("./node_modules/playwright-core/package.json").version } catch { "" }')
if [ "$wanted" != "$have" ]; then
  npm ci --no-audit --no-fund --loglevel=error
fi
