//! Text frames to messages and back.
//!
//! Decoding goes in steps, so that each kind of bad input gets its own answer: the size
//! (`too_large`), then JSON syntax, then the `type`, then the fields (all `bad_request`). It never
//! panics, whatever the input: the JSON parser's nesting limit bounds recursion, and the search
//! for a faulty field (only on the error path) is bounded too.

use std::fmt;

use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::{Map, Value};

use crate::{ClientMsg, ErrorCode, MAX_FRAME_BYTES, ServerMsg};

/// The longest `type` an error keeps to send back as its `ref`, in characters.
const MAX_REF_CHARS: usize = 64;

/// How many keys of one object the faulty-field search tries.
const MAX_PROBE_KEYS: usize = 32;

/// How deep into nested objects the faulty-field search goes.
const MAX_PROBE_DEPTH: usize = 4;

/// Why a frame is not a message. Each maps to an [`ErrorCode`] with [`DecodeError::code`], has a
/// sentence for a person in its `Display`, and keeps the message's `type` for the error's `ref`
/// when it could be read ([`DecodeError::type_ref`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DecodeError {
    /// The frame is longer than [`MAX_FRAME_BYTES`]; it was not parsed.
    TooLarge {
        /// The frame's length in bytes.
        len: usize,
    },
    /// The frame is not valid JSON.
    BadJson {
        /// The parser's complaint, with line and column.
        detail: String,
    },
    /// The frame is JSON but not an object.
    NotAnObject,
    /// The object has no `type`, or its `type` is not a string.
    MissingType,
    /// The `type` names no message of this protocol version.
    UnknownType {
        /// The type as sent (cut to 64 characters).
        type_name: String,
    },
    /// The `type` is known but a field is missing, of the wrong JSON type, or out of range.
    BadField {
        /// The message's type.
        type_name: String,
        /// The faulty field's path (`at`, `options.size`), when it could be found.
        field: Option<String>,
        /// What was wrong, e.g. `invalid type: string "x", expected u32`, or
        /// `required but missing`.
        detail: String,
    },
}

impl DecodeError {
    /// The code of the `error` that answers this frame: `too_large` or `bad_request`.
    #[must_use]
    pub const fn code(&self) -> ErrorCode {
        match self {
            DecodeError::TooLarge { .. } => ErrorCode::TooLarge,
            _ => ErrorCode::BadRequest,
        }
    }

    /// The frame's `type`, when it could be read: the `ref` of the answering `error`.
    #[must_use]
    pub fn type_ref(&self) -> Option<&str> {
        match self {
            DecodeError::UnknownType { type_name } | DecodeError::BadField { type_name, .. } => {
                Some(type_name)
            }
            _ => None,
        }
    }

    /// The `error` message that answers this frame.
    #[must_use]
    pub fn to_server_msg(&self) -> ServerMsg {
        ServerMsg::error(self.code(), self.to_string(), self.type_ref())
    }
}

impl fmt::Display for DecodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DecodeError::TooLarge { len } => write!(
                f,
                "the frame is {len} bytes, over the limit of {MAX_FRAME_BYTES} bytes"
            ),
            DecodeError::BadJson { detail } => write!(f, "the frame is not valid JSON: {detail}"),
            DecodeError::NotAnObject => f.write_str("a message must be a JSON object"),
            DecodeError::MissingType => f.write_str("a message must have a string field \"type\""),
            DecodeError::UnknownType { type_name } => {
                write!(f, "unknown message type {type_name:?}")
            }
            DecodeError::BadField {
                type_name,
                field: Some(field),
                detail,
            } => write!(f, "{type_name}: field \"{field}\": {detail}"),
            DecodeError::BadField {
                type_name,
                field: None,
                detail,
            } => write!(f, "{type_name}: {detail}"),
        }
    }
}

impl std::error::Error for DecodeError {}

/// Reads a frame from a client.
///
/// # Errors
/// [`DecodeError::TooLarge`] for a frame over [`MAX_FRAME_BYTES`] bytes, and the other variants
/// (all `bad_request`) for anything that is not one of [`ClientMsg`]'s shapes.
pub fn decode(text: &str) -> Result<ClientMsg, DecodeError> {
    if text.len() > MAX_FRAME_BYTES {
        return Err(DecodeError::TooLarge { len: text.len() });
    }
    decode_as(text, ClientMsg::TYPES)
}

/// Reads a frame from the server, for clients and tests. There is no size limit: a `rooms` list
/// or a `room_state` may be larger than what a client may send.
///
/// # Errors
/// The same as [`decode`], but for [`ServerMsg`]'s shapes. A client should ignore
/// [`DecodeError::UnknownType`]: a newer server may send new messages.
pub fn decode_server(text: &str) -> Result<ServerMsg, DecodeError> {
    decode_as(text, ServerMsg::TYPES)
}

/// Writes a message for a client.
#[must_use]
pub fn encode(msg: &ServerMsg) -> String {
    to_json(msg)
}

/// Writes a message for the server, for clients and tests.
#[must_use]
pub fn encode_client(msg: &ClientMsg) -> String {
    to_json(msg)
}

/// Serialises a message to compact JSON.
fn to_json<T: Serialize>(msg: &T) -> String {
    // Every message is plain data with string keys: serde_json cannot fail on it.
    serde_json::to_string(msg).expect("a protocol message always serialises")
}

/// The shared steps of [`decode`] and [`decode_server`]: JSON, object, known `type`, fields.
fn decode_as<T: DeserializeOwned>(text: &str, types: &[&str]) -> Result<T, DecodeError> {
    // JSON parsers keep the last of two equal keys; a message that says `type` twice is
    // ambiguous, so it is refused before anything reads it.
    serde_json::from_str::<UniqueKeys>(text).map_err(|e| DecodeError::BadJson {
        detail: e.to_string(),
    })?;
    // The common case, a well-formed message, is read straight into its type; anything else
    // is read again step by step below, for an error that names what is wrong. (An array is
    // left to that path: serde would take `["ping"]` as a tagged message.)
    if text.trim_start().starts_with('{')
        && let Ok(msg) = serde_json::from_str::<T>(text)
    {
        return Ok(msg);
    }
    let value: Value = serde_json::from_str(text).map_err(|e| DecodeError::BadJson {
        detail: e.to_string(),
    })?;
    let Value::Object(object) = &value else {
        return Err(DecodeError::NotAnObject);
    };
    let Some(Value::String(type_name)) = object.get("type") else {
        return Err(DecodeError::MissingType);
    };
    if !types.contains(&type_name.as_str()) {
        return Err(DecodeError::UnknownType {
            type_name: type_name.chars().take(MAX_REF_CHARS).collect(),
        });
    }
    T::deserialize(&value).map_err(|error| {
        let detail = error.to_string();
        let type_name = type_name.clone();
        match missing_field(&detail) {
            Some(field) => DecodeError::BadField {
                type_name,
                field: Some(field.to_owned()),
                detail: "required but missing".to_owned(),
            },
            None => DecodeError::BadField {
                type_name,
                field: faulty_field::<T>(&value, &detail),
                detail,
            },
        }
    })
}

/// Finds the path of the field that made `root` fail to deserialise with the message `detail`.
///
/// serde's messages name a missing field but not a field of the wrong type. For those, the field
/// is found by taking keys away one at a time: removing a field that is not at fault leaves the
/// same first error, while removing the faulty one changes it. The search then goes into that
/// field, if it is an object. (Missing-field messages name their field and are read directly
/// instead: removing any other required key would change them too.)
fn faulty_field<T: DeserializeOwned>(root: &Value, detail: &str) -> Option<String> {
    let mut path: Vec<String> = Vec::new();
    while path.len() < MAX_PROBE_DEPTH {
        let Some(object) = object_at(root, &path) else {
            break;
        };
        let keys = object
            .keys()
            .filter(|key| !(path.is_empty() && key.as_str() == "type"))
            .take(MAX_PROBE_KEYS);
        let mut culprit = None;
        for key in keys {
            let mut trial = root.clone();
            if let Some(object) = object_at_mut(&mut trial, &path) {
                object.remove(key);
            }
            let changed = match T::deserialize(&trial) {
                Ok(_) => true,
                Err(error) => error.to_string() != detail,
            };
            if changed {
                culprit = Some(key.clone());
                break;
            }
        }
        match culprit {
            Some(key) => path.push(key),
            None => break,
        }
    }
    (!path.is_empty()).then(|| path.join("."))
}

/// The field named by serde's "missing field `name`" message, if that is what `detail` says.
fn missing_field(detail: &str) -> Option<&str> {
    let rest = detail.strip_prefix("missing field `")?;
    rest.split_once('`').map(|(name, _)| name)
}

/// The object reached from `root` by following `path`, if there is one.
fn object_at<'a>(root: &'a Value, path: &[String]) -> Option<&'a Map<String, Value>> {
    let mut value = root;
    for key in path {
        value = value.get(key)?;
    }
    value.as_object()
}

/// The object reached from `root` by following `path`, to change it.
fn object_at_mut<'a>(root: &'a mut Value, path: &[String]) -> Option<&'a mut Map<String, Value>> {
    let mut value = root;
    for key in path {
        value = value.get_mut(key)?;
    }
    value.as_object_mut()
}

/// A JSON value read only to check that no object repeats a key; it keeps nothing.
struct UniqueKeys;

impl<'de> serde::Deserialize<'de> for UniqueKeys {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<UniqueKeys, D::Error> {
        deserializer.deserialize_any(UniqueKeysVisitor)
    }
}

/// Walks any JSON value, failing on the first object with a repeated key.
struct UniqueKeysVisitor;

impl<'de> serde::de::Visitor<'de> for UniqueKeysVisitor {
    type Value = UniqueKeys;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("any JSON value")
    }

    fn visit_bool<E>(self, _: bool) -> Result<UniqueKeys, E> {
        Ok(UniqueKeys)
    }

    fn visit_i64<E>(self, _: i64) -> Result<UniqueKeys, E> {
        Ok(UniqueKeys)
    }

    fn visit_u64<E>(self, _: u64) -> Result<UniqueKeys, E> {
        Ok(UniqueKeys)
    }

    fn visit_f64<E>(self, _: f64) -> Result<UniqueKeys, E> {
        Ok(UniqueKeys)
    }

    fn visit_str<E>(self, _: &str) -> Result<UniqueKeys, E> {
        Ok(UniqueKeys)
    }

    fn visit_unit<E>(self) -> Result<UniqueKeys, E> {
        Ok(UniqueKeys)
    }

    fn visit_seq<A: serde::de::SeqAccess<'de>>(self, mut seq: A) -> Result<UniqueKeys, A::Error> {
        while seq.next_element::<UniqueKeys>()?.is_some() {}
        Ok(UniqueKeys)
    }

    fn visit_map<A: serde::de::MapAccess<'de>>(self, mut map: A) -> Result<UniqueKeys, A::Error> {
        let mut keys = std::collections::HashSet::new();
        while let Some(key) = map.next_key::<String>()? {
            map.next_value::<UniqueKeys>()?;
            if !keys.insert(key.clone()) {
                return Err(serde::de::Error::custom(format_args!(
                    "duplicate key {key:?}"
                )));
            }
        }
        Ok(UniqueKeys)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn missing_field_reads_serde_message() {
        assert_eq!(missing_field("missing field `name`"), Some("name"));
        assert_eq!(missing_field("invalid type: null"), None);
    }

    #[test]
    fn nested_fault_is_found() {
        let text =
            r#"{"type":"create_room","game":"gomoku","options":{"rule":"renju","size":"big"}}"#;
        let Err(DecodeError::BadField { field, .. }) = decode(text) else {
            panic!("expected a bad field");
        };
        assert_eq!(field.as_deref(), Some("options.size"));
    }
}
