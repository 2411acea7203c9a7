//! `SHA256SUMS`: every artefact's digest, in the format `sha256sum --check` reads (and
//! PowerShell's `Get-FileHash` prints the same hex), so that a download is checked with the
//! tools every system has.

use std::io::Read;
use std::path::Path;

use sha2::{Digest, Sha256};

/// The file's name.
pub(crate) const FILE: &str = "SHA256SUMS";

/// The SHA-256 of the file at `path`, in lower-case hex.
pub(crate) fn digest(path: &Path) -> std::io::Result<String> {
    let mut file = std::fs::File::open(path)?;
    let mut hasher = Sha256::new();
    let mut buffer = vec![0; 1 << 16];
    loop {
        let read = file.read(&mut buffer)?;
        if read == 0 {
            break;
        }
        hasher.update(&buffer[..read]);
    }
    Ok(hasher
        .finalize()
        .iter()
        .map(|byte| format!("{byte:02x}"))
        .collect())
}

/// The lines of a `SHA256SUMS` for `(name, digest)` pairs: sorted by name, two spaces between
/// (the text-mode separator `sha256sum` writes; the files are compared byte for byte anyway).
pub(crate) fn text(mut files: Vec<(String, String)>) -> String {
    files.sort();
    files
        .into_iter()
        .map(|(name, digest)| format!("{digest}  {name}\n"))
        .collect()
}

/// The artefacts in `dir`, by name, with their sizes: its plain files, but hidden ones.
pub(crate) fn artefacts(dir: &Path) -> Result<Vec<(String, u64)>, String> {
    let entries = std::fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let mut files: Vec<_> = entries
        .filter_map(Result::ok)
        .filter(|entry| entry.file_type().is_ok_and(|t| t.is_file()))
        .filter_map(|entry| {
            let name = entry.file_name().to_string_lossy().into_owned();
            let bytes = entry.metadata().ok()?.len();
            (!name.starts_with('.')).then_some((name, bytes))
        })
        .collect();
    files.sort();
    Ok(files)
}

/// Writes `SHA256SUMS` over every artefact in `dir` (but itself).
pub(crate) fn write(dir: &Path) -> Result<(), String> {
    let mut files = Vec::new();
    for (name, _) in artefacts(dir)? {
        if name == FILE {
            continue;
        }
        let digest = digest(&dir.join(&name)).map_err(|e| format!("{name}: {e}"))?;
        files.push((name, digest));
    }
    std::fs::write(dir.join(FILE), text(files)).map_err(|e| format!("{FILE}: {e}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_digest_is_sha256() {
        let dir = std::env::temp_dir().join(format!("xtask-sums-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("a temp dir");
        std::fs::write(dir.join("b.txt"), "abc").expect("written");
        std::fs::write(dir.join("a.txt"), "").expect("written");
        // Neither a hidden file nor a folder is an artefact.
        std::fs::write(dir.join(".cargo-lock"), "").expect("written");
        std::fs::create_dir_all(dir.join("deps")).expect("a folder");
        write(&dir).expect("sums written");
        let sums = std::fs::read_to_string(dir.join(FILE)).expect("read");
        std::fs::remove_dir_all(&dir).expect("removed");
        // The digests of "" and "abc" from FIPS 180-2.
        assert_eq!(
            sums,
            "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855  a.txt\n\
             ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad  b.txt\n"
        );
    }
}
