//! Property tests: no input makes the codec panic, and whatever it accepts survives a round trip.

mod common;

use boardroom_protocol::{
    DecodeError, MAX_FRAME_BYTES, decode, decode_server, encode, encode_client,
};
use proptest::prelude::*;
use serde_json::{Map, Value};

/// Any JSON value, nested a few levels, with keys and strings likely to meet the protocol's own.
fn json_value() -> impl Strategy<Value = Value> {
    let word = prop_oneof![
        Just("type".to_owned()),
        Just("at".to_owned()),
        Just("ply".to_owned()),
        Just("options".to_owned()),
        Just("hello".to_owned()),
        Just("put_step".to_owned()),
        Just("black".to_owned()),
        "[a-z_]{0,12}",
        any::<String>(),
    ];
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::Bool),
        any::<i64>().prop_map(Value::from),
        (-200i64..200).prop_map(Value::from),
        any::<u64>().prop_map(Value::from),
        any::<f64>().prop_map(Value::from),
        word.clone().prop_map(Value::String),
    ];
    leaf.prop_recursive(6, 64, 8, move |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..8).prop_map(Value::Array),
            prop::collection::vec((word.clone(), inner), 0..8)
                .prop_map(|entries| Value::Object(entries.into_iter().collect::<Map<_, _>>())),
        ]
    })
}

/// Checks what [`decode`] promises for one frame, whatever it is.
fn check_client_frame(text: &str) {
    match decode(text) {
        Ok(msg) => {
            let again = decode(&encode_client(&msg));
            assert_eq!(again.as_ref(), Ok(&msg));
        }
        Err(DecodeError::TooLarge { len }) => assert!(len > MAX_FRAME_BYTES),
        Err(error) => assert!(!error.to_string().is_empty()),
    }
}

/// Checks what [`decode_server`] promises for one frame, whatever it is.
fn check_server_frame(text: &str) {
    if let Ok(msg) = decode_server(text) {
        assert_eq!(decode_server(&encode(&msg)).as_ref(), Ok(&msg));
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn any_string_is_safe(text in any::<String>()) {
        check_client_frame(&text);
        check_server_frame(&text);
    }

    #[test]
    fn json_like_strings_are_safe(text in r#"[\[\]{}",:0-9a-z_ .\-]{0,80}"#) {
        check_client_frame(&text);
        check_server_frame(&text);
    }

    #[test]
    fn any_json_value_is_safe(value in json_value()) {
        let text = value.to_string();
        check_client_frame(&text);
        check_server_frame(&text);
    }

    #[test]
    fn any_json_with_a_known_type_is_safe(
        value in json_value(),
        type_index in 0..boardroom_protocol::ClientMsg::TYPES.len(),
    ) {
        let mut object = match value {
            Value::Object(object) => object,
            other => Map::from_iter([("x".to_owned(), other)]),
        };
        let type_name = boardroom_protocol::ClientMsg::TYPES[type_index];
        object.insert("type".to_owned(), Value::from(type_name));
        let text = Value::Object(object).to_string();
        check_client_frame(&text);
        if let Err(error) = decode(&text) {
            prop_assert_eq!(error.type_ref(), Some(type_name));
        }
    }

    #[test]
    fn mutated_fixtures_are_safe(
        pick in any::<prop::sample::Index>(),
        key in prop_oneof![Just(None), "[a-z_]{1,10}".prop_map(Some)],
        field in any::<prop::sample::Index>(),
        replacement in json_value(),
    ) {
        for direction in ["client", "server"] {
            let all = common::fixtures(direction);
            let fixture = &all[pick.index(all.len())];
            let Value::Object(mut object) = common::json(fixture) else {
                panic!("{} is not an object", fixture.path.display());
            };
            let keys: Vec<String> = object.keys().filter(|k| *k != "type").cloned().collect();
            let key = match &key {
                Some(key) => key.clone(),
                None if keys.is_empty() => "extra".to_owned(),
                None => keys[field.index(keys.len())].clone(),
            };
            object.insert(key, replacement.clone());
            let text = Value::Object(object).to_string();
            if direction == "client" {
                check_client_frame(&text);
                if let Err(error) = decode(&text) {
                    prop_assert_eq!(error.type_ref(), Some(fixture.type_name.as_str()));
                }
            } else {
                check_server_frame(&text);
            }
        }
    }
}
