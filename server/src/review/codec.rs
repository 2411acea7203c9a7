//! A judged position as the store keeps it: the engine's [`Evaluation`] as a small JSON
//! object, written and read back exactly (black's chance is an `f32`, which JSON carries
//! exactly), so that a review resumed after a restart judges its moves from the very numbers
//! an uninterrupted run would have.
//!
//! `{"black": 0.62, "best": [7, 7], "basis": {"estimate": 130}, "vcf": [[x, y], ...],
//! "after_best": {"black": 0.6, "basis": {"winner": "black", "margin": 12}}, "cut_short": true}`;
//! `best` is `"pass"` for a pass and absent when there is none; `vcf`, `after_best` and
//! `cut_short` are left out when empty.

use boardroom_engine::review::{Basis, Evaluation, Reference};
use boardroom_engine::{Move, Point, Side};
use serde_json::{Value, json};

/// A stored evaluation that does not read back.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("stored evaluation {0:?} does not read back")]
pub(crate) struct BadEvaluation(pub(crate) String);

/// The stored text of `evaluation`.
pub(crate) fn to_text(evaluation: &Evaluation) -> String {
    let mut object = json!({
        "black": evaluation.black,
        "basis": basis_value(evaluation.basis),
    });
    if let Some(best) = evaluation.best {
        object["best"] = move_value(best);
    }
    if !evaluation.vcf.is_empty() {
        object["vcf"] = Value::Array(evaluation.vcf.iter().copied().map(move_value).collect());
    }
    if let Some(reference) = evaluation.after_best {
        object["after_best"] = json!({
            "black": reference.black,
            "basis": basis_value(reference.basis),
        });
    }
    if evaluation.cut_short {
        object["cut_short"] = Value::Bool(true);
    }
    object.to_string()
}

/// The evaluation stored as `text`.
///
/// # Errors
/// [`BadEvaluation`] when the text is not one [`to_text`] writes.
pub(crate) fn from_text(text: &str) -> Result<Evaluation, BadEvaluation> {
    let bad = || BadEvaluation(text.chars().take(80).collect());
    let value: Value = serde_json::from_str(text).map_err(|_| bad())?;
    let best = match value.get("best") {
        None => None,
        Some(m) => Some(move_from(m).ok_or_else(bad)?),
    };
    let vcf = match value.get("vcf") {
        None => Vec::new(),
        Some(Value::Array(moves)) => moves
            .iter()
            .map(move_from)
            .collect::<Option<Vec<Move>>>()
            .ok_or_else(bad)?,
        Some(_) => return Err(bad()),
    };
    let after_best = match value.get("after_best") {
        None => None,
        Some(reference) => Some(Reference {
            black: chance(reference).ok_or_else(bad)?,
            basis: basis_from(reference.get("basis")).ok_or_else(bad)?,
        }),
    };
    Ok(Evaluation {
        black: chance(&value).ok_or_else(bad)?,
        best,
        basis: basis_from(value.get("basis")).ok_or_else(bad)?,
        vcf,
        after_best,
        cut_short: value.get("cut_short").and_then(Value::as_bool) == Some(true),
    })
}

fn move_value(m: Move) -> Value {
    match m {
        Move::Place(p) => json!([p.x, p.y]),
        Move::Pass => Value::from("pass"),
    }
}

fn move_from(value: &Value) -> Option<Move> {
    if value.as_str() == Some("pass") {
        return Some(Move::Pass);
    }
    let [x, y] = value.as_array()?.as_slice() else {
        return None;
    };
    let coord = |c: &Value| c.as_i64().and_then(|c| i8::try_from(c).ok());
    Some(Move::Place(Point::new(coord(x)?, coord(y)?)))
}

fn basis_value(basis: Basis) -> Value {
    match basis {
        Basis::Estimate(score) => json!({ "estimate": score }),
        Basis::Proven { winner, margin } => {
            let winner = winner.map(|side| match side {
                Side::Black => "black",
                Side::White => "white",
            });
            json!({ "winner": winner, "margin": margin })
        }
    }
}

fn basis_from(value: Option<&Value>) -> Option<Basis> {
    let value = value?;
    if let Some(score) = value.get("estimate") {
        return Some(Basis::Estimate(i32::try_from(score.as_i64()?).ok()?));
    }
    let winner = match value.get("winner")? {
        Value::Null => None,
        Value::String(side) if side == "black" => Some(Side::Black),
        Value::String(side) if side == "white" => Some(Side::White),
        _ => return None,
    };
    let margin = match value.get("margin") {
        None | Some(Value::Null) => None,
        Some(m) => Some(i32::try_from(m.as_i64()?).ok()?),
    };
    Some(Basis::Proven { winner, margin })
}

/// Black's chance, `black`, as the `f32` it was written from.
fn chance(value: &Value) -> Option<f32> {
    #[expect(
        clippy::cast_possible_truncation,
        reason = "the number was written from an f32, so it reads back exactly"
    )]
    let black = value.get("black")?.as_f64()? as f32;
    (0.0..=1.0).contains(&black).then_some(black)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_evaluation_reads_back_exactly() {
        let estimate = Evaluation {
            black: 0.123_456_79,
            best: Some(Move::Place(Point::new(-3, 7))),
            basis: Basis::Estimate(-1234),
            vcf: Vec::new(),
            after_best: Some(Reference {
                black: 1.0 / 3.0,
                basis: Basis::Proven {
                    winner: Some(Side::White),
                    margin: Some(-12),
                },
            }),
            cut_short: true,
        };
        let proven = Evaluation {
            black: 0.5,
            best: Some(Move::Pass),
            basis: Basis::Proven {
                winner: None,
                margin: None,
            },
            vcf: vec![Move::Place(Point::new(1, 2)), Move::Place(Point::new(3, 4))],
            after_best: None,
            cut_short: false,
        };
        let over = Evaluation {
            best: None,
            ..proven.clone()
        };
        for evaluation in [estimate, proven, over] {
            let text = to_text(&evaluation);
            assert_eq!(from_text(&text), Ok(evaluation), "{text}");
        }
    }

    #[test]
    fn a_hand_edited_row_is_refused() {
        for text in [
            "",
            "[]",
            r#"{"black": 2, "basis": {"estimate": 1}}"#,
            r#"{"black": 0.5, "basis": {"winner": "red"}}"#,
            r#"{"black": 0.5, "basis": {"estimate": 1}, "best": [1]}"#,
            r#"{"black": 0.5, "basis": {"estimate": 1}, "vcf": [[300, 1]]}"#,
        ] {
            assert!(from_text(text).is_err(), "{text}");
        }
    }
}
