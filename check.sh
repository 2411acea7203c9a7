#!/usr/bin/env bash
# Runs what CI runs, in the same order: formatting, lints, every test, the docs.
set -euo pipefail
cd "$(dirname "$0")"

# The browser tests need chromium and playwright-core, the discovery test unshare and ip.
bash tests/setup.sh

cargo fmt --all --check
cargo clippy --workspace --all-targets -- -D warnings
cargo test --workspace
RUSTDOCFLAGS="-D warnings" cargo doc --workspace --no-deps --quiet
echo "check.sh: all checks passed"
