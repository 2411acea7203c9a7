//! The golden fixtures: every message type has one, each decodes and re-encodes to the same JSON,
//! and the list of types the decoder knows matches the enums.

mod common;

use std::collections::BTreeSet;

use boardroom_protocol::{ClientMsg, ServerMsg, decode, decode_server, encode, encode_client};
use common::{fixtures, json};

#[test]
fn client_fixtures_round_trip() {
    let all = fixtures("client");
    assert!(!all.is_empty());
    for fixture in &all {
        let name = fixture.path.display();
        let msg = decode(&fixture.text).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(msg.type_name(), fixture.type_name, "{name}");
        let text = encode_client(&msg);
        let again: serde_json::Value = serde_json::from_str(&text).expect("encoded JSON");
        assert_eq!(again, json(fixture), "{name} re-encodes differently");
        assert_eq!(decode(&text).as_ref(), Ok(&msg), "{name}");
    }
}

#[test]
fn server_fixtures_round_trip() {
    let all = fixtures("server");
    assert!(!all.is_empty());
    for fixture in &all {
        let name = fixture.path.display();
        let msg = decode_server(&fixture.text).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(msg.type_name(), fixture.type_name, "{name}");
        let text = encode(&msg);
        let again: serde_json::Value = serde_json::from_str(&text).expect("encoded JSON");
        assert_eq!(again, json(fixture), "{name} re-encodes differently");
        assert_eq!(decode_server(&text).as_ref(), Ok(&msg), "{name}");
    }
}

#[test]
fn every_client_type_has_a_golden_fixture() {
    check_types_have_fixtures("client", ClientMsg::TYPES);
}

#[test]
fn every_server_type_has_a_golden_fixture() {
    check_types_have_fixtures("server", ServerMsg::TYPES);
}

/// Each type of `types` has a fixture named exactly `<type>.json`, and no fixture names a type
/// outside `types`.
fn check_types_have_fixtures(direction: &str, types: &[&str]) {
    let all = fixtures(direction);
    let golden: BTreeSet<&str> = all
        .iter()
        .filter(|f| f.path.file_stem().and_then(|s| s.to_str()) == Some(f.type_name.as_str()))
        .map(|f| f.type_name.as_str())
        .collect();
    let listed: BTreeSet<&str> = types.iter().copied().collect();
    let missing: Vec<_> = listed.difference(&golden).collect();
    assert!(
        missing.is_empty(),
        "{direction} types without <type>.json: {missing:?}"
    );
    for fixture in &all {
        assert!(
            listed.contains(fixture.type_name.as_str()),
            "{} names no {direction} message type",
            fixture.path.display()
        );
    }
}

#[test]
fn client_types_list_matches_the_enum() {
    let error = serde_json::from_str::<ClientMsg>(r#"{"type": "?"}"#).expect_err("unknown type");
    assert_eq!(variants_in(&error.to_string()), ClientMsg::TYPES);
}

#[test]
fn server_types_list_matches_the_enum() {
    let error = serde_json::from_str::<ServerMsg>(r#"{"type": "?"}"#).expect_err("unknown type");
    assert_eq!(variants_in(&error.to_string()), ServerMsg::TYPES);
}

/// The variant names serde lists in "unknown variant `?`, expected one of `a`, `b`, ...": the
/// enum's own list of tags, in declaration order.
fn variants_in(message: &str) -> Vec<&str> {
    let (_, list) = message
        .split_once("expected one of ")
        .unwrap_or_else(|| panic!("unexpected serde message: {message}"));
    list.split('`').skip(1).step_by(2).collect()
}

#[test]
fn each_wrong_field_is_named() {
    // Replacing any field of a golden frame with a value of the wrong JSON type must be refused,
    // naming that field and the message type.
    for direction in ["client", "server"] {
        for fixture in fixtures(direction) {
            let serde_json::Value::Object(object) = json(&fixture) else {
                panic!("{} is not an object", fixture.path.display());
            };
            for key in object.keys().filter(|k| k.as_str() != "type") {
                let mut broken = object.clone();
                let wrong = if broken[key].is_boolean() {
                    serde_json::json!("yes")
                } else {
                    serde_json::json!(true)
                };
                broken.insert(key.clone(), wrong);
                let text = serde_json::Value::Object(broken).to_string();
                let error = match direction {
                    "client" => decode(&text).map(|_| ()),
                    _ => decode_server(&text).map(|_| ()),
                }
                .expect_err("a wrong type is refused");
                assert_eq!(error.type_ref(), Some(fixture.type_name.as_str()));
                let message = error.to_string();
                assert!(
                    message.contains(&format!("field \"{key}\"")),
                    "{}: {key}: {message}",
                    fixture.path.display()
                );
            }
        }
    }
}

#[test]
fn each_missing_field_is_named_or_optional() {
    for fixture in fixtures("client") {
        let serde_json::Value::Object(object) = json(&fixture) else {
            panic!("{} is not an object", fixture.path.display());
        };
        for key in object.keys().filter(|k| k.as_str() != "type") {
            let mut broken = object.clone();
            broken.remove(key);
            let text = serde_json::Value::Object(broken).to_string();
            if let Err(error) = decode(&text) {
                assert_eq!(error.type_ref(), Some(fixture.type_name.as_str()));
                assert!(
                    error.to_string().contains(&format!("field \"{key}\"")),
                    "{}: {key}: {error}",
                    fixture.path.display()
                );
            }
        }
    }
}
