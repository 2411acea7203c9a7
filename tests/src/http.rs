//! Plain HTTP/1.1 requests with any method, headers and body, over a fresh connection each,
//! for the tests of the server's HTTP pages and APIs (the host's console).

use std::net::SocketAddr;

use crate::connect_tcp_from;

/// An HTTP answer: status, headers (lower-case names) and body.
#[derive(Debug)]
pub struct Answer {
    /// The status code.
    pub status: u16,
    /// The headers, names in lower case.
    pub headers: Vec<(String, String)>,
    /// The body.
    pub body: String,
}

impl Answer {
    /// The value of the header `name` (lower case), if present.
    #[must_use]
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }
}

/// A plain HTTP/1.1 request with `headers` and `body`, from 127.0.0.1.
///
/// # Panics
/// When the server cannot be reached or answers no HTTP.
pub async fn request(
    addr: SocketAddr,
    method: &str,
    path: &str,
    headers: &[(&str, &str)],
    body: &str,
) -> Answer {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let mut stream = connect_tcp_from(addr, std::net::Ipv4Addr::LOCALHOST)
        .await
        .expect("connect");
    let mut text = format!(
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\nContent-Length: {}\r\n",
        body.len()
    );
    for (name, value) in headers {
        text.push_str(&format!("{name}: {value}\r\n"));
    }
    text.push_str("\r\n");
    text.push_str(body);
    stream.write_all(text.as_bytes()).await.expect("write");
    let mut answer = Vec::new();
    stream.read_to_end(&mut answer).await.expect("read");
    let answer = String::from_utf8_lossy(&answer).into_owned();
    let (head, body) = answer.split_once("\r\n\r\n").expect("a head");
    let mut lines = head.lines();
    let status = lines
        .next()
        .and_then(|l| l.split_whitespace().nth(1))
        .and_then(|s| s.parse().ok())
        .expect("a status");
    let headers = lines
        .filter_map(|l| l.split_once(':'))
        .map(|(n, v)| (n.trim().to_ascii_lowercase(), v.trim().to_owned()))
        .collect();
    Answer {
        status,
        headers,
        body: body.to_owned(),
    }
}

/// The host's console action `json` sent to the server at `addr` as the desktop app sends it:
/// the console's key as a bearer token.
pub async fn act_with_key(addr: SocketAddr, key: &str, json: &str) -> Answer {
    let bearer = format!("Bearer {key}");
    request(
        addr,
        "POST",
        "/admin/api/action",
        &[
            ("Authorization", &bearer),
            ("Content-Type", "application/json"),
        ],
        json,
    )
    .await
}
