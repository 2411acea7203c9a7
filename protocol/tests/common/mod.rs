//! Helpers shared by the protocol's integration tests: reading the golden fixtures.

use std::fs;
use std::path::{Path, PathBuf};

/// One golden frame from `tests/fixtures/<direction>/<type>[.<case>].json`.
#[derive(Debug)]
pub(crate) struct Fixture {
    /// The file, for messages.
    pub(crate) path: PathBuf,
    /// The message type the file name promises (the part before the first dot).
    pub(crate) type_name: String,
    /// The frame's text.
    pub(crate) text: String,
}

/// Every fixture of one direction (`client` or `server`), sorted by file name.
pub(crate) fn fixtures(direction: &str) -> Vec<Fixture> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(direction);
    let mut paths: Vec<PathBuf> = fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .map(|entry| entry.expect("a readable directory entry").path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "json"))
        .collect();
    paths.sort();
    paths
        .into_iter()
        .map(|path| {
            let name = path
                .file_name()
                .and_then(|n| n.to_str())
                .expect("a UTF-8 file name");
            let type_name = name.split('.').next().unwrap_or_default().to_owned();
            let text = fs::read_to_string(&path)
                .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
            Fixture {
                path,
                type_name,
                text,
            }
        })
        .collect()
}

/// The fixture's text as a JSON value.
pub(crate) fn json(fixture: &Fixture) -> serde_json::Value {
    serde_json::from_str(&fixture.text)
        .unwrap_or_else(|e| panic!("{} is not JSON: {e}", fixture.path.display()))
}
