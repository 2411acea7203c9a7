//! Line patterns: what a stone on an empty point makes along one line.
//!
//! The answer depends only on the ten cells around the point on that line (five either way, the
//! most a five or an overline through it can reach), each of them the side's own stone, free, or
//! blocked (the other side's stone or the board's edge). So it is a table of `3^10` entries per
//! winning rule, built once: [`table`]. The search keeps each free point's code per side and
//! direction up to date as stones come and go (see [`super::board`]).
//!
//! The levels follow the usual threat ladder, each defined by the one above it:
//! a *five* wins; a *four* leaves one point that makes a five, an *open four* two or more (a
//! straight four, or two fours on one line); a *three* is one stone short of a four, an *open
//! three* one stone short of an open four; and so on down to a point that only lies in a
//! window where a five is still possible.
//!
//! Under caro ([`Five::Open`]) a row of five or more closed at both ends by the opponent is no
//! five. The key cannot tell the opponent's stone from the board's edge (both are blocked), so
//! here a row closed by the edge at one end and by the opponent at the other reads as closed:
//! the AI neither counts on such a five nor fears it, while the rules do count it. It is rare
//! (a five must end on the edge with the opponent's stone at its other end), and costs the AI
//! only that case.

use std::sync::OnceLock;

use crate::games::Five;

/// Nothing: no five can ever pass through the point along this line.
pub(crate) const NONE: u8 = 0;
/// The point lies in a window of five where a five is still possible.
pub(crate) const ONE: u8 = 1;
/// One stone short of a three.
pub(crate) const TWO: u8 = 2;
/// One stone short of an open three.
pub(crate) const OPEN_TWO: u8 = 3;
/// One stone short of a four.
pub(crate) const THREE: u8 = 4;
/// One stone short of an open four.
pub(crate) const OPEN_THREE: u8 = 5;
/// A four: one point left makes a five.
pub(crate) const FOUR: u8 = 6;
/// Two or more points make a five: a straight four, or two fours on one line.
pub(crate) const OPEN_FOUR: u8 = 7;
/// A five (exactly five where the rule says so).
pub(crate) const FIVE: u8 = 8;
/// How many codes there are.
pub(crate) const CODES: usize = 9;

/// The flag set beside the code when the stone makes six or more in a row under an
/// exact-five rule: no win, and for renju's black a forbidden point.
pub(crate) const OVERLINE: u8 = 0x10;

/// The code part of a table entry.
#[must_use]
pub(crate) const fn code(entry: u8) -> u8 {
    entry & 0x0F
}

/// How many cells either side of the point a pattern looks at.
pub(crate) const REACH: usize = 5;

/// How many entries a table has: every key (ten ternary digits) fits 16 bits, so a table
/// indexed by a `u16` needs no bounds check.
pub(crate) const KEYS: usize = 1 << 16;

/// The pattern table of a rule, indexed by the ternary key of the ten cells around a point
/// (see [`super::board`]). When five or more wins, the two cells five steps away never change
/// an entry: a row through the point that reaches one holds five without it, and every window
/// of five through the point lies within four steps; only the exact rule's overline and caro's
/// closing stone look that far.
#[must_use]
pub(crate) fn table(rule: Five) -> &'static [u8; KEYS] {
    static TABLES: OnceLock<[Box<[u8; KEYS]>; 3]> = OnceLock::new();
    let tables = TABLES.get_or_init(|| {
        [Five::AtLeast, Five::Exactly, Five::Open].map(|rule| padded(&build(rule)))
    });
    &tables[match rule {
        Five::AtLeast => 0,
        Five::Exactly => 1,
        Five::Open => 2,
    }]
}

/// A table made [`KEYS`] long (the keys past `3^10` never occur).
fn padded(table: &[u8]) -> Box<[u8; KEYS]> {
    let mut out = Box::new([NONE; KEYS]);
    out[..table.len()].copy_from_slice(table);
    out
}

/// The powers of three, one per cell of the window.
pub(crate) const POW3: [usize; 2 * REACH] = {
    let mut p = [1; 2 * REACH];
    let mut k = 1;
    while k < 2 * REACH {
        p[k] = p[k - 1] * 3;
        k += 1;
    }
    p
};

/// The cell of a window at digit `k` of a key.
fn digit(key: usize, k: usize) -> usize {
    key / POW3[k] % 3
}

/// The length of the unbroken row of own stones through the point (the point counts as one).
fn run(key: usize) -> usize {
    let before = (0..REACH).rev().take_while(|&k| digit(key, k) == 1).count();
    let after = (REACH..2 * REACH)
        .take_while(|&k| digit(key, k) == 1)
        .count();
    1 + before + after
}

/// Whether the row of own stones through the point is blocked at both ends within the window
/// (a row that runs to the window's edge is taken as open there).
fn closed(key: usize) -> bool {
    let before = (0..REACH).rev().take_while(|&k| digit(key, k) == 1).count();
    let after = (REACH..2 * REACH)
        .take_while(|&k| digit(key, k) == 1)
        .count();
    let blocked_before = before < REACH && digit(key, REACH - 1 - before) == 2;
    let blocked_after = after < REACH && digit(key, REACH + after) == 2;
    blocked_before && blocked_after
}

/// Builds one rule's table. Keys are visited from the most own stones to the fewest, so a key's
/// code can be read off the codes of the keys with one more stone.
fn build(rule: Five) -> Vec<u8> {
    let size = POW3[2 * REACH - 1] * 3;
    let mut table = vec![0_u8; size];
    let mut by_stones: Vec<Vec<usize>> = vec![Vec::new(); 2 * REACH + 1];
    for key in 0..size {
        let own = (0..2 * REACH).filter(|&k| digit(key, k) == 1).count();
        by_stones[own].push(key);
    }
    // Only cells within four of the point can take part in a five through it.
    let near = |k: usize| (1..2 * REACH - 1).contains(&k);
    for keys in by_stones.iter().rev() {
        for &key in keys {
            let len = run(key);
            if len >= 5 {
                table[key] = match rule {
                    Five::Exactly if len > 5 => OVERLINE,
                    Five::Open if closed(key) => NONE,
                    _ => FIVE,
                };
                continue;
            }
            let mut fives = 0;
            let mut best = NONE;
            for k in (0..2 * REACH).filter(|&k| near(k) && digit(key, k) == 0) {
                let next = table[key + POW3[k]];
                if code(next) == FIVE {
                    fives += 1;
                }
                best = best.max(code(next));
            }
            table[key] = match (fives, best) {
                (2.., _) => OPEN_FOUR,
                (1, _) => FOUR,
                (_, OPEN_FOUR) => OPEN_THREE,
                (_, FOUR) => THREE,
                (_, OPEN_THREE) => OPEN_TWO,
                (_, THREE) => TWO,
                (_, NONE) => {
                    if live_window(key) {
                        ONE
                    } else {
                        NONE
                    }
                }
                _ => ONE,
            };
        }
    }
    table
}

/// Whether some window of five cells through the point holds no blocked cell.
fn live_window(key: usize) -> bool {
    // The point sits between digits REACH-1 and REACH; a window starts 0..=4 cells before it.
    (0..5).any(|before| {
        (0..4).all(|j| {
            // Window cells other than the point: `before` cells before it, `4 - before` after.
            let k = if j < before {
                REACH - 1 - j
            } else {
                REACH + (j - before)
            };
            digit(key, k) != 2
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What a cell around the point holds, from the point of view of one side.
    #[derive(Debug, Clone, Copy, PartialEq, Eq)]
    enum Seen {
        /// Free.
        Empty = 0,
        /// The side's own stone.
        Own = 1,
        /// The other side's stone, or off the board.
        Blocked = 2,
    }

    /// The table index of the ten cells around a point: cell `k` of `cells` (`0..5` before the point,
    /// nearest last; `5..10` after it, nearest first) is the `k`-th ternary digit.
    #[must_use]
    fn key(cells: &[Seen; 2 * REACH]) -> usize {
        cells.iter().rev().fold(0, |acc, &c| acc * 3 + c as usize)
    }

    /// The code of the point marked `*` in a line drawn with `x` own, `o` blocked, `.` free.
    fn code_of(line: &str, rule: Five) -> u8 {
        let chars: Vec<char> = line.chars().collect();
        let mid = chars.iter().position(|&c| c == '*').expect("a point");
        let mut cells = [Seen::Blocked; 2 * REACH];
        for (k, cell) in cells.iter_mut().enumerate() {
            // Digits 0..5 run from the nearest cell before the point outwards.
            let offset: isize = if k < REACH {
                -(isize::try_from(k).expect("small") + 1)
            } else {
                isize::try_from(k - REACH).expect("small") + 1
            };
            let at = isize::try_from(mid).expect("small") + offset;
            *cell = match usize::try_from(at).ok().and_then(|a| chars.get(a)) {
                Some('x') => Seen::Own,
                Some('.') => Seen::Empty,
                _ => Seen::Blocked,
            };
        }
        let mut ordered = cells;
        // `key` wants digits 0..5 as the cells before the point with the nearest last.
        ordered[..REACH].reverse();
        table(rule)[key(&ordered)]
    }

    #[test]
    fn five_or_more_never_looks_five_steps_away() {
        let far = [0, 2 * REACH - 1];
        let strip = |key: usize| key - far.iter().map(|&k| digit(key, k) * POW3[k]).sum::<usize>();
        for key in 0..POW3[2 * REACH - 1] * 3 {
            let free = table(Five::AtLeast);
            assert_eq!(free[key], free[strip(key)], "key {key}");
        }
        // The exact rule does: own stones one to five steps after the point make it an
        // overline, one to four a five.
        let six: usize = (REACH..2 * REACH).map(|k| POW3[k]).sum();
        assert_eq!(table(Five::Exactly)[six], OVERLINE);
        assert_eq!(table(Five::Exactly)[strip(six)], FIVE);
    }

    #[test]
    fn the_ladder() {
        assert_eq!(code_of("..xx*xx..", Five::Exactly), FIVE);
        assert_eq!(code_of("..xxx*xx..", Five::AtLeast), FIVE);
        assert_eq!(code_of("..xxx*xx..", Five::Exactly), OVERLINE);
        assert_eq!(code_of("o.xx*x.o", Five::Exactly), OPEN_FOUR);
        assert_eq!(code_of("oxx*x.o", Five::Exactly), FOUR);
        assert_eq!(code_of("...x*x...", Five::Exactly), OPEN_THREE);
        assert_eq!(code_of("o.x*x...", Five::Exactly), OPEN_THREE);
        assert_eq!(code_of("ox*x....", Five::Exactly), THREE);
        assert_eq!(code_of("....*x....", Five::Exactly), OPEN_TWO);
        assert_eq!(code_of("....*.....", Five::Exactly), ONE);
        assert_eq!(code_of("o...*o", Five::Exactly), NONE);
        assert_eq!(code_of("x.xx*.x", Five::AtLeast), OPEN_FOUR);
        // Under the exact rule a four whose only five would touch another stone is no four.
        assert_eq!(code_of("oxxx*.x", Five::Exactly), ONE);
        assert_eq!(code_of("oxxx*.x", Five::AtLeast), FOUR);
    }

    #[test]
    fn caro_s_five_closed_at_both_ends_is_no_five() {
        let caro = Five::Open;
        assert_eq!(code_of("..xx*xx..", caro), FIVE);
        assert_eq!(code_of("oxx*xxo", caro), NONE);
        assert_eq!(code_of("oxx*xx.", caro), FIVE);
        assert_eq!(code_of(".xxx*xxo", caro), FIVE);
        assert_eq!(code_of("oxxx*xxo", caro), NONE);
        // A four whose only five would be closed is no four; with room on one side it is.
        assert_eq!(code_of("oxx*x.o", caro), ONE);
        assert_eq!(code_of("oxx*x..", caro), FOUR);
        assert_eq!(code_of("o.xx*x.o", caro), OPEN_FOUR);
        assert_eq!(code_of("..xx*x..", caro), OPEN_FOUR);
    }
}
