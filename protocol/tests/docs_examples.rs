//! Every message example in `docs/protocol.md` is a frame this crate reads, so the document for
//! people who write their own client cannot drift from the code.

use std::path::Path;

use boardroom_protocol::{ClientMsg, ServerMsg, decode, decode_server};

/// The JSON examples of a Markdown text: each ```json block, and each inline code span that
/// starts like a message (`{"type": "`).
fn examples(markdown: &str) -> Vec<String> {
    let mut found = Vec::new();
    let mut prose = String::new();
    let mut rest = markdown;
    while let Some(start) = rest.find("```json\n") {
        prose.push_str(&rest[..start]);
        let block = &rest[start + "```json\n".len()..];
        let end = block.find("```").expect("a closed code block");
        found.push(block[..end].to_owned());
        rest = &block[end + 3..];
    }
    prose.push_str(rest);
    for span in prose.split('`').skip(1).step_by(2) {
        let span = span.replace('\n', " ");
        if span.starts_with(r#"{"type": ""#) {
            found.push(span);
        }
    }
    found
}

#[test]
fn every_example_in_the_docs_decodes() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../docs/protocol.md");
    let markdown = std::fs::read_to_string(&path).expect("docs/protocol.md");
    let examples = examples(&markdown);
    assert!(
        examples.len() > 30,
        "only {} examples found",
        examples.len()
    );
    let mut seen_client = Vec::new();
    let mut seen_server = Vec::new();
    for example in &examples {
        let client = decode(example);
        let server = decode_server(example);
        match (&client, &server) {
            (Ok(msg), _) => seen_client.push(msg.type_name()),
            (_, Ok(msg)) => seen_server.push(msg.type_name()),
            (Err(c), Err(s)) => {
                panic!("{example}\n  as a client frame: {c}\n  as a server frame: {s}")
            }
        }
        if let Ok(msg) = &server {
            seen_server.push(msg.type_name());
        }
    }
    for type_name in ClientMsg::TYPES {
        assert!(
            seen_client.contains(type_name),
            "docs/protocol.md has no example of client message {type_name}"
        );
    }
    for type_name in ServerMsg::TYPES {
        assert!(
            seen_server.contains(type_name),
            "docs/protocol.md has no example of server message {type_name}"
        );
    }
}
