//! Bad frames get the promised error: the code, the `ref` (the frame's `type` when it could be
//! read) and a message that names the faulty field.

use boardroom_protocol::{DecodeError, ErrorCode, MAX_FRAME_BYTES, ServerMsg, decode};

/// One bad frame and what its error must say.
struct Case {
    /// What the case is about.
    name: &'static str,
    /// The frame.
    input: String,
    /// The error code that answers it.
    code: ErrorCode,
    /// The error's `ref`.
    reference: Option<&'static str>,
    /// A piece of text the error's message must contain (e.g. the field's name).
    mentions: &'static str,
}

/// A case whose frame is given as text.
fn case(
    name: &'static str,
    input: &str,
    code: ErrorCode,
    reference: Option<&'static str>,
    mentions: &'static str,
) -> Case {
    Case {
        name,
        input: input.to_owned(),
        code,
        reference,
        mentions,
    }
}

fn cases() -> Vec<Case> {
    use ErrorCode::{BadRequest, TooLarge};
    let padded_chat = |len: usize| {
        let frame = r#"{"type":"chat","text":""}"#;
        let text = "a".repeat(len - frame.len());
        format!(r#"{{"type":"chat","text":"{text}"}}"#)
    };
    let deep = |depth: usize| format!("{}{}", "[".repeat(depth), "]".repeat(depth));
    vec![
        case("empty frame", "", BadRequest, None, "not valid JSON"),
        case("not JSON", "hello", BadRequest, None, "not valid JSON"),
        case(
            "type given twice",
            r#"{"type":"put_step","at":[2,3],"ply":0,"type":"resign"}"#,
            BadRequest,
            None,
            "duplicate key \"type\"",
        ),
        case(
            "a nested key given twice",
            r#"{"type":"create_room","game":"gomoku","options":{"size":15,"size":9}}"#,
            BadRequest,
            None,
            "duplicate key \"size\"",
        ),
        case(
            "truncated JSON",
            r#"{"type":"hello""#,
            BadRequest,
            None,
            "not valid JSON",
        ),
        case(
            "trailing garbage",
            r#"{"type":"resign"} {"type":"resign"}"#,
            BadRequest,
            None,
            "not valid JSON",
        ),
        case(
            "JSON array",
            r#"[{"type":"resign"}]"#,
            BadRequest,
            None,
            "object",
        ),
        case("JSON string", r#""resign""#, BadRequest, None, "object"),
        case("JSON null", "null", BadRequest, None, "object"),
        case(
            "missing type",
            r#"{"text":"hi"}"#,
            BadRequest,
            None,
            "\"type\"",
        ),
        case(
            "type not a string",
            r#"{"type":7}"#,
            BadRequest,
            None,
            "\"type\"",
        ),
        case(
            "type null",
            r#"{"type":null}"#,
            BadRequest,
            None,
            "\"type\"",
        ),
        case(
            "unknown type",
            r#"{"type":"fly"}"#,
            BadRequest,
            Some("fly"),
            "fly",
        ),
        case(
            "server type sent by a client",
            r#"{"type":"welcome","protocol":1,"player_id":"p","token":"t","name":"n"}"#,
            BadRequest,
            Some("welcome"),
            "unknown message type",
        ),
        case(
            "type in the wrong case",
            r#"{"type":"Resign"}"#,
            BadRequest,
            Some("Resign"),
            "Resign",
        ),
        case(
            "missing required field",
            r#"{"type":"hello","name":"Ada"}"#,
            BadRequest,
            Some("hello"),
            "field \"protocol\": required but missing",
        ),
        case(
            "missing point",
            r#"{"type":"put_step","ply":3}"#,
            BadRequest,
            Some("put_step"),
            "field \"at\"",
        ),
        case(
            "wrong type of field",
            r#"{"type":"hello","protocol":"1","name":"Ada"}"#,
            BadRequest,
            Some("hello"),
            "field \"protocol\"",
        ),
        case(
            "point as a string",
            r#"{"type":"put_step","at":"h8","ply":0}"#,
            BadRequest,
            Some("put_step"),
            "field \"at\"",
        ),
        case(
            "point of three",
            r#"{"type":"put_step","at":[1,2,3],"ply":0}"#,
            BadRequest,
            Some("put_step"),
            "invalid length 3",
        ),
        case(
            "point of one",
            r#"{"type":"put_step","at":[1],"ply":0}"#,
            BadRequest,
            Some("put_step"),
            "field \"at\"",
        ),
        case(
            "point as an object",
            r#"{"type":"put_step","at":{"x":1,"y":2},"ply":0}"#,
            BadRequest,
            Some("put_step"),
            "field \"at\"",
        ),
        case(
            "coordinate out of range",
            r#"{"type":"put_step","at":[1000,2],"ply":0}"#,
            BadRequest,
            Some("put_step"),
            "out of range",
        ),
        case(
            "fractional coordinate",
            r#"{"type":"put_step","at":[1.5,2],"ply":0}"#,
            BadRequest,
            Some("put_step"),
            "field \"at\"",
        ),
        case(
            "negative ply",
            r#"{"type":"put_step","at":[1,2],"ply":-1}"#,
            BadRequest,
            Some("put_step"),
            "field \"ply\"",
        ),
        case(
            "unknown game",
            r#"{"type":"create_room","game":"chess"}"#,
            BadRequest,
            Some("create_room"),
            "field \"game\"",
        ),
        case(
            "unknown seat",
            r#"{"type":"create_room","game":"gomoku","seat":"red"}"#,
            BadRequest,
            Some("create_room"),
            "field \"seat\"",
        ),
        case(
            "option of the wrong type",
            r#"{"type":"create_room","game":"gomoku","options":{"size":"big"}}"#,
            BadRequest,
            Some("create_room"),
            "field \"options.size\"",
        ),
        case(
            "options as an array",
            r#"{"type":"create_room","game":"gomoku","options":[15,"renju"]}"#,
            BadRequest,
            Some("create_room"),
            "field \"options\"",
        ),
        case(
            "unknown join mode",
            r#"{"type":"join_room","room":"K7Q2","as":"referee"}"#,
            BadRequest,
            Some("join_room"),
            "field \"as\"",
        ),
        case(
            "room code as a number",
            r#"{"type":"join_room","room":1234}"#,
            BadRequest,
            Some("join_room"),
            "field \"room\"",
        ),
        case(
            "chat text as an array",
            r#"{"type":"chat","text":["hi"]}"#,
            BadRequest,
            Some("chat"),
            "field \"text\"",
        ),
        Case {
            name: "deeply nested junk",
            input: deep(5000),
            code: BadRequest,
            reference: None,
            mentions: "not valid JSON",
        },
        Case {
            name: "deeply nested field",
            input: format!(r#"{{"type":"chat","text":{}}}"#, deep(100)),
            code: BadRequest,
            reference: Some("chat"),
            mentions: "field \"text\"",
        },
        Case {
            name: "oversized frame",
            input: padded_chat(MAX_FRAME_BYTES + 1),
            code: TooLarge,
            reference: None,
            mentions: "16384",
        },
        Case {
            name: "oversized junk",
            input: "x".repeat(MAX_FRAME_BYTES * 4),
            code: TooLarge,
            reference: None,
            mentions: "over the limit",
        },
    ]
}

#[test]
fn bad_frames_get_the_promised_error() {
    for case in cases() {
        let error = decode(&case.input).expect_err(case.name);
        assert_eq!(error.code(), case.code, "{}: {error}", case.name);
        assert_eq!(error.type_ref(), case.reference, "{}: {error}", case.name);
        let message = error.to_string();
        assert!(
            message.contains(case.mentions),
            "{}: {message:?} does not mention {:?}",
            case.name,
            case.mentions
        );
        let ServerMsg::Error {
            code,
            message: sent,
            reference,
            ..
        } = error.to_server_msg()
        else {
            panic!("{}: not an error message", case.name);
        };
        assert_eq!(code, case.code);
        assert_eq!(sent, message);
        assert_eq!(reference.as_deref(), case.reference);
    }
}

#[test]
fn a_frame_of_exactly_the_limit_is_read() {
    let frame = r#"{"type":"chat","text":""}"#;
    let text = "a".repeat(MAX_FRAME_BYTES - frame.len());
    let input = format!(r#"{{"type":"chat","text":"{text}"}}"#);
    assert_eq!(input.len(), MAX_FRAME_BYTES);
    assert!(decode(&input).is_ok());
}

#[test]
fn unknown_fields_and_option_keys_are_ignored() {
    for input in [
        r#"{"type":"resign","reason":"tired"}"#,
        r#"{"type":"put_step","at":[7,7],"ply":0,"think_ms":1200}"#,
        r#"{"type":"create_room","game":"gomoku","options":{"clock":{"initial_s":300,"increment_s":5}}}"#,
    ] {
        assert!(decode(input).is_ok(), "{input}");
    }
}

#[test]
fn null_optional_fields_read_as_absent() {
    let msg = decode(r#"{"type":"hello","protocol":1,"name":"Ada","token":null}"#);
    assert_eq!(
        msg,
        Ok(boardroom_protocol::ClientMsg::Hello {
            protocol: 1,
            name: "Ada".into(),
            token: None,
            features: Vec::new(),
            bot: false,
            plays: Vec::new(),
            password: None,
        })
    );
}

#[test]
fn a_long_unknown_type_is_cut_in_the_ref() {
    let long = "z".repeat(1000);
    let error = decode(&format!(r#"{{"type":"{long}"}}"#)).expect_err("unknown type");
    assert!(matches!(error, DecodeError::UnknownType { .. }));
    assert_eq!(error.type_ref().map(str::len), Some(64));
}
