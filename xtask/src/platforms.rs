//! What the release set holds, said once: each platform, the targets its programs are built
//! for, and the cross tools each target needs.

/// A Rust target and the tools that build for it on a Debian machine.
#[derive(Debug)]
pub(crate) struct Target {
    /// The target triple, as `rustup target add` takes it.
    pub(crate) triple: &'static str,
    /// The C compiler for the C inside the dependencies (SQLite, mimalloc, ring), handed to
    /// the `cc` crate as `CC_<triple>`.
    pub(crate) cc: &'static str,
    /// The linker, when it is not the host's `cc`.
    pub(crate) linker: Option<&'static str>,
    /// The Debian package that brings `cc` and the linker.
    pub(crate) apt: &'static str,
    /// More of the environment, for the C inside the dependencies.
    pub(crate) extra_env: &'static [(&'static str, &'static str)],
}

/// The server on Linux: static (musl), so that it runs on any Linux of its processor, in an
/// empty container, with no library beyond the kernel.
pub(crate) const LINUX_X86_64_MUSL: Target = Target {
    triple: "x86_64-unknown-linux-musl",
    cc: "musl-gcc",
    linker: None,
    apt: "musl-tools",
    extra_env: &[],
};

/// The same for 64-bit ARM (a Raspberry Pi 3, 4 or 5 on Raspberry Pi OS 64-bit). Debian has no
/// musl cross compiler: glibc's compiles the C, and Rust's own musl start files and C library
/// link it. SQLite asks glibc's headers for the large-file calls (`open64`, `pread64`), which
/// musl does not have; on a 64-bit system every call is a large-file one, so it is built
/// without them.
pub(crate) const LINUX_AARCH64_MUSL: Target = Target {
    triple: "aarch64-unknown-linux-musl",
    cc: "aarch64-linux-gnu-gcc",
    linker: Some("aarch64-linux-gnu-gcc"),
    apt: "gcc-aarch64-linux-gnu",
    extra_env: &[("LIBSQLITE3_FLAGS", "-DSQLITE_DISABLE_LFS")],
};

/// The desktop app on Linux: with glibc, since it opens its window through the system's
/// graphics libraries (loaded at run time), which a static program cannot load.
pub(crate) const LINUX_X86_64_GNU: Target = Target {
    triple: "x86_64-unknown-linux-gnu",
    cc: "cc",
    linker: None,
    apt: "gcc",
    extra_env: &[],
};

/// The desktop app for 64-bit ARM Linux.
pub(crate) const LINUX_AARCH64_GNU: Target = Target {
    triple: "aarch64-unknown-linux-gnu",
    cc: "aarch64-linux-gnu-gcc",
    linker: Some("aarch64-linux-gnu-gcc"),
    apt: "gcc-aarch64-linux-gnu",
    extra_env: &[],
};

/// Both programs on Windows, cross-built with mingw-w64.
pub(crate) const WINDOWS_X86_64: Target = Target {
    triple: "x86_64-pc-windows-gnu",
    cc: "x86_64-w64-mingw32-gcc",
    linker: Some("x86_64-w64-mingw32-gcc"),
    apt: "gcc-mingw-w64-x86-64",
    extra_env: &[],
};

/// How a platform's programs reach people.
#[derive(Debug)]
pub(crate) enum Package {
    /// The static server alone, a `.deb` with the server, its units and the desktop app, and
    /// a container image of the static server.
    Linux {
        /// The architecture's name for Debian (`dpkg --print-architecture`).
        deb_arch: &'static str,
        /// The architecture's name for an OCI image (`buildah build --arch`).
        image_arch: &'static str,
    },
    /// A zip of both programs.
    Windows,
}

/// One platform of the release set.
#[derive(Debug)]
pub(crate) struct Platform {
    /// Its name in the artefacts' names and for `--only`.
    pub(crate) name: &'static str,
    /// The target the server is built for.
    pub(crate) server: &'static Target,
    /// The target the desktop app is built for.
    pub(crate) desktop: &'static Target,
    /// What is made of the programs.
    pub(crate) package: Package,
}

/// Every platform, in the order they are built. macOS is not here: Apple's SDK and linker do
/// not run on Linux.
pub(crate) const PLATFORMS: &[Platform] = &[
    Platform {
        name: "linux-x86_64",
        server: &LINUX_X86_64_MUSL,
        desktop: &LINUX_X86_64_GNU,
        package: Package::Linux {
            deb_arch: "amd64",
            image_arch: "amd64",
        },
    },
    Platform {
        name: "linux-aarch64",
        server: &LINUX_AARCH64_MUSL,
        desktop: &LINUX_AARCH64_GNU,
        package: Package::Linux {
            deb_arch: "arm64",
            image_arch: "arm64",
        },
    },
    Platform {
        name: "windows-x86_64",
        server: &WINDOWS_X86_64,
        desktop: &WINDOWS_X86_64,
        package: Package::Windows,
    },
];

impl Platform {
    /// Whether the artefact named `file` is one of this platform's: its programs and their
    /// bills of materials carry the platform's name, its `.deb` and image their architecture's.
    pub(crate) fn made(&self, file: &str) -> bool {
        let named = file.contains(&format!("-{}", self.name));
        named
            || match self.package {
                Package::Linux {
                    deb_arch,
                    image_arch,
                } => {
                    file.ends_with(&format!("_{deb_arch}.deb"))
                        || file.ends_with(&format!("-image-{image_arch}.tar"))
                }
                Package::Windows => false,
            }
    }
}

impl Target {
    /// The environment that points Cargo and the `cc` crate at this target's tools.
    pub(crate) fn env(&self) -> Vec<(String, String)> {
        let under = self.triple.replace('-', "_");
        let mut env = vec![(format!("CC_{under}"), self.cc.to_owned())];
        env.extend(
            self.extra_env
                .iter()
                .map(|(name, value)| ((*name).to_owned(), (*value).to_owned())),
        );
        if let Some(linker) = self.linker {
            env.push((
                format!("CARGO_TARGET_{}_LINKER", under.to_uppercase()),
                linker.to_owned(),
            ));
        }
        env
    }

    /// A program's file name on this target.
    pub(crate) fn exe(&self, program: &str) -> String {
        if self.triple.contains("windows") {
            format!("{program}.exe")
        } else {
            program.to_owned()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_target_names_its_tools_for_cargo_and_cc() {
        assert_eq!(
            LINUX_AARCH64_MUSL.env(),
            [
                (
                    "CC_aarch64_unknown_linux_musl".to_owned(),
                    "aarch64-linux-gnu-gcc".to_owned()
                ),
                (
                    "LIBSQLITE3_FLAGS".to_owned(),
                    "-DSQLITE_DISABLE_LFS".to_owned()
                ),
                (
                    "CARGO_TARGET_AARCH64_UNKNOWN_LINUX_MUSL_LINKER".to_owned(),
                    "aarch64-linux-gnu-gcc".to_owned()
                ),
            ]
        );
        assert_eq!(LINUX_X86_64_MUSL.env().len(), 1, "the host's linker");
        assert_eq!(
            WINDOWS_X86_64.exe("boardroom-server"),
            "boardroom-server.exe"
        );
        assert_eq!(
            LINUX_X86_64_GNU.exe("boardroom-desktop"),
            "boardroom-desktop"
        );
    }

    #[test]
    fn platform_names_are_unique() {
        let mut names: Vec<_> = PLATFORMS.iter().map(|p| p.name).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), PLATFORMS.len());
    }
}
