//! The search's board: the game's [`Grid`] plus, for every free point, side and line direction,
//! the pattern code a stone there would make, kept up to date move by move.
//!
//! A stone changes the codes of at most [`REACH`] points either way along each of its lines.
//! Every cell keeps, per line, the pattern table's key of the ten cells around it, so a move
//! adds one digit to those keys, looks the free points' codes up again and adjusts a few running
//! totals by the difference: each side's pattern score (the static evaluation) and the number of
//! points that make a five (the threats every node must answer first). An undo takes the digit
//! away and puts back, from a log the move kept, the codes and totals as they were. The same
//! code runs on the square board (four lines) and the hexagon (three).

use super::patterns::{
    self, CODES, FIVE, FOUR, NONE, OPEN_FOUR, OPEN_THREE, OPEN_TWO, OVERLINE, POW3, REACH, THREE,
};
use crate::board::{Cell, Grid};
use crate::games::{Five, renju};
use crate::{Point, Side};

/// The combinations of threats one stone can make across its lines, which decide games: two
/// fours, a four and an open three, two open threes ([`combo`]).
pub(crate) const COMBOS: usize = 3;

/// What the move order weighs per side: the nine pattern codes, per line of a point, then the
/// [`COMBOS`] combinations, per point.
pub(crate) const FEATURES: usize = CODES + COMBOS;

/// The classes of a free point by the levels of its two strongest lines ([`class`]): every pair
/// of open two, three, open three and four. The [`COMBOS`] are three of them.
pub(crate) const CLASSES: usize = 10;

/// What the evaluation weighs per side: the nine pattern codes, per line of a free point, then
/// the [`CLASSES`], per free point.
pub(crate) const WEIGHED: usize = CODES + CLASSES;

/// The lowest code of each level of a line in a point's class (level 0: a line that makes no
/// class).
const LEVEL_CODE: [u8; 5] = [NONE, OPEN_TWO, THREE, OPEN_THREE, FOUR];

/// The class of a point whose two strongest lines have levels `hi` and `lo`, `hi >= lo >= 1`.
const fn class_of(hi: usize, lo: usize) -> usize {
    (hi - 1) * hi / 2 + lo - 1
}

/// Where each of the [`COMBOS`] sits among the [`CLASSES`].
pub(crate) const COMBO_CLASS: [usize; COMBOS] = [class_of(4, 4), class_of(4, 3), class_of(3, 3)];

/// The most line directions a board has.
pub(crate) const MAX_DIRS: usize = 4;

/// What each pattern code adds to its side's score, per line of a free point: the weights
/// move ordering reads ([`VALUES`]) and the square board's evaluation.
const WEIGHT: [i32; CODES] = [0, 1, 4, 10, 12, 40, 45, 250, 1200];

/// The static evaluation's weights: what each pattern code, per line of a free point, and each
/// combination of threats, per free point, adds to the score of the side to move (`mover`) and
/// of the other side (`waiter`), and what the side to move gains when it can make an open four
/// (an open three of its own that the other side has no time to stop). The two sides' codes
/// weigh differently because a pattern is worth more to the side that moves next.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Weights {
    /// Per code, then per class of a point, for the side to move.
    pub mover: [i32; WEIGHED],
    /// The same for the other side.
    pub waiter: [i32; WEIGHED],
    /// Added when the side to move can make an open four.
    pub open_four: i32,
}

impl Weights {
    /// The square board's weights: the codes and the open-four bonus fitted by `five_tune` to
    /// the results of 900 self-play games of `hard` at 60 ms a move under freestyle
    /// (docs/strength.md, "The square board's evaluation"), then the classes fitted, the codes
    /// kept, to the scores `hard`'s searches gave 12,824 positions of 600 games at 100 ms
    /// ("Classes of a point, fitted to the search's scores"); they serve all three rules.
    /// Against the hand-set ones ([`WEIGHT`] for both sides, no classes, an open-four bonus of
    /// 2000) a three, an open three and a four are worth several times more, an open four more
    /// to the side to move than to the other, a point making two threats at once about as much
    /// as an open four, and one making a four and an open two a fifth of that.
    pub(crate) const SQUARE: Weights = Weights {
        mover: [
            0, 0, 2, 14, 63, 96, 166, 1048, 1200, 19, 27, 0, 48, 75, 82, 241, 72, 1174, 1081,
        ],
        waiter: [
            0, 0, 0, 10, 49, 78, 171, 467, 1200, 0, 17, 0, 54, 0, 65, 215, 135, 584, 147,
        ],
        open_four: 2829,
    };

    /// The square board's weights before they were fitted, set by hand: both sides alike.
    pub(crate) const HAND_SET: Weights = Weights {
        mover: with_combos(WEIGHT, [0; COMBOS]),
        waiter: with_combos(WEIGHT, [0; COMBOS]),
        open_four: 2000,
    };

    /// The hexagon's weights, fitted by `five_tune` to the results of 500 self-play games of
    /// `hard` at 60 ms a move (docs/strength.md, "The hexagon's evaluation"): an open three (the
    /// codes open four and open three) is worth far more to the side that moves next, which
    /// the hand-set weights did not tell apart, and so is a point where it makes two threats
    /// at once, which the per-line codes cannot see.
    pub(crate) const HEX: Weights = Weights {
        mover: with_combos([0, 0, 0, 17, 26, 65, 89, 2289, 1200], [2083, 1905, 317]),
        waiter: with_combos([0, 0, 0, 12, 22, 40, 87, 638, 1200], [0, 832, 265]),
        open_four: 4204,
    };

    /// The weights of a board with `lines` line directions.
    #[must_use]
    pub(crate) const fn for_lines(lines: usize) -> Weights {
        if lines == 3 {
            Weights::HEX
        } else {
            Weights::SQUARE
        }
    }

    /// The lowest code whose coming or going on a line can change a point's weighed class:
    /// the board follows the classes only where a line at or above it changes, and not at all
    /// ([`CODES`], above every code) when no class has a weight.
    #[must_use]
    pub(crate) fn class_floor(&self) -> u8 {
        let mut floor = NO_FLOOR;
        for hi in 1..LEVEL_CODE.len() {
            for (lo, &code) in LEVEL_CODE.iter().enumerate().take(hi + 1).skip(1) {
                let k = CODES + class_of(hi, lo);
                if self.mover[k] != 0 || self.waiter[k] != 0 {
                    floor = floor.min(code);
                }
            }
        }
        floor
    }

    /// `weights` as `mover/waiter/open_four`, each list colon-separated (the knob's text): the
    /// codes' weights, then the ten classes', or the three combinations' as the fits before the
    /// classes wrote them (the other classes zero), or nothing (all zero); `hand` names
    /// [`Weights::HAND_SET`], the evaluation `hard` played with before any fit.
    #[must_use]
    pub(crate) fn parse(text: &str) -> Option<Weights> {
        if text == "hand" {
            return Some(Weights::HAND_SET);
        }
        fn list(text: &str) -> Option<[i32; WEIGHED]> {
            let values = colon_separated(text)?;
            match values.len() {
                CODES => Some(with_combos(values.try_into().ok()?, [0; COMBOS])),
                FEATURES => Some(with_combos(
                    values[..CODES].try_into().ok()?,
                    values[CODES..].try_into().ok()?,
                )),
                _ => values.try_into().ok(),
            }
        }
        let mut parts = text.split('/');
        let weights = Weights {
            mover: list(parts.next()?)?,
            waiter: list(parts.next()?)?,
            open_four: parts.next()?.parse().ok()?,
        };
        parts.next().is_none().then_some(weights)
    }
}

/// The whole numbers of a knob's colon-separated list (`weights=`, `order=`); `None` if one is
/// not a number.
pub(crate) fn colon_separated(text: &str) -> Option<Vec<i32>> {
    text.split(':').map(|v| v.parse().ok()).collect()
}

/// The codes' weights `codes` followed by the classes', those of the combinations `combos` and
/// none for the others.
const fn with_combos(codes: [i32; CODES], combos: [i32; COMBOS]) -> [i32; WEIGHED] {
    let mut out = [0; WEIGHED];
    let mut k = 0;
    while k < CODES {
        out[k] = codes[k];
        k += 1;
    }
    k = 0;
    while k < COMBOS {
        out[CODES + COMBO_CLASS[k]] = combos[k];
        k += 1;
    }
    out
}

/// [`Weights::class_floor`] when no class has a weight.
#[expect(clippy::cast_possible_truncation, reason = "there are nine codes")]
const NO_FLOOR: u8 = CODES as u8;

/// The level of a line's code in a point's class: open two 1, three 2, open three 3, four 4;
/// 0 for the rest, the weak codes and those (open four, five) that decide by themselves.
const fn level(code: u8) -> usize {
    match code {
        OPEN_TWO => 1,
        THREE => 2,
        OPEN_THREE => 3,
        FOUR => 4,
        _ => 0,
    }
}

/// The class of a free point for one side, from its entries along its lines: the pair of
/// levels of its two strongest lines ([`level`]), `None` when fewer than two lines have one.
/// A stone there makes both at once: two fours, a four and an open three, two open threes
/// decide games, and the lesser pairs are what builds them.
pub(crate) fn class(entries: &[u8; MAX_DIRS]) -> Option<usize> {
    let (mut hi, mut lo) = (0, 0);
    for &e in entries {
        let l = level(patterns::code(e));
        if l > hi {
            lo = hi;
            hi = l;
        } else if l > lo {
            lo = l;
        }
    }
    (lo > 0).then(|| class_of(hi, lo))
}

/// The combination of threats a stone of one side on a free point makes, from its entries
/// along its lines: its index among the [`COMBOS`] (two fours, a four and an open three, two
/// open threes), `None` for none of them.
pub(crate) fn combo(entries: &[u8; MAX_DIRS]) -> Option<usize> {
    let (mut fours, mut threes) = (0, 0);
    for &e in entries {
        match patterns::code(e) {
            FOUR => fours += 1,
            OPEN_THREE => threes += 1,
            _ => {}
        }
    }
    if fours >= 2 {
        Some(0)
    } else if fours == 1 && threes > 0 {
        Some(1)
    } else if threes >= 2 {
        Some(2)
    } else {
        None
    }
}

/// The hand-set move order's value of a point whose four line codes make `key`
/// ([`Board::value`]), for the tools that fit another.
#[must_use]
pub(crate) fn hand_value(key: usize) -> i32 {
    VALUES[key % VALUES.len()]
}

/// [`Board::value`] of every combination of four line codes (unused directions read as
/// nothing), the first code the lowest digit.
static VALUES: [i32; CODES * CODES * CODES * CODES] = {
    let mut out = [0; CODES * CODES * CODES * CODES];
    let mut key = 0;
    while key < out.len() {
        out[key] = combined_value(key);
        key += 1;
    }
    out
};

/// The value of the four line codes packed in `key`: the sum of their weights, with the
/// combinations that decide games (two fours, a four and an open three, two open threes) on top.
const fn combined_value(key: usize) -> i32 {
    let mut sum = 0;
    let (mut fours, mut open_fours, mut threes) = (0, 0, 0);
    let mut rest = key;
    let mut k = 0;
    while k < MAX_DIRS {
        let c = rest % CODES;
        rest /= CODES;
        sum += WEIGHT[c];
        #[expect(clippy::cast_possible_truncation, reason = "codes are below CODES")]
        match c as u8 {
            FIVE => return 1_000_000,
            OPEN_FOUR => open_fours += 1,
            FOUR => fours += 1,
            OPEN_THREE => threes += 1,
            _ => {}
        }
        k += 1;
    }
    if open_fours > 0 || fours >= 2 {
        sum += 100_000;
    } else if fours == 1 && threes > 0 {
        sum += 20_000;
    } else if threes >= 2 {
        sum += 8_000;
    }
    sum
}

/// The position as the search sees it.
#[derive(Debug, Clone)]
pub(crate) struct Board {
    /// The cells, always equal to the position searched (the renju analysis reads it).
    grid: Grid,
    /// The index steps of the line directions.
    dirs: Vec<isize>,
    /// Every on-board cell index.
    cells: Vec<usize>,
    /// The pattern table of each side's winning rule.
    tables: [&'static [u8; patterns::KEYS]; 2],
    /// Whether black has renju's forbidden points.
    renju: bool,
    /// The side to move.
    to_move: Side,
    /// The evaluation's weights.
    weights: Weights,
    /// [`Weights::class_floor`]: the board follows a point's class only when a line at or
    /// above it changes, and not at all when no class has a weight, so as not to pay for what
    /// nothing reads.
    floor: u8,
    /// Per cell: its windows, entries and neighbour count.
    spots: Vec<Spot>,
    /// The running totals over the free cells.
    totals: Totals,
    /// The Zobrist hash of the stones and the side to move.
    hash: u64,
    /// Per cell, per side: the hash key of a stone there.
    keys: Vec<[u64; 2]>,
    /// The cells played since the board was built, last last.
    history: Vec<usize>,
    /// Per move of `history`: the totals before it and where its changes start in `changes`.
    saved: Vec<(Totals, usize)>,
    /// The entries the moves of `history` changed, with their old values, to put back on undo.
    changes: Vec<Change>,
    /// How many cells are free.
    free: usize,
    /// How many cells either way along a line a stone's digit is kept in the windows:
    /// [`REACH`], or one less when five or more wins for both sides (the cells five steps away
    /// then never change a code: see [`patterns::table`]), which spares a fifth of the updates.
    reach: usize,
}

/// The digit weight, in a cell's window key, of a stone 1, 2, .. [`REACH`] cells before the
/// cell (digits `REACH - 1` down to 0; see [`Board::line_key`]).
const STONE_BEFORE: [u32; REACH] = digit_weights(false);

/// The same for a stone 1, 2, .. [`REACH`] cells after the cell (digits `REACH` up).
const STONE_AFTER: [u32; REACH] = digit_weights(true);

/// The powers of three of the digits of the cells 1 to [`REACH`] steps before (or after) a
/// point.
const fn digit_weights(after: bool) -> [u32; REACH] {
    let mut out = [0; REACH];
    let mut step = 1;
    while step <= REACH {
        let k = if after {
            REACH - 1 + step
        } else {
            REACH - step
        };
        #[expect(clippy::cast_possible_truncation, reason = "3^9 fits 32 bits")]
        let pow = POW3[k] as u32;
        out[step - 1] = pow;
        step += 1;
    }
    out
}

/// What the board keeps for one cell.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Spot {
    /// What the cell holds: the grid's cell, copied here so the updates read one record.
    cell: Cell,
    /// Per direction: the table keys of the ten cells around the cell on that line (see
    /// [`patterns::table`]), black's view in the low half of the word and white's in the high
    /// half. Kept up to date for every on-board cell, free or not, so a stone's entries never
    /// need the grid read again. The two farthest cells read as free when the board's
    /// [`Board::reach`] is four.
    window: [u32; MAX_DIRS],
    /// Per side, per direction: the pattern entry (code and flags) of a stone of that side on
    /// the cell. Meaningful only while the cell is free (left alone while it holds a stone).
    pat: [[u8; MAX_DIRS]; 2],
    /// How many stones lie within two steps along its lines.
    near: u8,
}

/// Running totals over the free cells, per side: what the search reads of a position besides
/// its cells (threat counts and the evaluation).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct Totals {
    /// Per side: the sum over the codes and combinations of every free cell of their
    /// [`Weights::mover`] and of their [`Weights::waiter`] weights.
    score: [[i32; 2]; 2],
    /// How many free cells make a five.
    fives: [i32; 2],
    /// The sum of the indices of those cells (the cell itself when there is one).
    five_sum: [usize; 2],
    /// How many free cells make a four or better.
    fours: [i32; 2],
    /// How many free cells make an open four (or two fours on one line).
    open_fours: [i32; 2],
    /// How many free cells make a combination of threats ([`combo`]).
    combos: [i32; 2],
}

impl Totals {
    /// How many free cells make a five for `side`.
    #[must_use]
    pub(crate) fn five_count(&self, side: Side) -> i32 {
        self.fives[side.index()]
    }

    /// How many free cells make a four or better for `side`.
    #[must_use]
    pub(crate) fn four_moves(&self, side: Side) -> i32 {
        self.fours[side.index()]
    }

    /// How many free cells make an open four for `side`.
    #[must_use]
    pub(crate) fn open_four_moves(&self, side: Side) -> i32 {
        self.open_fours[side.index()]
    }

    /// How many free cells make a combination of threats for `side`: two fours, a four and an
    /// open three, or two open threes ([`combo`]).
    #[must_use]
    pub(crate) fn combo_moves(&self, side: Side) -> i32 {
        self.combos[side.index()]
    }

    /// The static evaluation for `me` to move: its pattern score less the opponent's.
    #[must_use]
    pub(crate) fn evaluate(&self, me: Side) -> i32 {
        let me = me.index();
        self.score[me][0] - self.score[1 - me][1]
    }

    /// Moves the totals by side `s`'s entries of free cell `j` going from `before` to `after`,
    /// which differ in one direction only, from code `old_code` to `new_code`.
    fn shift(
        &mut self,
        weights: &Weights,
        floor: u8,
        j: usize,
        s: usize,
        [before, after]: [&[u8; MAX_DIRS]; 2],
        [old_code, new_code]: [u8; 2],
    ) {
        let (new, old) = (usize::from(new_code), usize::from(old_code));
        self.score[s][0] += weights.mover[new] - weights.mover[old];
        self.score[s][1] += weights.waiter[new] - weights.waiter[old];
        // The weighed classes look at lines from the floor up, the combinations at open threes
        // and up, the counts at fours and fives: nothing to do when this line neither had nor
        // has one.
        let top = new_code.max(old_code);
        if top < floor && top < OPEN_THREE {
            return;
        }
        if top >= floor {
            let (was, is) = (class(before), class(after));
            if was != is {
                self.weigh_class(weights, s, was, -1);
                self.weigh_class(weights, s, is, 1);
            }
        }
        if top < OPEN_THREE {
            return;
        }
        self.combos[s] += i32::from(combo(after).is_some()) - i32::from(combo(before).is_some());
        if top < FOUR {
            return;
        }
        let (before, after) = (best_code(before), best_code(after));
        if before != after {
            self.count(j, s, before, -1);
            self.count(j, s, after, 1);
        }
    }

    /// Adds (`sign` 1) or removes (`sign` -1) a free cell's class from side `s`'s scores.
    fn weigh_class(&mut self, weights: &Weights, s: usize, class: Option<usize>, sign: i32) {
        if let Some(k) = class {
            self.score[s][0] += sign * weights.mover[CODES + k];
            self.score[s][1] += sign * weights.waiter[CODES + k];
        }
    }

    /// Adds (`sign` 1) or removes (`sign` -1) free cell `i` from side `s`'s counts of points that
    /// make a five, a four, an open four, by its best code.
    fn count(&mut self, i: usize, s: usize, best: u8, sign: i32) {
        if best == FIVE {
            self.fives[s] += sign;
            self.five_sum[s] =
                self.five_sum[s].wrapping_add(if sign > 0 { i } else { i.wrapping_neg() });
        }
        self.fours[s] += sign * i32::from(best >= FOUR);
        self.open_fours[s] += sign * i32::from(best == OPEN_FOUR);
    }
}

/// A pattern entry a move changed: the cell, the side and direction, the value before.
#[derive(Debug, Clone, Copy)]
struct Change {
    /// The cell.
    cell: u32,
    /// The side's index.
    side: u8,
    /// The direction's index.
    dir: u8,
    /// The entry before the move.
    old: u8,
}

/// The hash key of white to move.
const WHITE_TO_MOVE: u64 = 0x9E37_79B9_7F4A_7C15;

/// A fixed pseudo-random stream (SplitMix64), so hashes are the same in every run.
fn splitmix(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

impl Board {
    /// The board of a position: its grid, the side to move, which rows win for each side
    /// (`rows`, indexed by [`Side::index`]) and whether black has forbidden points.
    #[must_use]
    pub(crate) fn new(grid: &Grid, to_move: Side, rows: [Five; 2], renju: bool) -> Board {
        let len = grid.len();
        let weights = Weights::for_lines(grid.lines().len());
        let mut state = 0x5EED_F1FE_u64;
        let keys = (0..len)
            .map(|_| [splitmix(&mut state), splitmix(&mut state)])
            .collect();
        let mut board = Board {
            grid: Grid::new(grid.shape()),
            dirs: grid.lines().to_vec(),
            cells: grid.indices().collect(),
            tables: [patterns::table(rows[0]), patterns::table(rows[1])],
            renju,
            to_move: Side::Black,
            weights,
            floor: weights.class_floor(),
            spots: vec![
                Spot {
                    cell: Cell::Wall,
                    window: [0; MAX_DIRS],
                    pat: [[0; MAX_DIRS]; 2],
                    near: 0,
                };
                len
            ],
            totals: Totals::default(),
            saved: Vec::new(),
            changes: Vec::new(),
            hash: 0,
            keys,
            history: Vec::new(),
            free: 0,
            reach: if rows == [Five::AtLeast; 2] {
                REACH - 1
            } else {
                REACH
            },
        };
        board.free = board.cells.len();
        for k in 0..board.cells.len() {
            let i = board.cells[k];
            for d in 0..board.dirs.len() {
                let [kb, kw] = board.line_key(i, d);
                let spot = &mut board.spots[i];
                spot.cell = Cell::Empty;
                spot.window[d] = u32::from(kb) | u32::from(kw) << 16;
                spot.pat[0][d] = board.tables[0][usize::from(kb)];
                spot.pat[1][d] = board.tables[1][usize::from(kw)];
            }
            board.share(i, 1);
        }
        for k in 0..board.cells.len() {
            let i = board.cells[k];
            if let Some(side) = grid.cell(i).side() {
                board.put(i, side);
            }
        }
        board.history.clear();
        board.saved.clear();
        board.changes.clear();
        board.to_move = to_move;
        if to_move == Side::White {
            board.hash ^= WHITE_TO_MOVE;
        }
        board
    }

    /// The board with its evaluation weighed by `weights` rather than its board's own.
    #[must_use]
    pub(crate) fn with_weights(mut self, weights: Weights) -> Board {
        self.weights = weights;
        self.floor = weights.class_floor();
        self.totals.score = [[0; 2]; 2];
        for k in 0..self.cells.len() {
            let i = self.cells[k];
            if self.is_free(i) {
                self.weigh(i, 1);
            }
        }
        self
    }

    /// The evaluation's weights.
    #[must_use]
    pub(crate) fn weights(&self) -> &Weights {
        &self.weights
    }

    /// What the evaluation weighs for `side`, counted afresh (for fitting the weights, not for
    /// the search): how many (free cell, line) pairs have each pattern code, then how many free
    /// cells have each class.
    #[must_use]
    pub(crate) fn feature_counts(&self, side: Side) -> [i32; WEIGHED] {
        let mut out = [0; WEIGHED];
        for &i in &self.cells {
            if self.is_free(i) {
                let entries = &self.spots[i].pat[side.index()];
                for &e in &entries[..self.dirs.len()] {
                    out[usize::from(patterns::code(e))] += 1;
                }
                if let Some(k) = class(entries) {
                    out[CODES + k] += 1;
                }
            }
        }
        out
    }

    /// The side to move.
    #[must_use]
    pub(crate) fn to_move(&self) -> Side {
        self.to_move
    }

    /// The grid (equal to the position).
    #[must_use]
    pub(crate) fn grid(&self) -> &Grid {
        &self.grid
    }

    /// The hash of the position and the side to move.
    #[must_use]
    pub(crate) fn hash(&self) -> u64 {
        self.hash
    }

    /// The running totals of the position.
    #[must_use]
    pub(crate) fn totals(&self) -> &Totals {
        &self.totals
    }

    /// The hash after the side to move plays on free cell `i`.
    #[must_use]
    pub(crate) fn hash_after(&self, i: usize) -> u64 {
        self.hash ^ self.keys[i][self.to_move.index()] ^ WHITE_TO_MOVE
    }

    /// Every on-board cell.
    #[must_use]
    pub(crate) fn cells(&self) -> &[usize] {
        &self.cells
    }

    /// How many free points are left.
    #[must_use]
    pub(crate) fn free(&self) -> usize {
        self.free
    }

    /// The point of a cell.
    #[must_use]
    pub(crate) fn point(&self, i: usize) -> Point {
        self.grid.point(i)
    }

    /// Whether a cell is free.
    #[must_use]
    pub(crate) fn is_free(&self, i: usize) -> bool {
        self.grid.cell(i) == Cell::Empty
    }

    /// Whether a free cell has a stone within two steps along a line.
    #[must_use]
    pub(crate) fn is_near(&self, i: usize) -> bool {
        self.spots[i].near > 0
    }

    /// The highest code of a stone of `side` on free cell `i`.
    #[must_use]
    pub(crate) fn best(&self, i: usize, side: Side) -> u8 {
        self.spots[i].pat[side.index()]
            .iter()
            .map(|&e| patterns::code(e))
            .max()
            .unwrap_or(0)
    }

    /// How many free cells make a five for `side`.
    #[must_use]
    pub(crate) fn five_count(&self, side: Side) -> i32 {
        self.totals.five_count(side)
    }

    /// The free cell that makes a five for `side`, when there is exactly one.
    #[must_use]
    pub(crate) fn five_point(&self, side: Side) -> Option<usize> {
        (self.totals.fives[side.index()] == 1).then_some(self.totals.five_sum[side.index()])
    }

    /// Every free cell that makes a five for `side`.
    pub(crate) fn five_points(&self, side: Side) -> impl Iterator<Item = usize> + '_ {
        self.cells
            .iter()
            .copied()
            .filter(move |&i| self.is_free(i) && self.best(i, side) == FIVE)
    }

    /// The static evaluation for the side to move: its pattern score less the opponent's.
    #[must_use]
    pub(crate) fn evaluate(&self) -> i32 {
        self.totals.evaluate(self.to_move)
    }

    /// Whether a stone of `side` on free cell `i` makes a four or better (a five, an open four,
    /// or a four) along some line.
    #[must_use]
    pub(crate) fn makes_four(&self, i: usize, side: Side) -> bool {
        self.best(i, side) >= FOUR
    }

    /// Whether `side` may play on free cell `i`: always, except renju's forbidden points for
    /// black. Takes `&mut self` because the renju analysis works on the grid in place (and
    /// restores it).
    pub(crate) fn allowed(&mut self, i: usize, side: Side) -> bool {
        if !self.renju || side != Side::Black {
            return true;
        }
        let entries = self.spots[i].pat[0];
        let codes = entries.map(patterns::code);
        if codes.contains(&FIVE) {
            return true;
        }
        let overline = entries.iter().any(|&e| e & OVERLINE != 0);
        let threats = codes.iter().filter(|&&c| c >= OPEN_THREE).count();
        if !overline && !codes.contains(&OPEN_FOUR) && threats < 2 {
            return true;
        }
        renju::forbidden_in(&mut self.grid, i).is_none()
    }

    /// How good a free cell is for `side` to play: its patterns with the combinations that
    /// decide games (two fours, a four and an open three, two open threes) on top. Used to
    /// order moves.
    #[must_use]
    pub(crate) fn value(&self, i: usize, side: Side) -> i32 {
        VALUES[self.key(i, side)]
    }

    /// The key of the line codes a stone of `side` on free cell `i` makes
    /// ([`super::order::KEYS`]).
    #[must_use]
    pub(crate) fn key(&self, i: usize, side: Side) -> usize {
        super::order::key_of(self.spots[i].pat[side.index()].map(patterns::code))
    }

    /// How many free cells make a four or better for `side`: zero means `side` has no four to
    /// answer a threat with.
    #[must_use]
    pub(crate) fn four_moves(&self, side: Side) -> i32 {
        self.totals.four_moves(side)
    }

    /// How many free cells make an open four for `side`: `side` has an open three (or a broken
    /// one) on the board.
    #[must_use]
    pub(crate) fn open_four_moves(&self, side: Side) -> i32 {
        self.totals.open_four_moves(side)
    }

    /// Plays the side to move on free cell `i`.
    pub(crate) fn play(&mut self, i: usize) {
        let side = self.to_move;
        self.put(i, side);
        self.history.push(i);
        self.to_move = side.opponent();
        self.hash ^= WHITE_TO_MOVE;
    }

    /// Takes back the last move.
    pub(crate) fn undo(&mut self) {
        let Some(i) = self.history.pop() else {
            return;
        };
        self.to_move = self.to_move.opponent();
        self.hash ^= WHITE_TO_MOVE;
        self.remove(i);
    }

    /// Hands the move to the other side without a stone (to ask what the opponent threatens).
    pub(crate) fn pass(&mut self) {
        self.to_move = self.to_move.opponent();
        self.hash ^= WHITE_TO_MOVE;
    }

    /// Puts a stone of `side` on free cell `i` and updates everything that depends on it,
    /// remembering what it changed.
    fn put(&mut self, i: usize, side: Side) {
        self.saved.push((self.totals, self.changes.len()));
        self.share(i, -1);
        self.grid.set(i, Cell::stone(side));
        self.spots[i].cell = Cell::stone(side);
        self.hash ^= self.keys[i][side.index()];
        self.free -= 1;
        self.touch(i, side, true);
    }

    /// Removes the stone on cell `i`, the last one put: the changed entries and the totals are
    /// put back as they were. The cell's own entries were left alone while it held the stone.
    fn remove(&mut self, i: usize) {
        let Some(side) = self.grid.cell(i).side() else {
            return;
        };
        let Some((totals, from)) = self.saved.pop() else {
            return;
        };
        for c in self.changes.drain(from..) {
            self.spots[c.cell as usize].pat[usize::from(c.side)][usize::from(c.dir)] = c.old;
        }
        self.totals = totals;
        self.grid.set(i, Cell::Empty);
        self.spots[i].cell = Cell::Empty;
        self.hash ^= self.keys[i][side.index()];
        self.free += 1;
        self.touch(i, side, false);
    }

    /// Adds (`placed`) or takes away the digit of a stone of `side` on `i` in the windows of
    /// the cells along its lines; when placed, updates the free ones' entries and the totals
    /// (a removal's are put back by [`Board::remove`]).
    fn touch(&mut self, i: usize, side: Side, placed: bool) {
        let add = stone_digits(side);
        let delta: i8 = if placed { 1 } else { -1 };
        for d in 0..self.dirs.len() {
            let dir = self.dirs[d];
            for (sign, digits) in [(1, &STONE_BEFORE), (-1, &STONE_AFTER)] {
                for (step, &pow) in (1..).zip(&digits[..self.reach]) {
                    let j = i.wrapping_add_signed(sign * dir * step);
                    let spot = &mut self.spots[j];
                    // Shapes are convex and the frame is REACH deep: past a wall, only walls.
                    if spot.cell == Cell::Wall {
                        break;
                    }
                    if step <= 2 {
                        spot.near = spot.near.wrapping_add_signed(delta);
                    }
                    if placed {
                        spot.window[d] += add * pow;
                        if spot.cell == Cell::Empty {
                            self.update(j, d);
                        }
                    } else {
                        spot.window[d] -= add * pow;
                    }
                }
            }
        }
    }

    /// Side `s`'s pattern entry of a window word (black's key in its low half, white's in the
    /// high half).
    #[expect(clippy::cast_possible_truncation, reason = "each half is 16 bits")]
    fn entry(&self, window: u32, s: usize) -> u8 {
        let key = if s == 0 {
            window & 0xFFFF
        } else {
            window >> 16
        };
        self.tables[s][usize::from(key as u16)]
    }

    /// Reads free cell `j`'s entries along direction `d` off its windows and moves the totals
    /// by the difference.
    fn update(&mut self, j: usize, d: usize) {
        let window = self.spots[j].window[d];
        for s in 0..2 {
            let entry = self.entry(window, s);
            let old = self.spots[j].pat[s][d];
            if entry == old {
                continue;
            }
            #[expect(
                clippy::cast_possible_truncation,
                reason = "boards are far below 2^32 cells"
            )]
            self.changes.push(Change {
                cell: j as u32,
                side: s as u8,
                dir: d as u8,
                old,
            });
            // The entries are changed in a copy and written back whole: writing the one byte and
            // reading the four back would stall on the store.
            let before = self.spots[j].pat[s];
            let mut after = before;
            after[d] = entry;
            self.spots[j].pat[s] = after;
            self.totals.shift(
                &self.weights,
                self.floor,
                j,
                s,
                [&before, &after],
                [patterns::code(old), patterns::code(entry)],
            );
        }
    }

    /// Adds (`sign` 1) or removes (`sign` -1) a free cell's share of the totals.
    fn share(&mut self, i: usize, sign: i32) {
        let mut totals = self.totals;
        self.share_into(&mut totals, i, sign);
        self.totals = totals;
    }

    /// [`Board::share`] on `totals`.
    fn share_into(&self, totals: &mut Totals, i: usize, sign: i32) {
        self.weigh_into(totals, i, sign);
        for s in 0..2 {
            let entries = &self.spots[i].pat[s];
            totals.count(i, s, best_code(entries), sign);
            totals.combos[s] += sign * i32::from(combo(entries).is_some());
        }
    }

    /// Adds (`sign` 1) or removes (`sign` -1) a free cell's codes and combinations from both
    /// sides' scores.
    fn weigh(&mut self, i: usize, sign: i32) {
        let mut totals = self.totals;
        self.weigh_into(&mut totals, i, sign);
        self.totals = totals;
    }

    /// [`Board::weigh`] on `totals`.
    fn weigh_into(&self, totals: &mut Totals, i: usize, sign: i32) {
        for s in 0..2 {
            for &e in &self.spots[i].pat[s][..self.dirs.len()] {
                let c = usize::from(patterns::code(e));
                totals.score[s][0] += sign * self.weights.mover[c];
                totals.score[s][1] += sign * self.weights.waiter[c];
            }
            if self.floor < NO_FLOOR {
                let entries = self.spots[i].pat[s];
                totals.weigh_class(&self.weights, s, class(&entries), sign);
            }
        }
    }

    /// The totals as they would be after the side to move plays on free cell `i`, worked out
    /// without playing it: what [`Board::put`] would do to them, read-only. A leaf of the
    /// search needs nothing else of the position, and this costs a fraction of a move and its
    /// undo (no window, entry or log is written). A cell is on one line through `i` only, so
    /// each cell reached changes in one direction and is read once.
    #[must_use]
    pub(crate) fn totals_after(&self, i: usize) -> Totals {
        let mut totals = self.totals;
        self.share_into(&mut totals, i, -1);
        let add = stone_digits(self.to_move);
        for d in 0..self.dirs.len() {
            let dir = self.dirs[d];
            for (sign, digits) in [(1, &STONE_BEFORE), (-1, &STONE_AFTER)] {
                for (step, &pow) in (1..).zip(&digits[..self.reach]) {
                    let j = i.wrapping_add_signed(sign * dir * step);
                    let spot = &self.spots[j];
                    if spot.cell == Cell::Wall {
                        break;
                    }
                    if spot.cell != Cell::Empty {
                        continue;
                    }
                    let window = spot.window[d] + add * pow;
                    for s in 0..2 {
                        let entry = self.entry(window, s);
                        let before = &spot.pat[s];
                        if entry == before[d] {
                            continue;
                        }
                        let mut after = *before;
                        after[d] = entry;
                        totals.shift(
                            &self.weights,
                            self.floor,
                            j,
                            s,
                            [before, &after],
                            [patterns::code(before[d]), patterns::code(entry)],
                        );
                    }
                }
            }
        }
        totals
    }

    /// Whether black has renju's forbidden points, which only a played move can tell.
    #[must_use]
    pub(crate) fn renju(&self) -> bool {
        self.renju
    }

    /// Both sides' window keys of cell `i` along direction `d`, read from the grid.
    fn line_key(&self, i: usize, d: usize) -> [u16; 2] {
        let dir = self.dirs[d];
        let (mut kb, mut kw) = (0, 0);
        // Digits 0..REACH are the cells before the point, farthest first; then the cells after
        // it, nearest first. Cells beyond the board's reach read as free, as `touch` keeps them.
        for (k, pow) in POW3.iter().enumerate() {
            #[expect(clippy::cast_possible_wrap, reason = "`k` and `REACH` are below 10")]
            let offset = if k < REACH {
                k as isize - REACH as isize
            } else {
                k as isize - REACH as isize + 1
            };
            if offset.unsigned_abs() > self.reach {
                continue;
            }
            let (b, w) = match self.grid.cell_at(i, dir, offset) {
                Cell::Empty => (0, 0),
                Cell::Black => (1, 2),
                Cell::White => (2, 1),
                Cell::Wall => (2, 2),
            };
            kb += b * pow;
            kw += w * pow;
        }
        // 3^10 - 1 fits 16 bits.
        [
            u16::try_from(kb).unwrap_or(u16::MAX),
            u16::try_from(kw).unwrap_or(u16::MAX),
        ]
    }
}

/// The digits a stone of `side` adds to the window words of the cells along its lines, before
/// the weight of its place in each window: as black sees it the stone is own (1) or blocked
/// (2), and the other way for white; both keys move at once, black's in the low half of the
/// word, white's in the high one.
fn stone_digits(side: Side) -> u32 {
    if side == Side::Black {
        1 | 2 << 16
    } else {
        2 | 1 << 16
    }
}

/// The highest code among a cell's entries for one side (unused directions hold nothing).
fn best_code(entries: &[u8; MAX_DIRS]) -> u8 {
    entries
        .iter()
        .map(|&e| patterns::code(e))
        .max()
        .unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Shape;

    /// Asserts that `board` holds what a board built afresh from its grid holds, and that its
    /// evaluation is its weights times its codes.
    fn check_fresh(board: &Board, rows: [Five; 2], renju: bool) {
        let fresh =
            Board::new(board.grid(), board.to_move(), rows, renju).with_weights(board.weights);
        assert_eq!(fresh.totals, board.totals);
        let me = board.to_move();
        let dot = |w: &[i32; WEIGHED], c: [i32; WEIGHED]| -> i32 {
            w.iter().zip(c).map(|(a, b)| a * b).sum()
        };
        assert_eq!(
            board.evaluate(),
            dot(&board.weights.mover, board.feature_counts(me))
                - dot(&board.weights.waiter, board.feature_counts(me.opponent()))
        );
        assert_eq!(fresh.hash, board.hash);
        assert_eq!(fresh.free, board.free);
        for &i in board.cells() {
            assert_eq!(
                fresh.spots[i].window, board.spots[i].window,
                "window of {i}"
            );
            if board.is_free(i) {
                assert_eq!(fresh.spots[i], board.spots[i], "entries of {i}");
            }
        }
    }

    #[test]
    fn incremental_equals_fresh() {
        let square = Shape::Square { size: 15 };
        let uneven = Weights::parse(
            "0:2:3:11:13:37:50:300:999:700:400:150/0:1:5:8:15:30:60:200:1100:500:300:90/1500",
        )
        .expect("valid weights");
        // Every class weighed: the board follows them from open twos up.
        let classes = Weights::parse(
            "0:2:3:11:13:37:50:300:999:9:8:7:6:5:4:3:2:1:700/0:1:5:8:15:30:60:200:1100:1:2:3:4:5:6:7:8:9:10/1500",
        )
        .expect("valid weights");
        assert_eq!(classes.class_floor(), OPEN_TWO);
        let (free, exact, open) = (Five::AtLeast, Five::Exactly, Five::Open);
        for (shape, rows, renju, weights) in [
            (square, [free, free], false, None),
            (square, [exact, free], true, None),
            (square, [exact, exact], false, None),
            (square, [open, open], false, None),
            (square, [free, free], false, Some(uneven)),
            (Shape::Hex { size: 6 }, [free, free], false, None),
            (Shape::Hex { size: 6 }, [free, free], false, Some(uneven)),
            (square, [free, free], false, Some(classes)),
            (square, [exact, free], true, Some(classes)),
            (Shape::Hex { size: 6 }, [free, free], false, Some(classes)),
        ] {
            let grid = Grid::new(shape);
            let mut board = Board::new(&grid, Side::Black, rows, renju);
            if let Some(w) = weights {
                board = board.with_weights(w);
            }
            let mut state = 7;
            // Random stones, every third move taken back, the boards compared at every step;
            // the stones cluster as in a game: only near points once there are stones.
            for step in 0..90 {
                if step % 3 == 2 {
                    board.undo();
                } else {
                    let near: Vec<usize> = board
                        .cells()
                        .iter()
                        .copied()
                        .filter(|&i| board.is_free(i) && (board.is_near(i) || step == 0))
                        .collect();
                    let pick = usize::try_from(splitmix(&mut state) % near.len() as u64);
                    board.play(near[pick.expect("small")]);
                }
                check_fresh(&board, rows, renju);
                // What a move would leave, worked out without it, is what it leaves.
                for k in 0..board.cells().len() {
                    let i = board.cells()[k];
                    if board.is_free(i) && board.is_near(i) {
                        let worked_out = board.totals_after(i);
                        board.play(i);
                        assert_eq!(worked_out, board.totals, "after {i}");
                        board.undo();
                    }
                }
            }
            while !board.history.is_empty() {
                board.undo();
            }
            check_fresh(&board, rows, renju);
            assert_eq!(board.free, board.cells.len());
        }
    }

    #[test]
    fn combinations_of_a_point() {
        use patterns::{NONE, OPEN_TWO, THREE};
        // The codes of a point's lines, and the combination a stone there makes.
        let check = |codes: [u8; MAX_DIRS], expected: Option<usize>| {
            assert_eq!(combo(&codes), expected, "{codes:?}");
        };
        check([FOUR, FOUR, NONE, NONE], Some(0));
        check([FOUR, OPEN_THREE, FOUR, NONE], Some(0));
        check([OPEN_THREE, NONE, FOUR, OPEN_TWO], Some(1));
        check([OPEN_THREE, OPEN_THREE, NONE, NONE], Some(2));
        check([OPEN_THREE, THREE, OPEN_TWO, NONE], None);
        check([FOUR, THREE, NONE, NONE], None);
        check([OPEN_FOUR, NONE, NONE, NONE], None);
        check([NONE; MAX_DIRS], None);
        // The overline flag does not change the code.
        check([FOUR | OVERLINE, OPEN_THREE, NONE, NONE], Some(1));
    }

    #[test]
    fn classes_of_a_point() {
        use patterns::{NONE, ONE, TWO};
        // The codes of a point's lines, and the levels of its class.
        let check = |codes: [u8; MAX_DIRS], expected: Option<(usize, usize)>| {
            let expected = expected.map(|(hi, lo)| class_of(hi, lo));
            assert_eq!(class(&codes), expected, "{codes:?}");
        };
        check([OPEN_TWO, OPEN_TWO, NONE, NONE], Some((1, 1)));
        check([TWO, OPEN_TWO, ONE, THREE], Some((2, 1)));
        check([OPEN_THREE, THREE, OPEN_TWO, NONE], Some((3, 2)));
        check([FOUR, OPEN_TWO, OPEN_TWO, OPEN_TWO], Some((4, 1)));
        check([OPEN_FOUR, OPEN_THREE, NONE, NONE], None);
        check([OPEN_FOUR, FOUR, OPEN_THREE, NONE], Some((4, 3)));
        check([FOUR | OVERLINE, THREE, NONE, NONE], Some((4, 2)));
        check([OPEN_THREE, TWO, ONE, NONE], None);
        // The combinations are three of the classes.
        for codes in [
            [FOUR, FOUR, NONE, NONE],
            [FOUR, OPEN_THREE, FOUR, NONE],
            [OPEN_THREE, NONE, FOUR, OPEN_TWO],
            [OPEN_THREE, OPEN_THREE, THREE, NONE],
        ] {
            let k = combo(&codes).expect("a combination");
            assert_eq!(class(&codes), Some(COMBO_CLASS[k]), "{codes:?}");
        }
    }

    #[test]
    fn weights_read_from_the_knob_text() {
        let w = Weights::parse("0:1:4:10:12:40:45:250:1200/0:1:4:10:12:40:45:250:1200/2000");
        assert_eq!(w, Some(Weights::HAND_SET));
        let w = Weights::parse(
            "0:1:4:10:12:40:45:250:1200:0:0:0/0:1:4:10:12:40:45:250:1200:0:0:0/2000",
        );
        assert_eq!(w, Some(Weights::HAND_SET));
        assert_eq!(Weights::parse("hand"), Some(Weights::HAND_SET));
        // The fitted tables, as `five_tune fit` printed them, are the boards' own.
        for (text, lines) in [
            (
                "0:0:2:14:63:96:166:1048:1200:19:27:0:48:75:82:241:72:1174:1081/\
                 0:0:0:10:49:78:171:467:1200:0:17:0:54:0:65:215:135:584:147/2829",
                4,
            ),
            (
                "0:0:0:17:26:65:89:2289:1200:2083:1905:317/0:0:0:12:22:40:87:638:1200:0:832:265/4204",
                3,
            ),
        ] {
            assert_eq!(
                Weights::parse(text),
                Some(Weights::for_lines(lines)),
                "{text}"
            );
        }
        // The three combinations' weights, as before the classes, land on their classes.
        let w = Weights::parse("0:0:0:0:0:0:0:0:0:5:6:7/0:0:0:0:0:0:0:0:0:1:2:3/9").expect("valid");
        assert_eq!(
            COMBO_CLASS.map(|k| (w.mover[CODES + k], w.waiter[CODES + k])),
            [(5, 1), (6, 2), (7, 3)]
        );
        assert_eq!(w.class_floor(), OPEN_THREE);
        assert_eq!(Weights::HAND_SET.class_floor(), NO_FLOOR);
        let w = Weights::parse(
            "0:0:0:0:0:0:0:0:0:0:0:0:0:1:0:0:0:0:0/0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0:0/9",
        )
        .expect("valid");
        assert_eq!(
            (w.mover[CODES + class_of(3, 2)], w.class_floor()),
            (1, THREE)
        );
        for bad in [
            "",
            "0:1:4:10:12:40:45:250:1200/0:1:4:10:12:40:45:250:1200",
            "0:1:4:10:12:40:45:250/0:1:4:10:12:40:45:250:1200/2000",
            "0:1:4:10:12:40:45:250:1200/0:1:4:10:12:40:45:250:1200/2000/1",
            "0:1:4:10:12:40:45:250:1200:0/0:1:4:10:12:40:45:250:1200/2000",
            "0:1:4:10:x:40:45:250:1200/0:1:4:10:12:40:45:250:1200/2000",
        ] {
            assert_eq!(Weights::parse(bad), None, "{bad:?}");
        }
    }
}
