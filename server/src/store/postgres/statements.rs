//! Every write as PostgreSQL statements, prepared once per connection. Each [`Write`] becomes a
//! short list of [`Call`]s that need nothing from one another's answers (a step that needs an
//! id made in the same job is one statement, with a `WITH ... RETURNING`), so the writer can
//! send a whole batch's calls back to back without waiting for any of them.

use tokio_postgres::types::ToSql;
use tokio_postgres::{Client, Statement};

use super::super::columns::{
    int_column, line_text, move_columns, occupant_column, occupant_columns, options_column,
    request_columns, seat_column,
};
use super::super::records::{StoredOptions, StoredRequests};
use super::super::{Fence, ImportCap, StoreError, Write};
use super::touched::Touched;

/// A statement's parameter, owned so that a batch's calls can wait together.
pub(super) type Param = Box<dyn ToSql + Sync + Send>;

/// One statement of a job, with its parameters.
pub(super) struct Call<'s> {
    /// The prepared statement.
    pub(super) statement: &'s Statement,
    /// Its parameters, `$1` first.
    pub(super) params: Vec<Param>,
    /// The statement answers the job's id in the first column of its one row; when it answers
    /// no row, the job fails with this.
    pub(super) answers: Option<Absent>,
}

/// Why a job fails when its answering call found no row.
#[derive(Debug, Clone, Copy)]
pub(super) enum Absent {
    /// The row it names is not there (the text says what: a room, say).
    Missing(&'static str),
    /// The job's fence no longer holds.
    Fenced,
    /// A new room's code is an open room's.
    CodeInUse,
    /// A new account's name is another account's.
    NameTaken,
    /// A new room's claim found its code owned, or the node's lease run out.
    Unclaimed,
}

impl Absent {
    /// The job's error.
    pub(super) fn error(self) -> StoreError {
        match self {
            Absent::Missing(what) => StoreError::Missing(what),
            Absent::Fenced => StoreError::Fenced,
            Absent::CodeInUse => StoreError::CodeInUse,
            Absent::NameTaken => StoreError::NameTaken,
            Absent::Unclaimed => StoreError::Unclaimed,
        }
    }
}

/// `BEGIN`, prepared so that it goes down the pipeline like any other call.
const BEGIN: &str = "BEGIN";

/// A fenced job's first call: a row only while the room is still this node's, at this epoch,
/// and the node's lease has not run out on the database's clock. `FOR SHARE` keeps the owner row
/// as it is until the transaction ends, so a takeover (an `UPDATE` of that row) waits for the
/// batch's commit, and then reads back every move of it.
const FENCE: &str = "
    SELECT 0::bigint FROM room_owners o JOIN cluster_nodes n ON n.id = o.node
    WHERE o.code = $1 AND o.node = $2 AND o.epoch = $3 AND n.lease_until > clock_timestamp()
    FOR SHARE OF o";

const CREATE_PLAYER: &str =
    "INSERT INTO players (token_hash, name, created_ms) VALUES ($1, $2, $3) RETURNING id";

const REGISTER_BOT: &str = "INSERT INTO players (token_hash, name, created_ms, bot_ms)
    VALUES ($1, $2, $3, $3) RETURNING id";

/// No row when the player is no registered bot.
const REMOVE_BOT: &str = "UPDATE players SET bot_ms = NULL, token_hash = $1
    WHERE id = $2 AND bot_ms IS NOT NULL RETURNING id";

/// No row when another account has the name's key, or the player has an account.
const CREATE_ACCOUNT: &str = "INSERT INTO accounts
    (player_id, name_key, password_hash, created_ms, changed_ms) VALUES ($1, $2, $3, $4, $4)
    ON CONFLICT DO NOTHING RETURNING player_id";

/// No row when the player has no account.
const SET_PASSWORD: &str = "UPDATE accounts SET password_hash = $2, changed_ms = $3
    WHERE player_id = $1 RETURNING player_id";

const ADD_TOKEN: &str =
    "INSERT INTO player_tokens (token_hash, player_id, created_ms) VALUES ($1, $2, $3)";

/// Every token of a player but the one kept: the other devices', then the first device's.
const REVOKE_TOKENS: [&str; 2] = [
    "DELETE FROM player_tokens WHERE player_id = $1",
    "UPDATE players SET token_hash = $2 WHERE id = $1",
];

/// A player's new rating after a rated game, and the point of its history.
const RATE: [&str; 2] = [
    "INSERT INTO ratings (player_id, kind, rating, deviation, volatility, games, updated_ms)
     VALUES ($1, $2, $3, $4, $5, 1, $6)
     ON CONFLICT (player_id, kind) DO UPDATE SET rating = $3, deviation = $4, volatility = $5,
     games = ratings.games + 1, updated_ms = $6",
    "INSERT INTO rating_history (player_id, kind, game_id, rating, deviation, at_ms)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING",
];

/// A rule of the console put in force, or lifted.
const MODERATE: [&str; 2] = [
    "INSERT INTO moderation (kind, target, at_ms) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING",
    "DELETE FROM moderation WHERE kind = $1 AND target = $2",
];

const AUDIT: &str = "INSERT INTO audit (at_ms, action, detail) VALUES ($1, $2, $3)";

const RENAME_PLAYER: &str = "UPDATE players SET name = $1 WHERE id = $2";

const SET_PLAYER_ROOM: &str = "UPDATE players SET room = $1 WHERE id = $2";

/// The room and its first game in one statement: the room row needs the game's id. A closed
/// room's code may be drawn again: the new room takes the row over (the old games keep their
/// records, under their own ids); an open room's code answers no row.
const CREATE_ROOM: &str = "
    WITH g AS (
        INSERT INTO games (room, game, options, black, white, started_ms)
        VALUES ($1, $2, $3, $4, $5, $6)
        RETURNING id
    )
    INSERT INTO rooms (code, game, options, black, white, game_id, created_ms, last_active_ms)
    SELECT $1::text, $2::text, $3::text, $4::text, $5::text, g.id, $6::bigint, $6::bigint
    FROM g
    ON CONFLICT (code) DO UPDATE SET game = EXCLUDED.game, options = EXCLUDED.options,
        black = EXCLUDED.black, white = EXCLUDED.white,
        game_id = EXCLUDED.game_id, created_ms = EXCLUDED.created_ms,
        last_active_ms = EXCLUDED.last_active_ms, closed = FALSE
    WHERE rooms.closed
    RETURNING game_id";

/// A seat in the room, by side (the column's name cannot be a parameter).
const SET_ROOM_SEAT: [&str; 2] = [
    "UPDATE rooms SET black = $1, last_active_ms = $2 WHERE code = $3",
    "UPDATE rooms SET white = $1, last_active_ms = $2 WHERE code = $3",
];

/// A seat in the current game, by side. A finished game's record never changes: who played it
/// stays who played it; the seat change applies to the room, and so to the next game.
const SET_GAME_SEAT: [&str; 2] = [
    "UPDATE games SET black = $1 WHERE id = $2 AND result IS NULL",
    "UPDATE games SET white = $1 WHERE id = $2 AND result IS NULL",
];

const APPEND_MOVE: &str =
    "INSERT INTO moves (game_id, ply, x, y, at_ms, left_ms) VALUES ($1, $2, $3, $4, $5, $6)";

const APPEND_CHAT: &str =
    "INSERT INTO chat_lines (game_id, at_ms, speaker, seat, text) VALUES ($1, $2, $3, $4, $5)";

const TOUCH_ROOM: &str = "UPDATE rooms SET last_active_ms = $1 WHERE game_id = $2";

const TRUNCATE_MOVES: &str = "DELETE FROM moves WHERE game_id = $1 AND ply >= $2";

const FINISH_GAME: &str =
    "UPDATE games SET ended_ms = $1, result = $2, reason = $3, line = $4 WHERE id = $5";

/// A new game with the room's game and options, made the room's current one, in one
/// statement. No row when there is no such room.
const NEW_GAME: &str = "
    WITH r AS (
        SELECT game, options FROM rooms WHERE code = $1
    ), g AS (
        INSERT INTO games (room, game, options, black, white, started_ms)
        SELECT $1::text, r.game, r.options, $2::text, $3::text, $4::bigint FROM r
        RETURNING id
    ), u AS (
        UPDATE rooms SET game_id = g.id, black = $2::text, white = $3::text,
                         last_active_ms = $4::bigint
        FROM g WHERE rooms.code = $1::text
    )
    SELECT id FROM g";

const CLEAR_REQUESTS: &str = "DELETE FROM requests WHERE room = $1";

const SET_REQUESTS: &str = "
    INSERT INTO requests (room, game_id, undo, draw, play_again) VALUES ($1, $2, $3, $4, $5)
    ON CONFLICT (room) DO UPDATE SET game_id = EXCLUDED.game_id, undo = EXCLUDED.undo,
                                     draw = EXCLUDED.draw, play_again = EXCLUDED.play_again";

const CLOSE_ROOM: &str = "UPDATE rooms SET closed = TRUE WHERE code = $1";

const LEAVE_CLOSED_ROOM: &str = "UPDATE players SET room = NULL WHERE room = $1";

const CREATE_TOURNAMENT: &str =
    "INSERT INTO tournaments (host, settings, created_ms) VALUES ($1, $2, $3) RETURNING id";

const TOURNAMENT_COMMAND: &str =
    "INSERT INTO tournament_commands (tournament_id, seq, at_ms, command)
    VALUES ($1, $2, $3, $4)";

const TOURNAMENT_GAME: &str = "INSERT INTO tournament_games (tournament_id, game_no, game_id, room)
    VALUES ($1, $2, $3, $4)";

const FINISH_TOURNAMENT: &str =
    "UPDATE tournaments SET finished_ms = $1 WHERE id = $2 AND finished_ms IS NULL";

const CREATE_REVIEW: &str = "INSERT INTO reviews (game_id, player, seed, effort, requested_ms)
     VALUES ($1, $2, $3, $4, $5)";

const REVIEW_STEP: &str = "
    INSERT INTO review_steps (game_id, ply, evaluation) VALUES ($1, $2, $3)
    ON CONFLICT (game_id, ply) DO UPDATE SET evaluation = EXCLUDED.evaluation";

const FINISH_REVIEW: &str = "UPDATE reviews SET done_ms = $1 WHERE game_id = $2";

/// Held by a transaction that keeps a file, until it ends: two nodes keeping files at once
/// take turns, so the second counts what the first kept ("BoardImp" in ASCII). The import's
/// statement comes after it in the same transaction, and so reads the store as of after the
/// other's commit.
const IMPORT_LOCK: &str = "SELECT pg_advisory_xact_lock(x'426f617264496d70'::bigint)";

/// A game read from a file in one statement: the game kept before for the same file from the
/// same player; or, past a cap on kept files (the player's $13, the address's $15, the
/// server's $16), that cap's code ($17, $18, $19); or else its row (no room, no seats), its
/// moves from the two arrays of coordinates (a pass is two nulls), and who brought it.
const IMPORT_GAME: &str = "
    WITH found AS (
        SELECT game_id FROM imports WHERE player = $9::bigint AND digest = $10::bytea
    ), refused AS (
        SELECT CASE
            WHEN EXISTS (SELECT 1 FROM found) THEN NULL
            WHEN (SELECT count(*) FROM imports WHERE player = $9::bigint) >= $13::bigint
                THEN $17::bigint
            WHEN $14::text IS NOT NULL
                AND (SELECT count(*) FROM imports WHERE address = $14::text) >= $15::bigint
                THEN $18::bigint
            WHEN (SELECT count(*) FROM imports) >= $16::bigint THEN $19::bigint
        END AS code
    ), g AS (
        INSERT INTO games (room, game, options, started_ms, ended_ms, result, reason, line)
        SELECT '', $1::text, $2::text, $3::bigint, $3::bigint, $4::text, $5::text, $6::text
        WHERE NOT EXISTS (SELECT 1 FROM found) AND (SELECT code FROM refused) IS NULL
        RETURNING id
    ), m AS (
        INSERT INTO moves (game_id, ply, x, y, at_ms)
        SELECT g.id, mv.n - 1, mv.x, mv.y, $3::bigint
        FROM g, unnest($7::smallint[], $8::smallint[]) WITH ORDINALITY AS mv(x, y, n)
    ), i AS (
        INSERT INTO imports (game_id, player, digest, black, white, address)
        SELECT g.id, $9::bigint, $10::bytea, $11::text, $12::text, $14::text FROM g
    )
    SELECT COALESCE((SELECT game_id FROM found), (SELECT id FROM g), (SELECT code FROM refused))";

/// The writer's statements, prepared on its connection.
#[derive(Debug)]
pub(super) struct Statements {
    pub(super) begin: Statement,
    fence: Statement,
    /// A new room's claim, in the transaction that creates it.
    claim: Statement,
    create_player: Statement,
    register_bot: Statement,
    remove_bot: Statement,
    rate: [Statement; 2],
    moderate: [Statement; 2],
    audit: Statement,
    create_account: Statement,
    set_password: Statement,
    add_token: Statement,
    revoke_tokens: [Statement; 2],
    rename_player: Statement,
    set_player_room: Statement,
    create_room: Statement,
    set_room_seat: [Statement; 2],
    set_game_seat: [Statement; 2],
    append_move: Statement,
    append_chat: Statement,
    touch_room: Statement,
    truncate_moves: Statement,
    finish_game: Statement,
    new_game: Statement,
    clear_requests: Statement,
    set_requests: Statement,
    close_room: Statement,
    leave_closed_room: Statement,
    create_tournament: Statement,
    tournament_command: Statement,
    tournament_game: Statement,
    finish_tournament: Statement,
    create_review: Statement,
    review_step: Statement,
    finish_review: Statement,
    import_lock: Statement,
    import_game: Statement,
}

impl Statements {
    /// Prepares every statement on `client`.
    pub(super) async fn prepare(client: &Client) -> Result<Statements, StoreError> {
        let prepare = async |sql: &str| client.prepare(sql).await;
        Ok(Statements {
            begin: prepare(BEGIN).await?,
            fence: prepare(FENCE).await?,
            claim: prepare(crate::cluster::CLAIM_NEW).await?,
            create_player: prepare(CREATE_PLAYER).await?,
            register_bot: prepare(REGISTER_BOT).await?,
            remove_bot: prepare(REMOVE_BOT).await?,
            rate: [prepare(RATE[0]).await?, prepare(RATE[1]).await?],
            moderate: [prepare(MODERATE[0]).await?, prepare(MODERATE[1]).await?],
            audit: prepare(AUDIT).await?,
            create_account: prepare(CREATE_ACCOUNT).await?,
            set_password: prepare(SET_PASSWORD).await?,
            add_token: prepare(ADD_TOKEN).await?,
            revoke_tokens: [
                prepare(REVOKE_TOKENS[0]).await?,
                prepare(REVOKE_TOKENS[1]).await?,
            ],
            rename_player: prepare(RENAME_PLAYER).await?,
            set_player_room: prepare(SET_PLAYER_ROOM).await?,
            create_room: prepare(CREATE_ROOM).await?,
            set_room_seat: [
                prepare(SET_ROOM_SEAT[0]).await?,
                prepare(SET_ROOM_SEAT[1]).await?,
            ],
            set_game_seat: [
                prepare(SET_GAME_SEAT[0]).await?,
                prepare(SET_GAME_SEAT[1]).await?,
            ],
            append_move: prepare(APPEND_MOVE).await?,
            append_chat: prepare(APPEND_CHAT).await?,
            touch_room: prepare(TOUCH_ROOM).await?,
            truncate_moves: prepare(TRUNCATE_MOVES).await?,
            finish_game: prepare(FINISH_GAME).await?,
            new_game: prepare(NEW_GAME).await?,
            clear_requests: prepare(CLEAR_REQUESTS).await?,
            set_requests: prepare(SET_REQUESTS).await?,
            close_room: prepare(CLOSE_ROOM).await?,
            leave_closed_room: prepare(LEAVE_CLOSED_ROOM).await?,
            create_tournament: prepare(CREATE_TOURNAMENT).await?,
            tournament_command: prepare(TOURNAMENT_COMMAND).await?,
            tournament_game: prepare(TOURNAMENT_GAME).await?,
            finish_tournament: prepare(FINISH_TOURNAMENT).await?,
            create_review: prepare(CREATE_REVIEW).await?,
            review_step: prepare(REVIEW_STEP).await?,
            finish_review: prepare(FINISH_REVIEW).await?,
            import_lock: prepare(IMPORT_LOCK).await?,
            import_game: prepare(IMPORT_GAME).await?,
        })
    }

    /// The call that checks `fence` (and holds the owner row) before a fenced job's own calls.
    pub(super) fn fence(&self, fence: &Fence) -> Call<'_> {
        Call {
            statement: &self.fence,
            params: vec![
                Box::new(fence.code.to_string()),
                Box::new(fence.node.to_string()),
                Box::new(fence.epoch),
            ],
            answers: Some(Absent::Fenced),
        }
    }

    /// The call that claims the new room of `fence` (and holds its new owner row) before the
    /// calls that create it.
    pub(super) fn claim(&self, fence: &Fence) -> Call<'_> {
        Call {
            statement: &self.claim,
            params: vec![
                Box::new(fence.code.to_string()),
                Box::new(fence.node.to_string()),
            ],
            answers: Some(Absent::Unclaimed),
        }
    }

    /// The calls that make `write` at `now` (ms since the epoch); a move touches its room
    /// when `touched` says it is due.
    pub(super) fn calls(&self, write: &Write, now: i64, touched: &mut Touched) -> Vec<Call<'_>> {
        let call = |statement, params: Vec<Param>| Call {
            statement,
            params,
            answers: None,
        };
        match write {
            Write::CreatePlayer { token_hash, name } => vec![Call {
                answers: Some(Absent::Missing("player")),
                ..call(
                    &self.create_player,
                    vec![
                        Box::new(token_hash.clone()),
                        Box::new(name.clone()),
                        Box::new(now),
                    ],
                )
            }],
            Write::RegisterBot { token_hash, name } => vec![Call {
                answers: Some(Absent::Missing("player")),
                ..call(
                    &self.register_bot,
                    vec![
                        Box::new(token_hash.clone()),
                        Box::new(name.clone()),
                        Box::new(now),
                    ],
                )
            }],
            Write::RemoveBot { id, token_hash } => vec![Call {
                answers: Some(Absent::Missing("bot")),
                ..call(
                    &self.remove_bot,
                    vec![Box::new(token_hash.clone()), Box::new(*id)],
                )
            }],
            Write::CreateAccount {
                player,
                name_key,
                password_hash,
            } => vec![Call {
                answers: Some(Absent::NameTaken),
                ..call(
                    &self.create_account,
                    vec![
                        Box::new(*player),
                        Box::new(name_key.clone()),
                        Box::new(password_hash.clone()),
                        Box::new(now),
                    ],
                )
            }],
            Write::SetPassword {
                player,
                password_hash,
            } => vec![Call {
                answers: Some(Absent::Missing("account")),
                ..call(
                    &self.set_password,
                    vec![
                        Box::new(*player),
                        Box::new(password_hash.clone()),
                        Box::new(now),
                    ],
                )
            }],
            Write::AddToken { player, token_hash } => vec![call(
                &self.add_token,
                vec![
                    Box::new(token_hash.clone()),
                    Box::new(*player),
                    Box::new(now),
                ],
            )],
            Write::RevokeTokens { player, keep } => vec![
                call(&self.revoke_tokens[0], vec![Box::new(*player)]),
                call(
                    &self.revoke_tokens[1],
                    vec![Box::new(*player), Box::new(keep.clone())],
                ),
            ],
            Write::RateGame {
                game_id,
                kind,
                rows,
            } => rows
                .iter()
                .flat_map(|row| {
                    let rating: Vec<Param> = vec![
                        Box::new(row.player),
                        Box::new(kind.clone()),
                        Box::new(row.rating),
                        Box::new(row.deviation),
                        Box::new(row.volatility),
                        Box::new(now),
                    ];
                    let history: Vec<Param> = vec![
                        Box::new(row.player),
                        Box::new(kind.clone()),
                        Box::new(*game_id),
                        Box::new(row.rating),
                        Box::new(row.deviation),
                        Box::new(now),
                    ];
                    [call(&self.rate[0], rating), call(&self.rate[1], history)]
                })
                .collect(),
            Write::Moderate { kind, target, on } => vec![if *on {
                call(
                    &self.moderate[0],
                    vec![
                        Box::new(kind.clone()),
                        Box::new(target.clone()),
                        Box::new(now),
                    ],
                )
            } else {
                call(
                    &self.moderate[1],
                    vec![Box::new(kind.clone()), Box::new(target.clone())],
                )
            }],
            Write::Audit { action, detail } => vec![call(
                &self.audit,
                vec![
                    Box::new(now),
                    Box::new(action.clone()),
                    Box::new(detail.clone()),
                ],
            )],
            Write::RenamePlayer { id, name } => vec![call(
                &self.rename_player,
                vec![Box::new(name.clone()), Box::new(*id)],
            )],
            Write::SetPlayerRoom { id, room } => vec![call(
                &self.set_player_room,
                vec![Box::new(room.clone()), Box::new(*id)],
            )],
            Write::CreateRoom {
                code,
                options,
                seats,
            } => {
                let [black, white] = occupant_columns(seats);
                vec![Call {
                    answers: Some(Absent::CodeInUse),
                    ..call(
                        &self.create_room,
                        vec![
                            Box::new(code.clone()),
                            Box::new(options.game.as_str()),
                            Box::new(options_column(&options.options)),
                            Box::new(black),
                            Box::new(white),
                            Box::new(now),
                        ],
                    )
                }]
            }
            Write::SetSeat {
                code,
                game_id,
                side,
                occupant,
            } => {
                let value = occupant_column(*occupant);
                let index = side.index();
                vec![
                    call(
                        &self.set_room_seat[index],
                        vec![
                            Box::new(value.clone()),
                            Box::new(now),
                            Box::new(code.clone()),
                        ],
                    ),
                    call(
                        &self.set_game_seat[index],
                        vec![Box::new(value), Box::new(*game_id)],
                    ),
                ]
            }
            Write::AppendMove {
                game_id,
                ply,
                mv,
                left_ms,
            } => {
                let (x, y) = move_columns(*mv);
                let mut calls = vec![call(
                    &self.append_move,
                    vec![
                        Box::new(*game_id),
                        Box::new(int_column(*ply)),
                        Box::new(x.map(i16::from)),
                        Box::new(y.map(i16::from)),
                        Box::new(now),
                        Box::new(left_ms.map(int_column)),
                    ],
                )];
                if touched.due(*game_id, now) {
                    calls.push(call(
                        &self.touch_room,
                        vec![Box::new(now), Box::new(*game_id)],
                    ));
                }
                calls
            }
            Write::AppendChat { game_id, line } => vec![call(
                &self.append_chat,
                vec![
                    Box::new(*game_id),
                    Box::new(line.at_ms),
                    Box::new(line.speaker.clone()),
                    Box::new(line.seat.map(seat_column)),
                    Box::new(line.text.clone()),
                ],
            )],
            Write::TruncateMoves { game_id, keep } => vec![call(
                &self.truncate_moves,
                vec![Box::new(*game_id), Box::new(int_column(*keep))],
            )],
            Write::FinishGame { game_id, result } => vec![call(
                &self.finish_game,
                vec![
                    Box::new(now),
                    Box::new(result.result.clone()),
                    Box::new(result.reason.clone()),
                    Box::new(line_text(&result.line)),
                    Box::new(*game_id),
                ],
            )],
            Write::NewGame { code, seats } => {
                let [black, white] = occupant_columns(seats);
                vec![Call {
                    answers: Some(Absent::Missing("room")),
                    ..call(
                        &self.new_game,
                        vec![
                            Box::new(code.clone()),
                            Box::new(black),
                            Box::new(white),
                            Box::new(now),
                        ],
                    )
                }]
            }
            Write::SetRequests {
                code,
                game_id,
                requests,
            } => {
                if *requests == StoredRequests::default() {
                    vec![call(&self.clear_requests, vec![Box::new(code.clone())])]
                } else {
                    let [undo, draw, play_again] = request_columns(requests);
                    vec![call(
                        &self.set_requests,
                        vec![
                            Box::new(code.clone()),
                            Box::new(*game_id),
                            Box::new(undo),
                            Box::new(draw),
                            Box::new(play_again),
                        ],
                    )]
                }
            }
            Write::CloseRoom { code } => vec![
                call(&self.close_room, vec![Box::new(code.clone())]),
                call(&self.leave_closed_room, vec![Box::new(code.clone())]),
            ],
            Write::CreateTournament { host, settings } => vec![Call {
                answers: Some(Absent::Missing("tournament")),
                ..call(
                    &self.create_tournament,
                    vec![Box::new(*host), Box::new(settings.clone()), Box::new(now)],
                )
            }],
            Write::TournamentCommand {
                tournament,
                seq,
                at_ms,
                command,
            } => vec![call(
                &self.tournament_command,
                vec![
                    Box::new(*tournament),
                    Box::new(i64::try_from(*seq).unwrap_or(i64::MAX)),
                    Box::new(*at_ms),
                    Box::new(command.clone()),
                ],
            )],
            Write::TournamentGame { tournament, game } => vec![call(
                &self.tournament_game,
                vec![
                    Box::new(*tournament),
                    Box::new(i64::from(game.game_no)),
                    Box::new(game.game_id),
                    Box::new(game.room.clone()),
                ],
            )],
            Write::FinishTournament { tournament } => vec![call(
                &self.finish_tournament,
                vec![Box::new(now), Box::new(*tournament)],
            )],
            Write::CreateReview {
                game_id,
                player,
                seed,
                effort,
            } => vec![call(
                &self.create_review,
                vec![
                    Box::new(*game_id),
                    Box::new(*player),
                    Box::new(*seed),
                    Box::new(effort.clone()),
                    Box::new(now),
                ],
            )],
            Write::ReviewStep {
                game_id,
                ply,
                evaluation,
            } => vec![call(
                &self.review_step,
                vec![
                    Box::new(*game_id),
                    Box::new(int_column(*ply)),
                    Box::new(evaluation.clone()),
                ],
            )],
            Write::FinishReview { game_id } => vec![call(
                &self.finish_review,
                vec![Box::new(now), Box::new(*game_id)],
            )],
            Write::ImportGame(import) => {
                let (xs, ys): (Vec<Option<i16>>, Vec<Option<i16>>) = import
                    .moves
                    .iter()
                    .map(|mv| {
                        let (x, y) = move_columns(*mv);
                        (x.map(i16::from), y.map(i16::from))
                    })
                    .unzip();
                let result = import.result.as_ref();
                let [black, white] = import.names.clone();
                let cap = |n: usize| i64::try_from(n).unwrap_or(i64::MAX);
                let stored = StoredOptions::of_config(&import.config);
                vec![
                    call(&self.import_lock, Vec::new()),
                    Call {
                        answers: Some(Absent::Missing("game")),
                        ..call(
                            &self.import_game,
                            vec![
                                Box::new(stored.game.as_str()),
                                Box::new(options_column(&stored.options)),
                                Box::new(now),
                                Box::new(result.map(|r| r.result.clone())),
                                Box::new(result.map(|r| r.reason.clone())),
                                Box::new(result.map(|r| line_text(&r.line))),
                                Box::new(xs),
                                Box::new(ys),
                                Box::new(import.player),
                                Box::new(import.digest.clone()),
                                Box::new(black),
                                Box::new(white),
                                Box::new(cap(import.caps.per_player)),
                                Box::new(import.address.clone()),
                                Box::new(cap(import.caps.per_address)),
                                Box::new(cap(import.caps.total)),
                                Box::new(ImportCap::Player.code()),
                                Box::new(ImportCap::Address.code()),
                                Box::new(ImportCap::Server.code()),
                            ],
                        )
                    },
                ]
            }
        }
    }
}
