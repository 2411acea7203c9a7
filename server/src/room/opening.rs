//! A room's opening (`options.opening`): every game starts from given moves, from a built-in
//! opening by name, or from one drawn afresh for each game (`"random"`). The moves are played
//! like anyone's, through the rules, and become the game's first moves; undo never takes them
//! back.

use boardroom_engine::openings::{self, Opening};
use boardroom_engine::{AnyGame, Config, Game, Move};
use boardroom_protocol::{ErrorCode, OpeningChoice};
use rand::Rng;

use crate::convert;
use crate::refusal::Refusal;
use crate::words::{num, text};

/// How a room's games start.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum OpeningSpec {
    /// A built-in opening drawn for every game.
    Random,
    /// This built-in opening, every game.
    Named(&'static Opening),
    /// These moves, every game.
    Moves(Vec<Move>),
}

/// The opening a game began with.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct Drawn {
    /// Its moves.
    pub(crate) moves: Vec<Move>,
    /// The built-in opening's name, for one.
    pub(crate) name: Option<&'static str>,
}

impl OpeningSpec {
    /// The opening a room asked for, checked against its game: a name must be one of the
    /// game's, and moves must replay under its rules and leave the game running. `None` for no
    /// opening (an empty list of moves).
    ///
    /// # Errors
    /// `bad_request` naming what is wrong; `illegal_move` or `forbidden` for a move the rules
    /// refuse.
    pub(crate) fn from_wire(
        choice: &OpeningChoice,
        config: &Config,
    ) -> Result<Option<OpeningSpec>, Refusal> {
        match choice {
            OpeningChoice::Named(name) if name == OpeningChoice::RANDOM => {
                Ok(Some(OpeningSpec::Random))
            }
            OpeningChoice::Named(name) => openings::find(config, name)
                .map(|o| Some(OpeningSpec::Named(o)))
                .ok_or_else(|| {
                    let names: Vec<&str> = openings::for_config(config)
                        .iter()
                        .map(Opening::name)
                        .take(40)
                        .collect();
                    Refusal::says(
                        ErrorCode::BadRequest,
                        "server-no-such-opening",
                        &[("name", text(name)), ("names", text(names.join(", ")))],
                    )
                }),
            OpeningChoice::Moves(points) if points.is_empty() => Ok(None),
            OpeningChoice::Moves(points) => {
                let moves: Vec<Move> = points
                    .iter()
                    .map(|p| Move::Place(convert::point_in(*p)))
                    .collect();
                let game = AnyGame::replay(config, &moves).map_err(|e| {
                    Refusal::says(
                        convert::error_code(e.error),
                        "server-opening-move-refused",
                        &[
                            ("number", num(e.index + 1)),
                            ("point", text(points[e.index])),
                            ("reason", text(e.error.as_str())),
                        ],
                    )
                })?;
                if game.outcome().is_some() {
                    return Err(Refusal::says(
                        ErrorCode::BadRequest,
                        "server-opening-ends-game",
                        &[],
                    ));
                }
                // A pass is a move the room makes after a move, never before the first: an
                // opening must leave the side to move a point to play (in reversi, one that
                // leaves it none would start a game nobody can move in).
                let mut legal = Vec::new();
                game.legal_moves(&mut legal);
                if !legal.iter().any(|m| m.point().is_some()) {
                    return Err(Refusal::says(
                        ErrorCode::BadRequest,
                        "server-opening-leaves-pass",
                        &[("side", text(convert::seat(game.to_move()).as_str()))],
                    ));
                }
                Ok(Some(OpeningSpec::Moves(moves)))
            }
        }
    }

    /// The opening as the room's options show it.
    pub(crate) fn to_wire(&self) -> OpeningChoice {
        match self {
            OpeningSpec::Random => OpeningChoice::Named(OpeningChoice::RANDOM.to_owned()),
            OpeningSpec::Named(opening) => OpeningChoice::Named(opening.name().to_owned()),
            OpeningSpec::Moves(moves) => OpeningChoice::Moves(
                moves
                    .iter()
                    .filter_map(|m| m.point())
                    .map(convert::point_out)
                    .collect(),
            ),
        }
    }

    /// The opening of a new game: drawn with `rng` for [`OpeningSpec::Random`].
    pub(crate) fn draw(&self, config: &Config, rng: &mut impl Rng) -> Drawn {
        match self {
            OpeningSpec::Random => {
                openings::pick(config, rng).map_or_else(Drawn::default, |o| built_in(o, config))
            }
            OpeningSpec::Named(opening) => built_in(opening, config),
            OpeningSpec::Moves(moves) => Drawn {
                moves: moves.clone(),
                name: None,
            },
        }
    }

    /// The opening a stored game began with: the one of the room's that its first moves are
    /// (for [`OpeningSpec::Random`], the longest built-in one they begin with). Nothing, for a
    /// game whose moves do not begin with it (a hand-edited record).
    pub(crate) fn recognise(&self, config: &Config, history: &[Move]) -> Drawn {
        let candidates: Vec<Drawn> = match self {
            OpeningSpec::Random => openings::for_config(config)
                .iter()
                .map(|o| built_in(o, config))
                .collect(),
            OpeningSpec::Named(opening) => vec![built_in(opening, config)],
            OpeningSpec::Moves(moves) => vec![Drawn {
                moves: moves.clone(),
                name: None,
            }],
        };
        candidates
            .into_iter()
            .filter(|d| history.starts_with(&d.moves))
            .max_by_key(|d| d.moves.len())
            .unwrap_or_default()
    }
}

/// A built-in opening on `config`'s board.
fn built_in(opening: &'static Opening, config: &Config) -> Drawn {
    let shape = AnyGame::new(config).shape();
    Drawn {
        moves: opening.moves(shape),
        name: Some(opening.name()),
    }
}

#[cfg(test)]
mod tests {
    use boardroom_engine::{GameKind, Options};
    use boardroom_protocol::Point;
    use rand::SeedableRng;
    use rand::rngs::SmallRng;

    use super::*;

    fn gomoku(rule: &str) -> Config {
        let options = Options {
            rule: Some(rule.to_owned()),
            ..Options::default()
        };
        Config::validate(GameKind::Gomoku, &options).unwrap_or_else(|e| panic!("{e}"))
    }

    fn moves(points: &[(i8, i8)]) -> OpeningChoice {
        OpeningChoice::Moves(points.iter().map(|&(x, y)| Point::new(x, y)).collect())
    }

    #[test]
    fn what_a_room_may_ask_for() {
        let renju = gomoku("renju");
        let named = |n: &str| OpeningChoice::Named(n.to_owned());
        let some_name = openings::for_config(&renju)[0].name();
        let cases: Vec<(OpeningChoice, Result<bool, &str>)> = vec![
            (named("random"), Ok(true)),
            (named(some_name), Ok(true)),
            (named("no such opening"), Err("bad_request")),
            (moves(&[]), Ok(false)),
            (moves(&[(7, 7), (8, 8)]), Ok(true)),
            (moves(&[(7, 7), (7, 7)]), Err("illegal_move")),
            (moves(&[(7, 7), (40, 3)]), Err("illegal_move")),
            // Black's double three at 8,7 is forbidden under renju.
            (
                moves(&[
                    (6, 7),
                    (0, 0),
                    (7, 7),
                    (0, 1),
                    (8, 6),
                    (0, 2),
                    (8, 5),
                    (0, 3),
                    (8, 7),
                ]),
                Err("forbidden"),
            ),
        ];
        for (choice, expected) in cases {
            let got = OpeningSpec::from_wire(&choice, &renju)
                .map(|spec| spec.is_some())
                .map_err(|r| r.code.as_str());
            assert_eq!(got, expected, "{choice:?}");
        }
        let five = moves(&[
            (0, 0),
            (0, 1),
            (1, 0),
            (1, 1),
            (2, 0),
            (2, 1),
            (3, 0),
            (3, 1),
            (4, 0),
        ]);
        assert!(
            OpeningSpec::from_wire(&five, &gomoku("freestyle")).is_err(),
            "a won game"
        );
        // Eight plies after which black has no disc to place: it could only pass.
        let reversi = Config::validate(GameKind::Reversi, &Options::default())
            .unwrap_or_else(|e| panic!("{e}"));
        let stuck = moves(&[
            (2, 3),
            (2, 2),
            (2, 1),
            (1, 1),
            (4, 5),
            (2, 0),
            (0, 0),
            (0, 2),
        ]);
        let refused = OpeningSpec::from_wire(&stuck, &reversi).expect_err("black must pass");
        assert!(refused.message.contains("pass"), "{}", refused.message);
    }

    #[test]
    fn drawn_recognised_and_stored() {
        let config = gomoku("freestyle");
        let mut rng = SmallRng::seed_from_u64(3);
        let random = OpeningSpec::Random;
        let drawn = random.draw(&config, &mut rng);
        assert_eq!(drawn.moves.len(), 3);
        let mut history = drawn.moves.clone();
        history.push(Move::Place(boardroom_engine::Point::new(0, 0)));
        assert_eq!(random.recognise(&config, &history), drawn);
        assert_eq!(random.recognise(&config, &[]), Drawn::default());
        for spec in [
            random,
            OpeningSpec::Named(&openings::for_config(&config)[1]),
            OpeningSpec::Moves(drawn.moves.clone()),
        ] {
            let wire = spec.to_wire();
            assert_eq!(
                OpeningSpec::from_wire(&wire, &config).ok().flatten(),
                Some(spec)
            );
        }
        let off_board = OpeningChoice::Moves(vec![boardroom_protocol::Point { x: 99, y: 99 }]);
        assert!(OpeningSpec::from_wire(&off_board, &config).is_err());
    }
}
