// The web client's own logic, without a browser: the protocol's golden fixtures
// (protocol/tests/fixtures) go through the client's message builders and its `apply`, the shared
// transcripts (client/transcripts, also run by the desktop app's tests) go through one `check` on
// a virtual clock, and the board geometry is checked for every kind of board and every game of
// the catalogue.

import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, readdirSync } from "node:fs";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";

import "./english.mjs";
import { msg, codeFromPath, gameFromPath, normalizeCode, inviteBase, lanHosts } from "../../client/web/protocol.js";
import { qrSource } from "../../client/web/qr.js";
import {
  HANDLED,
  initialState,
  apply,
  actions,
  incoming,
  outgoing,
  counts,
  forbidden,
  legalPoints,
  myTurn,
  resultText,
  statusText,
  key,
  clockView,
  formatClock,
  formatCountdown,
  awayView,
  waitText,
  timeControl,
  undoAllowed,
  CLOCK_PRESETS,
  playsGame,
  opponentsFor,
  opponentChoice,
  hintsByDefault,
} from "../../client/web/state.js";
import { geometry, drawable } from "../../client/web/geometry.js";
import { boardGeometry, boardSize, createForm, describeOptions, gameInfo, gameTitle, playable } from "../../client/web/catalogue.js";
import { useCatalogues } from "../../client/web/i18n.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const fixtures = join(root, "protocol", "tests", "fixtures");
const transcripts = join(root, "client", "transcripts");

function fixture(side, name) {
  return JSON.parse(readFileSync(join(fixtures, side, `${name}.json`), "utf8"));
}

function allFixtures(side) {
  return readdirSync(join(fixtures, side))
    .filter((f) => f.endsWith(".json"))
    .map((f) => [f.replace(/\.json$/, ""), fixture(side, f.replace(/\.json$/, ""))]);
}

/** The server's catalogue, as its golden `welcome` sends it. */
const CATALOGUE = fixture("server", "welcome.games").games;

/** A state that has signed in (with the catalogue) and entered the room of `room_state.json` (reversi, seat black). */
function inRoom(name = "room_state") {
  const state = initialState();
  apply(state, fixture("server", "welcome.games"));
  apply(state, fixture("server", name));
  return state;
}

test("every client fixture is what the client's builders send", () => {
  const built = {
    chat: msg.chat("good game! 再来一局?"),
    create_room: msg.createRoom({ game: "gomoku", options: { size: 15, rule: "renju" }, seat: "black", opponent: "ai", aiLevel: "hard" }),
    "create_room.minimal": msg.createRoom({ game: "reversi" }),
    "create_room.nogo": msg.createRoom({
      game: "nogo",
      options: { size: 9, center_first_forbidden: false, ai_budget_ms: 500 },
      seat: "random",
      opponent: "human",
      aiLevel: "hard",
    }),
    draw_agree: msg.drawAgree(),
    draw_offer: msg.drawOffer(),
    draw_refuse: msg.drawRefuse(),
    hello: msg.hello("Ada", "tk_5Jq8xW2mR9vN3bL7cZ4aH6eY"),
    "hello.new": msg.hello("Ada"),
    "hello.features": msg.hello("Ada", undefined, ["implied_legal"]),
    "hello.password": msg.hello("Ada", undefined, undefined, "correct horse battery"),
    sign_up: msg.signUp("correct horse battery"),
    change_password: msg.changePassword("correct horse battery", "staple gun 42 tree"),
    sign_out_elsewhere: msg.signOutElsewhere(),
    join_room: msg.joinRoom("K7Q2", "spectator"),
    "join_room.minimal": msg.joinRoom("K7Q2"),
    leave_room: msg.leaveRoom(),
    list_rooms: msg.listRooms(),
    list_games: msg.listGames("42", 20),
    "list_games.minimal": msg.listGames(),
    request_review: msg.requestReview("42"),
    get_game: msg.getGame("42"),
    open_sgf: msg.openSgf("(;FF[4]GM[2]SZ[8]PB[Ada]PW[Bashir];B[dc];W[cc])"),
    review_sgf: msg.reviewSgf("(;FF[4]GM[4]SZ[15]PB[Ada]PW[Bashir];B[hh];W[hg];B[gh])"),
    ping: msg.ping(),
    play_again: msg.playAgain(),
    play_again_agree: msg.playAgainAgree(),
    play_again_refuse: msg.playAgainRefuse(),
    player_info: msg.playerInfo("Ada L."),
    "put_step.hex": msg.putStep([-3, 2], 4),
    put_step: msg.putStep([7, 7], 0),
    resign: msg.resign(),
    abort: msg.abort(),
    claim_victory: msg.claimVictory(),
    claim_draw: msg.claimDraw(),
    "create_room.clock": msg.createRoom({
      game: "gomoku",
      clock: CLOCK_PRESETS.find((p) => p.id === "3+2").clock,
      undo: false,
      seat: "black",
      opponent: "human",
    }),
    "create_room.per_move": msg.createRoom({
      game: "reversi",
      options: {},
      clock: CLOCK_PRESETS.find((p) => p.id === "30s").clock,
      undo: true,
      opponent: "ai",
      aiLevel: "hard",
    }),
    "create_room.engine": msg.createRoom({
      game: "reversi",
      options: { ai_budget_ms: 2000 },
      seat: "white",
      opponent: "ai",
      aiLevel: "medium",
      engine: "edax",
    }),
    "create_room.opening": msg.createRoom({
      game: "gomoku",
      options: { size: 15, rule: "freestyle", opening: [[7, 7], [8, 8], [9, 9]] },
      seat: "white",
    }),
    "create_room.opening_random": msg.createRoom({ game: "reversi", options: { opening: "random" }, opponent: "ai" }),
    "create_room.rated": msg.createRoom({
      game: "gomoku",
      options: { size: 15, rule: "freestyle", rated: true },
      clock: { initial_s: 300, increment_s: 3 },
      seat: "black",
      opponent: "human",
    }),
    list_leaderboard: msg.listLeaderboard("gomoku", "renju"),
    "list_leaderboard.minimal": msg.listLeaderboard("reversi"),
    get_profile: msg.getProfile("12"),
    "get_profile.minimal": msg.getProfile(),
    "create_room.bot": msg.createRoom({ game: "gomoku", options: { size: 15 }, seat: "black", opponent: "ai", aiLevel: "hard", bot: "simplebot" }),
    // A bot's hello: the page never signs in as one, so it has no builder of its own.
    "hello.bot": {
      ...msg.hello("simplebot", "tk_5Jq8xW2mR9vN3bL7cZ4aH6eY"),
      bot: true,
      plays: [{ game: "gomoku", rules: ["freestyle", "renju"] }, { game: "reversi" }],
    },
    list_bots: msg.listBots(),
    decline_invite: msg.declineInvite("K7Q2"),
    create_tournament: msg.createTournament(
      {
        name: "Club night",
        game: "gomoku",
        options: { size: 15, rule: "freestyle", clock: { initial_s: 300, increment_s: 3 } },
        format: "round_robin",
        late_join: false,
      },
      [{ kind: "ai", level: "easy" }, { kind: "engine", engine: "pela" }],
      true,
    ),
    "create_tournament.arena": msg.createTournament({
      name: "Lunch arena",
      game: "nogo",
      options: { size: 9 },
      format: "arena",
      minutes: 30,
      late_join: true,
    }),
    "create_tournament.swiss": msg.createTournament(
      { name: "Class Swiss", game: "reversi", options: {}, format: "swiss", rounds: 5, late_join: true, round_break_s: 60 },
      [{ kind: "ai", level: "medium" }],
    ),
    "create_tournament.openings": msg.createTournament(
      { name: "Openings league", game: "gomoku", options: { size: 15, rule: "freestyle" }, format: "round_robin", double: true, late_join: true, openings: true },
      [{ kind: "ai", level: "hard" }, { kind: "engine", engine: "pela" }],
    ),
    "create_tournament.bot": msg.createTournament(
      { name: "Bot league", game: "gomoku", options: { size: 15 }, format: "round_robin", double: true, late_join: true },
      [{ kind: "bot", bot: "simplebot" }, { kind: "ai", level: "hard" }],
    ),
    list_tournaments: msg.listTournaments(),
    watch_tournament: msg.watchTournament("3"),
    join_tournament: msg.joinTournament("3"),
    leave_tournament: msg.leaveTournament("3"),
    tournament_host: msg.tournamentHost("3", "start"),
    "tournament_host.fix": msg.tournamentHost("3", "fix", { game: 4, result: "white_forfeit" }),
    "tournament_host.add": msg.tournamentHost("3", "add", { add: { kind: "ai", level: "hard" } }),
    "tournament_host.remove": msg.tournamentHost("3", "remove", { entrant: "e5" }),
    "seat_ai.bot": msg.seatAi("easy", undefined, "simplebot"),
    seat_ai: msg.seatAi("easy"),
    "seat_ai.engine": msg.seatAi(undefined, "pela"),
    "seat_ai.minimal": msg.seatAi(),
    undo_agree: msg.undoAgree(),
    undo_refuse: msg.undoRefuse(),
    undo_request: msg.undoRequest(),
  };
  const names = allFixtures("client").map(([name]) => name);
  assert.deepEqual(names.sort(), Object.keys(built).sort(), "a builder for every client fixture");
  for (const [name, expected] of allFixtures("client")) {
    assert.deepEqual(built[name], expected, name);
  }
});

test("every server fixture's type is one the client understands", () => {
  for (const [name, m] of allFixtures("server")) {
    assert.ok(HANDLED.includes(m.type), `${name}: type ${m.type} is not handled`);
  }
});

test("every server fixture applies cleanly to a fresh state and to a state in a room", () => {
  for (const [name, m] of allFixtures("server")) {
    const fresh = apply(initialState(), structuredClone(m));
    assert.ok(fresh, name);
    const state = inRoom();
    apply(state, structuredClone(m));
    if (state.room) {
      // Whatever came, what the page reads from the room stays readable.
      actions(state.room);
      incoming(state.room);
      outgoing(state.room);
      counts(state.room);
      resultText(state.room);
    }
  }
});

/**
 * What the page shows at `now`, under the names of client/transcripts/README.md. The desktop
 * app's test builds the same fields from its own fold.
 */
function seen(state, now) {
  const room = state.room;
  const clock = clockView(room, now);
  const can = room ? actions(room, now) : {};
  return {
    room: room?.code ?? null,
    you: room ? room.you : null,
    status: room?.status ?? null,
    ply: room?.ply ?? null,
    status_text: room ? statusText(room) : "",
    result_text: room ? resultText(room) : "",
    time_control: timeControl(room?.options?.clock),
    clock_black: clock ? formatClock(clock.black) : null,
    clock_white: clock ? formatClock(clock.white) : null,
    clock_black_ms: clock ? clock.black : null,
    clock_white_ms: clock ? clock.white : null,
    clock_running: clock?.running ?? null,
    clock_low: clock?.low ?? [],
    first_move_seat: clock?.firstMove?.seat ?? null,
    first_move_ms: clock?.firstMove?.ms ?? null,
    away: awayView(room, now).map(({ seat, ms, text }) => ({ seat, ms, text })),
    claimable: room?.claimable ?? null,
    undo_allowed: undoAllowed(room),
    can_undo: !!can.undo,
    can_draw: !!can.draw,
    can_resign: !!can.resign,
    can_abort: !!can.abort,
    can_claim: !!can.claim,
    can_play_again: !!can.playAgain,
    wait_text: room ? waitText(room, now) : "",
    notice: state.notice?.text ?? null,
    error: state.error?.code ?? null,
    form: createForm(state.catalogue),
    describe: room ? describeOptions(room.info, room.options) : null,
    hints: room ? hintsByDefault(room) : null,
    stones: room ? stonesView(room) : null,
  };
}

/** The stones on the board, each colour's points as "x,y" sorted as text. */
function stonesView(room) {
  const stones = { black: [], white: [] };
  for (const [k, seat] of room.stones) stones[seat].push(k);
  return { black: stones.black.sort(), white: stones.white.sort() };
}

/** Runs one transcript (client/transcripts/README.md): messages in at their times, views checked. */
function check(name, transcript) {
  const state = initialState();
  let last = 0;
  transcript.steps.forEach((step, i) => {
    const where = `${name} step ${i} (at ${step.at} ms)`;
    assert.ok(step.at >= last, `${where}: time goes forward`);
    last = step.at;
    assert.ok(!(step.in && step.fixture), `${where}: one message at most`);
    const message = step.in ?? (step.fixture ? fixture("server", step.fixture) : null);
    if (message) apply(state, structuredClone(message), step.at);
    const view = seen(state, step.at);
    for (const [field, expected] of Object.entries(step.expect ?? {})) {
      assert.ok(field in view, `${where}: no view field ${field}`);
      assert.deepEqual(view[field], expected, `${where}: ${field}`);
    }
  });
}

test("every transcript of client/transcripts shows what it expects", () => {
  const files = readdirSync(transcripts).filter((f) => f.endsWith(".json"));
  assert.ok(files.length >= 5, "the transcripts are there");
  for (const file of files) check(file, JSON.parse(readFileSync(join(transcripts, file), "utf8")));
});

test("clock faces and countdowns read as people read them", () => {
  assert.equal(formatClock(180000), "3:00");
  assert.equal(formatClock(59999), "0:59");
  assert.equal(formatClock(10000), "0:10");
  assert.equal(formatClock(9999), "0:09.9");
  assert.equal(formatClock(0), "0:00.0");
  assert.equal(formatClock(-5), "0:00.0");
  assert.equal(formatClock(3723000), "1:02:03");
  assert.equal(formatCountdown(22500), "0:23");
  assert.equal(formatCountdown(60000), "1:00");
  assert.equal(formatCountdown(0), "0:00");
  assert.equal(timeControl({ initial_s: 90, increment_s: 0 }), "90 s+0");
  assert.equal(timeControl({ initial_s: 60 }), "1+0");
  assert.deepEqual(
    CLOCK_PRESETS.map((p) => timeControl(p.clock)),
    ["", "1+0", "3+2", "10+5", "30 s a move"],
  );
});

test("welcome keeps the token and the name", () => {
  const state = apply(initialState(), fixture("server", "welcome"));
  assert.deepEqual(state.me, { id: "p_8f3a21c4", name: "Ada", token: "tk_5Jq8xW2mR9vN3bL7cZ4aH6eY", account: false });
  assert.deepEqual(state.catalogue, [], "an older server lists no games");
  assert.equal(apply(initialState(), fixture("server", "welcome.account")).me.account, true);
  const after = apply(apply(initialState(), fixture("server", "welcome")), fixture("server", "account"));
  assert.equal(after.me.account, true, "an account made");
  assert.equal(after.me.revoked, 2, "how many other devices were signed out");
});

test("welcome keeps the catalogue; a room holds its game's entry", () => {
  const state = inRoom();
  assert.deepEqual(state.catalogue.map((g) => g.game), ["gomoku", "reversi", "nogo", "hex_gomoku"]);
  assert.equal(state.room.info.title, "Reversi");
  // A welcome without games (an older server) keeps what was known, from `GET /info`.
  apply(state, fixture("server", "welcome"));
  assert.equal(state.catalogue.length, 4);
});

test("room_state replaces the room: stones, turn, requests, disc count", () => {
  const state = inRoom();
  const room = state.room;
  assert.equal(room.code, "K7Q2");
  assert.equal(room.game, "reversi");
  assert.equal(room.you, "black");
  assert.equal(room.stones.size, 6);
  assert.deepEqual(counts(room), { black: 3, white: 3 });
  assert.equal(room.stones.get("2,4"), "white");
  assert.ok(myTurn(room));
  assert.deepEqual(incoming(room), ["undo"]);
  assert.deepEqual(outgoing(room), []);
  assert.deepEqual(room.last, { at: [2, 4], pass: false, by: "white", changed: [], seq: 0 });
  const can = actions(room);
  assert.equal(can.undo, false, "white's undo request waits; only one at a time");
  assert.equal(can.draw, true);
  assert.equal(can.resign, true);
  assert.equal(can.playAgain, false);
});

test("step places the stone, turns the flipped discs and moves the turn on", () => {
  const state = inRoom();
  // An older server's step: `flipped` only.
  apply(state, { type: "step", ply: 3, by: "black", at: [2, 5], flipped: [[2, 4]], to_move: "white", legal: [[1, 6]] });
  const room = state.room;
  assert.equal(room.stones.get("2,5"), "black");
  assert.equal(room.stones.get("2,4"), "black");
  assert.deepEqual(counts(room), { black: 5, white: 2 });
  assert.equal(room.ply, 3);
  assert.equal(room.toMove, "white");
  assert.deepEqual(room.legal, [[1, 6]]);
  assert.equal(room.history.length, 3);
  assert.equal(room.last.seq, 1);
  assert.deepEqual(room.last.changed, [{ at: [2, 4], stone: "black" }]);
  assert.equal(myTurn(room), false);
});

test("step applies `changed` whatever the game: pieces turned and pieces taken off", () => {
  const state = inRoom();
  apply(state, fixture("server", "step.changed"));
  assert.equal(state.room.stones.get("2,4"), "white");
  assert.equal(state.room.stones.get("3,4"), "white");
  apply(state, {
    type: "step", ply: 3, by: "black", at: [5, 5], flipped: [[9, 9]],
    changed: [{ at: [2, 4], stone: null }, { at: [4, 4], stone: "black" }], to_move: "white", legal: [],
  });
  assert.equal(state.room.stones.has("2,4"), false, "a piece taken off");
  assert.equal(state.room.stones.get("4,4"), "black");
  assert.equal(state.room.stones.has("9,9"), false, "`flipped` is read only without `changed`");
  assert.deepEqual(state.room.last.changed, [{ at: [2, 4], stone: null }, { at: [4, 4], stone: "black" }]);
});

test("a forced pass is a step without a point", () => {
  const state = inRoom();
  apply(state, fixture("server", "step.pass"));
  const room = state.room;
  assert.equal(room.last.pass, true);
  assert.equal(room.last.by, "white");
  assert.deepEqual(room.history.at(-1), { pass: true });
  assert.equal(room.toMove, "black");
  assert.equal(room.stones.size, 6, "a pass places nothing");
});

test("game_over ends the game with the winning line and a sentence", () => {
  const state = inRoom();
  apply(state, fixture("server", "game_over"));
  const room = state.room;
  assert.equal(room.status, "over");
  assert.equal(room.line.length, 5);
  assert.deepEqual(room.legal, []);
  assert.deepEqual(room.pending, {});
  assert.equal(resultText(room), "Black wins: five in a row.");
  assert.equal(actions(room).playAgain, true);
  assert.equal(actions(room).resign, false);
  apply(state, fixture("server", "game_over.draw"));
  assert.equal(resultText(state.room), "Draw by agreement.");
  apply(state, { type: "game_over", result: "draw", reason: "count" });
  assert.equal(resultText(state.room), "Draw: the same number of discs.");
  apply(state, fixture("server", "game_over.resign"));
  assert.equal(resultText(state.room), "White wins: black resigned.");
});

test("a finished game's room_state says who won, how, and what waits", () => {
  const state = inRoom("room_state.over");
  const room = state.room;
  assert.equal(room.you, "white");
  assert.equal(room.players.black.connected, false);
  assert.equal(resultText(room), "Black wins: five in a row.");
  assert.deepEqual(room.line, [[3, 7], [4, 7], [5, 7], [6, 7], [7, 7]]);
  assert.deepEqual(incoming(room), ["play_again"]);
  assert.equal(actions(room).playAgain, false, "an offer already waits");
});

test("a spectator sees the hex board and has no buttons", () => {
  const state = inRoom("room_state.spectator");
  const room = state.room;
  assert.equal(room.you, null);
  const can = actions(room);
  assert.deepEqual(
    [can.undo, can.draw, can.resign, can.playAgain, can.seatAi, can.takeSeat],
    [false, false, false, false, false, false],
  );
  const geo = boardGeometry(room.info, room.options);
  const points = new Set(geo.points.map(key));
  for (const p of room.legal) assert.ok(points.has(key(p)), `legal ${p} is on the board`);
  for (const [k] of room.stones) assert.ok(points.has(k));
  assert.equal(room.legal.length + room.stones.size, geo.points.length);
});

test("a waiting room offers the computer; a joining player starts the game", () => {
  const state = inRoom("room_state.waiting");
  assert.equal(actions(state.room).seatAi, true);
  assert.equal(state.room.status, "waiting");
  apply(state, fixture("server", "player_joined"));
  assert.equal(state.room.status, "playing");
  assert.equal(state.room.players.white.name, "Bashir");
  assert.equal(actions(state.room).seatAi, false);
  apply(state, fixture("server", "player_left"));
  assert.equal(state.room.players.white, null);
  assert.equal(state.room.status, "waiting");
});

test("requests come and go", () => {
  const state = inRoom();
  apply(state, fixture("server", "offer_cancelled"));
  assert.deepEqual(state.room.pending, {});
  assert.equal(actions(state.room).undo, true, "black has a stone of its own to take back");
  apply(state, { type: "draw_offered", by: "black" });
  assert.deepEqual(outgoing(state.room), ["draw"]);
  assert.equal(actions(state.room).draw, false);
  apply(state, fixture("server", "draw_refused"));
  assert.deepEqual(outgoing(state.room), []);
  assert.match(state.notice.text, /draw offer was refused/);
  apply(state, fixture("server", "undo_requested"));
  assert.deepEqual(incoming(state.room), ["undo"]);
  apply(state, fixture("server", "undo_refused"));
  assert.deepEqual(incoming(state.room), []);
});

test("chat lines are kept as text, in order; the room list tells the spectators", () => {
  const state = inRoom();
  apply(state, fixture("server", "chat"));
  apply(state, fixture("server", "chat.spectator"));
  apply(state, { type: "chat", from: "Eve", seat: "white", text: "<img src=x onerror=alert(1)>", at: 1 });
  assert.deepEqual(
    state.room.chat.map((c) => c.text),
    ["good game! 再来一局?", "nice move", "<img src=x onerror=alert(1)>"],
  );
  assert.equal(state.room.chat[1].seat, null);
  apply(state, fixture("server", "rooms"));
  assert.equal(state.room.spectators, 0);
  assert.equal(state.rooms.length, 2);
  apply(state, { type: "room_state", ...fixture("server", "room_state"), ply: 2 });
  assert.equal(state.room.chat.length, 3, "a new room_state of the same room keeps the chat");
});

test("a chat_history fills the chat of one who comes back, without doubling the lines already shown", () => {
  const state = inRoom();
  const [first, second] = fixture("server", "chat_history").lines;
  apply(state, { type: "chat", ...first });
  apply(state, fixture("server", "chat_history"));
  assert.deepEqual(
    state.room.chat.map((c) => [c.from, c.seat, c.text]),
    [["Ada", "black", "good luck!"], ["Grace", null, "watching, have fun"]],
  );
  apply(state, fixture("server", "chat_history"));
  assert.equal(state.room.chat.length, 2, "the same lines again are the same lines");
  apply(state, { type: "chat", from: "Bashir", seat: "white", text: "early", at: second.at - 1 });
  apply(state, fixture("server", "chat_history"));
  assert.deepEqual(state.room.chat.map((c) => c.text), ["good luck!", "early", "watching, have fun"], "in time order");
});

test("names, connections and errors", () => {
  const state = inRoom();
  apply(state, fixture("server", "player_info"));
  assert.equal(state.room.players.black.name, "Ada L.");
  apply(state, fixture("server", "peer_status"));
  assert.equal(state.room.players.black.connected, false);
  apply(state, fixture("server", "error"));
  assert.deepEqual(
    { code: state.error.code, message: state.error.message, ref: state.error.ref },
    { code: "not_your_turn", message: "it is white's turn", ref: "put_step" },
  );
  apply(state, fixture("server", "undone"));
  assert.match(state.notice.text, /taken back/);
  apply(state, fixture("server", "left"));
  assert.equal(state.room, null);
});

test("unknown messages and fields change nothing", () => {
  const state = inRoom();
  const before = JSON.stringify([...state.room.stones], null, 0);
  apply(state, { type: "clock", black_ms: 1000 });
  apply(state, { type: "pong" });
  assert.equal(JSON.stringify([...state.room.stones]), before);
});

test("renju's forbidden points are the empty points left out of black's legal list", () => {
  const state = apply(initialState(), fixture("server", "welcome.games"));
  const legal = [];
  for (let y = 0; y < 15; y++) for (let x = 0; x < 15; x++) if (!(x === 7 && y === 7) && !(x === 5 && y === 5)) legal.push([x, y]);
  apply(state, {
    type: "room_state", room: "R3NJ", game_id: "1", game: "gomoku", options: { size: 15, rule: "renju" },
    you: "white", players: { black: null, white: null }, stones: { black: [[7, 7]], white: [] },
    to_move: "black", ply: 2, history: [], legal, status: "playing", pending: {},
  });
  const geo = boardGeometry(state.room.info, state.room.options);
  assert.deepEqual(forbidden(state.room, geo.points), [[5, 5]]);
  state.room.options.rule = "freestyle";
  assert.deepEqual(forbidden(state.room, geo.points), []);
  // The catalogue says which rule forbids points, and to whom; a room of a game it does not
  // list forbids nothing.
  state.room.options.rule = "renju";
  state.room.info = null;
  assert.deepEqual(forbidden(state.room, geo.points), []);
});

test("a step with its legal points implied leaves every empty point legal; a listed step does not", () => {
  const state = apply(initialState(), fixture("server", "welcome.games"));
  apply(state, {
    type: "room_state", room: "R3NJ", game_id: "1", game: "gomoku", options: { size: 15, rule: "renju" },
    you: "white", players: { black: null, white: null }, stones: { black: [[7, 7]], white: [] },
    to_move: "white", ply: 1, history: [{ at: [7, 7] }], legal: [[0, 0]], status: "playing", pending: {},
  });
  const geo = boardGeometry(state.room.info, state.room.options);
  assert.deepEqual(legalPoints(state.room, geo.points), [[0, 0]], "a room_state lists them");
  apply(state, fixture("server", "step.implied"));
  const legal = legalPoints(state.room, geo.points);
  assert.equal(legal.length, 15 * 15 - 2);
  assert.ok(!legal.some(([x, y]) => (x === 7 && y === 7) || (x === 7 && y === 8)), "not the stones");
  apply(state, { type: "step", ply: 4, by: "white", at: [0, 0], to_move: "black", legal: [], legal_implied: true });
  assert.equal(legalPoints(state.room, geo.points).length, 15 * 15 - 3);
  assert.deepEqual(forbidden(state.room, geo.points), [], "renju, black to move: none left out");
  apply(state, { type: "step", ply: 5, by: "black", at: [0, 1], to_move: "black", legal: [[1, 1]] });
  assert.deepEqual(legalPoints(state.room, geo.points), [[1, 1]]);
  assert.equal(forbidden(state.room, geo.points).length, 15 * 15 - 5, "the rest are forbidden");
});

test("the web client's hello says it works out implied legal points", () => {
  assert.deepEqual(msg.hello("Ada", undefined, ["implied_legal"]).features, ["implied_legal"]);
});

test("board geometry for every kind of board", () => {
  const points = geometry("points", 15);
  assert.equal(points.points.length, 225);
  assert.equal(points.stars.length, 5);
  assert.equal(points.name([7, 7]), "H8");
  assert.equal(points.name([0, 0]), "A15");
  assert.equal(points.labels.length, 60);
  assert.equal(geometry("points", 19).stars.length, 9);
  assert.equal(geometry("points", 9).points.length, 81);
  assert.equal(geometry("points", 9).name([4, 4]), "E5");

  const squares = geometry("squares", 8);
  assert.equal(squares.points.length, 64);
  assert.equal(squares.name([0, 0]), "a1");
  assert.equal(squares.name([7, 7]), "h8");
  assert.equal(squares.lines.length, 18);

  for (let side = 5; side <= 10; side++) {
    const hex = geometry("hexagon", side);
    assert.equal(hex.points.length, 3 * side * (side - 1) + 1, `hex ${side}`);
    // Three directions, 2 * side - 1 lines each.
    assert.equal(hex.lines.length, 3 * (2 * side - 1));
    const [cx, cy] = hex.pos([0, 0]);
    assert.ok(Math.abs(cx - hex.width / 2) < 1e-6 && Math.abs(cy - hex.height / 2) < 1e-6, "centred");
    // Neighbours in every direction are one step apart.
    const [ax, ay] = hex.pos([1, 0]);
    const [bx, by] = hex.pos([0, 1]);
    const [dx, dy] = hex.pos([1, -1]);
    for (const [x, y] of [[ax, ay], [bx, by], [dx, dy]]) {
      assert.ok(Math.abs(Math.hypot(x - cx, y - cy) - 40) < 1e-6);
    }
    assert.equal(hex.face.polygon.length, 6);
  }
  assert.equal(geometry("cube", 3), null, "a kind of board this page cannot draw");
  assert.equal(drawable("cube"), false);
});

test("every game of the catalogue is drawn on its board, at its sizes, with its defaults", () => {
  for (const info of CATALOGUE) {
    assert.ok(drawable(info.board), `${info.game}: ${info.board}`);
    for (let n = info.size.min; n <= info.size.max; n++) {
      assert.equal(boardGeometry(info, { size: n }).size, n, `${info.game} ${n}`);
    }
    assert.equal(boardSize(info, {}), info.size.default);
  }
  assert.equal(boardGeometry(gameInfo(CATALOGUE, "gomoku"), {}).name([7, 7]), "H8");
  assert.equal(boardGeometry(gameInfo(CATALOGUE, "reversi"), {}).name([7, 7]), "h8");
  assert.equal(boardGeometry(gameInfo(CATALOGUE, "nogo"), {}).points.length, 81);
  assert.equal(boardSize(gameInfo(CATALOGUE, "hex_gomoku"), {}), 8);
  assert.equal(boardGeometry(null, {}), null, "a game the catalogue does not list");
});

test("a room's options in a few words, from the catalogue alone", () => {
  const describe = (game, options) => describeOptions(gameInfo(CATALOGUE, game), options);
  for (const [game, options, words] of [
    ["gomoku", { size: 15, rule: "renju" }, "15×15, Renju"],
    ["gomoku", {}, "15×15, Freestyle"],
    ["gomoku", { size: 19, rule: "caro" }, "19×19, Caro"],
    ["gomoku", { size: 15, rule: "sideways" }, "15×15, sideways"],
    ["reversi", {}, "8×8"],
    ["nogo", { size: 13 }, "13×13"],
    ["nogo", { size: 9, center_first_forbidden: true }, "9×9"],
    ["nogo", { size: 9, center_first_forbidden: false }, "9×9, centre open"],
    ["hex_gomoku", { size: 6 }, "6 a side"],
    ["chess", { size: 8 }, ""],
  ]) {
    assert.equal(describe(game, options), words, `${game} ${JSON.stringify(options)}`);
  }
});

test("a game on a board this page cannot draw is left out of the form, not the catalogue", () => {
  const catalogue = [...CATALOGUE, { ...CATALOGUE[1], game: "cubes", title: "Cubes", board: "cube" }];
  assert.deepEqual(playable(catalogue).map((g) => g.game), ["gomoku", "reversi", "nogo", "hex_gomoku"]);
  assert.deepEqual(createForm(catalogue).map((g) => g.game), ["gomoku", "reversi", "nogo", "hex_gomoku"]);
  assert.deepEqual(createForm([]), []);
});

test("the words of a game come from the catalogue: pieces, the count, the result", () => {
  const state = inRoom();
  apply(state, { type: "game_over", result: "white", reason: "count" });
  assert.equal(resultText(state.room), "White wins: more discs.");
  assert.match(statusText(state.room), /Discs: black 3, white 3\./);
  // The same room of a game that counts stones says stones; one that counts nothing says no count.
  state.room.info = { ...state.room.info, piece: "stone" };
  assert.equal(resultText(state.room), "White wins: more stones.");
  assert.match(statusText(state.room), /Stones: black 3, white 3\./);
  state.room.info = { ...state.room.info, score: "nothing" };
  assert.doesNotMatch(statusText(state.room), /black 3/);
  apply(state, { type: "game_over", result: "black", reason: "no_legal_move" });
  assert.equal(resultText(state.room), "Black wins: white has no legal move.");
  assert.equal(hintsByDefault(state.room), true, "reversi's hints are on");
});

test("room codes from links and from what people type", () => {
  assert.equal(codeFromPath("/r/K7Q2"), "K7Q2");
  assert.equal(codeFromPath("/r/k7q2/"), "K7Q2");
  assert.equal(codeFromPath("/"), null);
  assert.equal(codeFromPath("/r/"), null);
  assert.equal(normalizeCode(" k7 q2 "), "K7Q2");
});

test("game ids from links: the number and the server's tag, or an old bare number", () => {
  assert.equal(gameFromPath("/g/42-k3jqz7w2m5xa"), "42-k3jqz7w2m5xa");
  assert.equal(gameFromPath("/g/42-k3jqz7w2m5xa/"), "42-k3jqz7w2m5xa");
  assert.equal(gameFromPath("/g/42"), "42");
  assert.equal(gameFromPath("/g/42-k3j"), null);
  assert.equal(gameFromPath("/g/42-K3JQZ7W2M5XA"), null);
  assert.equal(gameFromPath("/g/"), null);
});

test("invite links use a LAN address when the page was opened on the server's machine", () => {
  const links = ["http://192.168.1.5:7878/", "http://10.0.0.7:7878/"];
  const local = { host: "localhost:7878", origin: "http://localhost:7878" };
  const lan = { host: "192.168.1.5:7878", origin: "http://192.168.1.5:7878" };
  assert.equal(inviteBase(local, links), "http://192.168.1.5:7878/");
  assert.equal(inviteBase({ host: "127.0.0.1:7878", origin: "http://127.0.0.1:7878" }, links), "http://192.168.1.5:7878/");
  assert.equal(inviteBase(lan, links), "http://192.168.1.5:7878/");
  assert.equal(inviteBase(local, ["http://127.0.0.1:7878/"]), "http://localhost:7878/");
  assert.equal(inviteBase(local, []), "http://localhost:7878/");
  assert.deepEqual(lanHosts(links), ["192.168.1.5:7878", "10.0.0.7:7878"]);
  assert.deepEqual(lanHosts(["http://127.0.0.1:7878/", "http://[::1]:7878/"]), []);
});

test("a link's QR code is asked for with the link as one query value", () => {
  assert.equal(qrSource("http://192.168.1.5:7878/r/K7Q2"), "/qr.svg?link=http%3A%2F%2F192.168.1.5%3A7878%2Fr%2FK7Q2");
  assert.equal(qrSource("http://[fd00::5]:7878/"), "/qr.svg?link=http%3A%2F%2F%5Bfd00%3A%3A5%5D%3A7878%2F");
});

test("the create form offers the engines and bots that play the chosen game and rule", () => {
  const engines = fixture("server", "welcome.engines").engines;
  const bots = fixture("server", "bots").bots;
  const values = (game, options) => opponentsFor(engines, bots, game, options).map((c) => c.value);
  // pela plays gomoku freestyle and standard on 15, 19 and 20; edax reversi; nogo-course NoGo
  // 9x9 and hex gomoku; the bot "anything" every game.
  assert.deepEqual(values("gomoku", { rule: "standard", size: 15 }), ["engine:pela", "bot:simplebot", "bot:anything"]);
  assert.deepEqual(values("gomoku", { rule: "renju", size: 15 }), ["bot:simplebot", "bot:anything"]);
  assert.deepEqual(values("gomoku", { rule: "freestyle", size: 17 }), ["bot:simplebot", "bot:anything"]);
  assert.deepEqual(values("reversi", {}), ["engine:edax", "bot:othello-bot", "bot:anything"]);
  assert.deepEqual(values("nogo", { size: 9 }), ["engine:nogo-course", "bot:anything"]);
  assert.deepEqual(values("nogo", { size: 13 }), ["bot:anything"]);
  assert.match(opponentsFor(engines, bots, "reversi").find((c) => c.value === "bot:othello-bot").label, /busy/);
  assert.ok(playsGame([], "hex_gomoku"));
  // The choice becomes create_room's field.
  assert.deepEqual(opponentChoice("engine:pela"), { engine: "pela" });
  assert.deepEqual(opponentChoice("bot:simplebot"), { bot: "simplebot" });
  assert.deepEqual(opponentChoice(""), {});
  assert.deepEqual(
    msg.createRoom({ game: "gomoku", opponent: "ai", aiLevel: "hard", ...opponentChoice("bot:simplebot") }),
    { type: "create_room", game: "gomoku", opponent: "ai", bot: "simplebot" },
  );
});

test("welcome's engines and bots are kept for the create form", () => {
  const state = initialState();
  apply(state, fixture("server", "welcome.engines"));
  apply(state, fixture("server", "bots"));
  assert.deepEqual(state.engines.map((e) => e.name), ["pela", "edax", "nogo-course"]);
  assert.deepEqual(state.bots.map((b) => b.name), ["simplebot", "othello-bot", "anything"]);
});

test("in another language the catalogue's words, the results and the clocks are that language's; a game the catalogue has no words for keeps the server's", () => {
  const locale = (code) => readFileSync(join(root, "client", "locales", `${code}.ftl`), "utf8");
  try {
    useCatalogues([["ru", locale("ru")], ["en", locale("en")]]);
    const gomoku = gameInfo(CATALOGUE, "gomoku");
    assert.notEqual(gameTitle(gomoku, "gomoku"), gomoku.title, "the title in Russian");
    const newer = { ...gomoku, game: "gomoku_plus", title: "Gomoku plus", options: [] };
    assert.equal(gameTitle(newer, newer.game), "Gomoku plus", "a game added by a newer server: the server's words");
    const form = createForm(CATALOGUE);
    assert.ok(form.every((g) => !/[A-Za-z]{3}/.test(g.title) || g.title === "NoGo"), form.map((g) => g.title).join());
    assert.doesNotMatch(describeOptions(gomoku, { rule: "renju" }), /Renju/);
    assert.doesNotMatch(CLOCK_PRESETS.map((p) => p.label).join(), /minute|Untimed/, "the clock choices are read when shown");
    const state = inRoom();
    apply(state, { type: "game_over", result: "white", reason: "count" });
    assert.doesNotMatch(resultText(state.room), /wins|discs/);
  } finally {
    useCatalogues([["en", locale("en")]]);
  }
  assert.equal(CLOCK_PRESETS[0].label, "Untimed", "and English again once English is back");
});
