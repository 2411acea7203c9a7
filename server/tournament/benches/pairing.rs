//! How long pairing takes at a large event: an arena of 1,000 entrants, and a Swiss of 1,000.
//!
//! `cargo bench -p boardroom-tournament --bench pairing`; the figures are in
//! docs/tournaments.md. Each measures one command handled as the server would hand it in
//! (the state cloned, the command applied), so the clone is part of the time.

use std::hint::black_box;

use boardroom_tournament::{
    Colour, Command, Entrant, EntrantId, Format, GameNo, GameState, Kind, Outcome, Settings,
    Tournament,
};
use criterion::{Criterion, criterion_group, criterion_main};

/// The entrants of every measured event.
const FIELD: u64 = 1_000;

fn handle(event: &Tournament, command: Command, now: u64) -> Tournament {
    match event.handle(command, now) {
        Ok((next, _)) => next,
        Err(refusal) => panic!("{refusal}"),
    }
}

/// An event of `FIELD` entrants with ratings spread out, not started.
fn field(format: Format) -> Tournament {
    let mut event = Tournament::new(Settings::new(format)).unwrap_or_else(|e| panic!("{e}"));
    for id in 1..=FIELD {
        let entrant = Entrant {
            id: EntrantId(id),
            name: format!("player {id}"),
            kind: Kind::Person,
            rating: Some(1000 + u32::try_from((id * 7919) % 1000).unwrap_or(0)),
        };
        event = handle(&event, Command::Join(entrant), 0);
    }
    event
}

/// A result that looks like play: from a hash of the game's number, 45% black, 45% white, 10%
/// drawn.
fn result(game: GameNo) -> Outcome {
    match (u64::from(game.0) * 2_654_435_761) % 100 {
        0..45 => Outcome::Win(Colour::Black),
        45..90 => Outcome::Win(Colour::White),
        _ => Outcome::Draw,
    }
}

/// The games under way.
fn open(event: &Tournament) -> Vec<GameNo> {
    event
        .games()
        .iter()
        .filter(|g| g.state == GameState::Open)
        .map(|g| g.pairing.game)
        .collect()
}

fn arena(c: &mut Criterion) {
    let event = field(Format::Arena {
        duration_ms: 60 * 60 * 1000,
    });
    c.bench_function("arena: start, pairing 1,000 entrants", |b| {
        b.iter(|| black_box(event.handle(Command::Start, 0)));
    });
    // Two hundred results in (each pairing its two players again at once), then one more.
    let mut event = handle(&event, Command::Start, 0);
    let mut now = 0;
    for _ in 0..200 {
        now += 1_000;
        let game = open(&event)[0];
        event = handle(
            &event,
            Command::Report {
                game,
                outcome: result(game),
            },
            now,
        );
    }
    let game = open(&event)[0];
    let report = Command::Report {
        game,
        outcome: result(game),
    };
    c.bench_function(
        "arena: one result, its players paired again, 1,000 entrants",
        |b| {
            b.iter(|| black_box(event.handle(report.clone(), now + 1_000)));
        },
    );
}

fn swiss(c: &mut Criterion) {
    let event = field(Format::Swiss { rounds: 9 });
    let mut group = c.benchmark_group("swiss");
    group.sample_size(10);
    group.bench_function("round 1 of 1,000 entrants", |b| {
        b.iter(|| black_box(event.handle(Command::Start, 0)));
    });
    // Rounds 1 to 4 played; the last result of round 4 pairs round 5.
    let mut event = handle(&event, Command::Start, 0);
    for _ in 0..4 {
        let games = open(&event);
        let (last, rest) = games.split_last().unwrap_or_else(|| panic!("no games"));
        for &game in rest {
            event = handle(
                &event,
                Command::Report {
                    game,
                    outcome: result(game),
                },
                0,
            );
        }
        if event.rounds().len() == 4 {
            let report = Command::Report {
                game: *last,
                outcome: result(*last),
            };
            group.bench_function("round 5 of 1,000 entrants", |b| {
                b.iter(|| black_box(event.handle(report.clone(), 0)));
            });
        }
        event = handle(
            &event,
            Command::Report {
                game: *last,
                outcome: result(*last),
            },
            0,
        );
    }
    group.finish();
}

criterion_group!(benches, arena, swiss);
criterion_main!(benches);
