//! SGF's syntax, read down the main line: the nodes of the first game tree, following the first
//! variation at every branch. Everything else (other variations, other games of a collection)
//! is skipped while checking only that its brackets and parentheses close, so that a file
//! full of analysis costs no more than its main line.
//!
//! The grammar is FF\[4\]'s, read leniently where old files differ: text before the first `(`
//! is skipped, whitespace may stand between any two tokens, and lowercase letters inside a
//! property name are ignored (FF\[3\] wrote `AddBlack` for `AB`).

use super::SgfError;

/// One property of a node: its name and its values, as written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Property {
    /// The name: its uppercase letters, such as `AB`.
    pub(super) name: String,
    /// The byte where the name starts.
    pub(super) at: usize,
    /// Each value with the byte of its first character; escapes are still in.
    pub(super) values: Vec<(usize, String)>,
}

/// One node of the main line.
pub(super) type Node = Vec<Property>;

/// The nodes of the main line of the first game tree in `text`.
///
/// # Errors
/// A [`SgfError`] for text that is not SGF: no game tree, a value or a tree never closed, a
/// character out of place, a property without a value.
pub(super) fn main_line(text: &str) -> Result<Vec<Node>, SgfError> {
    let mut cursor = Cursor {
        bytes: text.as_bytes(),
        text,
        at: 0,
    };
    let open = text.find('(').ok_or(SgfError::NoGameTree)?;
    cursor.at = open + 1;
    // The `(` of each tree still open, innermost last.
    let mut opened = vec![open];
    let mut nodes = Vec::new();
    loop {
        cursor.skip_space();
        match cursor.peek() {
            None => return Err(SgfError::UnclosedTree { at: open }),
            Some(b';') => {
                cursor.at += 1;
                nodes.push(cursor.node()?);
            }
            // The first variation carries the main line on.
            Some(b'(') => {
                opened.push(cursor.at);
                cursor.at += 1;
            }
            Some(b')') => {
                cursor.at += 1;
                opened.pop();
                break;
            }
            Some(_) => return Err(cursor.unexpected()),
        }
    }
    // What follows the main line's last node is its siblings' variations: skipped.
    while let Some(&tree) = opened.last() {
        cursor.skip_space();
        match cursor.peek() {
            None => return Err(SgfError::UnclosedTree { at: tree }),
            Some(b'(') => {
                opened.push(cursor.at);
                cursor.at += 1;
            }
            Some(b')') => {
                cursor.at += 1;
                opened.pop();
            }
            Some(b'[') => {
                cursor.value()?;
            }
            Some(_) => cursor.at += 1,
        }
    }
    Ok(nodes)
}

/// A reading position in the text.
struct Cursor<'a> {
    /// The text as bytes: every byte SGF's syntax gives a meaning is ASCII.
    bytes: &'a [u8],
    /// The same text, to cut values from.
    text: &'a str,
    /// The next byte to read.
    at: usize,
}

impl Cursor<'_> {
    /// The next byte, if any.
    fn peek(&self) -> Option<u8> {
        self.bytes.get(self.at).copied()
    }

    /// Skips whitespace (and any other control character, as old files hold stray ones).
    fn skip_space(&mut self) {
        while self
            .peek()
            .is_some_and(|b| b.is_ascii_whitespace() || b.is_ascii_control())
        {
            self.at += 1;
        }
    }

    /// The error for the character at the cursor.
    fn unexpected(&self) -> SgfError {
        let found = self.text[self.at..].chars().next().unwrap_or('?');
        SgfError::Unexpected { found, at: self.at }
    }

    /// The properties of a node, the cursor just past its `;`.
    fn node(&mut self) -> Result<Node, SgfError> {
        let mut node = Node::new();
        loop {
            self.skip_space();
            match self.peek() {
                Some(b) if b.is_ascii_alphabetic() => node.push(self.property()?),
                _ => return Ok(node),
            }
        }
    }

    /// A property: its name, then one value or more.
    fn property(&mut self) -> Result<Property, SgfError> {
        let at = self.at;
        let mut name = String::new();
        while let Some(b) = self.peek().filter(u8::is_ascii_alphabetic) {
            if b.is_ascii_uppercase() {
                name.push(char::from(b));
            }
            self.at += 1;
        }
        let mut values = Vec::new();
        loop {
            self.skip_space();
            if self.peek() != Some(b'[') {
                break;
            }
            values.push(self.value()?);
        }
        if name.is_empty() {
            // All lowercase: no FF[4] name, and not an FF[3] one either.
            return Err(SgfError::Unexpected {
                found: char::from(self.bytes[at]),
                at,
            });
        }
        if values.is_empty() {
            return Err(SgfError::NoValue { property: name, at });
        }
        Ok(Property { name, at, values })
    }

    /// A value, the cursor at its `[`: its text up to the `]` that no backslash escapes.
    fn value(&mut self) -> Result<(usize, String), SgfError> {
        let open = self.at;
        let mut i = open + 1;
        while let Some(&b) = self.bytes.get(i) {
            match b {
                b'\\' => i += 2,
                b']' => {
                    self.at = i + 1;
                    // Both ends are ASCII bytes, so both are character boundaries.
                    return Ok((open + 1, self.text[open + 1..i].to_owned()));
                }
                _ => i += 1,
            }
        }
        Err(SgfError::UnclosedValue { at: open })
    }
}

/// The text of a value as SGF's `Text` type reads it: a backslash escapes the next character,
/// a backslash before a line break removes both (a soft break), and whitespace other than line
/// breaks becomes a space. With `simple`, line breaks become spaces too (`SimpleText`, as in
/// names).
pub(super) fn text_value(raw: &str, simple: bool) -> String {
    let mut out = String::with_capacity(raw.len());
    let mut chars = raw.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\\' => match chars.next() {
                // A soft line break: "\\\r\n" and "\\\n\r" count as one break.
                Some(first @ ('\n' | '\r')) => {
                    let pair = if first == '\n' { '\r' } else { '\n' };
                    if chars.peek() == Some(&pair) {
                        chars.next();
                    }
                }
                Some(escaped) => out.push(escaped),
                None => {}
            },
            '\r' | '\n' => {
                let pair = if c == '\n' { '\r' } else { '\n' };
                if chars.peek() == Some(&pair) {
                    chars.next();
                }
                out.push(if simple { ' ' } else { '\n' });
            }
            c if c.is_whitespace() => out.push(' '),
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(nodes: &[Node]) -> Vec<String> {
        nodes
            .iter()
            .map(|n| {
                n.iter()
                    .map(|p| format!("{}{}", p.name, p.values.len()))
                    .collect::<Vec<_>>()
                    .join(",")
            })
            .collect()
    }

    #[test]
    fn follows_the_first_variation() {
        let text = "junk (;GM[4] (;B[aa](;W[bb];B[cc])(;W[dd]))(;B[ee]C[x\\]y]))(;GM[2])";
        let nodes = main_line(text).expect("reads");
        assert_eq!(names(&nodes), ["GM1", "B1", "W1", "B1"]);
        assert_eq!(nodes[3][0].values[0].1, "cc");
    }

    #[test]
    fn reads_old_names_and_lists() {
        let nodes = main_line("(;AddBlack[aa] [bb]\n\tPL[W])").expect("reads");
        assert_eq!(nodes[0][0].name, "AB");
        assert_eq!(nodes[0][0].values.len(), 2);
        assert_eq!(nodes[0][0].values[1].0, 16);
    }

    #[test]
    fn says_where_the_text_breaks() {
        let cases = [
            ("hello", SgfError::NoGameTree),
            ("(;B[aa]", SgfError::UnclosedTree { at: 0 }),
            ("(;C[never ends)", SgfError::UnclosedValue { at: 3 }),
            (
                "(;B[aa]X;W[bb])",
                SgfError::NoValue {
                    property: "X".into(),
                    at: 7,
                },
            ),
            ("(;B[aa]%)", SgfError::Unexpected { found: '%', at: 7 }),
            ("(;b[aa])", SgfError::Unexpected { found: 'b', at: 2 }),
            ("(;B[aa](;W[bb])(;W[cc]", SgfError::UnclosedTree { at: 15 }),
            ("(;B[aa](;W[bb])(;C[x)", SgfError::UnclosedValue { at: 18 }),
        ];
        for (text, expected) in cases {
            assert_eq!(main_line(text), Err(expected), "{text}");
        }
    }

    #[test]
    fn text_values_unescape() {
        assert_eq!(text_value("a\\]b\\\\c", false), "a]b\\c");
        assert_eq!(
            text_value("one\\\r\ntwo\r\nthree\tfour", false),
            "onetwo\nthree four"
        );
        assert_eq!(text_value("Ann\nLee", true), "Ann Lee");
    }
}
