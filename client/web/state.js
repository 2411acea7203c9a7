// The client's model of the world, and the one function that changes it: `apply(state, msg, now)`
// folds a server message into the state. Nothing here touches the page, the network or the real
// time: `now` (milliseconds on any steady clock, the page passes `performance.now()`) is handed
// in, so clocks and countdowns are tested on a virtual clock. The protocol's golden fixtures and
// the shared transcripts (client/transcripts/) are fed through it by a plain `node --test`
// (tests/web/); the desktop app's state.rs follows the same transcripts.
//
// What a game is (its title, board, pieces, options, what a move changes, what is counted) is
// never written here: it comes from the server's catalogue (`welcome.games`, read by
// catalogue.js), kept in `state.catalogue`, and each room holds its game's entry (`room.info`).

import { gameInfo, forbiddenSeat, pieceKind, scoresPieces } from "./catalogue.js";
import { t } from "./i18n.js";

/** The two seats, black first (black moves first). */
export const SEATS = ["black", "white"];

/** The other seat. */
export function other(seat) {
  return seat === "black" ? "white" : "black";
}

/** The key of a point in maps and in `data-point` attributes: "x,y" (hex: "q,r"). */
export function key(point) {
  return `${point[0]},${point[1]}`;
}

/** A fresh state: not connected, signed out, in no room. */
export function initialState() {
  return {
    /** "connecting", "open" or "closed": the WebSocket as the page last saw it. */
    connection: "connecting",
    /** The signed-in player {id, name, token}, or null before `welcome`. */
    me: null,
    /** The lobby's room list, as the last `rooms` said. */
    rooms: [],
    /** The bots online, as the last `bots` said: {name, plays?, busy}. */
    bots: [],
    /** The server's external engines, as `welcome` listed them: {name, about?, plays}. */
    engines: [],
    /**
     * The games the server plays, as `welcome.games` listed them (catalogue.js reads them); the
     * page fills it from `GET /info` while no welcome has listed them.
     */
    catalogue: [],
    /** The room this connection is in, or null. */
    room: null,
    /** The last error from the server {code, message, ref, seq}, or null. */
    error: null,
    /** The last thing worth telling the player {text, seq}, or null. */
    notice: null,
    /** The host's word to everyone (`notice` from the server) {text, at_ms}, while it stands. */
    hostNotice: null,
    /** How the host lets players chat (`chat_mode`): {mode: open|phrases|off, phrases: [{id, text}]}. */
    chatMode: { mode: "open", phrases: [] },
    /** Counts every error and notice, so a view can tell a new one from an old one. */
    seq: 0,
    /** The player's finished games as the last `games` pages listed them, newest first. */
    games: [],
    /** Whether older games follow the last page. */
    moreGames: false,
    /** Reviews by game id: {done, total} while one runs, and `review` once it is done. */
    reviews: {},
    /** The event this connection watches, as the last `tournament` said, or null. */
    tournament: null,
    /** The server's events, as the last `tournaments` listed them. */
    tournaments: [],
    /** The player's game of an event that has just opened {tournament, game, room, seat}, or null. */
    gameReady: null,
  };
}

/**
 * The room as a `room_state` describes it, with its game's entry of the `catalogue`; `previous`
 * keeps the chat of the same room.
 */
function roomFrom(msg, previous, catalogue, now) {
  const same = previous && previous.code === msg.room;
  const stones = new Map();
  for (const seat of SEATS) {
    for (const p of msg.stones?.[seat] ?? []) stones.set(key(p), seat);
  }
  const history = (msg.history ?? []).map((h) => (h.pass ? { pass: true } : { at: h.at }));
  const room = {
    code: msg.room,
    gameId: msg.game_id,
    game: msg.game,
    /** The game's entry of the catalogue, or null when the server did not list it. */
    info: gameInfo(catalogue, msg.game),
    options: msg.options ?? {},
    you: msg.you ?? null,
    players: { black: msg.players?.black ?? null, white: msg.players?.white ?? null },
    stones,
    toMove: msg.to_move,
    ply: msg.ply,
    history,
    legal: msg.legal ?? [],
    legalImplied: false,
    status: msg.status,
    result: msg.result ?? null,
    reason: msg.reason ?? null,
    line: msg.line ?? [],
    pending: { ...(msg.pending ?? {}) },
    /** The last move: {at, by, changed, pass, seq}; `seq` changes with every new move. */
    last: null,
    /** How many watch without a seat (from the room list), or null when not known yet. */
    spectators: same ? previous.spectators : null,
    /** Chat lines {from, seat, text, at}, oldest first. */
    chat: same ? previous.chat : [],
    /** The ply a move was sent at and not yet answered, or null. */
    sent: null,
    /** Both clocks as last told, and when: {black_ms, white_ms, running, first_move_ms, at}; null untimed. */
    clock: clockFrom(msg.clock, now),
    /** By seat: when an absent player's time to come back runs out (`now` units). */
    away: awayFrom(msg, now),
    /** The absent seat whose countdown ran out (the player opposite may claim), or null. */
    claimable: msg.claimable ?? null,
    /** By request kind ("undo", "draw"): until when asking again is refused (`now` units); kept while the game is the same. */
    waits: same && previous.gameId === msg.game_id ? { ...previous.waits } : {},
    /** The ply from which the viewer may offer a draw again (a draw is offered once in so many moves), or null; kept while the game is the same. */
    drawFromPly: same && previous.gameId === msg.game_id ? previous.drawFromPly : null,
  };
  const lastIndex = history.length - 1;
  if (lastIndex >= 0) {
    const by = moverOf(lastIndex);
    const h = history[lastIndex];
    room.last = { at: h.at ?? null, pass: !!h.pass, by, changed: [], seq: 0 };
  }
  return room;
}

/** The absent players' countdowns a `room_state` tells, where they stand at `now`; a claimable seat's has run out. */
function awayFrom(msg, now) {
  const away = {};
  for (const seat of SEATS) {
    const ms = msg.players?.[seat]?.claim_in_ms;
    if (ms != null) away[seat] = now + ms;
  }
  if (msg.claimable) away[msg.claimable] = now;
  return away;
}

/** Who played the move at `index` of the history (black first, turns alternate; a pass is a turn). */
export function moverOf(index) {
  return index % 2 === 0 ? "black" : "white";
}

/** A clock as the server sent it, stamped with when it arrived; null for an untimed game. */
function clockFrom(clock, now) {
  if (!clock) return null;
  return {
    black_ms: clock.black_ms,
    white_ms: clock.white_ms,
    running: clock.running ?? null,
    first_move_ms: clock.first_move_ms ?? null,
    at: now,
  };
}

/**
 * Whether `plays` (an engine's or a bot's list of `{game, rules?, sizes?}`; empty for a bot that
 * plays everything) covers `game` with `options`, the create form's, every option of the game
 * there: `rules` lists the values of the game's `rule` option it plays, `sizes` the sizes.
 */
export function playsGame(plays, game, options = {}) {
  if (!plays?.length) return true;
  return plays.some(
    (p) =>
      p.game === game &&
      (!p.rules?.length || options.rule == null || p.rules.includes(options.rule)) &&
      (!p.sizes?.length || options.size == null || p.sizes.includes(options.size)),
  );
}

/**
 * The computer opponents the create form offers for `game` with `options`, after the server's
 * own AI: the engines that play it (`engine:NAME`), then the bots online that play it
 * (`bot:NAME`, marked when busy).
 */
export function opponentsFor(engines, bots, game, options = {}) {
  return [
    ...engines
      .filter((e) => playsGame(e.plays, game, options))
      .map((e) => ({ value: `engine:${e.name}`, label: e.about ? t("status-opponent-engine", { name: e.name, about: e.about }) : e.name })),
    ...bots
      .filter((b) => playsGame(b.plays, game, options))
      .map((b) => ({
        value: `bot:${b.name}`,
        label: b.busy ? t("status-opponent-bot-busy", { name: b.name }) : t("status-opponent-bot", { name: b.name }),
      })),
  ];
}

/** The `engine` or `bot` field a create form's choice `value` stands for (none: the server's AI). */
export function opponentChoice(value) {
  const [kind, ...rest] = (value ?? "").split(":");
  const name = rest.join(":");
  if (kind === "engine" && name) return { engine: name };
  if (kind === "bot" && name) return { bot: name };
  return {};
}

/** The server message types `apply` understands; any other type is skipped. */
export const HANDLED = [
  "welcome", "rooms", "room_state", "left", "step", "undone", "game_over",
  "undo_requested", "draw_offered", "play_again_offered",
  "undo_refused", "draw_refused", "play_again_refused", "offer_cancelled",
  "player_joined", "player_left", "peer_status", "claimable", "player_info", "chat", "chat_history", "error", "pong",
  "games", "review_progress", "review", "game_record", "bots", "invited",
  "tournament", "tournaments", "tournament_game", "account", "leaderboard", "profile",
  "notice", "chat_mode",
];

/** The request a refusal's `retry_in_ms` is about, by the `ref` of the error. */
const WAIT_KINDS = { undo_request: "undo", draw_offer: "draw" };

/** Keeps at most this many chat lines. */
const CHAT_KEEP = 200;

/**
 * Folds one server message into `state` and returns it (the same object, changed). Unknown
 * messages and unknown fields are ignored, as the protocol asks. `now` is when it arrived, on
 * the steady clock the caller reads the views with.
 */
export function apply(state, msg, now = 0) {
  const room = state.room;
  switch (msg.type) {
    case "welcome":
      state.me = { id: msg.player_id, name: msg.name, token: msg.token, account: msg.account === true };
      state.engines = msg.engines ?? [];
      // An older server lists no games; what was known (from `GET /info`) is kept then.
      if (Array.isArray(msg.games)) state.catalogue = msg.games;
      break;
    case "rooms":
      state.rooms = msg.rooms ?? [];
      if (room) {
        const mine = state.rooms.find((r) => r.room === room.code);
        if (mine) room.spectators = mine.spectators;
      }
      break;
    case "room_state":
      state.room = roomFrom(msg, room, state.catalogue, now);
      break;
    case "bots":
      state.bots = msg.bots ?? [];
      break;
    case "tournament": {
      const { type: _type, ...view } = msg;
      state.tournament = view;
      break;
    }
    case "tournaments":
      state.tournaments = msg.tournaments ?? [];
      break;
    case "account":
      if (state.me) {
        state.me.account = true;
        state.me.revoked = msg.revoked ?? 0;
      }
      break;
    case "leaderboard":
      state.leaderboard = { kind: msg.kind, rows: msg.rows ?? [] };
      break;
    case "profile": {
      const { type: _type, ...profile } = msg;
      state.profile = profile;
      break;
    }
    case "notice":
      state.hostNotice = msg.text ? { text: msg.text, at_ms: msg.at_ms ?? 0 } : null;
      break;
    case "chat_mode":
      state.chatMode = { mode: msg.mode ?? "open", phrases: msg.mode === "phrases" ? msg.phrases ?? [] : [] };
      break;
    case "tournament_game":
      state.gameReady = { tournament: msg.tournament, game: msg.game, room: msg.room, seat: msg.seat };
      break;
    case "invited":
      // Sent to bots only: the page never signs in as one.
      break;
    case "left":
      if (room && room.code === msg.room) state.room = null;
      break;
    case "step":
      if (room) step(room, msg, now);
      break;
    case "undone":
      if (room) {
        room.sent = null;
        notify(state, t("status-undone"));
      }
      break;
    case "game_over":
      if (room) {
        room.status = "over";
        room.result = msg.result;
        room.reason = msg.reason;
        room.line = msg.line ?? [];
        room.legal = [];
        room.legalImplied = false;
        room.pending = {};
        room.sent = null;
        // The server's stopped clocks are the last word on them; older servers send none.
        room.clock = msg.clock
          ? clockFrom(msg.clock, now)
          : stopped(room.clock, now, msg.reason === "timeout" ? other(msg.result) : null);
        room.away = {};
        room.claimable = null;
      }
      break;
    case "undo_requested":
      if (room) room.pending.undo = msg.by;
      break;
    case "draw_offered":
      if (room) room.pending.draw = msg.by;
      break;
    case "play_again_offered":
      if (room) room.pending.play_again = msg.by;
      break;
    case "undo_refused":
      answered(state, "undo", t("status-undo-refused"), msg.retry_in_ms, now);
      break;
    case "draw_refused":
      if (room && msg.retry_at_ply != null && room.pending.draw === room.you) room.drawFromPly = msg.retry_at_ply;
      answered(state, "draw", t("status-draw-refused"), msg.retry_in_ms, now);
      break;
    case "play_again_refused":
      answered(state, "play_again", t("status-play-again-refused"));
      break;
    case "offer_cancelled":
      if (room) delete room.pending[msg.kind];
      break;
    case "player_joined":
      if (room) {
        room.players[msg.seat] = {
          name: msg.name,
          kind: msg.kind,
          connected: true,
          ...(msg.level ? { level: msg.level } : {}),
        };
        if (room.status === "waiting" && SEATS.every((s) => room.players[s])) {
          room.status = "playing";
        }
        // The game is under way: its clocks, and the first move's countdown.
        if (msg.clock) room.clock = clockFrom(msg.clock, now);
        notify(state, t("status-took-seat", { name: msg.name, seat: msg.seat }));
      }
      break;
    case "player_left":
      if (room) {
        const name = room.players[msg.seat]?.name ?? seatName(msg.seat);
        room.players[msg.seat] = null;
        if (room.status === "playing") room.status = "waiting";
        if (room.you === msg.seat) room.you = null;
        for (const kind of Object.keys(room.pending)) {
          if (room.pending[kind] === msg.seat) delete room.pending[kind];
        }
        delete room.away[msg.seat];
        if (room.claimable === msg.seat) room.claimable = null;
        notify(state, t("status-left-seat", { name, seat: msg.seat }));
      }
      break;
    case "peer_status":
      if (room) peerStatus(state, room, msg, now);
      break;
    case "claimable":
      if (room) {
        room.claimable = msg.seat;
        room.away[msg.seat] = now;
        const name = playerName(room, msg.seat);
        notify(
          state,
          room.you === other(msg.seat)
            ? t("status-claimable-you", { name })
            : t("status-claimable", { name }),
        );
      }
      break;
    case "player_info":
      if (room && room.players[msg.seat]) room.players[msg.seat].name = msg.name;
      if (room && room.you === msg.seat && state.me) state.me.name = msg.name;
      break;
    case "chat":
      if (room) {
        room.chat.push(chatLine(msg));
        if (room.chat.length > CHAT_KEEP) room.chat.splice(0, room.chat.length - CHAT_KEEP);
      }
      break;
    case "chat_history":
      if (room) mergeChat(room, msg.lines ?? []);
      break;
    case "games": {
      // A page that starts after the last listed game extends the list; any other replaces it.
      const last = state.games[state.games.length - 1];
      const first = msg.games[0];
      // A game id is its number, then the server's tag: the numbers order the games.
      const number = (id) => parseInt(id, 10);
      const extends_ = last && first && number(first.game_id) < number(last.game_id);
      state.games = extends_ ? state.games.concat(msg.games) : msg.games.slice();
      state.moreGames = !!msg.more;
      break;
    }
    case "game_record":
      // A game to replay: the replay view (replay.js) keeps it; the state has nothing to change.
      break;
    case "review_progress": {
      const known = state.reviews[msg.game_id] ?? {};
      state.reviews[msg.game_id] = { ...known, done: msg.done, total: msg.total };
      break;
    }
    case "review":
      state.reviews[msg.game_id] = { done: msg.black.length, total: msg.black.length, review: msg };
      break;
    case "error":
      state.seq += 1;
      state.error = { code: msg.code, message: msg.message, words: msg.words ?? null, ref: msg.ref ?? null, seq: state.seq };
      if (room && msg.ref === "put_step") room.sent = null;
      if (room && msg.retry_in_ms != null && WAIT_KINDS[msg.ref]) {
        room.waits[WAIT_KINDS[msg.ref]] = now + msg.retry_in_ms;
      }
      if (room && msg.retry_at_ply != null && msg.ref === "draw_offer") room.drawFromPly = msg.retry_at_ply;
      break;
    default:
      // `pong` and message types of later versions change nothing.
      break;
  }
  return state;
}

/** A seated player's connection dropped (with the time they have to come back) or came back. */
function peerStatus(state, room, msg, now) {
  const player = room.players[msg.seat];
  if (!player) return;
  player.connected = msg.connected;
  if (msg.connected) {
    const wasAway = msg.seat in room.away || room.claimable === msg.seat;
    delete room.away[msg.seat];
    if (room.claimable === msg.seat) room.claimable = null;
    if (wasAway) notify(state, t("status-back", { name: playerName(room, msg.seat) }));
  } else if (msg.claim_in_ms != null) {
    room.away[msg.seat] = now + msg.claim_in_ms;
  }
}

/**
 * The clock as it stands at `now`, stopped: the running side's time counted down to `now` (to
 * zero for `flagged`, the side whose time ran out). The end of a game stops both clocks.
 */
function stopped(clock, now, flagged) {
  if (!clock) return null;
  const times = { black_ms: clockLeft(clock, "black", now), white_ms: clockLeft(clock, "white", now) };
  if (flagged) times[`${flagged}_ms`] = 0;
  return { ...clock, ...times, running: null, first_move_ms: null, at: now };
}

/**
 * The points a move changed besides its own, with what stands there now (`{at, stone}`, `stone`
 * null for a point emptied): a `step`'s or a record move's `changed`, or for an older server its
 * `flipped`, the discs turned to the mover's colour.
 */
export function changesOf(move) {
  if (Array.isArray(move.changed)) return move.changed.map((c) => ({ at: c.at, stone: c.stone ?? null }));
  return (move.flipped ?? []).map((at) => ({ at, stone: move.by }));
}

/** Puts what a move changed on `stones` (a Map from point key to seat). */
export function applyChanges(stones, changed) {
  for (const c of changed) {
    if (c.stone) stones.set(key(c.at), c.stone);
    else stones.delete(key(c.at));
  }
}

/** A move was played: put the stone, change what it changed, move the turn on. */
function step(room, msg, now) {
  const changed = changesOf(msg);
  if (msg.at) room.stones.set(key(msg.at), msg.by);
  applyChanges(room.stones, changed);
  room.history.push(msg.at ? { at: msg.at } : { pass: true });
  room.ply = msg.ply;
  room.toMove = msg.to_move;
  room.legal = msg.legal ?? [];
  room.legalImplied = !!msg.legal_implied;
  room.sent = null;
  if (msg.clock) room.clock = clockFrom(msg.clock, now);
  room.last = {
    at: msg.at ?? null,
    pass: !!msg.pass || !msg.at,
    by: msg.by,
    changed,
    seq: (room.last?.seq ?? 0) + 1,
  };
}

/** A chat line as the room keeps it, from a `chat` or a line of `chat_history`. */
function chatLine(l) {
  return { from: l.from, seat: l.seat ?? null, text: l.text, at: l.at ?? null, phrase: l.phrase ?? null };
}

/**
 * Puts the lines of a `chat_history` into the room's chat, in time order: a line already there
 * (the same time, speaker and text, as after a reconnect) is not shown twice.
 */
function mergeChat(room, lines) {
  for (const l of lines) {
    const known = room.chat.some((c) => c.at === l.at && c.from === l.from && c.text === l.text);
    if (!known) room.chat.push(chatLine(l));
  }
  room.chat.sort((a, b) => (a.at ?? 0) - (b.at ?? 0));
  if (room.chat.length > CHAT_KEEP) room.chat.splice(0, room.chat.length - CHAT_KEEP);
}

/** A request of `kind` was answered with a refusal. */
/** A request of `kind` was refused; the one who made it, if that is the viewer, may ask again only after `retryInMs`. */
function answered(state, kind, text, retryInMs, now) {
  const room = state.room;
  if (room) {
    const by = room.pending[kind];
    if (retryInMs != null && by && by === room.you) room.waits[kind] = now + retryInMs;
    delete room.pending[kind];
  }
  notify(state, text);
}

function notify(state, text) {
  state.seq += 1;
  state.notice = { text, seq: state.seq };
}

// ----- what follows from the state ------------------------------------------------------------

/** The number of pieces of each seat on the board. */
export function counts(room) {
  const n = { black: 0, white: 0 };
  for (const seat of room.stones.values()) n[seat] += 1;
  return n;
}

/** Whether the room's game shows the legal moves unless the player says otherwise (the catalogue's `hints`). */
export function hintsByDefault(room) {
  return !!room?.info?.hints;
}

/** Whether it is the viewer's turn to place a stone. */
export function myTurn(room) {
  return !!room && room.status === "playing" && room.you !== null && room.toMove === room.you;
}

/** Whether the viewer has a stone of their own in the history that undo could take back. */
function hasOwnMove(room) {
  return room.history.some((h, i) => !h.pass && moverOf(i) === room.you);
}

/** Whether the room lets players take moves back (`options.undo`, on unless set to false). */
export function undoAllowed(room) {
  return !!room && room.options?.undo !== false;
}

/**
 * The buttons that apply at `now`: each true when pressing it can be accepted by the server.
 * `abort` while both sides have not yet made their first move; `claim` (victory or draw) for the
 * player opposite an absent one whose countdown ran out.
 */
export function actions(room, now = 0) {
  const seated = !!room && room.you !== null;
  const playing = seated && room.status === "playing";
  const over = seated && room.status === "over";
  return {
    undo: playing && undoAllowed(room) && hasOwnMove(room) && !room.pending.undo && waitLeft(room, "undo", now) === 0,
    draw: playing && !room.pending.draw && waitLeft(room, "draw", now) === 0 && movesBeforeDraw(room) === 0,
    resign: playing,
    abort: playing && room.history.length < 2,
    claim: playing && room.claimable === other(room.you),
    playAgain: over && !!room.players[other(room.you)] && !room.pending.play_again,
    seatAi: seated && room.status === "waiting",
    takeSeat: !!room && room.you === null && room.status !== "over" && SEATS.some((s) => !room.players[s]),
  };
}

/** The requests from the opponent waiting for the viewer's answer, e.g. ["undo"]. */
export function incoming(room) {
  if (!room || room.you === null) return [];
  return ["undo", "draw", "play_again"].filter((k) => room.pending[k] === other(room.you));
}

/** The viewer's own requests still waiting for an answer. */
export function outgoing(room) {
  if (!room || room.you === null) return [];
  return ["undo", "draw", "play_again"].filter((k) => room.pending[k] === room.you);
}

/**
 * The points the side to move may play, of the board's `allPoints`: the last `step`'s `legal`,
 * or every empty point when the server left them out as implied (this client's `hello` says
 * `implied_legal`: the server's `step` then leaves out a list that is only the empty points).
 */
export function legalPoints(room, allPoints) {
  if (!room) return [];
  if (!room.legalImplied) return room.legal;
  return allPoints.filter((p) => !room.stones.has(key(p)));
}

/**
 * The forbidden points of the seat the room's rule forbids points to (the catalogue's
 * `forbidden`, renju's black): while that seat is to move, the server leaves them out of
 * `legal`, so they are the empty points that are not legal (none when the legal points were
 * implied: they are all the empty points).
 */
export function forbidden(room, allPoints) {
  const seat = room ? forbiddenSeat(room.info, room.options) : null;
  if (!seat) return [];
  if (room.status !== "playing" || room.toMove !== seat || room.legalImplied) return [];
  const legal = new Set(room.legal.map(key));
  return allPoints.filter((p) => !room.stones.has(key(p)) && !legal.has(key(p)));
}

/** A seat's name for people, in the player's language: "black", "white". */
export function seatName(seat) {
  return t("status-seat", { seat });
}

/**
 * Why a game was won, in a few words ("five in a row", "more discs"), by the `reason` the
 * server gave; the reason itself when this page has no words for it.
 */
function reasonWords(room) {
  const piece = pieceKind(room.info);
  const reasons = {
    five: () => t("reason-five"),
    count: () => t("reason-count", { piece }),
    board_full: () => t("reason-board-full"),
    resign: () => t("reason-resign"),
    agreement: () => t("reason-agreement"),
    forfeit: () => t("reason-forfeit"),
    timeout: () => t("reason-timeout"),
  };
  return Object.hasOwn(reasons, room.reason ?? "") ? reasons[room.reason]() : room.reason ?? "";
}

/**
 * The sentence that says how a game ended, e.g. "Black wins: five in a row."; the pieces are
 * named as the room's game names them (`room.info`).
 */
export function resultText(room) {
  if (room.status !== "over" || !room.result) return "";
  const piece = pieceKind(room.info);
  if (room.result === "draw") {
    const draws = {
      agreement: () => t("status-draw-agreement"),
      count: () => t("status-draw-count", { piece }),
      board_full: () => t("status-draw-board-full"),
      forfeit: () => t("status-draw-forfeit"),
      aborted: () => t("status-aborted"),
    };
    return Object.hasOwn(draws, room.reason ?? "") ? draws[room.reason]() : t("status-draw");
  }
  const winner = room.result;
  if (room.reason === "resign") return t("status-wins-resign", { winner });
  if (room.reason === "forfeit") return t("status-wins-forfeit", { winner });
  if (room.reason === "timeout") return t("status-wins-timeout", { winner });
  if (room.reason === "no_legal_move") return t("status-wins-no-legal-move", { winner });
  const why = reasonWords(room);
  return why ? t("status-wins-why", { winner, why }) : t("status-wins", { winner });
}

/** The name to show for the player at `seat`: "the computer" for the AI, the seat when empty. */
export function playerName(room, seat) {
  const p = room.players[seat];
  if (p?.kind === "ai") return t("status-the-computer");
  return p?.name ?? seatName(seat);
}

/** `text` with its first letter in capitals. */
export function capital(text) {
  return text ? text[0].toUpperCase() + text.slice(1) : "";
}

/** The line under the players: whose turn, or how the game ended (and who won, for a player). */
export function statusText(room) {
  const parts = [];
  if (room.status === "waiting") {
    parts.push(room.you === null ? t("status-waiting-players") : t("status-waiting-opponent"));
  } else if (room.status === "over") {
    parts.push(resultText(room));
    if (room.you !== null && room.result && room.result !== "draw") {
      parts.push(room.result === room.you ? t("status-you-won") : t("status-you-lost"));
    }
    if (scoresPieces(room.info)) {
      const n = counts(room);
      parts.push(t("status-count", { piece: pieceKind(room.info), black: n.black, white: n.white }));
    }
  } else {
    if (room.last?.pass) {
      parts.push(t("status-passed", { seat: room.last.by }));
    }
    if (myTurn(room)) parts.push(t("status-your-turn", { seat: room.you }));
    else if (room.you !== null) parts.push(t("status-waiting-for", { name: playerName(room, room.toMove), seat: room.toMove }));
    else parts.push(t("status-to-move", { seat: room.toMove }));
  }
  return parts.join(t("status-sentence-separator"));
}

// ----- what the clocks and countdowns show at a time `now` -------------------------------------

/** Below this many milliseconds a clock shows tenths and warns (red, pulsing while it runs). */
export const LOW_MS = 10000;

/** `seat`'s time left at `now`: the last value told, less the time since if its clock runs. */
export function clockLeft(clock, seat, now) {
  const told = clock[`${seat}_ms`];
  if (clock.running !== seat) return told;
  return Math.max(0, told - Math.max(0, now - clock.at));
}

/**
 * The clocks as they stand at `now`, or null in an untimed game: each side's time left, the
 * running seat, which sides are low on time, and before the first moves the time the side to
 * move has left to make its first one ({seat, ms}, else null).
 */
export function clockView(room, now) {
  const clock = room?.clock;
  if (!clock) return null;
  const black = clockLeft(clock, "black", now);
  const white = clockLeft(clock, "white", now);
  const firstMove =
    clock.first_move_ms !== null && room.status === "playing"
      ? { seat: room.toMove, ms: Math.max(0, clock.first_move_ms - Math.max(0, now - clock.at)) }
      : null;
  return {
    black,
    white,
    running: clock.running,
    low: SEATS.filter((seat) => (seat === "black" ? black : white) < LOW_MS),
    firstMove,
  };
}

/**
 * The absent players at `now`: {seat, ms, claimable, text} for each seat counting down (or run
 * out), e.g. "Bashir left · 0:23 to come back".
 */
export function awayView(room, now) {
  if (!room) return [];
  return SEATS.filter((seat) => seat in room.away || room.claimable === seat).map((seat) => {
    const ms = Math.max(0, (room.away[seat] ?? now) - now);
    const claimable = room.claimable === seat;
    const name = playerName(room, seat);
    const text =
      claimable || ms === 0
        ? t("status-away-gone", { name })
        : t("status-away-countdown", { name, time: formatCountdown(ms) });
    return { seat, ms, claimable, text };
  });
}

/** How long until a request of `kind` ("undo", "draw") may be made again, at `now`; 0 if it may. */
export function waitLeft(room, kind, now) {
  const until = room?.waits?.[kind];
  return until === undefined ? 0 : Math.max(0, until - now);
}

/** What the viewer waits for before asking again, e.g. "You may ask to take back a move again in 12 s." */
export function waitText(room, now) {
  const lines = [];
  const undo = waitLeft(room, "undo", now);
  if (undo > 0) lines.push(t("status-wait-undo", { seconds: secondsLeft(undo) }));
  const draw = waitLeft(room, "draw", now);
  const moves = movesBeforeDraw(room);
  if (draw > 0 && moves > 0) lines.push(t("status-wait-draw-time-moves", { seconds: secondsLeft(draw), moves }));
  else if (draw > 0) lines.push(t("status-wait-draw-time", { seconds: secondsLeft(draw) }));
  else if (moves > 0 && room.status === "playing") lines.push(t("status-wait-draw-moves", { moves }));
  return lines.join(t("status-sentence-separator"));
}

/** How many moves are still to be played before the viewer may offer a draw again; 0 if it may. */
function movesBeforeDraw(room) {
  return room?.drawFromPly == null ? 0 : Math.max(0, room.drawFromPly - room.history.length);
}

/** "m:ss" or "h:mm:ss" for a whole number of seconds. */
function minutes(totalSeconds) {
  const h = Math.floor(totalSeconds / 3600);
  const m = Math.floor((totalSeconds % 3600) / 60);
  const ss = String(totalSeconds % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${ss}` : `${m}:${ss}`;
}

/**
 * A game clock's face: "2:51", "1:02:03", and under ten seconds with tenths ("0:09.3"). Rounded
 * down, as a chess clock is read: it shows 0:00.0 only when the time is really gone.
 */
export function formatClock(ms) {
  const left = Math.max(0, Math.floor(ms));
  if (left >= LOW_MS) return minutes(Math.floor(left / 1000));
  const tenths = Math.floor(left / 100);
  return `0:0${Math.floor(tenths / 10)}.${tenths % 10}`;
}

/** A countdown's face ("0:23"), rounded up: it says 0:00 only once the time has run out. */
export function formatCountdown(ms) {
  return minutes(secondsLeft(ms));
}

/** Whole seconds left of `ms`, rounded up (a wait of 0.2 s is still "1 s"). */
export function secondsLeft(ms) {
  return Math.ceil(Math.max(0, ms) / 1000);
}

/**
 * A time control in a few characters: "3+2" (minutes, plus seconds a move), "90 s+0" when the
 * minutes are not whole, "30 s a move"; "" for an untimed game (`clock` absent).
 */
export function timeControl(clock) {
  if (!clock) return "";
  if (clock.per_move_s) return t("clock-per-move", { seconds: clock.per_move_s });
  if (!clock.initial_s) return "";
  const increment = clock.increment_s ?? 0;
  if (clock.initial_s % 60 === 0) return `${clock.initial_s / 60}+${increment}`;
  return t("clock-seconds-plus", { seconds: clock.initial_s, increment });
}

/** A clock choice of the create form; its `label` is read in the language in use. */
function preset(id, clock) {
  return {
    id,
    clock,
    get label() {
      return presetLabel(clock);
    },
  };
}

/** A clock choice's words: "Untimed", "1 minute (1+0)", "3 minutes + 2 s a move (3+2)", "30 s a move". */
function presetLabel(clock) {
  if (!clock) return t("clock-untimed");
  if (clock.per_move_s) return t("clock-per-move", { seconds: clock.per_move_s });
  const minutes = clock.initial_s / 60;
  const increment = clock.increment_s ?? 0;
  return increment
    ? t("clock-preset-increment", { minutes, increment })
    : t("clock-preset-sudden-death", { minutes });
}

/**
 * The create form's clock choices, in the order offered: untimed (the default), three Fischer
 * controls and a fixed time per move; `clock` is what goes into `options.clock`.
 */
export const CLOCK_PRESETS = [
  preset("untimed", null),
  preset("1+0", { initial_s: 60, increment_s: 0 }),
  preset("3+2", { initial_s: 180, increment_s: 2 }),
  preset("10+5", { initial_s: 600, increment_s: 5 }),
  preset("30s", { per_move_s: 30 }),
];
