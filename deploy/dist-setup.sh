#!/usr/bin/env bash
# Installs what `cargo xtask dist` and deploy/test-dist.sh need, only what is missing; safe to
# run again. On Debian 12 or Ubuntu 22.04 and later, x86_64, as the user who builds (it asks sudo
# for apt when not root):
# - the Rust targets (rustup): x86_64 and aarch64 Linux with musl (the static server) and with
#   glibc (the desktop app in the .deb), x86_64 Windows (mingw);
# - Debian's cross tools: musl-tools, gcc-aarch64-linux-gnu, gcc-mingw-w64-x86-64, and zip;
# - cargo-deb and cargo-cyclonedx (cargo install --locked);
# - buildah and podman for the container image; qemu-user-static (the aarch64 server), wine
#   (the Windows server) and desktop-file-utils for the artefacts' tests.
# macOS is not among the targets: Apple's SDK and linker do not run on Linux.
set -euo pipefail

targets=(x86_64-unknown-linux-musl aarch64-unknown-linux-musl x86_64-unknown-linux-gnu
    aarch64-unknown-linux-gnu x86_64-pc-windows-gnu)
installed=$(rustup target list --installed)
wanted=()
for target in "${targets[@]}"; do
    grep -qx "$target" <<<"$installed" || wanted+=("$target")
done
if [ ${#wanted[@]} -gt 0 ]; then
    echo "dist-setup: rustup target add ${wanted[*]}"
    rustup target add "${wanted[@]}"
fi

packages=()
command -v musl-gcc >/dev/null || packages+=(musl-tools)
command -v aarch64-linux-gnu-gcc >/dev/null || packages+=(gcc-aarch64-linux-gnu)
command -v x86_64-w64-mingw32-gcc >/dev/null || packages+=(gcc-mingw-w64-x86-64)
command -v zip >/dev/null || packages+=(zip)
command -v buildah >/dev/null || packages+=(buildah)
command -v podman >/dev/null || packages+=(podman)
command -v qemu-aarch64-static >/dev/null || packages+=(qemu-user-static)
command -v wine >/dev/null || packages+=(wine wine64)
command -v desktop-file-validate >/dev/null || packages+=(desktop-file-utils)
command -v systemd-analyze >/dev/null || packages+=(systemd)
if [ ${#packages[@]} -gt 0 ]; then
    sudo=""
    if [ "$(id -u)" -ne 0 ]; then
        sudo -n true 2>/dev/null ||
            { echo "dist-setup: missing ${packages[*]}; run it with sudo (apt needs root)" >&2; exit 1; }
        sudo="sudo -n"
    fi
    echo "dist-setup: installing ${packages[*]}"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${packages[@]}" >/dev/null
fi

for tool in cargo-deb cargo-cyclonedx; do
    subcommand=${tool#cargo-}
    if ! cargo "$subcommand" --version >/dev/null 2>&1; then
        echo "dist-setup: cargo install --locked $tool"
        cargo install --locked "$tool"
    fi
done
echo "dist-setup: ready for cargo xtask dist"
