// The client's model of the world, and the one function that changes it: `apply(state, msg)`
// folds a server message into the state. Nothing here touches the page or the network, so the
// protocol's golden fixtures can be fed through it by a plain `node --test` (tests/web/).

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
    /** The room this connection is in, or null. */
    room: null,
    /** The last error from the server {code, message, ref, seq}, or null. */
    error: null,
    /** The last thing worth telling the player {text, seq}, or null. */
    notice: null,
    /** Counts every error and notice, so a view can tell a new one from an old one. */
    seq: 0,
  };
}

/** The room as a `room_state` describes it; `previous` keeps the chat of the same room. */
function roomFrom(msg, previous) {
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
    options: msg.options ?? {},
    you: msg.you ?? null,
    players: { black: msg.players?.black ?? null, white: msg.players?.white ?? null },
    stones,
    toMove: msg.to_move,
    ply: msg.ply,
    history,
    legal: msg.legal ?? [],
    status: msg.status,
    result: msg.result ?? null,
    reason: msg.reason ?? null,
    line: msg.line ?? [],
    pending: { ...(msg.pending ?? {}) },
    /** The last move: {at, by, flipped, pass, seq}; `seq` changes with every new move. */
    last: null,
    /** How many watch without a seat (from the room list), or null when not known yet. */
    spectators: same ? previous.spectators : null,
    /** Chat lines {from, seat, text, at}, oldest first. */
    chat: same ? previous.chat : [],
    /** The ply a move was sent at and not yet answered, or null. */
    sent: null,
  };
  const lastIndex = history.length - 1;
  if (lastIndex >= 0) {
    const by = moverOf(lastIndex);
    const h = history[lastIndex];
    room.last = { at: h.at ?? null, pass: !!h.pass, by, flipped: [], seq: 0 };
  }
  return room;
}

/** Who played the move at `index` of the history (black first, turns alternate; a pass is a turn). */
export function moverOf(index) {
  return index % 2 === 0 ? "black" : "white";
}

/** The server message types `apply` understands; any other type is skipped. */
export const HANDLED = [
  "welcome", "rooms", "room_state", "left", "step", "undone", "game_over",
  "undo_requested", "draw_offered", "play_again_offered",
  "undo_refused", "draw_refused", "play_again_refused", "offer_cancelled",
  "player_joined", "player_left", "peer_status", "player_info", "chat", "error", "pong",
];

/** Keeps at most this many chat lines. */
const CHAT_KEEP = 200;

/**
 * Folds one server message into `state` and returns it (the same object, changed). Unknown
 * messages and unknown fields are ignored, as the protocol asks.
 */
export function apply(state, msg) {
  const room = state.room;
  switch (msg.type) {
    case "welcome":
      state.me = { id: msg.player_id, name: msg.name, token: msg.token };
      break;
    case "rooms":
      state.rooms = msg.rooms ?? [];
      if (room) {
        const mine = state.rooms.find((r) => r.room === room.code);
        if (mine) room.spectators = mine.spectators;
      }
      break;
    case "room_state":
      state.room = roomFrom(msg, room);
      break;
    case "left":
      if (room && room.code === msg.room) state.room = null;
      break;
    case "step":
      if (room) step(room, msg);
      break;
    case "undone":
      if (room) {
        room.sent = null;
        notify(state, "A move was taken back.");
      }
      break;
    case "game_over":
      if (room) {
        room.status = "over";
        room.result = msg.result;
        room.reason = msg.reason;
        room.line = msg.line ?? [];
        room.legal = [];
        room.pending = {};
        room.sent = null;
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
      answered(state, "undo", "The request to take back a move was refused.");
      break;
    case "draw_refused":
      answered(state, "draw", "The draw offer was refused.");
      break;
    case "play_again_refused":
      answered(state, "play_again", "The offer to play again was refused.");
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
        notify(state, `${msg.name} took the ${msg.seat} seat.`);
      }
      break;
    case "player_left":
      if (room) {
        const name = room.players[msg.seat]?.name ?? msg.seat;
        room.players[msg.seat] = null;
        if (room.status === "playing") room.status = "waiting";
        if (room.you === msg.seat) room.you = null;
        for (const kind of Object.keys(room.pending)) {
          if (room.pending[kind] === msg.seat) delete room.pending[kind];
        }
        notify(state, `${name} left the ${msg.seat} seat.`);
      }
      break;
    case "peer_status":
      if (room && room.players[msg.seat]) room.players[msg.seat].connected = msg.connected;
      break;
    case "player_info":
      if (room && room.players[msg.seat]) room.players[msg.seat].name = msg.name;
      if (room && room.you === msg.seat && state.me) state.me.name = msg.name;
      break;
    case "chat":
      if (room) {
        room.chat.push({ from: msg.from, seat: msg.seat ?? null, text: msg.text, at: msg.at ?? null });
        if (room.chat.length > CHAT_KEEP) room.chat.splice(0, room.chat.length - CHAT_KEEP);
      }
      break;
    case "error":
      state.seq += 1;
      state.error = { code: msg.code, message: msg.message, ref: msg.ref ?? null, seq: state.seq };
      if (room && msg.ref === "put_step") room.sent = null;
      break;
    default:
      // `pong` and message types of later versions change nothing.
      break;
  }
  return state;
}

/** A move was played: put the stone, turn the flipped discs, move the turn on. */
function step(room, msg) {
  const flipped = msg.flipped ?? [];
  if (msg.at) room.stones.set(key(msg.at), msg.by);
  for (const p of flipped) room.stones.set(key(p), msg.by);
  room.history.push(msg.at ? { at: msg.at } : { pass: true });
  room.ply = msg.ply;
  room.toMove = msg.to_move;
  room.legal = msg.legal ?? [];
  room.sent = null;
  room.last = {
    at: msg.at ?? null,
    pass: !!msg.pass || !msg.at,
    by: msg.by,
    flipped,
    seq: (room.last?.seq ?? 0) + 1,
  };
}

/** A request of `kind` was answered with a refusal. */
function answered(state, kind, text) {
  if (state.room) delete state.room.pending[kind];
  notify(state, text);
}

function notify(state, text) {
  state.seq += 1;
  state.notice = { text, seq: state.seq };
}

// ----- what follows from the state ------------------------------------------------------------

/** The number of stones (discs) of each seat. */
export function counts(room) {
  const n = { black: 0, white: 0 };
  for (const seat of room.stones.values()) n[seat] += 1;
  return n;
}

/** Whether it is the viewer's turn to place a stone. */
export function myTurn(room) {
  return !!room && room.status === "playing" && room.you !== null && room.toMove === room.you;
}

/** Whether the viewer has a stone of their own in the history that undo could take back. */
function hasOwnMove(room) {
  return room.history.some((h, i) => !h.pass && moverOf(i) === room.you);
}

/** The buttons that apply now: each true when pressing it can be accepted by the server. */
export function actions(room) {
  const seated = !!room && room.you !== null;
  const playing = seated && room.status === "playing";
  const over = seated && room.status === "over";
  return {
    undo: playing && hasOwnMove(room) && !room.pending.undo,
    draw: playing && !room.pending.draw,
    resign: playing,
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
 * Renju's forbidden points for black: while black is to move in a renju game, the server leaves
 * them out of `legal`, so they are the empty points that are not legal.
 */
export function forbidden(room, allPoints) {
  if (!room || room.game !== "gomoku" || room.options.rule !== "renju") return [];
  if (room.status !== "playing" || room.toMove !== "black") return [];
  const legal = new Set(room.legal.map(key));
  return allPoints.filter((p) => !room.stones.has(key(p)) && !legal.has(key(p)));
}

/** The sentence that says how a game ended, e.g. "Black wins: five in a row." */
export function resultText(room) {
  if (room.status !== "over" || !room.result) return "";
  const reasons = {
    five: "five in a row",
    count: "more discs",
    no_legal_move: "no legal move left",
    board_full: "the board is full",
    resign: "resignation",
    agreement: "agreement",
    forfeit: "the opponent left",
    timeout: "time",
  };
  const why = reasons[room.reason] ?? room.reason ?? "";
  if (room.result === "draw") {
    const draws = {
      agreement: "Draw by agreement.",
      count: "Draw: the same number of discs.",
      board_full: "Draw: the board is full.",
    };
    return draws[room.reason] ?? "Draw.";
  }
  const winner = room.result === "black" ? "Black" : "White";
  if (room.reason === "resign") return `${winner} wins: ${other(room.result)} resigned.`;
  if (room.reason === "forfeit") return `${winner} wins: ${other(room.result)} left the game.`;
  if (room.reason === "no_legal_move" && room.game === "nogo") {
    return `${winner} wins: ${other(room.result)} has no legal move.`;
  }
  return why ? `${winner} wins: ${why}.` : `${winner} wins.`;
}
