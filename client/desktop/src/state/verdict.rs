//! A reviewed move's verdict in words, said by the app from the review's numbers so that its
//! points are named as the board names them (`K7`, `c4`); the review's own `comment` names them
//! in SGF's letters, for the record. The web page says the same words (`client/verdicts.json`
//! holds the cases both run), in the player's language: the engine's sentence (the SGF
//! comment's) in English, made of the catalogue's parts.

use boardroom_protocol::{GameReview, MoveClass, Point, ReviewedMove, Seat};

use crate::t;

/// What `mover` keeps of its chance after the move, and after the engine's move instead; the
/// discs lost; the missed win by continuous fours, with the points named by `name`. E.g.
/// "Mistake: white 38% after this move, 52% after K7". Empty for a good move.
#[must_use]
pub fn verdict_words(
    verdict: &ReviewedMove,
    review: &GameReview,
    mover: Seat,
    name: impl Fn(Point) -> String,
) -> String {
    let mark = match verdict.class {
        MoveClass::Inaccuracy => t!("review-mark-inaccuracy"),
        MoveClass::Mistake => t!("review-mark-mistake"),
        MoveClass::Blunder => t!("review-mark-blunder"),
        MoveClass::Good => return String::new(),
    };
    // Black's chance, from the review's thousandths.
    let chance = |per_mille: u16| f32::from(per_mille.min(1000)) / 1000.0;
    let at = |ply: u32| {
        usize::try_from(ply)
            .ok()
            .and_then(|i| review.black.get(i))
            .map(|&v| chance(v))
    };
    // The mover's chance in whole percent, from black's.
    let percent = |black: f32| {
        let mine = match mover {
            Seat::Black => black,
            Seat::White => 1.0 - black,
        };
        f64::from((mine * 100.0).round())
    };
    let mut text = match at(verdict.ply + 1) {
        Some(after) => t!(
            "review-verdict-after",
            mark = mark,
            seat = mover.as_str(),
            percent = percent(after)
        ),
        None => mark,
    };
    match (
        verdict.best.map(&name),
        verdict.after_best.map(chance),
        at(verdict.ply),
    ) {
        (Some(best), Some(black), _) => text.push_str(&t!(
            "review-verdict-after-best",
            percent = percent(black),
            point = best
        )),
        (Some(best), None, Some(before)) => text.push_str(&t!(
            "review-verdict-before-best",
            percent = percent(before),
            point = best
        )),
        _ => {}
    }
    if let Some(lost) = verdict.discs_lost.filter(|&d| d > 0) {
        text.push_str(&t!("review-verdict-discs-lost", count = lost));
    }
    if !verdict.missed_vcf.is_empty() {
        let missed: Vec<String> = verdict.missed_vcf.iter().map(|&p| name(p)).collect();
        text.push_str(&t!("review-verdict-missed-win", points = missed.join(" ")));
    }
    text
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    use boardroom_protocol::{Options, ServerMsg};
    use serde_json::Value;

    use super::*;
    use crate::board::Geometry;

    /// The review a case names: a golden fixture of the server's, or one written inline.
    fn review(case: &Value) -> GameReview {
        let value = match &case["review"] {
            Value::String(name) => {
                let path = Path::new(env!("CARGO_MANIFEST_DIR"))
                    .join("../../protocol/tests/fixtures/server")
                    .join(format!("{name}.json"));
                serde_json::from_str(&std::fs::read_to_string(path).expect("the fixture"))
                    .expect("JSON")
            }
            inline => inline.clone(),
        };
        match serde_json::from_value(value).expect("a server message") {
            ServerMsg::Review(review) => *review,
            other => panic!("not a review: {other:?}"),
        }
    }

    #[test]
    fn verdicts_name_points_as_the_board_does() {
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../verdicts.json");
        let file: Value =
            serde_json::from_str(&std::fs::read_to_string(path).expect("client/verdicts.json"))
                .expect("JSON");
        let cases = file["cases"].as_array().expect("cases");
        assert!(cases.len() >= 5, "the cases are there");
        for case in cases {
            let review = review(case);
            let game = case["game"].as_str().expect("game");
            let info = crate::catalogue::built_in()
                .iter()
                .find(|info| info.game.as_str() == game)
                .expect("a game of the catalogue");
            let options: Options =
                serde_json::from_value(case["options"].clone()).expect("options");
            let geometry = Geometry::of(info, &options);
            let ply = case["ply"].as_u64().expect("ply");
            let verdict = review
                .moves
                .iter()
                .find(|m| u64::from(m.ply) == ply)
                .expect("the move");
            let mover: Seat =
                serde_json::from_value(case["mover"].clone()).expect("black or white");
            assert_eq!(
                verdict_words(verdict, &review, mover, |p| geometry.name(p)),
                case["expect"].as_str().expect("expect"),
                "{game} ply {ply}"
            );
        }
    }
}
