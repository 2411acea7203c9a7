//! `GET /g/{id}`: a finished game's own link, for anyone who has it: the web client, which
//! reads the id from the address and opens the game's replay (`get_game`).
//!
//! `GET /g/{id}.html`: the same game as a plain page: who played, how it ended, every move in
//! order (in the record's coordinates) with the review's verdict on it once a review is done,
//! and the record to download. Made on the server as plain HTML, every stored text escaped, no
//! script: it works in any browser, without JavaScript, and under the page's strict
//! Content-Security-Policy.
//!
//! A game still being played has neither: its moves belong to its room until it ends. A game
//! from a file (`review_sgf`) has both, and says it came from a file.

use std::fmt::Write as _;

use std::net::SocketAddr;

use axum::extract::{ConnectInfo, Path, State};
use axum::http::HeaderMap;
use axum::response::Response;
use boardroom_engine::sgf::coordinate;
use boardroom_engine::{AnyGame, Game, Move};

use crate::http::civil_date;
use crate::record_pages::Kind;
use crate::server::Server;
use crate::store::GameRecord;
use crate::web::html_page;

/// `GET /g/{id}` and `GET /g/{id}.html`.
pub(crate) async fn page(
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    Path(file): Path<String>,
    State(server): State<Server>,
) -> Response {
    let (id, plain) = match file.strip_suffix(".html") {
        Some(id) => (id, true),
        None => (file.as_str(), false),
    };
    match crate::record_pages::serve(&server, peer, &headers, id, Kind::Page).await {
        Ok((_, page)) if plain => html_page(page.to_string()),
        Ok(_) => crate::web::index().await,
        Err(refused) => refused,
    }
}

/// The plain page of the whole game `record` whose public id is `id`, with a finished
/// review's `comments`; `None` when the stored moves do not replay.
pub(crate) fn html(id: &str, record: &GameRecord, comments: &[Option<String>]) -> Option<String> {
    let game = AnyGame::replay(&record.config, &record.moves).ok()?;
    let name = |n: &Option<String>| n.clone().unwrap_or_else(|| "(empty seat)".to_owned());
    let (black, white) = (name(&record.names[0]), name(&record.names[1]));
    let result = record
        .result
        .as_ref()
        .map(|r| format!("{} ({})", r.result, r.reason.replace('_', " ")))
        .unwrap_or_default();
    // A game from a file says so, wherever it is shown: its names and result are the file's.
    let (heading, source) = if record.imported_by.is_some() {
        (
            "From a file",
            "<p data-imported>Read from an SGF file a player brought for a review: not a game \
             played on this server; the names and the result are the file&#39;s.</p>",
        )
    } else {
        ("Game", "")
    };
    let mut body = String::new();
    let _ = write!(
        body,
        "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
         <title>{heading} {id}: {b} vs {w} - Boardroom</title>\
         <link rel=\"stylesheet\" href=\"/assets/style.css\"></head>\
         <body class=\"replay-page\"><main><h1>{heading} {id}</h1>{source}\
         <p data-game=\"{kind}\">{kind}: <b>{b}</b> (black) vs <b>{w}</b> (white), {date}</p>\
         <p data-result>Result: {result}</p>\
         <p><a href=\"/games/{id}.sgf\" download>Download SGF</a></p>",
        b = escape(&black),
        w = escape(&white),
        kind = escape(record.config.kind().as_str()),
        date = civil_date(record.started_ms.max(0) / 86_400_000),
        result = escape(&result),
    );
    body.push_str("<ol class=\"moves\">");
    let shape = game.shape();
    for (k, m) in game.history().iter().enumerate() {
        let mover = if k % 2 == 0 { "B" } else { "W" };
        let at = match m {
            Move::Place(_) => coordinate(shape, *m),
            Move::Pass => "pass".to_owned(),
        };
        let _ = write!(body, "<li data-ply=\"{k}\">{mover} {}", escape(&at));
        if let Some(Some(comment)) = comments.get(k) {
            let _ = write!(body, " <span class=\"comment\">{}</span>", escape(comment));
        }
        body.push_str("</li>");
    }
    body.push_str("</ol></main></body></html>\n");
    Some(body)
}

/// `text` safe inside HTML text and attribute values.
fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::escape;

    #[test]
    fn markup_in_a_name_stays_text() {
        assert_eq!(
            escape("<script>alert('x')</script> & \"q\""),
            "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &quot;q&quot;"
        );
    }
}
