//! Properties of whole events, over many random fields and results: the Swiss never repeats a
//! game, gives nobody a second bye, keeps colours within the rules, and stops for want of a
//! pairing only when there is none; the round robin meets everyone once a cycle with colours
//! balanced.

use std::collections::{HashMap, HashSet};

use boardroom_tournament::{
    Colour, Command, Ending, Entrant, EntrantId, Format, GameState, Kind, Outcome, Settings,
    Status, Tournament,
};
use proptest::prelude::*;

/// An outcome from a random byte: mostly played games, now and then a forfeit.
fn outcome(byte: u8) -> Outcome {
    match byte % 11 {
        0..=3 => Outcome::Win(Colour::Black),
        4..=7 => Outcome::Win(Colour::White),
        8 | 9 => Outcome::Draw,
        _ => Outcome::ForfeitWin(if byte.is_multiple_of(2) {
            Colour::Black
        } else {
            Colour::White
        }),
    }
}

fn entrant(id: u64, rating: Option<u32>) -> Entrant {
    Entrant {
        id: EntrantId(id),
        name: format!("e{id}"),
        kind: Kind::Person,
        rating,
    }
}

fn handle(event: &Tournament, command: Command, now: u64) -> Tournament {
    match event.handle(command.clone(), now) {
        Ok((next, _)) => next,
        Err(refusal) => panic!("{command:?} refused: {refusal}"),
    }
}

/// A random Swiss: its field, its results, and who withdraws or joins late, and when.
#[derive(Debug, Clone)]
struct Swiss {
    /// Entrants at the start.
    field: usize,
    /// Rounds.
    rounds: u32,
    /// Ratings of the entrants, where given.
    ratings: Vec<Option<u32>>,
    /// The bytes the results are drawn from, in turn.
    results: Vec<u8>,
    /// Entrants (by place in the field) who withdraw, and after which round.
    withdrawals: Vec<(u32, usize)>,
    /// After which rounds someone joins late.
    late: Vec<u32>,
}

fn swiss() -> impl Strategy<Value = Swiss> {
    (2usize..=14).prop_flat_map(|field| {
        let most = if field % 2 == 0 { field - 1 } else { field } as u32;
        (
            Just(field),
            1..=most.min(9),
            prop::collection::vec(prop::option::weighted(0.3, 1000u32..2000), field),
            prop::collection::vec(any::<u8>(), 128),
            prop::collection::vec((1u32..6, 0..field), 0..3),
            prop::collection::vec(1u32..6, 0..3),
        )
            .prop_map(
                |(field, rounds, ratings, results, withdrawals, late)| Swiss {
                    field,
                    rounds,
                    ratings,
                    results,
                    withdrawals,
                    late,
                },
            )
    })
}

/// Plays a Swiss to its end: the event, the entrants still in when each round opened, and the
/// commands it was handed.
fn play(swiss: &Swiss) -> (Tournament, Vec<HashSet<EntrantId>>, Vec<Command>) {
    let mut event = Tournament::new(Settings::new(Format::Swiss {
        rounds: swiss.rounds,
    }))
    .unwrap_or_else(|e| panic!("{e}"));
    let mut active_by_round: Vec<HashSet<EntrantId>> = Vec::new();
    let mut commands = Vec::new();
    let mut step = |event: &Tournament, command: Command| {
        commands.push(command.clone());
        let next = handle(event, command, 0);
        while active_by_round.len() < next.rounds().len() {
            active_by_round.push(
                next.entrants()
                    .filter(|(_, p)| *p == boardroom_tournament::Presence::Active)
                    .map(|(e, _)| e.id)
                    .collect(),
            );
        }
        next
    };
    for (i, rating) in swiss.ratings.iter().enumerate() {
        event = step(&event, Command::Join(entrant(i as u64 + 1, *rating)));
    }
    event = step(&event, Command::Start);
    let mut results = swiss.results.iter().cycle();
    let mut next_id = swiss.field as u64 + 1;
    let running = |e: &Tournament| matches!(e.status(), Status::Running { .. });
    while running(&event) {
        let round = event.rounds().len() as u32;
        for &(after, who) in &swiss.withdrawals {
            let id = EntrantId(who as u64 + 1);
            let active = event
                .entrant(id)
                .is_some_and(|(_, p)| p == boardroom_tournament::Presence::Active);
            if after == round && running(&event) && active {
                event = step(&event, Command::Withdraw(id));
            }
        }
        for &after in &swiss.late {
            let opened = event.rounds().len() as u32;
            if after == round && opened == round && opened < swiss.rounds && running(&event) {
                event = step(&event, Command::Join(entrant(next_id, None)));
                next_id += 1;
            }
        }
        let open: Vec<_> = event
            .games()
            .iter()
            .filter(|g| g.state == GameState::Open)
            .map(|g| g.pairing.game)
            .collect();
        if open.is_empty() {
            break;
        }
        for game in open {
            let byte = *results.next().unwrap_or(&0);
            if event.game(game).is_some_and(|g| g.state == GameState::Open) {
                event = step(
                    &event,
                    Command::Report {
                        game,
                        outcome: outcome(byte),
                    },
                );
            }
        }
    }
    (event, active_by_round, commands)
}

/// What a player did in one round.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Slot {
    /// Played over the board with this colour, against this opponent.
    Played(Colour, EntrantId),
    /// A game not played (a forfeit) against this opponent.
    Unplayed(EntrantId, bool),
    /// The pairing-allocated bye.
    Bye,
}

/// Each entrant's round-by-round record.
fn records(event: &Tournament) -> HashMap<EntrantId, Vec<(u32, Slot)>> {
    let mut out: HashMap<EntrantId, Vec<(u32, Slot)>> = HashMap::new();
    for round in event.rounds() {
        for &g in &round.games {
            let Some(game) = event.game(g) else { continue };
            let p = game.pairing;
            let played = game.outcome().is_some_and(Outcome::played);
            for (me, other, colour) in [
                (p.black, p.white, Colour::Black),
                (p.white, p.black, Colour::White),
            ] {
                let slot = if played {
                    Slot::Played(colour, other)
                } else {
                    let won = game
                        .outcome()
                        .is_some_and(|o| o == Outcome::ForfeitWin(colour));
                    Slot::Unplayed(other, won)
                };
                out.entry(me).or_default().push((round.number, slot));
            }
        }
        for &(id, _) in &round.byes {
            out.entry(id).or_default().push((round.number, Slot::Bye));
        }
    }
    out
}

/// The points (in half points) of every entrant before `round`.
fn scores_before(event: &Tournament, round: u32) -> HashMap<EntrantId, u32> {
    let mut scores: HashMap<EntrantId, u32> = HashMap::new();
    for r in event.rounds().iter().filter(|r| r.number < round) {
        for &g in &r.games {
            let Some(game) = event.game(g) else { continue };
            if let Some(o) = game.outcome() {
                *scores.entry(game.pairing.black).or_default() += o.half_points(Colour::Black);
                *scores.entry(game.pairing.white).or_default() += o.half_points(Colour::White);
            }
        }
        for &(id, h) in &r.byes {
            *scores.entry(id).or_default() += h;
        }
    }
    scores
}

/// The colour preference of FIDE C.04.3 A.6, written again here from the text: whether it is
/// absolute, and the colour.
fn absolute(history: &[Colour]) -> Option<Colour> {
    let diff: i32 = history
        .iter()
        .map(|c| if *c == Colour::Black { 1 } else { -1 })
        .sum();
    let n = history.len();
    if diff > 1 {
        Some(Colour::White)
    } else if diff < -1 {
        Some(Colour::Black)
    } else if n >= 2 && history[n - 1] == history[n - 2] {
        Some(history[n - 1].opposite())
    } else {
        None
    }
}

/// Whether the players can all be paired (one of them given the bye if they are odd) with no
/// game repeated, no second bye, and no two non-topscorers of the same absolute preference
/// together: a search over subsets, independent of the crate's matching.
fn pairable(
    players: &[(EntrantId, bool, Option<Colour>, bool)],
    met: &HashSet<(EntrantId, EntrantId)>,
) -> bool {
    let n = players.len();
    let ok = |a: usize, b: usize| {
        let (ia, ta, ca, _) = players[a];
        let (ib, tb, cb, _) = players[b];
        !met.contains(&(ia, ib)) && (ta || tb || ca.is_none() || ca != cb)
    };
    let mut memo: HashMap<(u32, bool), bool> = HashMap::new();
    fn go(
        free: u32,
        bye: bool,
        n: usize,
        players: &[(EntrantId, bool, Option<Colour>, bool)],
        ok: &dyn Fn(usize, usize) -> bool,
        memo: &mut HashMap<(u32, bool), bool>,
    ) -> bool {
        let Some(a) = (0..n).find(|&i| free & (1 << i) != 0) else {
            return true;
        };
        if let Some(&known) = memo.get(&(free, bye)) {
            return known;
        }
        let rest = free & !(1 << a);
        let mut result = bye && players[a].3 && go(rest, false, n, players, ok, memo);
        for b in 0..n {
            if result {
                break;
            }
            if rest & (1 << b) != 0 && ok(a, b) {
                result = go(rest & !(1 << b), bye, n, players, ok, memo);
            }
        }
        memo.insert((free, bye), result);
        result
    }
    go((1u32 << n) - 1, n % 2 == 1, n, players, &ok, &mut memo)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn swiss_pairings_keep_the_rules(swiss in swiss()) {
        let (event, active_by_round, commands) = play(&swiss);
        // The same commands rebuild the same event: what a restart relies on.
        let mut replayed = Tournament::new(Settings::new(Format::Swiss { rounds: swiss.rounds }))
            .unwrap_or_else(|e| panic!("{e}"));
        for command in commands {
            replayed = handle(&replayed, command, 0);
        }
        prop_assert!(replayed == event, "the replay differs");
        let records = records(&event);
        let last = swiss.rounds;
        for (&id, rounds) in &records {
            // No game twice (C.1), forfeits included.
            let mut opponents = HashSet::new();
            for &(_, slot) in rounds {
                if let Slot::Played(_, o) | Slot::Unplayed(o, _) = slot {
                    prop_assert!(opponents.insert(o), "{id} met {o} twice");
                }
            }
            // One pairing-allocated bye at most, and none after a win by forfeit (C.2).
            let mut had = false;
            for &(_, slot) in rounds {
                match slot {
                    Slot::Bye => {
                        prop_assert!(!had, "{id} had a second bye");
                        had = true;
                    }
                    Slot::Unplayed(_, true) => had = true,
                    _ => {}
                }
            }
            // Colours: never more than two apart nor three times running (C.04.1 f, g), but
            // for topscorers and their opponents in the last round (C.3, A.7).
            let mut history: Vec<Colour> = Vec::new();
            for &(round, slot) in rounds {
                let Slot::Played(colour, opponent) = slot else { continue };
                history.push(colour);
                if round == last {
                    let before = scores_before(&event, round);
                    let top = |p: EntrantId| before.get(&p).copied().unwrap_or(0) > last - 1;
                    if top(id) || top(opponent) {
                        continue;
                    }
                }
                let diff: i32 = history.iter().map(|c| if *c == Colour::Black { 1 } else { -1 }).sum();
                prop_assert!(diff.abs() <= 2, "{id}: {history:?}");
                let n = history.len();
                prop_assert!(
                    n < 3 || !(history[n - 1] == history[n - 2] && history[n - 2] == history[n - 3]),
                    "{id}: {history:?}"
                );
            }
        }
        // Every entrant still in when a round opened plays in it or has the bye.
        for round in event.rounds() {
            let Some(active) = active_by_round.get(round.number as usize - 1) else { continue };
            let mut seen: HashSet<EntrantId> = round.byes.iter().map(|&(id, _)| id).collect();
            for &g in &round.games {
                if let Some(game) = event.game(g) {
                    prop_assert!(seen.insert(game.pairing.black));
                    prop_assert!(seen.insert(game.pairing.white));
                }
            }
            prop_assert!(round.byes.len() <= 1);
            for id in active {
                prop_assert!(seen.contains(id), "{id} not paired in round {}", round.number);
            }
        }
        // It stops for want of a pairing only when there is none.
        if event.status() == Status::Over(Ending::NoPairing) {
            let round = event.rounds().len() as u32 + 1;
            let before = scores_before(&event, round);
            let mut met = HashSet::new();
            let players: Vec<(EntrantId, bool, Option<Colour>, bool)> = event
                .entrants()
                .filter(|(_, p)| *p == boardroom_tournament::Presence::Active)
                .map(|(e, _)| {
                    let record = records.get(&e.id).cloned().unwrap_or_default();
                    let mut history = Vec::new();
                    let mut bye_ok = true;
                    for (_, slot) in record {
                        match slot {
                            Slot::Played(c, o) => {
                                history.push(c);
                                met.insert((e.id, o));
                            }
                            Slot::Unplayed(o, won) => {
                                met.insert((e.id, o));
                                bye_ok &= !won;
                            }
                            Slot::Bye => bye_ok = false,
                        }
                    }
                    let top = round == last && before.get(&e.id).copied().unwrap_or(0) > last - 1;
                    (e.id, top, absolute(&history), bye_ok)
                })
                .collect();
            let symmetric: HashSet<_> = met.iter().flat_map(|&(a, b)| [(a, b), (b, a)]).collect();
            prop_assert!(!pairable(&players, &symmetric), "stopped, yet a pairing exists");
        }
    }

    #[test]
    fn round_robins_meet_everyone_once_a_cycle(
        field in 2usize..=12,
        double in any::<bool>(),
        results in prop::collection::vec(any::<u8>(), 64),
    ) {
        let mut event = Tournament::new(Settings::new(Format::RoundRobin { double }))
            .unwrap_or_else(|e| panic!("{e}"));
        for i in 0..field {
            event = handle(&event, Command::Join(entrant(i as u64 + 1, None)), 0);
        }
        event = handle(&event, Command::Start, 0);
        let mut bytes = results.iter().cycle();
        while let Status::Running { .. } = event.status() {
            let open: Vec<_> = event
                .games()
                .iter()
                .filter(|g| g.state == GameState::Open)
                .map(|g| g.pairing.game)
                .collect();
            for game in open {
                let o = outcome(*bytes.next().unwrap_or(&0));
                event = handle(&event, Command::Report { game, outcome: o }, 0);
            }
        }
        prop_assert_eq!(event.status(), Status::Over(Ending::Complete));
        let cycles = if double { 2 } else { 1 };
        let mut meetings: HashMap<(EntrantId, EntrantId), Vec<Colour>> = HashMap::new();
        let mut colours: HashMap<EntrantId, Vec<Colour>> = HashMap::new();
        for game in event.games() {
            let p = game.pairing;
            meetings.entry((p.black, p.white)).or_default().push(Colour::Black);
            meetings.entry((p.white, p.black)).or_default().push(Colour::White);
            colours.entry(p.black).or_default().push(Colour::Black);
            colours.entry(p.white).or_default().push(Colour::White);
        }
        prop_assert_eq!(meetings.len(), field * (field - 1));
        for (pair, seen) in &meetings {
            prop_assert_eq!(seen.len(), cycles, "{:?}", pair);
            if double {
                prop_assert!(seen[0] != seen[1], "{pair:?} had one colour twice");
            }
        }
        for (id, history) in &colours {
            let blacks = history.iter().filter(|c| **c == Colour::Black).count();
            let whites = history.len() - blacks;
            prop_assert!(blacks.abs_diff(whites) <= 1, "{id}: {history:?}");
            for w in history.windows(3) {
                prop_assert!(!(w[0] == w[1] && w[1] == w[2]), "{id}: {history:?}");
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]

    /// An arena driven at random (results, joins, withdrawals, the clock at each deadline):
    /// nobody is ever in two games at once, nobody who left is playing, and a tick at the
    /// deadline always moves the event on (no deadline is handed out twice).
    #[test]
    fn arenas_never_double_book_nor_stall(
        field in 2u64..=12,
        actions in prop::collection::vec(any::<(u8, u8)>(), 1..300),
    ) {
        let mut event = Tournament::new(Settings::new(Format::Arena { duration_ms: 600_000 }))
            .unwrap_or_else(|e| panic!("{e}"));
        for id in 1..=field {
            event = handle(&event, Command::Join(entrant(id, None)), 0);
        }
        event = handle(&event, Command::Start, 0);
        let mut now = 0;
        let mut next_id = field + 1;
        for (kind, pick) in actions {
            if !matches!(event.status(), Status::Running { .. }) {
                break;
            }
            let open: Vec<_> = event
                .games()
                .iter()
                .filter(|g| g.state == GameState::Open)
                .map(|g| g.pairing.game)
                .collect();
            let active: Vec<EntrantId> = event
                .entrants()
                .filter(|(_, p)| *p == boardroom_tournament::Presence::Active)
                .map(|(e, _)| e.id)
                .collect();
            match kind % 8 {
                0..=4 if !open.is_empty() => {
                    now += 5_000;
                    let game = open[pick as usize % open.len()];
                    event = handle(&event, Command::Report { game, outcome: outcome(pick) }, now);
                }
                5 => {
                    if let Some(deadline) = event.next_deadline() {
                        prop_assert!(deadline >= now, "a deadline in the past: {deadline} < {now}");
                        now = deadline;
                        event = handle(&event, Command::Tick, now);
                        prop_assert!(
                            event.next_deadline().is_none_or(|d| d > now),
                            "the deadline {now} came back"
                        );
                    }
                }
                6 if !active.is_empty() => {
                    let id = active[pick as usize % active.len()];
                    event = handle(&event, Command::Withdraw(id), now);
                }
                _ => {
                    event = handle(&event, Command::Join(entrant(next_id, None)), now);
                    next_id += 1;
                }
            }
            let mut busy = HashSet::new();
            for game in event.games().iter().filter(|g| g.state == GameState::Open) {
                for id in [game.pairing.black, game.pairing.white] {
                    prop_assert!(busy.insert(id), "{id} in two games");
                    prop_assert!(
                        event.entrant(id).is_some_and(|(_, p)| p == boardroom_tournament::Presence::Active),
                        "{id} plays after leaving"
                    );
                }
            }
        }
    }
}
