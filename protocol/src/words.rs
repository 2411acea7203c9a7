//! Words: a server's sentence as a message of the catalogues both clients read
//! (`client/locales/LANG.ftl`), so that a client says it in its player's language. The
//! sentence itself still comes in English beside it, for clients and bots that know no
//! catalogue.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

/// A message of the catalogues and what goes in it. JSON:
/// `{"id": "server-draw-too-soon", "args": {"moves": 10}}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Words {
    /// The message's id in the catalogues.
    pub id: String,
    /// Its variables, by name (absent when it has none).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub args: BTreeMap<String, WordArg>,
}

/// A variable's value: a number (which the catalogue may count with: plurals) or a text.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum WordArg {
    /// A number.
    Number(i64),
    /// A text (a name, a code, a point).
    Text(String),
}
