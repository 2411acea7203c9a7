//! The test that the crate's dependencies go one way, down the layers of the crate's
//! `# Dependencies`: no file names a module of a layer above its own.

use std::path::{Path, PathBuf};

/// The layer of a module path under the crate (`room::task`, `cluster::gate`), 0 the top.
fn layer(module: &str) -> usize {
    let mut parts = module.split("::");
    let top = parts.next().unwrap_or_default();
    match top {
        "http" | "serve" | "replay" | "record_pages" | "web" | "backup" => 0,
        "session" => 1,
        "commands" | "server" | "games" | "records" | "imports" | "tournaments" => 2,
        "admin" => match parts.next() {
            Some("http") => 0,
            _ => 7,
        },
        "cluster" => match parts.next() {
            Some(
                "gate" | "relay" | "relays" | "listing" | "takeover" | "wire" | "everywhere"
                | "outlets",
            ) => 3,
            _ => 7,
        },
        "lobby" | "holders" => 4,
        "room" => 5,
        "context" => 6,
        _ => 7,
    }
}

/// Every `.rs` file under `dir`, with its module path.
fn files(dir: &Path, module: &str, found: &mut Vec<(PathBuf, String)>) {
    let entries = std::fs::read_dir(dir).unwrap_or_else(|e| panic!("{dir:?}: {e}"));
    for path in entries.filter_map(Result::ok).map(|entry| entry.path()) {
        let Some(name) = path.file_stem().and_then(|n| n.to_str()).map(str::to_owned) else {
            continue;
        };
        let inner = match (module, name.as_str()) {
            ("", _) => name.clone(),
            (_, "mod") => module.to_owned(),
            _ => format!("{module}::{name}"),
        };
        if path.is_dir() {
            files(&path, &inner, found);
        } else if path.extension().is_some_and(|e| e == "rs") {
            found.push((path, inner));
        }
    }
}

/// The module paths a file names as `crate::...`: up to the first item that is not a module
/// name (one starting in upper case, or a brace).
fn named(text: &str) -> Vec<String> {
    text.match_indices("crate::")
        .map(|(at, _)| {
            let rest = &text[at + "crate::".len()..];
            let path: String = rest
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == ':')
                .collect();
            path.split("::")
                .take_while(|part| part.starts_with(|c: char| c.is_ascii_lowercase()))
                .collect::<Vec<_>>()
                .join("::")
        })
        .filter(|path| !path.is_empty())
        .collect()
}

#[test]
fn dependencies_go_down_the_layers() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut found = Vec::new();
    files(&src, "", &mut found);
    let mut upward = Vec::new();
    for (path, module) in &found {
        if matches!(module.as_str(), "lib" | "main" | "layers") {
            continue;
        }
        let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path:?}: {e}"));
        for used in named(&text) {
            if layer(&used) < layer(module) {
                upward.push(format!("{module} uses {used}"));
            }
        }
    }
    upward.sort();
    upward.dedup();
    assert!(upward.is_empty(), "upward: {}", upward.join(", "));
}

#[test]
fn a_name_above_is_found() {
    let text = "use crate::cluster::gate::open;\nuse crate::room::{self, Envelope};\n";
    assert_eq!(named(text), ["cluster::gate::open", "room"]);
    assert!(layer("cluster::gate") < layer("lobby"));
    assert!(layer("lobby") < layer("cluster"));
}
