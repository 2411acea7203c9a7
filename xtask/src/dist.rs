//! `cargo xtask dist`: the release set, built one target at a time into `target/dist/`.

use std::path::{Path, PathBuf};
use std::process::Command;

use crate::platforms::{PLATFORMS, Package, Platform, Target};
use crate::{deb, sums};

/// The version of every artefact: the workspace's.
pub(crate) const VERSION: &str = env!("CARGO_PKG_VERSION");

/// The release profile of the set (the workspace's `Cargo.toml`): no debug info, symbols kept.
const PROFILE: &str = "dist";

/// The most the static server may weigh: it is downloaded onto a Raspberry Pi's SD card and
/// into container images.
const MAX_SERVER_BYTES: u64 = 25 * 1000 * 1000;

/// What `dist` was asked for.
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct Options {
    /// The platforms to build (all when none were named).
    pub(crate) only: Vec<String>,
    /// Whether to build the container image.
    pub(crate) image: bool,
}

impl Options {
    /// Reads `dist`'s arguments.
    pub(crate) fn parse(args: &[String]) -> Result<Options, String> {
        let mut options = Options {
            only: Vec::new(),
            image: true,
        };
        let mut args = args.iter();
        while let Some(arg) = args.next() {
            match arg.as_str() {
                "--only" => {
                    let name = args.next().ok_or("--only needs a platform")?;
                    if !PLATFORMS.iter().any(|p| p.name == name) {
                        let names: Vec<_> = PLATFORMS.iter().map(|p| p.name).collect();
                        return Err(format!(
                            "no platform {name}; there are {}",
                            names.join(", ")
                        ));
                    }
                    options.only.push(name.clone());
                }
                "--no-image" => options.image = false,
                other => return Err(format!("unknown argument {other}\n{}", crate::USAGE)),
            }
        }
        Ok(options)
    }

    /// The platforms to build, in the catalogue's order.
    fn platforms(&self) -> Vec<&'static Platform> {
        PLATFORMS
            .iter()
            .filter(|p| self.only.is_empty() || self.only.iter().any(|name| name == p.name))
            .collect()
    }

    /// Whether an image is built: asked for, and a Linux server among the platforms.
    fn builds_image(&self) -> bool {
        self.image
            && self
                .platforms()
                .iter()
                .any(|p| matches!(p.package, Package::Linux { .. }))
    }
}

/// The folders of a run.
#[derive(Debug)]
struct Dirs {
    /// The repository.
    repo: PathBuf,
    /// Cargo's target folder.
    target: PathBuf,
    /// Where the artefacts go: `target/dist`.
    dist: PathBuf,
    /// Where packages are put together: `target/dist-work`.
    work: PathBuf,
}

/// Builds the release set.
pub(crate) fn run(options: &Options) -> Result<(), String> {
    let repo = Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .ok_or("no repository above xtask")?
        .to_path_buf();
    let target =
        std::env::var_os("CARGO_TARGET_DIR").map_or_else(|| repo.join("target"), PathBuf::from);
    let dirs = Dirs {
        dist: target.join("dist"),
        work: target.join("dist-work"),
        repo,
        target,
    };
    check_tools(options)?;
    if dirs.work.exists() {
        std::fs::remove_dir_all(&dirs.work).map_err(|e| format!("{}: {e}", dirs.work.display()))?;
    }
    std::fs::create_dir_all(&dirs.work).map_err(|e| format!("{}: {e}", dirs.work.display()))?;
    clear(&dirs.dist, &options.platforms(), options.only.is_empty())?;
    for platform in options.platforms() {
        build_platform(&dirs, platform)?;
    }
    if options.builds_image() {
        for platform in options.platforms() {
            if let Package::Linux { image_arch, .. } = platform.package {
                image(&dirs, platform, image_arch)?;
            }
        }
    }
    sums::write(&dirs.dist)?;
    println!("\nThe release set, in {}:", dirs.dist.display());
    list(&dirs.dist)
}

/// Builds one platform's programs and packages them.
fn build_platform(dirs: &Dirs, platform: &Platform) -> Result<(), String> {
    say(&format!("{}: building", platform.name));
    let server = build(dirs, platform.server, "boardroom-server")?;
    let desktop = build(dirs, platform.desktop, "boardroom-desktop")?;
    let name = platform.name;
    match platform.package {
        Package::Linux { deb_arch, .. } => {
            let bytes = std::fs::metadata(&server)
                .map_err(|e| format!("{}: {e}", server.display()))?
                .len();
            if bytes > MAX_SERVER_BYTES {
                return Err(format!(
                    "the static server weighs {bytes} bytes, over the {MAX_SERVER_BYTES} allowed"
                ));
            }
            copy(
                &server,
                &dirs.dist.join(format!("boardroom-server-{VERSION}-{name}")),
            )?;
            package_deb(dirs, platform, &server, &desktop)?;
            let deb = dirs
                .dist
                .join(format!("{}_{VERSION}-1_{deb_arch}.deb", deb::NAME));
            if !deb.is_file() {
                return Err(format!("cargo-deb made no {}", deb.display()));
            }
        }
        Package::Windows => {
            let folder = dirs.work.join(format!("boardroom-{VERSION}-{name}"));
            std::fs::create_dir_all(&folder).map_err(|e| format!("{}: {e}", folder.display()))?;
            copy(
                &server,
                &folder.join(platform.server.exe("boardroom-server")),
            )?;
            copy(
                &desktop,
                &folder.join(platform.desktop.exe("boardroom-desktop")),
            )?;
            copy(
                &dirs.repo.join("deploy/windows/README.txt"),
                &folder.join("README.txt"),
            )?;
            let zip = dirs.dist.join(format!("boardroom-{VERSION}-{name}.zip"));
            // From inside the work folder, so that the zip holds one folder.
            let folder_name = folder
                .file_name()
                .and_then(|n| n.to_str())
                .ok_or("a name")?;
            exec(
                Command::new("zip")
                    .args(["-q", "-r", "-X"])
                    .arg(&zip)
                    .arg(folder_name)
                    .current_dir(&dirs.work),
            )?;
        }
    }
    sbom(dirs, platform.server, "server", "boardroom-server", name)?;
    sbom(
        dirs,
        platform.desktop,
        "client/desktop",
        "boardroom-desktop",
        name,
    )
}

/// `cargo build` of one program for one target with the set's profile; returns the program.
fn build(dirs: &Dirs, target: &Target, package: &str) -> Result<PathBuf, String> {
    exec(
        Command::new(cargo())
            .args([
                "build",
                "--locked",
                "--profile",
                PROFILE,
                "--target",
                target.triple,
                "-p",
                package,
            ])
            .envs(target.env())
            .current_dir(&dirs.repo),
    )?;
    Ok(dirs
        .target
        .join(target.triple)
        .join(PROFILE)
        .join(target.exe(package)))
}

/// The `.deb` of a Linux platform, from its static server and its desktop app.
fn package_deb(
    dirs: &Dirs,
    platform: &Platform,
    server: &Path,
    desktop: &Path,
) -> Result<(), String> {
    let stage = dirs.work.join(format!("deb-{}", platform.name));
    deb::stage(&dirs.repo, &stage, server, desktop)?;
    // cargo-deb names the architecture after the target; the programs are built already.
    exec(
        Command::new(cargo())
            .args([
                "deb",
                "--no-build",
                "--no-strip",
                "--quiet",
                "--target",
                platform.desktop.triple,
            ])
            .arg("--manifest-path")
            .arg(stage.join("Cargo.toml"))
            .arg("--output")
            .arg(&dirs.dist)
            .current_dir(&stage),
    )
}

/// A CycloneDX bill of materials of one program for one target (every crate it is built from,
/// with versions, licences and checksums), as `PROGRAM-VERSION-PLATFORM.cdx.json`.
fn sbom(
    dirs: &Dirs,
    target: &Target,
    dir: &str,
    package: &str,
    platform: &str,
) -> Result<(), String> {
    let name = format!("{package}-{VERSION}-{platform}");
    exec(
        Command::new(cargo())
            .args([
                "cyclonedx",
                "--format",
                "json",
                "--spec-version",
                "1.5",
                "--all",
                "--no-build-deps",
                "-q",
            ])
            .args(["--target", target.triple, "--override-filename", &name])
            .arg("--manifest-path")
            .arg(dirs.repo.join(dir).join("Cargo.toml"))
            .current_dir(&dirs.repo),
    )?;
    let made = dirs.repo.join(dir).join(format!("{name}.json"));
    let to = dirs.dist.join(format!("{name}.cdx.json"));
    std::fs::rename(&made, &to).map_err(|e| format!("{}: {e}", made.display()))?;
    // It writes one beside every member of the workspace; only the program's is kept.
    remove_beside_manifests(&dirs.repo, &format!("{name}.json"))
}

/// Removes `file` from every folder under `dir` that holds a `Cargo.toml` (the folders of the
/// workspace's members), passing over `target` and hidden folders.
fn remove_beside_manifests(dir: &Path, file: &str) -> Result<(), String> {
    if dir.join("Cargo.toml").is_file() && dir.join(file).is_file() {
        std::fs::remove_file(dir.join(file)).map_err(|e| format!("{}: {e}", dir.display()))?;
    }
    let entries = std::fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    for entry in entries.filter_map(Result::ok) {
        let name = entry.file_name();
        let name = name.to_string_lossy();
        let skip = name.starts_with('.') || name == "target" || name == "node_modules";
        if !skip && entry.file_type().is_ok_and(|t| t.is_dir()) {
            remove_beside_manifests(&entry.path(), file)?;
        }
    }
    Ok(())
}

/// The container image of a Linux platform's static server (`deploy/Containerfile`), saved as
/// an archive that `podman load` and `docker load` read.
fn image(dirs: &Dirs, platform: &Platform, arch: &str) -> Result<(), String> {
    say(&format!("{}: the container image", platform.name));
    let context = dirs.work.join(format!("image-{}", platform.name));
    for dir in ["data", "tmp"] {
        std::fs::create_dir_all(context.join(dir)).map_err(|e| format!("{dir}: {e}"))?;
    }
    let server = dirs
        .dist
        .join(format!("boardroom-server-{VERSION}-{}", platform.name));
    copy(&server, &context.join("boardroom-server"))?;
    let tag = format!("localhost/boardroom:{VERSION}-{arch}");
    exec(
        Command::new("buildah")
            .args([
                "build", "--quiet", "--format", "docker", "--arch", arch, "--tag", &tag, "--file",
            ])
            .arg(dirs.repo.join("deploy/Containerfile"))
            .arg(&context),
    )?;
    let archive = dirs
        .dist
        .join(format!("boardroom-{VERSION}-image-{arch}.tar"));
    // The archive names the image `boardroom:VERSION`, whatever the machine it is loaded on.
    exec(
        Command::new("buildah")
            .args(["push", "--quiet", &tag])
            .arg(format!(
                "docker-archive:{}:boardroom:{VERSION}",
                archive.display()
            )),
    )?;
    exec(Command::new("buildah").args(["rmi", &tag]))
}

/// Says what is missing before anything is built, all of it at once.
fn check_tools(options: &Options) -> Result<(), String> {
    let mut missing = Vec::new();
    let sysroot = output(Command::new("rustc").args(["--print", "sysroot"]))?;
    let mut targets: Vec<&Target> = options
        .platforms()
        .iter()
        .flat_map(|p| [p.server, p.desktop])
        .collect();
    targets.sort_by_key(|t| t.triple);
    targets.dedup_by_key(|t| t.triple);
    for target in targets {
        let installed = Path::new(sysroot.trim())
            .join("lib/rustlib")
            .join(target.triple)
            .exists();
        if !installed {
            missing.push(format!(
                "the Rust target {} (rustup target add {0})",
                target.triple
            ));
        }
        for tool in std::iter::once(target.cc).chain(target.linker) {
            if !on_path(tool) {
                missing.push(format!("{tool} (apt-get install {})", target.apt));
            }
        }
    }
    for (subcommand, krate) in [("deb", "cargo-deb"), ("cyclonedx", "cargo-cyclonedx")] {
        if output(Command::new(cargo()).args([subcommand, "--version"])).is_err() {
            missing.push(format!("{krate} (cargo install --locked {krate})"));
        }
    }
    if options
        .platforms()
        .iter()
        .any(|p| matches!(p.package, Package::Windows))
        && !on_path("zip")
    {
        missing.push("zip (apt-get install zip)".to_owned());
    }
    if options.builds_image() && !on_path("buildah") {
        missing.push("buildah (apt-get install buildah), or --no-image".to_owned());
    }
    if missing.is_empty() {
        Ok(())
    } else {
        Err(format!(
            "missing:\n  {}\n`deploy/dist-setup.sh` installs all of them (it asks sudo for apt).",
            missing.join("\n  ")
        ))
    }
}

/// Makes `dir` ready for a new set: made if missing, the files of an older set removed (only
/// plain files: a folder there is Cargo's, which builds a profile's host programs there):
/// every one when `every` platform is built, else those of `platforms` only, so that the
/// others stay and `SHA256SUMS`, written again, covers them all.
fn clear(dir: &Path, platforms: &[&Platform], every: bool) -> Result<(), String> {
    std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    for (name, _) in sums::artefacts(dir)? {
        if every || platforms.iter().any(|p| p.made(&name)) {
            std::fs::remove_file(dir.join(&name)).map_err(|e| format!("{name}: {e}"))?;
        }
    }
    Ok(())
}

/// Prints each artefact with its size.
fn list(dir: &Path) -> Result<(), String> {
    for (name, bytes) in sums::artefacts(dir)? {
        let megabytes = bytes as f64 / 1e6;
        println!("  {megabytes:8.1} MB  {name}");
    }
    Ok(())
}

/// The cargo that runs this task (so that `+toolchain` carries over).
fn cargo() -> String {
    std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_owned())
}

fn on_path(program: &str) -> bool {
    std::env::var_os("PATH")
        .is_some_and(|paths| std::env::split_paths(&paths).any(|dir| dir.join(program).is_file()))
}

fn copy(from: &Path, to: &Path) -> Result<(), String> {
    std::fs::copy(from, to)
        .map(drop)
        .map_err(|e| format!("copying {} to {}: {e}", from.display(), to.display()))
}

fn say(what: &str) {
    println!("==> {what}");
}

/// Runs a command to its end; an error says which one failed.
fn exec(command: &mut Command) -> Result<(), String> {
    let status = command.status().map_err(|e| format!("{command:?}: {e}"))?;
    if status.success() {
        Ok(())
    } else {
        Err(format!("{command:?} failed ({status})"))
    }
}

/// Runs a command and returns what it printed.
fn output(command: &mut Command) -> Result<String, String> {
    let out = command.output().map_err(|e| format!("{command:?}: {e}"))?;
    if out.status.success() {
        Ok(String::from_utf8_lossy(&out.stdout).into_owned())
    } else {
        Err(format!("{command:?} failed ({})", out.status))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(args: &[&str]) -> Result<Options, String> {
        Options::parse(&args.iter().map(|a| (*a).to_owned()).collect::<Vec<_>>())
    }

    #[test]
    fn arguments_choose_platforms_and_the_image() {
        let all = parse(&[]).expect("no arguments");
        assert_eq!(all.platforms().len(), PLATFORMS.len());
        assert!(all.builds_image());

        let one = parse(&["--only", "linux-aarch64", "--no-image"]).expect("parsed");
        let names: Vec<_> = one.platforms().iter().map(|p| p.name).collect();
        assert_eq!(names, ["linux-aarch64"]);
        assert!(!one.builds_image());

        let windows = parse(&["--only", "windows-x86_64"]).expect("parsed");
        assert!(!windows.builds_image(), "no Linux server, no image");

        // A platform's rebuild replaces its own files only.
        let [x86, arm, win] = [0, 1, 2].map(|k| &PLATFORMS[k]);
        for (file, by) in [
            ("boardroom-server-0.1.0-linux-x86_64", x86),
            ("boardroom-desktop-0.1.0-linux-x86_64.cdx.json", x86),
            ("boardroom_0.1.0-1_amd64.deb", x86),
            ("boardroom-0.1.0-image-amd64.tar", x86),
            ("boardroom_0.1.0-1_arm64.deb", arm),
            ("boardroom-0.1.0-image-arm64.tar", arm),
            ("boardroom-0.1.0-windows-x86_64.zip", win),
        ] {
            for platform in PLATFORMS {
                assert_eq!(platform.made(file), platform.name == by.name, "{file}");
            }
        }

        assert!(parse(&["--only", "macos-aarch64"]).is_err());
        assert!(parse(&["--only"]).is_err());
        assert!(parse(&["--fast"]).is_err());
    }
}
