//! The project's own tasks, as `cargo xtask TASK` (the alias is in `.cargo/config.toml`).
//!
//! `cargo xtask dist` builds the release set into `target/dist/`: for each platform of
//! `platforms.rs` the programs cross-built and stripped of debug info (the symbol table stays,
//! so a backtrace names its functions), then what people install: the static Linux server, a
//! `.deb` (`deb.rs`), a container image, a Windows zip; a software bill of materials for each
//! program (CycloneDX); `SHA256SUMS` over all of it. `--only PLATFORM` builds one platform
//! (`linux-x86_64`, `linux-aarch64`, `windows-x86_64`) and replaces its files only, `--no-image`
//! leaves the image out.
//! `deploy/dist-setup.sh` installs the targets and tools it needs; `deploy/test-dist.sh` tries
//! each artefact as a person would. Neither runs in CI: a release set takes the better part of
//! an hour to build on two cores.
//!
//! Runs on Debian or Ubuntu (x86_64), the tools named in `platforms.rs` on the `PATH`.

mod deb;
mod dist;
mod platforms;
mod sums;

use std::process::ExitCode;

const USAGE: &str = "usage: cargo xtask dist [--only PLATFORM]... [--no-image]

  Builds the release set into target/dist/ (deploy/README.md says what it holds).
  PLATFORM: linux-x86_64, linux-aarch64, windows-x86_64 (default: all three).
  --no-image: no container image (it needs buildah).
  The targets and tools it needs: deploy/dist-setup.sh (it asks sudo for apt)";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let outcome = match args.first().map(String::as_str) {
        Some("dist") => dist::Options::parse(&args[1..]).and_then(|options| dist::run(&options)),
        _ => Err(USAGE.to_owned()),
    };
    match outcome {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("xtask: {message}");
            ExitCode::FAILURE
        }
    }
}
