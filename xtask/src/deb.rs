//! The `.deb`: the static server with its systemd units and settings, and the desktop app
//! with its menu entry and icon, made by cargo-deb. Its two programs come from two targets (the
//! server static, the app with glibc), so the package is described here, as a small manifest
//! of its own beside the files it takes (`stage`), rather than in either crate's.

use std::path::Path;

/// The package's name.
pub(crate) const NAME: &str = "boardroom";

/// Every file of the package: its name where it is staged, where it is installed, its mode.
/// What goes into `/etc` is a configuration file: an upgrade keeps a changed one.
const FILES: &[(&str, &str, &str)] = &[
    ("boardroom-server", "usr/bin/", "755"),
    ("boardroom-desktop", "usr/bin/", "755"),
    ("boardroom", "usr/bin/", "755"),
    ("boardroom.service", "lib/systemd/system/", "644"),
    ("boardroom-backup.service", "lib/systemd/system/", "644"),
    ("boardroom-backup.timer", "lib/systemd/system/", "644"),
    ("boardroom.env", "etc/boardroom/", "640"),
    ("boardroom.desktop", "usr/share/applications/", "644"),
    (
        "boardroom.svg",
        "usr/share/icons/hicolor/scalable/apps/",
        "644",
    ),
    ("README.md", "usr/share/doc/boardroom/", "644"),
];

/// Where `deploy/install.sh` puts things, and where a package does.
const PLACES: &[(&str, &str)] = &[
    ("/usr/local/share/doc/boardroom", "/usr/share/doc/boardroom"),
    ("/usr/local/bin", "/usr/bin"),
];

/// A unit file of `deploy/` with the package's paths.
pub(crate) fn relocate(unit: &str) -> String {
    PLACES
        .iter()
        .fold(unit.to_owned(), |text, (from, to)| text.replace(from, to))
}

/// Puts every file of the package into `dir` (made if needed): the two programs given, and
/// the rest from the repository at `repo`.
pub(crate) fn stage(repo: &Path, dir: &Path, server: &Path, desktop: &Path) -> Result<(), String> {
    let copy = |from: &Path, name: &str| {
        std::fs::copy(from, dir.join(name))
            .map(drop)
            .map_err(|e| format!("{}: {e}", from.display()))
    };
    std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    copy(server, "boardroom-server")?;
    copy(desktop, "boardroom-desktop")?;
    copy(&repo.join("deploy/deb/boardroom"), "boardroom")?;
    copy(
        &repo.join("deploy/deb/boardroom.desktop"),
        "boardroom.desktop",
    )?;
    copy(&repo.join("deploy/boardroom.env.example"), "boardroom.env")?;
    copy(&repo.join("client/web/icon.svg"), "boardroom.svg")?;
    copy(&repo.join("deploy/README.md"), "README.md")?;
    for unit in [
        "boardroom.service",
        "boardroom-backup.service",
        "boardroom-backup.timer",
    ] {
        let from = repo.join("deploy").join(unit);
        let text =
            std::fs::read_to_string(&from).map_err(|e| format!("{}: {e}", from.display()))?;
        std::fs::write(dir.join(unit), relocate(&text)).map_err(|e| format!("{unit}: {e}"))?;
    }
    std::fs::write(dir.join("lib.rs"), "").map_err(|e| format!("lib.rs: {e}"))?;
    let scripts = repo.join("deploy/deb");
    std::fs::write(
        dir.join("Cargo.toml"),
        manifest(crate::dist::VERSION, &scripts),
    )
    .map_err(|e| format!("Cargo.toml: {e}"))
}

/// The package's manifest for cargo-deb: a package of its own (an empty library, outside the
/// workspace) whose `[package.metadata.deb]` lists the staged files. `scripts` is the folder of
/// the maintainer scripts (`deploy/deb`: the user made, the service started, a backup before an
/// upgrade).
pub(crate) fn manifest(version: &str, scripts: &Path) -> String {
    let assets: String = FILES
        .iter()
        .map(|(name, place, mode)| format!("    [\"{name}\", \"{place}\", \"{mode}\"],\n"))
        .collect();
    let scripts = toml_string(&format!("{}/", scripts.display()));
    format!(
        r#"# Made by `cargo xtask dist` (xtask/src/deb.rs); cargo-deb reads it.
[package]
name = "{NAME}"
version = "{version}"
edition = "2024"
description = "Board games with a friend on the same network, or against the computer"
license = "MIT OR Apache-2.0"
publish = false

[lib]
path = "lib.rs"

[workspace]

[package.metadata.deb]
maintainer = "Boardroom maintainers <boardroom@localhost>"
copyright = "Boardroom's authors"
section = "games"
priority = "optional"
extended-description = """\
Boardroom is a place to play gomoku, reversi, NoGo and hex gomoku with a friend on the same \
network, or against the computer. The server (boardroom-server, a systemd service) holds the \
rooms and serves the web page a friend opens; the desktop app (boardroom-desktop) hosts or \
joins a match in a window."""
# The server is static; the desktop app needs glibc and, to open its window, the system's
# graphics libraries, which it loads when it starts (a machine without a screen needs none).
depends = "libc6 (>= 2.34), passwd"
recommends = "libegl1, libgl1, libxkbcommon0, libxkbcommon-x11-0, libwayland-client0, libx11-6, libxcursor1, libxrandr2, libxi6"
maintainer-scripts = {scripts}
assets = [
{assets}]
"#
    )
}

/// `text` as a TOML basic string.
fn toml_string(text: &str) -> String {
    format!("\"{}\"", text.replace('\\', "\\\\").replace('"', "\\\""))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn units_point_at_the_packages_paths() {
        let unit = "Documentation=file:///usr/local/share/doc/boardroom/README.md\n\
                    ExecStart=/usr/local/bin/boardroom-server serve\n\
                    EnvironmentFile=/etc/boardroom/boardroom.env\n";
        assert_eq!(
            relocate(unit),
            "Documentation=file:///usr/share/doc/boardroom/README.md\n\
             ExecStart=/usr/bin/boardroom-server serve\n\
             EnvironmentFile=/etc/boardroom/boardroom.env\n"
        );
    }

    #[test]
    fn the_manifest_lists_every_file_once() {
        let text = manifest("1.2.3", Path::new("/src/deploy/deb"));
        assert!(text.contains("version = \"1.2.3\""));
        assert!(text.contains("maintainer-scripts = \"/src/deploy/deb/\""));
        for (name, place, _) in FILES {
            assert_eq!(
                text.matches(&format!("[\"{name}\", \"{place}\"")).count(),
                1,
                "{name}"
            );
        }
    }

    /// Every unit `deploy/` has with a path of `install.sh`'s gets the package's instead.
    #[test]
    fn no_unit_keeps_a_path_of_the_install_script() {
        let deploy = Path::new(env!("CARGO_MANIFEST_DIR")).join("../deploy");
        for unit in [
            "boardroom.service",
            "boardroom-backup.service",
            "boardroom-backup.timer",
        ] {
            let text = std::fs::read_to_string(deploy.join(unit)).expect("the unit");
            assert!(!relocate(&text).contains("/usr/local"), "{unit}");
        }
    }
}
