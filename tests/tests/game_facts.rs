//! The invariant that facts about a game live in one catalogue (`server/engine/src/catalogue.rs`):
//! outside the engine, the protocol's definitions and the one conversion between them
//! (`server/src/convert.rs`), no code names a particular game or rule to branch on it. A game or
//! a rule is then added in the engine and its catalogue entry, and the server and both clients
//! follow without a change.
//!
//! The test reads the sources (test code aside: a test picks the games it plays) and fails
//! naming each line that matches on a game kind.

use std::path::{Path, PathBuf};

/// The repository's root.
fn root() -> PathBuf {
    boardroom_tests::setup::repo_root()
}

/// The files that may name a game, and why.
const ALLOWED: &[(&str, &str)] = &[
    (
        "server/src/convert.rs",
        "the one conversion between the wire's and the engine's types",
    ),
    (
        "server/src/engines/piskvork.rs",
        "the Piskvork protocol speaks gomoku and its rules",
    ),
    (
        "server/src/engines/nboard.rs",
        "the NBoard protocol speaks reversi",
    ),
    (
        "server/src/engines/botzone.rs",
        "the Botzone protocol's reversi board differs from its other games'",
    ),
    (
        "server/src/engines/spec.rs",
        "what each outside protocol plays when its engine does not say",
    ),
];

/// What names a game or rule in Rust.
const RUST_NAMES: &[&str] = &[
    "GameKind::Gomoku",
    "GameKind::Reversi",
    "GameKind::NoGo",
    "GameKind::HexGomoku",
    "GomokuRule::",
    "Config::Gomoku",
    "Config::Reversi",
    "Config::NoGo",
    "Config::HexGomoku",
];

/// What names a game or rule in the web client: the wire's names as string literals.
const WEB_NAMES: &[&str] = &[
    "gomoku",
    "reversi",
    "nogo",
    "hex_gomoku",
    "freestyle",
    "standard",
    "renju",
    "caro",
];

/// Every file under `dir` whose name ends in one of `extensions`.
fn files(dir: &Path, extensions: &[&str], found: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for path in entries.filter_map(Result::ok).map(|e| e.path()) {
        if path.is_dir() {
            files(&path, extensions, found);
        } else if path
            .extension()
            .and_then(|e| e.to_str())
            .is_some_and(|e| extensions.contains(&e))
        {
            found.push(path);
        }
    }
}

/// The lines of a Rust file before its test module, without comments.
fn code_lines(text: &str) -> impl Iterator<Item = (usize, &str)> {
    text.lines()
        .enumerate()
        .take_while(|(_, line)| !line.trim_start().starts_with("#[cfg(test)]"))
        .map(|(i, line)| (i + 1, line.split("//").next().unwrap_or_default()))
}

/// Where a Rust file outside the allowed ones names a game.
fn rust_findings(repo: &Path) -> Vec<String> {
    let mut sources = Vec::new();
    for dir in ["server/src", "client/desktop/src"] {
        files(&repo.join(dir), &["rs"], &mut sources);
    }
    let mut found = Vec::new();
    for path in sources {
        let relative = path
            .strip_prefix(repo)
            .unwrap_or(&path)
            .to_string_lossy()
            .into_owned();
        if ALLOWED.iter().any(|(file, _)| *file == relative) || relative.ends_with("tests.rs") {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap_or_default();
        for (number, line) in code_lines(&text) {
            if let Some(name) = RUST_NAMES.iter().find(|n| line.contains(*n)) {
                found.push(format!("{relative}:{number}: {name}: {}", line.trim()));
            }
        }
    }
    found
}

/// Where the web client names a game or rule in a string.
fn web_findings(repo: &Path) -> Vec<String> {
    let mut sources = Vec::new();
    files(&repo.join("client/web"), &["js", "html"], &mut sources);
    let mut found = Vec::new();
    for path in sources {
        let relative = path
            .strip_prefix(repo)
            .unwrap_or(&path)
            .to_string_lossy()
            .into_owned();
        let text = std::fs::read_to_string(&path).unwrap_or_default();
        for (number, line) in text.lines().enumerate() {
            let code = line.split("//").next().unwrap_or_default();
            for name in WEB_NAMES {
                let quoted = [
                    format!("\"{name}\""),
                    format!("'{name}'"),
                    format!("`{name}`"),
                ];
                if quoted.iter().any(|q| code.contains(q.as_str())) {
                    found.push(format!(
                        "{relative}:{}: {name}: {}",
                        number + 1,
                        line.trim()
                    ));
                }
            }
        }
    }
    found
}

#[test]
fn no_code_outside_the_engine_and_the_conversion_matches_on_a_game() {
    let repo = root();
    let mut found = rust_findings(&repo);
    found.extend(web_findings(&repo));
    assert!(
        found.is_empty(),
        "facts about a game belong in the engine's catalogue; these lines name a game:\n{}",
        found.join("\n")
    );
}

#[test]
fn the_check_sees_a_game_named() {
    let text = "fn f(k: GameKind) -> bool {\n    k == GameKind::Reversi\n}\n#[cfg(test)]\nmod t { GameKind::NoGo }";
    let lines: Vec<(usize, &str)> = code_lines(text)
        .filter(|(_, l)| RUST_NAMES.iter().any(|n| l.contains(n)))
        .collect();
    assert_eq!(lines, [(2, "    k == GameKind::Reversi")]);
}
