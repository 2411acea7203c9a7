//! The reversi endgame solver against known answers: the FForum problems (exact scores published
//! with the positions, `tests/data/ffo/`) and positions from random games checked against a plain
//! minimax written here, which shares nothing with the solver but the move generator.
//!
//! The deepest problems take seconds in a release build; they are `#[ignore]`d here and run with
//! `cargo test --release -p boardroom-engine --test reversi_endgame -- --ignored`. The `ffo` tool
//! times the whole set.

use boardroom_engine::Reversi;
use boardroom_engine::ai::reversi::ffo::{self, Problem};
use boardroom_engine::ai::reversi::{Position, Squares, solve_exact, square_name};

/// The problems of one file of `tests/data/ffo/`.
fn problems(file: &str) -> Vec<Problem> {
    let path = format!("{}/tests/data/ffo/{file}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).expect("the FFO data is in the repository");
    ffo::parse_all(&text).expect("well-formed problems")
}

/// Solves every problem with at most `max_empties` empties and checks the score and the move.
/// Returns how many were solved.
fn check_problems(file: &str, min_empties: u32, max_empties: u32) -> usize {
    let mut solved = 0;
    for (i, p) in problems(file).iter().enumerate() {
        let empties = p.position.empties();
        if !(min_empties..=max_empties).contains(&empties) {
            continue;
        }
        let s = solve_exact(p.position);
        let listed = p.best_score().expect("a listed score");
        assert_eq!(s.score, listed, "{file} problem {}: score", i + 1);
        let best = s.best.expect("a move");
        assert!(
            p.is_best(best),
            "{file} problem {}: {} is not a best move",
            i + 1,
            square_name(best)
        );
        solved += 1;
    }
    solved
}

/// Plain minimax with alpha-beta and nothing else: no table, no ordering. Exclusive bounds.
fn brute_force(player: u64, opponent: u64, mut alpha: i32, beta: i32) -> i32 {
    let moves = Reversi::move_mask(player, opponent);
    if moves == 0 {
        if Reversi::move_mask(opponent, player) == 0 {
            let (p, o) = (player.count_ones() as i32, opponent.count_ones() as i32);
            let empty = 64 - p - o;
            return match p.cmp(&o) {
                std::cmp::Ordering::Greater => p - o + empty,
                std::cmp::Ordering::Less => p - o - empty,
                std::cmp::Ordering::Equal => 0,
            };
        }
        return -brute_force(opponent, player, -beta, -alpha);
    }
    let mut best = -65;
    for square in Squares(moves) {
        let flips = Reversi::flip_mask(player, opponent, square);
        let next_player = opponent & !flips;
        let next_opponent = player | flips | (1 << square);
        let score = -brute_force(next_player, next_opponent, -beta, -alpha);
        if score > best {
            best = score;
            if score > alpha {
                alpha = score;
                if alpha >= beta {
                    break;
                }
            }
        }
    }
    best
}

/// A position reached by random play from the start, with `empties` empty squares, from a
/// simple seeded generator; `None` if the game ended first.
fn random_position(seed: u64, empties: u32) -> Option<Position> {
    let mut state = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1;
    let mut pos = Position::new(0x0000_0008_1000_0000, 0x0000_0010_0800_0000);
    while pos.empties() > empties {
        let moves = pos.moves();
        if moves == 0 {
            if pos.opponent_moves() == 0 {
                return None;
            }
            pos = pos.pass();
            continue;
        }
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        let index = (state % u64::from(moves.count_ones())) as usize;
        let square = Squares(moves).nth(index).expect("index below the count");
        pos = pos.play(square);
    }
    // A position where the side to move must pass is still a fine test, but one with moves is
    // a better one.
    (pos.moves() != 0).then_some(pos)
}

/// `count` random positions with `empties` empties and a move to make.
fn random_positions(first_seed: u64, empties: u32, count: usize) -> Vec<Position> {
    (first_seed..)
        .filter_map(|seed| random_position(seed, empties))
        .take(count)
        .collect()
}

#[test]
fn fforum_1_to_19_are_solved_exactly() {
    // 14 to 16 empties: seven problems with 16.
    assert_eq!(check_problems("fforum-1-19.obf", 0, 64), 19);
}

#[test]
fn fforum_20_to_39_up_to_18_empties_are_solved_exactly() {
    assert_eq!(check_problems("fforum-20-39.obf", 0, 18), 4);
}

#[test]
#[ignore = "seconds in release, minutes in the test profile"]
fn fforum_20_to_39_up_to_22_empties_are_solved_exactly() {
    assert_eq!(check_problems("fforum-20-39.obf", 19, 22), 14);
}

#[test]
fn random_endgames_agree_with_brute_force() {
    for (i, pos) in random_positions(1, 12, 30).into_iter().enumerate() {
        let expected = brute_force(pos.player, pos.opponent, -65, 65);
        let s = solve_exact(pos);
        assert_eq!(s.score, expected, "position {i}");
        let best = s.best.expect("a move");
        let after = pos.play(best);
        assert_eq!(
            -brute_force(after.player, after.opponent, -65, 65),
            expected,
            "position {i}: the move found does not reach the score"
        );
    }
}

#[test]
fn sixteen_empty_endgames_agree_with_brute_force() {
    for (i, pos) in random_positions(100, 16, 4).into_iter().enumerate() {
        let expected = brute_force(pos.player, pos.opponent, -65, 65);
        assert_eq!(solve_exact(pos).score, expected, "position {i}");
    }
}

#[test]
#[ignore = "a minute in release"]
fn positions_of_16_to_20_empties_are_consistent() {
    // For positions beyond brute force, the solver checks itself: the score is the best of
    // its moves' scores, each solved on its own (with a fresh table).
    let mut checked = 0;
    for empties in 16..=20 {
        for pos in random_positions(1000 + u64::from(empties), empties, 4) {
            let s = solve_exact(pos);
            let best_child = Squares(pos.moves())
                .map(|sq| -solve_exact(pos.play(sq)).score)
                .max()
                .expect("a move");
            assert_eq!(s.score, best_child, "{empties} empties");
            checked += 1;
        }
    }
    assert_eq!(checked, 20);
}
