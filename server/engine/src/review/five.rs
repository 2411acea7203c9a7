//! A five-in-a-row position judged (gomoku under every rule, and hex gomoku): forced blocks
//! played out, a win by continuous fours proven and written out move by move, and otherwise the
//! `hard` engine's search at the review's depth.
//!
//! The forced blocks matter for the verdicts: the engine answers a four by blocking it and
//! scores the block as even, but a review must see that the attacker, after the block, still
//! wins; otherwise every correct four of a winning attack would look like a blunder.

use rand::rngs::SmallRng;

use super::{Effort, Evaluation, scale};
use crate::ai::Budget;
use crate::ai::five::board::Board;
use crate::ai::five::engine::{Engine, HARD};
use crate::ai::five::search::{DECIDED, Settings, WIN};
use crate::ai::five::vcf::Vcf;
use crate::ai::five::{FiveGame, search_board};
use crate::{Game, GameKind, Move, Side};

/// How many forced blocks in a row are played out before the engine judges the position.
const FORCED_BLOCKS: usize = 8;

/// Positions the solver that writes out a win remembers: the win is known to exist, so a small
/// table does.
const LINE_TABLE: usize = 1 << 12;

/// Nodes each step of writing out a win may search.
const LINE_NODES: u64 = 200_000;

/// Judges a position of a five-in-a-row game.
pub(super) fn evaluate<G: FiveGame>(
    game: &G,
    effort: &Effort,
    budget: &Budget<'_>,
    rng: &mut SmallRng,
) -> Evaluation {
    evaluate_from(game, effort, budget, rng, 0)
}

/// Judges a position reached after `forced` forced blocks.
fn evaluate_from<G: FiveGame>(
    game: &G,
    effort: &Effort,
    budget: &Budget<'_>,
    rng: &mut SmallRng,
    forced: usize,
) -> Evaluation {
    if let Some(outcome) = game.outcome() {
        return Evaluation::proven(outcome.winner, None, None);
    }
    let me = game.to_move();
    let op = me.opponent();
    let mut board = search_board(game);
    let mut line_solver = Vcf::new(LINE_TABLE);
    // A five to complete: the shortest win of all.
    if board.five_count(me) > 0 {
        let line = win_line(&mut board, &mut line_solver, effort.vcf_depth, budget);
        return won_by_fours(me, &board, &line);
    }
    let threats: Vec<usize> = board.five_points(op).collect();
    if let [block] = threats[..]
        && forced < FORCED_BLOCKS
    {
        let m = Move::Place(board.point(block));
        if game.is_legal(m) {
            // The only move that does not lose at once: the position after it is this one's.
            let mut after = game.clone();
            after.play_unchecked(m);
            let mut next = evaluate_from(&after, effort, budget, rng, forced + 1);
            next.best = Some(m);
            if !next.vcf.is_empty() {
                next.vcf.insert(0, m);
            }
            return next;
        }
        // Renju: black may not block there, and white's five follows.
        return Evaluation::proven(Some(op), None, any_move(game));
    }
    if threats.len() >= 2 {
        let best = threats
            .iter()
            .map(|&i| Move::Place(board.point(i)))
            .find(|&m| game.is_legal(m));
        return Evaluation::proven(Some(op), None, best.or_else(|| any_move(game)));
    }
    let mut engine = Engine::new("review", settings(effort));
    let Some(report) = engine.analyse(game, budget, rng) else {
        return Evaluation::proven(None, None, None);
    };
    let best = Some(Move::Place(report.best));
    // The search ends at the effort's depth, or earlier with a proof; anything else was the
    // budget (a search that needed none reports depth 0).
    let cut = budget.exhausted()
        || (report.depth > 0 && report.depth < effort.five_depth && report.score.abs() < DECIDED);
    if report.score == WIN {
        // The engine's root found a win by continuous fours: write it out.
        let line = win_line(&mut board, &mut line_solver, effort.vcf_depth, budget);
        if !line.is_empty() {
            return won_by_fours(me, &board, &line);
        }
    }
    if report.score >= DECIDED {
        return Evaluation::proven(Some(me), None, best).cut_short_if(cut);
    }
    if report.score <= -DECIDED {
        return Evaluation::proven(Some(op), None, best).cut_short_if(cut);
    }
    let points = if game.kind() == GameKind::HexGomoku {
        scale::HEX_POINTS
    } else if game.renju() {
        scale::RENJU_POINTS
    } else {
        scale::GOMOKU_POINTS
    };
    #[expect(
        clippy::cast_precision_loss,
        reason = "scores short of a proof are far below 2^24"
    )]
    let chance = scale::logistic(report.score as f32, points);
    let black_score = match me {
        Side::Black => report.score,
        Side::White => -report.score,
    };
    Evaluation::estimate(scale::for_black(me, chance), black_score, best).cut_short_if(cut)
}

/// The review's engine: the `hard` engine's search held to the effort's depth, with no clock
/// of its own. On the square board it keeps the hand-set evaluation that its scales
/// ([`scale::GOMOKU_POINTS`], [`scale::RENJU_POINTS`]) were fitted to: the fitted weights `hard`
/// plays with score a position further from even, and at the review's shallow depth the
/// tempo they give the side to move made a winning open three look like a blunder.
fn settings(effort: &Effort) -> Settings {
    Settings {
        max_depth: effort.five_depth,
        vcf_depth: effort.vcf_depth,
        vct_nodes: effort.vct_nodes,
        time_cap: None,
        hand_set_square: true,
        hand_order: true,
        ..HARD
    }
}

/// A proven win of `winner`, the side to move, by the continuous fours of `line` (cells).
fn won_by_fours(winner: Side, board: &Board, line: &[usize]) -> Evaluation {
    let moves: Vec<Move> = line.iter().map(|&i| Move::Place(board.point(i))).collect();
    let mut evaluation = Evaluation::proven(Some(winner), None, moves.first().copied());
    evaluation.vcf = moves;
    evaluation
}

/// Some legal move, for a lost position whose every move loses.
fn any_move<G: Game>(game: &G) -> Option<Move> {
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    moves.first().copied()
}

/// The win by continuous fours of the side to move, written out: its four, the forced block,
/// its next four, and so on to the five (or to a four the defender cannot stop). Empty when the
/// solver finds none within `depth` and the budget. The board is left as it was.
fn win_line(board: &mut Board, solver: &mut Vcf, depth: u8, budget: &Budget<'_>) -> Vec<usize> {
    let attacker = board.to_move();
    let defender = attacker.opponent();
    let mut line = Vec::new();
    let mut played = 0;
    for _ in 0..=depth {
        if let Some(five) = board.five_points(attacker).next() {
            line.push(five);
            break;
        }
        let Some(four) = solver.solve(board, depth, LINE_NODES, budget) else {
            break;
        };
        line.push(four);
        board.play(four);
        played += 1;
        let fives: Vec<usize> = board.five_points(attacker).collect();
        match fives[..] {
            [block] if board.allowed(block, defender) => {
                line.push(block);
                board.play(block);
                played += 1;
            }
            [first, second, ..] if board.allowed(first, defender) => {
                // An open four: one block, and the five on the other point.
                line.extend([first, second]);
                break;
            }
            // A five the defender may not block (renju), or no four at all (never expected).
            _ => break,
        }
    }
    for _ in 0..played {
        board.undo();
    }
    line
}
