//! The catalogue: what each game is, said once. Its name and title, the board it is played on,
//! the sizes and the options a room may choose with their defaults, what a move changes besides
//! its own stone, and what is counted at the end.
//!
//! Everything outside the engine that needs a fact about a game reads it here (the server
//! checks options against it and sends it to the clients in `welcome`; the clients build their
//! forms, labels and replays from it), so a game or a rule is added in one place: its rules in
//! [`crate::games`], its entry here.

use crate::config::{GomokuRule, NoGoConfig};
use crate::{GameKind, Side};

/// How a game's board is drawn (the one fact a client's drawing code may branch on).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum BoardKind {
    /// Stones on the points where the lines of a square grid cross (gomoku, NoGo).
    Points,
    /// Discs inside the squares of a square board (reversi).
    Squares,
    /// Stones on the points of a hexagon of triangles (hex gomoku).
    Hexagon,
}

impl BoardKind {
    /// The protocol's name.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            BoardKind::Points => "points",
            BoardKind::Squares => "squares",
            BoardKind::Hexagon => "hexagon",
        }
    }
}

/// What a player puts down.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Piece {
    /// A stone.
    Stone,
    /// A disc, black on one face and white on the other.
    Disc,
}

impl Piece {
    /// The protocol's name.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Piece::Stone => "stone",
            Piece::Disc => "disc",
        }
    }
}

/// What a move changes besides putting down its own piece.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Changes {
    /// Nothing else.
    Nothing,
    /// The opponent's pieces it encloses turn to the mover's colour (reversi).
    Flips,
    /// The opponent's pieces it surrounds are taken off the board.
    Captures,
}

impl Changes {
    /// The protocol's name.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Changes::Nothing => "nothing",
            Changes::Flips => "flips",
            Changes::Captures => "captures",
        }
    }
}

/// What a player's score is while the game goes on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Score {
    /// No score: a game is won by its rules' event (a five, no legal move).
    Nothing,
    /// The pieces of each colour on the board, which decide the game at its end (reversi).
    Pieces,
}

impl Score {
    /// The protocol's name.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Score::Nothing => "nothing",
            Score::Pieces => "pieces",
        }
    }
}

/// The sizes a game's board may have: points along one edge.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Sizes {
    /// The smallest.
    pub min: u8,
    /// The largest.
    pub max: u8,
    /// The size a room gets when it asks for none.
    pub default: u8,
}

impl Sizes {
    /// Whether `size` is one of these.
    #[must_use]
    pub const fn contains(self, size: u8) -> bool {
        self.min <= size && size <= self.max
    }
}

/// One value a choice option may take.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Choice {
    /// The value on the wire, e.g. `renju`.
    pub value: &'static str,
    /// Its name for people, e.g. `Renju`.
    pub title: &'static str,
    /// What it means, in a few words, e.g. `black has forbidden moves`.
    pub summary: &'static str,
    /// The side that has forbidden points under it, if any: the points left out of its legal
    /// moves are shown as forbidden (renju's black).
    pub forbidden: Option<Side>,
}

/// The kind of value an option takes, with its default.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum OptionKind {
    /// One of a list of values.
    Choice {
        /// The values, the default among them.
        choices: &'static [Choice],
        /// The value a room gets when it asks for none.
        default: &'static str,
    },
    /// On or off.
    Flag {
        /// The value a room gets when it asks for none.
        default: bool,
        /// A few words that describe a room with the flag off (for its summary), if any.
        off: Option<&'static str>,
    },
}

/// An option a room of the game may set, beyond its size.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct OptionInfo {
    /// The name on the wire, a field of `options`, e.g. `rule`.
    pub name: &'static str,
    /// Its label for people.
    pub title: &'static str,
    /// Its values and default.
    pub kind: OptionKind,
}

impl OptionInfo {
    /// The choice named `value`, for a choice option.
    #[must_use]
    pub fn choice(&self, value: &str) -> Option<&'static Choice> {
        match self.kind {
            OptionKind::Choice { choices, .. } => choices.iter().find(|c| c.value == value),
            OptionKind::Flag { .. } => None,
        }
    }
}

/// Everything the catalogue says of one game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct GameInfo {
    /// Which game.
    pub kind: GameKind,
    /// Its name for people.
    pub title: &'static str,
    /// What it is, in one sentence.
    pub summary: &'static str,
    /// How its board is drawn.
    pub board: BoardKind,
    /// What a player puts down.
    pub piece: Piece,
    /// The board sizes it may be played on.
    pub sizes: Sizes,
    /// The options a room may set, beyond the size.
    pub options: &'static [OptionInfo],
    /// What a move changes besides its own piece.
    pub changes: Changes,
    /// What is counted while it goes on.
    pub score: Score,
    /// Whether the legal moves are shown by default: where they are few and telling (reversi);
    /// elsewhere nearly every free point is legal and marks on all of them are noise.
    pub hints: bool,
}

impl GameInfo {
    /// The option named `name`, if the game has it.
    #[must_use]
    pub fn option(&self, name: &str) -> Option<&'static OptionInfo> {
        self.options.iter().find(|o| o.name == name)
    }
}

/// The rules of gomoku a room may choose, in the order of [`GomokuRule::ALL`].
const GOMOKU_RULES: [Choice; 4] = [
    Choice {
        value: GomokuRule::Freestyle.as_str(),
        title: "Freestyle",
        summary: "five or more in a row wins",
        forbidden: None,
    },
    Choice {
        value: GomokuRule::Standard.as_str(),
        title: "Standard",
        summary: "exactly five in a row wins",
        forbidden: None,
    },
    Choice {
        value: GomokuRule::Renju.as_str(),
        title: "Renju",
        summary: "black has forbidden moves",
        forbidden: Some(Side::Black),
    },
    Choice {
        value: GomokuRule::Caro.as_str(),
        title: "Caro",
        summary: "a five closed at both ends does not win",
        forbidden: None,
    },
];

/// Gomoku's options.
const GOMOKU_OPTIONS: [OptionInfo; 1] = [OptionInfo {
    name: "rule",
    title: "Rule",
    kind: OptionKind::Choice {
        choices: &GOMOKU_RULES,
        default: GomokuRule::Freestyle.as_str(),
    },
}];

/// NoGo's options.
const NOGO_OPTIONS: [OptionInfo; 1] = [OptionInfo {
    name: "center_first_forbidden",
    title: "The first move may not take the centre",
    kind: OptionKind::Flag {
        default: NoGoConfig::CENTER_FIRST_FORBIDDEN,
        off: Some("centre open"),
    },
}];

/// Every game, in the order the protocol lists them ([`GameKind::ALL`]).
pub const CATALOGUE: [GameInfo; 4] = [
    GameInfo {
        kind: GameKind::Gomoku,
        title: "Gomoku",
        summary: "Five in a row on a square board.",
        board: BoardKind::Points,
        piece: Piece::Stone,
        sizes: Sizes {
            min: 9,
            max: 19,
            default: 15,
        },
        options: &GOMOKU_OPTIONS,
        changes: Changes::Nothing,
        score: Score::Nothing,
        hints: false,
    },
    GameInfo {
        kind: GameKind::Reversi,
        title: "Reversi",
        summary: "Turn your opponent's discs over; the most discs at the end wins.",
        board: BoardKind::Squares,
        piece: Piece::Disc,
        sizes: Sizes {
            min: 8,
            max: 8,
            default: 8,
        },
        options: &[],
        changes: Changes::Flips,
        score: Score::Pieces,
        hints: true,
    },
    GameInfo {
        kind: GameKind::NoGo,
        title: "NoGo",
        summary: "Go where capturing is forbidden: whoever has no legal move left loses.",
        board: BoardKind::Points,
        piece: Piece::Stone,
        sizes: Sizes {
            min: 7,
            max: 19,
            default: 9,
        },
        options: &NOGO_OPTIONS,
        changes: Changes::Nothing,
        score: Score::Nothing,
        hints: false,
    },
    GameInfo {
        kind: GameKind::HexGomoku,
        title: "Hex gomoku",
        summary: "Five in a row on a hexagonal board.",
        board: BoardKind::Hexagon,
        piece: Piece::Stone,
        sizes: Sizes {
            min: 5,
            max: 10,
            default: 8,
        },
        options: &[],
        changes: Changes::Nothing,
        score: Score::Nothing,
        hints: false,
    },
];

impl GameKind {
    /// The catalogue's entry for this game.
    #[must_use]
    pub const fn info(self) -> &'static GameInfo {
        &CATALOGUE[self as usize]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_has_its_entry_in_order() {
        for (i, kind) in GameKind::ALL.into_iter().enumerate() {
            assert_eq!(CATALOGUE[i].kind, kind);
            assert_eq!(kind.info().kind, kind);
            let sizes = kind.info().sizes;
            assert!(sizes.contains(sizes.default), "{kind}");
        }
    }

    #[test]
    fn the_rules_are_the_rule_option_s_choices() {
        let rule = GameKind::Gomoku
            .info()
            .option("rule")
            .expect("gomoku has rules");
        let OptionKind::Choice { choices, default } = rule.kind else {
            panic!("the rule is a choice");
        };
        let names: Vec<&str> = choices.iter().map(|c| c.value).collect();
        let rules: Vec<&str> = GomokuRule::ALL.iter().map(|r| r.as_str()).collect();
        assert_eq!(names, rules);
        assert_eq!(default, GomokuRule::default().as_str());
        assert!(rule.choice(default).is_some());
    }
}
