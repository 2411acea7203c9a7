//! The host's key to the console: a random secret kept in the data folder (`admin-key`, readable
//! by its owner only), made at the first start and the same after, so that the link the server
//! prints stays good across restarts and the desktop app, which knows its own server's folder,
//! reads it there. It is printed once at start, in the console's link, and never logged: its
//! `Debug` hides it.

use std::path::Path;

use rand::RngExt;
use sha2::{Digest, Sha256};

/// The file in the data folder.
pub const KEY_FILE: &str = "admin-key";

/// The console's key.
#[derive(Clone, PartialEq, Eq)]
pub struct AdminKey(String);

impl std::fmt::Debug for AdminKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("AdminKey(..)")
    }
}

impl AdminKey {
    /// The key of the data folder `data`, made (and kept there) if it has none.
    ///
    /// # Errors
    /// The file could not be read or written.
    pub fn of_folder(data: &Path) -> std::io::Result<AdminKey> {
        let path = data.join(KEY_FILE);
        match std::fs::read_to_string(&path) {
            Ok(text) if text.trim().len() >= 32 => return Ok(AdminKey(text.trim().to_owned())),
            Ok(_) => {}
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
            Err(e) => return Err(e),
        }
        std::fs::create_dir_all(data)?;
        let bits: u128 = rand::rng().random();
        let key = format!("{bits:032x}");
        write_private(&path, &key)?;
        Ok(AdminKey(key))
    }

    /// The console's link on the server at `base` (`http://HOST:PORT`).
    #[must_use]
    pub fn link(&self, base: &str) -> String {
        format!("{}/admin?key={}", base.trim_end_matches('/'), self.0)
    }

    /// Whether `given` is the key, compared in time that does not depend on where they differ.
    #[must_use]
    pub fn matches(&self, given: &str) -> bool {
        Sha256::digest(self.0.as_bytes()) == Sha256::digest(given.as_bytes())
    }
}

#[cfg(unix)]
fn write_private(path: &Path, text: &str) -> std::io::Result<()> {
    use std::io::Write;
    use std::os::unix::fs::OpenOptionsExt;
    let mut file = std::fs::OpenOptions::new()
        .write(true)
        .create(true)
        .truncate(true)
        .mode(0o600)
        .open(path)?;
    file.write_all(text.as_bytes())
}

#[cfg(not(unix))]
fn write_private(path: &Path, text: &str) -> std::io::Result<()> {
    std::fs::write(path, text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_folder_keeps_its_key_and_no_one_sees_it() {
        let dir = tempfile::tempdir().expect("a folder");
        let key = AdminKey::of_folder(dir.path()).expect("made");
        assert_eq!(
            AdminKey::of_folder(dir.path()).expect("read"),
            key,
            "the same after"
        );
        assert!(key.matches(&key.0));
        assert!(!key.matches("guess"));
        assert!(!format!("{key:?}").contains(&key.0));
        assert!(
            key.link("http://10.0.0.2:8080/")
                .ends_with(&format!("/admin?key={}", key.0))
        );
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = std::fs::metadata(dir.path().join(KEY_FILE))
                .expect("the file")
                .permissions()
                .mode();
            assert_eq!(mode & 0o077, 0, "only its owner reads it");
        }
    }
}
