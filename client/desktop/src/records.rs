//! Game records to replay: a finished game fetched from its server as SGF
//! (`GET /games/{id}.sgf`, the game of a list or of a link `/g/{id}`), or an SGF file opened
//! from disk; both read by the engine's SGF
//! reader, which checks every move by the rules. Blocking: the app calls these on a thread of
//! their own, so the window never waits on the network or the disk.

use std::io::Read as _;
use std::path::Path;
use std::time::Duration;

use boardroom_engine::sgf::{SgfRecord, from_sgf, from_sgf_bytes};

use crate::t;

/// The largest record read, from a server or a file: a game of every point of a 19×19 board
/// with a long comment on every move is well under this.
pub const MAX_SGF_BYTES: u64 = 1 << 20;

/// How long fetching a record from the server may take.
const FETCH_TIMEOUT: Duration = Duration::from_secs(10);

/// Fetches game `game_id` from `server` (`host:port`) and reads it.
///
/// # Errors
/// A sentence for the player: the server could not be reached, had no such game, sent too
/// much, or sent a record that does not read.
pub fn fetch(server: &str, game_id: &str) -> Result<SgfRecord, String> {
    let agent: ureq::Agent = ureq::Agent::config_builder()
        .timeout_global(Some(FETCH_TIMEOUT))
        .build()
        .into();
    let text = agent
        .get(format!("http://{server}/games/{game_id}.sgf"))
        .call()
        .map_err(|error| match error {
            ureq::Error::StatusCode(404) => t!("desk-record-no-game", id = game_id),
            ureq::Error::StatusCode(code) => t!("desk-server-answered", status = code),
            ureq::Error::Timeout(_) => t!("desk-server-no-answer"),
            _ => t!("desk-server-unreachable"),
        })?
        .body_mut()
        .with_config()
        .limit(MAX_SGF_BYTES)
        .read_to_string()
        .map_err(|_| t!("desk-record-not-whole"))?;
    from_sgf(&text).map_err(|error| {
        t!(
            "desk-record-unreadable",
            id = game_id,
            error = error.to_string()
        )
    })
}

/// The server (`host:port`) and the game id of a finished game's link, `http://host:port/g/ID`
/// (the port 7878 when none is named); `None` for anything else.
#[must_use]
pub fn parse_game_link(text: &str) -> Option<(String, String)> {
    let text = text.trim();
    let (_, id) = text.split_once("/g/")?;
    let id = id.trim_end_matches('/');
    // The game's number, then the server's tag (a link from before the tags has none).
    let (number, tag) = id.split_once('-').unwrap_or((id, ""));
    let tag_ok = tag.is_empty()
        || (tag.len() == 12 && tag.bytes().all(|b| matches!(b, b'a'..=b'z' | b'2'..=b'7')));
    if number.is_empty() || !number.bytes().all(|b| b.is_ascii_digit()) || !tag_ok {
        return None;
    }
    let (server, _) = crate::app::parse_address(text)?;
    Some((server, id.to_owned()))
}

/// Reads the SGF file at `path`.
///
/// # Errors
/// A sentence for the player naming the problem: no such file, too large, or not a record
/// Boardroom reads (the reader says what and where, such as "move 7 B\[hh\] (byte 92) is
/// illegal (the point is taken)").
pub fn open(path: &Path) -> Result<SgfRecord, String> {
    let shown = path.display().to_string();
    let file = std::fs::File::open(path).map_err(|error| {
        t!(
            "desk-file-cannot-open",
            path = shown.as_str(),
            error = error.to_string()
        )
    })?;
    let mut bytes = Vec::new();
    file.take(MAX_SGF_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(|error| {
            t!(
                "desk-file-cannot-read",
                path = shown.as_str(),
                error = error.to_string()
            )
        })?;
    if bytes.len() as u64 > MAX_SGF_BYTES {
        return Err(t!(
            "desk-file-too-large",
            path = shown.as_str(),
            size = MAX_SGF_BYTES / 1024
        ));
    }
    from_sgf_bytes(&bytes).map_err(|error| {
        t!(
            "desk-file-unreadable",
            path = shown.as_str(),
            error = error.to_string()
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn game_links_name_a_server_and_a_game() {
        assert_eq!(
            parse_game_link(" http://192.168.1.5:8080/g/42 "),
            Some(("192.168.1.5:8080".to_owned(), "42".to_owned()))
        );
        assert_eq!(
            parse_game_link("box.local/g/7/"),
            Some(("box.local:7878".to_owned(), "7".to_owned()))
        );
        assert_eq!(
            parse_game_link("http://box.local:7878/g/42-k3jqz7w2m5xa"),
            Some(("box.local:7878".to_owned(), "42-k3jqz7w2m5xa".to_owned()))
        );
        assert_eq!(parse_game_link("http://box.local/g/42-k3j"), None);
        assert_eq!(parse_game_link("http://box.local/g/42-K3JQZ7W2M5XA"), None);
        assert_eq!(parse_game_link("http://box.local/r/K7Q2"), None);
        assert_eq!(parse_game_link("http://box.local/g/42;x"), None);
        assert_eq!(parse_game_link("http://box.local/g/"), None);
    }

    #[test]
    fn a_bad_file_is_named_with_its_problem() {
        let dir = tempfile::tempdir().expect("a temp dir");
        let check = |name: &str, text: &[u8], expect: &str| {
            let path = dir.path().join(name);
            std::fs::write(&path, text).expect("written");
            let error = open(&path).expect_err("refused");
            assert!(error.contains(expect), "{error}");
        };
        check("empty.sgf", b"", "no game tree");
        check("chess.sgf", b"(;GM[3];B[aa])", "unknown game GM[3]");
        check(
            "taken.sgf",
            b"(;GM[4]SZ[15];B[hh];W[hh])",
            "move 2 W[hh] (byte 20) is illegal",
        );
        check("big.sgf", &vec![b' '; 2 << 20], "larger than 1024 KiB");
        let missing = open(&dir.path().join("missing.sgf")).expect_err("refused");
        assert!(missing.starts_with("Cannot open"), "{missing}");
        let good = dir.path().join("good.sgf");
        std::fs::write(&good, "(;GM[4]SZ[15];B[hh];W[hi])").expect("written");
        assert_eq!(open(&good).expect("read").moves().len(), 2);
    }
}
