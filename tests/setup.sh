#!/usr/bin/env bash
# Installs what the whole-system tests need, only what is missing; safe to run again. CI runs
# it every time (via check.sh):
# - `unshare` (util-linux) and `ip` (iproute2): the LAN-discovery test makes a private network
#   namespace so its multicast never reaches a real network (server/tests/discovery.rs);
# - chromium, node, npm and playwright-core for the web client's browser tests (web/setup.sh).
set -euo pipefail
cd "$(dirname "$0")"

packages=()
command -v unshare >/dev/null 2>&1 || packages+=(util-linux)
command -v ip >/dev/null 2>&1 || packages+=(iproute2)
if [ ${#packages[@]} -gt 0 ]; then
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  echo "tests/setup.sh: installing ${packages[*]}"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${packages[@]}" >/dev/null
fi

bash web/setup.sh
