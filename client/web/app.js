// The Boardroom web client: wires the state (state.js), the connection (net.js), the board
// (board.js) and the page (index.html) together. Server text only ever reaches the page as
// text (textContent or text nodes), never as HTML.
//
// The page knows no game: the server's catalogue (`welcome.games`, or `GET /info` until the
// welcome comes; read by catalogue.js) gives the create form's games, sizes and options, every
// title and label, and the words for a room; only the drawing of a kind of board is the page's
// own (geometry.js).

import { Connection, socketUrl } from "./net.js";
import { msg, codeFromPath, eventFromPath, gameFromPath, normalizeCode, inviteBase, lanHosts } from "./protocol.js";
import { showQr } from "./qr.js";
import {
  initialState,
  apply,
  actions,
  incoming,
  outgoing,
  counts,
  myTurn,
  statusText,
  playerName,
  other,
  key,
  SEATS,
  clockView,
  awayView,
  waitText,
  timeControl,
  undoAllowed,
  formatClock,
  formatCountdown,
  CLOCK_PRESETS,
  opponentsFor,
  opponentChoice,
  hintsByDefault,
} from "./state.js";
import { Board } from "./board.js";
import { Ear } from "./ear.js";
import { sizeLabel } from "./geometry.js";
import {
  gameInfo,
  gameTitle,
  gameSummary,
  playable,
  createForm,
  boardGeometry,
  describeOptions,
  optionValue,
  pieceName,
  scoresPieces,
} from "./catalogue.js";
import { h, s, byId, show } from "./dom.js";
import { AccountView } from "./account-view.js";
import { ACCOUNT_REQUESTS, TEXT as ACCOUNT_TEXT, signedOutElsewhere } from "./account.js";
import { TEXT as HOST_TEXT, bannedHello, chatRefusal, hostClosed, hostView, phraseText } from "./host.js";
import { RatingsView } from "./ratings-view.js";
import { TEXT as RATINGS_TEXT } from "./ratings.js";
import { recordFrom, clampPly, positionAt, boardView, positionText, plyForKey, summaryView, optionsFromHere } from "./replay.js";
import * as i18n from "./i18n.js";
import { Alerts, lowTimeCrossed, soundsFor } from "./sound.js";
import { said, t } from "./i18n.js";
import { graphOf, marksOf, positionAtX, verdictAt, verdictWords, chanceText, markText, MARK_SYMBOLS } from "./review.js";

// ----- remembered on this device ------------------------------------------------------------

const store = {
  get(name) {
    try {
      return localStorage.getItem(`boardroom.${name}`);
    } catch {
      return null;
    }
  },
  set(name, value) {
    try {
      if (value === null) localStorage.removeItem(`boardroom.${name}`);
      else localStorage.setItem(`boardroom.${name}`, value);
    } catch {
      // Private browsing may refuse storage; the page still works, it just forgets.
    }
  },
};

// Accounts add "account" to what is remembered: the player id of the account this device is
// signed in to (absent on a guest's device). Its token is "token", as a guest's is.

// ----- state ----------------------------------------------------------------------------------

const state = initialState();
/** The room code the page was opened for (/r/CODE), until it has been joined or refused. */
let wantedRoom = codeFromPath(location.pathname);
/** That room as the server's room list shows it (who invites, to which game, with which clock), once read. */
let invitation = null;
/** The finished game the page was opened for (/g/ID), until its record has come or been refused. */
let wantedGame = gameFromPath(location.pathname);
/** The event shown (its id), whose page the app opens when no room or replay is up; or null. */
let eventShown = eventFromPath(location.pathname);
/** The game being replayed: {record, ply}, or null. */
let replay = null;
/** Whether the ratings view (profiles and the leaderboard) is open, over the lobby or the room. */
let ratingsShown = false;
/** The view last shown, with the room or game in it: a new one opens at the top of the page. */
let shownView = "";
/** The text of the SGF file last opened: a review of it sends the file again. */
let openedSgf = null;
/** Waiting for the `pong` that follows `hello`: by then any automatic rejoin has arrived. */
let syncing = false;
/** Whether a `room_state` came since the last `welcome` (the server put us back in a room). */
let rejoined = false;
/** Whether this connection has been welcomed (signed in). */
let signedIn = false;
/** The last join asked for: {room, as}, to fall back to watching when the seats are full. */
let lastJoin = null;
/** Whether the name form is open to change the name (rather than to enter it the first time). */
let editingName = false;
/** What /info said: {links: [...], games: [...]} (the addresses a friend can open, the catalogue). */
let serverInfo = { links: [] };
/** The last error and notice shown, by their `seq`. */
let shownSeq = 0;
/**
 * A sign-in to an account asked for on the name screen, {name, password}, until the server
 * answers its `hello`; the password lives only here, in memory, until then.
 */
let pendingSignIn = null;
/** Whether this connection's `hello` awaits its answer (a second one must wait). */
let greeting = false;
/**
 * What the host did to this player, while the page says so: "kicked" (removed; the player may
 * come back) or "banned"; null otherwise. The page does not reconnect by itself meanwhile.
 */
let hostSaid = null;

const conn = new Connection(socketUrl(location), {
  status(status) {
    state.connection = status;
    if (status !== "open") {
      syncing = false;
      signedIn = false;
      greeting = false;
    }
    render();
  },
  open() {
    sayHello();
  },
  closed(code, reason) {
    // Removed or banned by the host: said on the page, not reconnected.
    const what = hostClosed(code, reason);
    if (what) {
      hostEnded(what);
      return false;
    }
    // Closed with the token revoked (a new password, or signing out elsewhere): not again.
    if (!signedOutElsewhere(store.get("account"), { closed: code, reason })) return true;
    signOutHere();
    return false;
  },
  message(m) {
    receive(m);
  },
});

/**
 * Opens the session: with the password of a sign-in asked for, else as this device's player
 * (its token; none the first time). The board is kept here: a `step` whose legal points are the
 * empty points need not list them.
 */
function sayHello() {
  const features = ["implied_legal"];
  greeting = true;
  if (pendingSignIn) {
    conn.send(msg.hello(pendingSignIn.name, undefined, features, pendingSignIn.password));
    return;
  }
  const name = store.get("name") ?? "Player";
  conn.send(msg.hello(name, store.get("token") ?? undefined, features));
}

/** Signs in to an account: on this connection if its `hello` was refused, else on a new one. */
function signInToAccount(name, password) {
  pendingSignIn = { name, password };
  if (conn.open && !signedIn && !greeting) sayHello();
  else conn.start();
}

/**
 * This device's token was revoked from another device: forget it and the player, close the
 * connection for good and show the name screen with a sentence saying why; the page must not
 * reconnect with a dead token, nor carry on as the stranger that token now makes.
 */
function signOutHere() {
  const name = state.me?.name ?? store.get("name");
  for (const remembered of ["token", "name", "account"]) store.set(remembered, null);
  pendingSignIn = null;
  conn.stop();
  state.me = null;
  state.room = null;
  state.games = [];
  state.moreGames = false;
  state.tournament = null;
  replay = null;
  ratingsShown = false;
  eventShown = null;
  wantedRoom = null;
  wantedGame = null;
  editingName = false;
  setPath("/");
  clearMessages();
  accounts.signedOutHere(name);
  render();
}

/**
 * The host removed (`what` "kicked") or banned ("banned") this player: the connection stays
 * closed and the page says why. The room on the screen is dropped (coming back, the server puts
 * the player in a seat it still keeps for them); the token is kept, for when the host allows it.
 */
function hostEnded(what) {
  hostSaid = what;
  pendingSignIn = null;
  conn.stop();
  state.room = null;
  replay = null;
  ratingsShown = false;
  wantedRoom = null;
  wantedGame = null;
  editingName = false;
  setPath("/");
  clearMessages();
  render();
  byId("host-title").focus();
}

/** The removed player comes back: a new connection, as the same player. */
function comeBack() {
  hostSaid = null;
  render();
  conn.start();
}

/** The steady clock the fold stamps messages with and the clocks are read at. */
function now() {
  return performance.now();
}

/** The sounds and the turn notification, as the player set them. */
const alerts = new Alerts(store);
/** The player's own clock at the last tick, on their turn (null otherwise): for the low-time beeps. */
let myClockBefore = null;

/** Sounds what `m` calls for, and tells a player who looks elsewhere that it is their turn. */
function alertFor(m) {
  const room = state.room;
  alerts.play(soundsFor(m, room, document.hidden));
  if (!document.hidden || !myTurn(room) || !["step", "player_joined"].includes(m.type)) return;
  const body =
    m.type === "step"
      ? t("alerts-turn-body", { opponent: playerName(room, other(room.you)), room: room.code })
      : t("alerts-turn-body-start", { room: room.code });
  alerts.notify(t("alerts-turn-title"), body, `boardroom-${room.code}`);
}

/** Beeps once as the player's own clock runs under ten seconds on their turn. */
function lowTimeTick(room, at) {
  const clock = myTurn(room) ? clockView(room, at) : null;
  const mine = clock ? clock[room.you] : null;
  if (mine !== null && lowTimeCrossed(myClockBefore, mine)) alerts.play(["low-time"]);
  myClockBefore = mine;
}

function receive(m) {
  const before = state.room;
  apply(state, m, now());
  alertFor(m);
  switch (m.type) {
    case "bots":
      updateCreateForm();
      break;
    case "welcome":
      greeting = false;
      if (!pendingSignIn && signedOutElsewhere(store.get("account"), { welcome: m.player_id })) {
        signOutHere();
        return;
      }
      if (pendingSignIn) {
        // Signed in with the password: this device now has a token of the account's.
        pendingSignIn = null;
        editingName = false;
        accounts.signedIn();
      }
      store.set("account", m.account === true ? m.player_id : null);
      conn.settled();
      signedIn = true;
      store.set("token", m.token);
      store.set("name", m.name);
      syncing = true;
      rejoined = false;
      conn.send(msg.ping());
      conn.send(msg.listRooms());
      updateCreateForm();
      conn.send(msg.listGames());
      conn.send(msg.listTournaments());
      // Back after a drop or a reload: the event on the screen goes on telling us.
      if (eventShown) conn.send(msg.watchTournament(eventShown));
      break;
    case "tournament":
      eventShown = m.id;
      if (!state.room && !replay) setPath(`/e/${m.id}`);
      break;
    case "tournament_game":
      // The player's next game is ready: to the board, where the seat is already theirs.
      notify(
        state.tournament?.settings?.name
          ? t("event-game-ready", { event: state.tournament.settings.name })
          : t("event-game-ready-unnamed"),
      );
      ratingsShown = false;
      join(m.room, "player");
      break;
    case "pong":
      if (syncing) {
        syncing = false;
        afterSync();
      }
      break;
    case "room_state":
      rejoined = true;
      if (before && before.code !== m.room) clearMessages();
      // A new room (made or joined from elsewhere) is what the player wants to see now.
      if (!before || before.code !== m.room) ratingsShown = false;
      if (wantedRoom === m.room) wantedRoom = null;
      lastJoin = null;
      if (!replay) setPath(`/r/${m.room}`);
      if (!before || before.code !== m.room) conn.send(msg.listRooms());
      break;
    case "left":
      clearMessages();
      if (m.by_host) notify(t("host-closed-room"));
      setPath(eventShown ? `/e/${eventShown}` : "/");
      conn.send(msg.listRooms());
      break;
    case "error":
      onError(m);
      break;
    case "game_record": {
      const record = recordFrom(m, state.catalogue);
      if (!record.gameId) record.sgf = openedSgf;
      // The file under review came back as a kept game: the same moves, so stay on the move shown.
      const keepPly = replay && !replay.record.gameId && replay.record.sgf && record.gameId
        && replay.record.moves.length === record.moves.length ? replay.ply : null;
      openReplay(record);
      if (keepPly !== null) replay.ply = keepPly;
      // A game played here has comments only from its finished review: the page says each
      // verdict itself, in the player's language, from the review's numbers (asked for now;
      // the server answers from the store).
      if (record.gameId && !record.imported && record.moves.some((mv) => mv.comment) && !state.reviews[record.gameId]?.review) {
        conn.send(msg.requestReview(record.gameId));
      }
      break;
    }
    case "game_over":
      // The game just finished goes to the top of "Your games".
      conn.send(msg.listGames());
      break;
    case "account":
      // The name is an account's now (or still): this device is signed in to it.
      if (state.me) store.set("account", state.me.id);
      accounts.answered(m);
      break;
    default:
      break;
  }
  ear.heard(m, state, before);
  render();
}

/** Signed in and any automatic rejoin has arrived: now go where the link pointed. */
function afterSync() {
  const room = state.room;
  if (wantedGame) conn.send(msg.getGame(wantedGame));
  if (room && !rejoined) {
    // Back after a drop, but the server did not put us back in the room on the screen (it does
    // so for seats; a spectator asks again, and a room that closed meanwhile is refused).
    join(room.code, joinedAs(room));
  }
  if (!wantedRoom) return;
  if (room && room.code === wantedRoom) {
    wantedRoom = null;
    return;
  }
  if (room && room.you !== null && room.status === "playing" && room.history.length > 0) {
    const ok = window.confirm(t("room-confirm-switch", { room: room.code, wanted: wantedRoom }));
    if (!ok) {
      wantedRoom = null;
      setPath(`/r/${room.code}`);
      return;
    }
  }
  join(wantedRoom, "player");
}

/** How the player is in `room`: to join it again the same way. */
function joinedAs(room) {
  return room.you === null ? "spectator" : "player";
}

function join(code, as) {
  lastJoin = { room: code, as };
  conn.send(msg.joinRoom(code, as === "player" ? undefined : as));
}

/**
 * The requests the page makes by itself rather than at a click: refused because the server is
 * busy, each is asked again when the server says, and nothing is shown.
 */
const OWN_REQUESTS = { list_rooms: msg.listRooms, list_games: msg.listGames, list_tournaments: msg.listTournaments };

/** How long to wait before asking again after `m`, a `server_busy` with its hint. */
function retryDelay(m) {
  return Math.min(Math.max(m.retry_in_ms, 100), 5000);
}

function onError(m) {
  if (m.ref === "hello") greeting = false;
  const busy = m.code === "server_busy" && m.retry_in_ms != null;
  if (m.ref === "hello" && busy) {
    // Too many players arriving at once (or all of a stopped machine's coming back): the
    // server says when to say hello again. The name and the token are fine.
    state.error = null;
    setTimeout(() => {
      if (state.connection === "open" && !signedIn && !greeting) sayHello();
    }, retryDelay(m));
    return;
  }
  if (busy && Object.hasOwn(OWN_REQUESTS, m.ref)) {
    state.error = null;
    setTimeout(() => {
      if (signedIn && conn.open) conn.send(OWN_REQUESTS[m.ref]());
    }, retryDelay(m));
    return;
  }
  if (bannedHello(m)) {
    // The host banned this player (or this address): no name and no password gets in.
    state.error = null;
    hostEnded("banned");
    return;
  }
  if (m.ref === "chat") {
    // Said by the chat box: the host muted the player, or the kid mode holds.
    state.error = null;
    sayChatRefusal(chatRefusal(m));
    return;
  }
  if (m.ref === "hello" && pendingSignIn) {
    // The sign-in form says why, in place of the toast; the connection may say hello again,
    // as the guest this device was, if it was one.
    pendingSignIn = null;
    state.error = null;
    accounts.signInRefused(m);
    if (store.get("name")) sayHello();
    return;
  }
  if (m.ref === "hello" && signedOutElsewhere(store.get("account"), { refused: true })) {
    state.error = null;
    signOutHere();
    return;
  }
  if (m.ref === "get_profile" || m.ref === "list_leaderboard") {
    // The ratings view says why, where the answer would have been.
    state.error = null;
    ratings.refused(m);
    return;
  }
  if (ACCOUNT_REQUESTS.includes(m.ref)) {
    // The Account panel says why, next to what was typed.
    state.error = null;
    accounts.refused(m);
    return;
  }
  if (m.ref === "hello") {
    // The server refused the name: ask for another one.
    editingName = true;
    byId("name-input").dataset.filled = "";
    return;
  }
  if (m.ref === "get_game" && wantedGame) {
    wantedGame = null;
    if (!replay) setPath(state.room ? `/r/${state.room.code}` : "/");
    return;
  }
  if (m.ref === "join_room" && busy && state.room) {
    // The room on the screen is moving to another of the server's machines (its owner went
    // away): its seats are kept, the game stays on the screen, and the page asks again (the
    // server also puts a player back by itself once the room is back).
    const again = lastJoin ?? { room: state.room.code, as: joinedAs(state.room) };
    lastJoin = null;
    setTimeout(() => {
      if (state.room && state.room.code === again.room) join(again.room, again.as);
    }, retryDelay(m));
    return;
  }
  if (m.ref === "join_room" && lastJoin) {
    const failed = lastJoin;
    lastJoin = null;
    if (m.code === "room_full" && failed.as === "player") {
      // Both seats are taken: watch instead, and say so.
      notify(t("room-full", { room: failed.room }));
      join(failed.room, "spectator");
      state.error = null;
      return;
    }
    if (wantedRoom === failed.room) {
      wantedRoom = null;
      if (!state.room) setPath("/");
    }
    if (state.room && state.room.code === failed.room && m.code === "no_such_room") {
      // The room on the screen closed while we were away.
      state.room = null;
      setPath("/");
    }
  }
}

function setPath(path) {
  if (location.pathname !== path) history.replaceState(null, "", path);
}

function notify(text) {
  state.seq += 1;
  state.notice = { text, seq: state.seq };
}

function send(message) {
  if (!conn.send(message)) {
    notify(t("app-not-connected"));
    render();
    return false;
  }
  return true;
}

// ----- the board ------------------------------------------------------------------------------

/**
 * The point picked for the next move in tap-twice mode, and the ply it was picked on: a stale
 * pick (the game moved on) is dropped.
 */
let chosen = null;

/** The pick, if it still belongs to the position on the board. */
function currentChoice(room) {
  return chosen && room && chosen.code === room.code && chosen.ply === room.ply ? chosen.key : null;
}

/**
 * Whether a move takes two taps: the first picks the point, the second on the same point plays
 * it. On by default on touch screens, where a finger easily lands on the neighbouring point of a
 * 15x15 board; remembered per device.
 */
function tapTwiceOn() {
  const saved = store.get("tap-twice");
  if (saved) return saved === "on";
  return window.matchMedia?.("(pointer: coarse)").matches ?? false;
}

const board = new Board(byId("board"), (point) => {
  const room = state.room;
  if (!room) return;
  if (room.you === null) {
    notify(t("room-notice-watching"));
  } else if (room.status === "waiting") {
    notify(t("room-notice-waiting"));
  } else if (room.status === "over") {
    notify(t("room-notice-over"));
  } else if (room.toMove !== room.you) {
    notify(t("room-notice-turn", { seat: room.toMove }));
  } else if (room.stones.has(key(point)) || room.sent !== null) {
    return;
  } else if (tapTwiceOn() && currentChoice(room) !== key(point)) {
    chosen = { code: room.code, ply: room.ply, key: key(point) };
  } else {
    playPoint(point);
    return;
  }
  render();
});

/** Sends the move at `point` for the room's position on the screen. */
function playPoint(point) {
  const room = state.room;
  if (room && send(msg.putStep(point, room.ply))) {
    room.sent = room.ply;
    chosen = null;
  }
  render();
}

/** Accounts (account-view.js): the name screen's sign-in and the lobby's Account panel. */
const accounts = new AccountView({ signIn: signInToAccount, send: (message) => send(message) });

/** Ratings (ratings-view.js): the profiles, the leaderboard and the create form's Rated box. */
const ratings = new RatingsView({ send: (message) => send(message) });

/** Opens the ratings view: one's own profile and a leaderboard, with `focus` (an id) focused. */
function openRatings(focus) {
  ratingsShown = true;
  ratings.open(state.catalogue);
  render();
  byId(focus).focus();
}

/** Closes the ratings view: back to the room or the lobby under it. */
function closeRatings() {
  ratingsShown = false;
  render();
}

/** Play by ear (ear.js): the text board, typed moves and the log that says what happens. */
const ear = new Ear({
  store,
  play: playPoint,
  answer: (kind, yes) => send(ANSWERS[kind][yes ? 0 : 1]()),
  render: () => render(),
});

// ----- rendering ------------------------------------------------------------------------------

function render() {
  renderHeader();
  renderHostNotice();
  renderMessages();
  const named = !!store.get("name");
  const event = eventShown && state.tournament?.id === eventShown;
  const view = hostSaid ? "host" : !named || editingName ? "name" : replay ? "replay" : ratingsShown ? "ratings" : state.room ? "room" : event ? "event" : "lobby";
  show(byId("view-host"), view === "host");
  show(byId("view-name"), view === "name");
  show(byId("view-lobby"), view === "lobby");
  show(byId("view-event"), view === "event");
  show(byId("view-room"), view === "room");
  show(byId("view-replay"), view === "replay");
  show(byId("view-ratings"), view === "ratings");
  document.body.dataset.view = view;
  ear.render(state, view);
  const shown = `${view} ${state.room?.code ?? ""} ${replay?.record.game_id ?? ""}`;
  if (shown !== shownView) {
    // A room opened from far down the lobby would otherwise open scrolled down, its title and
    // the top of its board out of sight on a phone.
    shownView = shown;
    window.scrollTo(0, 0);
  }
  if (view === "host") renderHost();
  if (view === "name") renderName();
  if (view === "lobby") renderLobby();
  accounts.renderPanel(view === "lobby" ? state.me : null);
  if (view === "event") renderEvent(state.tournament);
  if (view === "room") renderRoom(state.room);
  if (view === "replay") renderReplay();
  if (view === "ratings") ratings.render(state);
  document.title = state.room && myTurn(state.room) ? t("page-your-turn-title") : t("page-title");
}

function renderHeader() {
  const c = byId("conn");
  const labels = { open: t("page-connected"), connecting: t("page-connecting"), closed: t("page-reconnecting") };
  // A socket open is not yet a session: until `welcome` answers the hello it is connecting.
  const shown = state.connection === "open" && !signedIn ? "connecting" : state.connection;
  // Without a name the page has not connected yet (it signs in with the name): nothing to say.
  const started = !!store.get("name");
  c.textContent = !started ? "" : labels[shown] ?? "";
  c.dataset.state = shown;
  const who = byId("who");
  const name = state.me?.name ?? store.get("name");
  show(who, !!name && !editingName);
  who.textContent = name ?? "";
}

/** When the notice the player closed was sent: it stays closed until the host sends another. */
let hostNoticeClosed = null;

/** Shows the host's notice over every view, unless the player closed it. */
function renderHostNotice() {
  const notice = state.hostNotice;
  const open = !!notice && notice.at_ms !== hostNoticeClosed;
  show(byId("host-notice"), open);
  const text = byId("host-notice-text");
  if (open && text.textContent !== notice.text) text.textContent = notice.text;
}

/** Hides the error, the notice and a refused chat's reason: they were about a room the player has left. */
function clearMessages() {
  show(byId("error"), false);
  show(byId("notice"), false);
  sayChatRefusal("");
}

let errorTimer = null;
let noticeTimer = null;
function renderMessages() {
  const error = byId("error");
  const notice = byId("notice");
  if (state.error && state.error.seq > shownSeq) {
    error.textContent = errorText(state.error);
    show(error, true);
    clearTimeout(errorTimer);
    errorTimer = setTimeout(() => show(error, false), 7000);
  }
  if (state.notice && state.notice.seq > shownSeq) {
    notice.textContent = state.notice.text;
    show(notice, true);
    clearTimeout(noticeTimer);
    noticeTimer = setTimeout(() => show(notice, false), 5000);
  }
  shownSeq = state.seq;
}

/** An error as a sentence: the server's own words, tidied, with a hint for some codes. */
function errorText(e) {
  let text = said(e).trim() || e.code.replace(/_/g, " ");
  if (state.room) {
    // The server names points as [x, y]; people read the board's own names, like H8.
    const geo = boardGeometry(state.room.info, state.room.options);
    const names = new Set(geo?.points.map(key));
    text = text.replace(/\[(-?\d+),\s*(-?\d+)\]/g, (whole, a, b) =>
      names.has(`${a},${b}`) ? geo.name([Number(a), Number(b)]) : whole,
    );
  }
  text = text[0].toUpperCase() + text.slice(1);
  if (!/[.!?]$/.test(text)) text += ".";
  const hints = {
    rate_limited: () => t("app-error-rate-limited"),
    server_busy: () => t("app-error-server-busy"),
    no_such_room: () => t("app-error-no-such-room"),
  };
  // A busy server that says when to come back has said to ask again.
  const saidWhen = e.code === "server_busy" && e.retry_in_ms != null;
  const hint = saidWhen ? null : hints[e.code];
  return hint ? `${text} ${hint()}` : text;
}

/** What the host did: the sentence, and the way back for a removed player. */
function renderHost() {
  const view = hostView(hostSaid);
  setText(byId("host-title"), view.title);
  setText(byId("host-more"), view.more);
  const back = byId("come-back");
  show(back, view.comeBack);
  setText(back, HOST_TEXT.comeBack);
}

/** Says why the server refused a chat, under the chat box ("" clears it). */
function sayChatRefusal(text) {
  setText(byId("chat-refused"), text);
}

function renderName() {
  const input = byId("name-input");
  const invite = byId("name-invite");
  if (!input.dataset.filled) {
    input.value = state.me?.name ?? store.get("name") ?? "";
    input.dataset.filled = "1";
  }
  const invited = !!wantedRoom && !editingName;
  show(invite, invited);
  setNodes(invite, invited ? invitationText() : []);
  show(byId("name-lead"), !invited);
  const titles = playable(state.catalogue).map((g) => gameTitle(g, g.game));
  setText(byId("name-lead"), titles.length > 0 ? t("name-lead-games", { games: listText(titles, "and") }) : t("name-lead"));
  setText(byId("name-submit"), editingName ? t("name-save") : invited ? t("name-join") : t("name-play"));
  accounts.renderSignIn(state.me?.name ?? store.get("name"));
}

/** What the invite page says (as nodes): who invites, to which game and with which clock, when known. */
function invitationText() {
  const host = invitation && SEATS.map((seat) => invitation.players?.[seat]?.name).find(Boolean);
  if (!host) return l10n("name-invited", {}, { room: wantedRoom });
  const info = gameInfo(state.catalogue, invitation.game);
  const details = [describeRoom(info, invitation.options), invitation.options?.clock ? "" : t("lobby-no-clock")];
  return l10n("name-invited-by", { game: gameTitle(info, invitation.game), details: details.filter(Boolean).join(" · ") }, { host });
}

/**
 * Words as a list in the page's language: "A, B and C" (`type` "and") or "A or B" ("or"), the
 * separator and the last link from the catalogue.
 */
function listText(words, type) {
  if (words.length <= 1) return words[0] ?? "";
  const head = words.slice(0, -1).join(t("app-list-separator"));
  const last = words.at(-1);
  return type === "or" ? t("app-list-or", { head, last }) : t("app-list-and", { head, last });
}

/** Reads the invited room from the server's room list, for the invite page to describe it. */
async function loadInvitation() {
  if (!wantedRoom || store.get("name")) return;
  try {
    const response = await fetch("/rooms", { cache: "no-store" });
    if (!response.ok) return;
    const list = await response.json();
    invitation = (list.rooms ?? []).find((r) => r.room === wantedRoom) ?? null;
  } catch {
    // Without the list the page says only the room's code; joining works the same.
  }
  render();
}

// The lobby ----------------------------------------------------------------------------------

let roomsSignature = "";
function renderLobby() {
  const list = byId("rooms-list");
  // The catalogue names the games of the list: a list drawn before it came is drawn again.
  const signature = JSON.stringify([state.rooms, state.catalogue.length, i18n.language()]);
  show(byId("rooms-empty"), state.rooms.length === 0);
  // Signed in and still no game: the server listed none (the form has nothing to offer).
  show(byId("create-none"), signedIn && playable(state.catalogue).length === 0);
  renderLobbyQr();
  ratings.renderRatedBox(state.me);
  renderGames();
  renderEvents();
  if (signature === roomsSignature) return;
  roomsSignature = signature;
  list.replaceChildren(...state.rooms.map(roomItem));
}

/** The server's link as a QR code, when a phone on the network can open it (not loopback). */
function renderLobbyQr() {
  const link = inviteBase(location, serverInfo.links);
  const reachable = lanHosts([link]).length > 0;
  show(byId("lobby-qr-box"), reachable);
  if (reachable) showQr(byId("lobby-qr"), link);
}

// Events -------------------------------------------------------------------------------------

/** An event's format in a word or two, in the page's language (the format's id when unknown). */
function formatName(format) {
  const names = {
    round_robin: () => t("event-kind-round-robin"),
    swiss: () => t("event-kind-swiss"),
    arena: () => t("event-kind-arena"),
    gauntlet: () => t("event-kind-gauntlet"),
  };
  return names[format]?.() ?? format;
}

/** An event's status as the lobby's list says it. */
function eventStatusName(status) {
  const names = {
    waiting: () => t("event-status-waiting"),
    running: () => t("event-status-running"),
    paused: () => t("event-status-paused"),
    over: () => t("event-status-over"),
  };
  return names[status]?.() ?? status;
}
const RESULT_TEXT = {
  black: "1–0",
  white: "0–1",
  draw: "½–½",
  black_forfeit: "+ –",
  white_forfeit: "– +",
  double_forfeit: "– –",
};

let eventsSignature = "";
function renderEvents() {
  show(byId("events-empty"), state.tournaments.length === 0);
  const signature = JSON.stringify([state.tournaments, state.catalogue.length, i18n.language()]);
  if (signature === eventsSignature) return;
  eventsSignature = signature;
  byId("events-list").replaceChildren(
    ...state.tournaments.map((ev) => {
      const info = gameInfo(state.catalogue, ev.game);
      const meta = [gameTitle(info, ev.game), formatName(ev.format), eventStatusName(ev.status), t("event-entrants", { count: ev.entrants })].join(" · ");
      return h(
        "li",
        { class: "room-item event-item", dataset: { event: ev.id } },
        h("div", { class: "room-info" }, h("strong", { translate: "no", text: ev.name }), h("div", { class: "small muted", text: meta })),
        h(
          "div",
          { class: "room-buttons" },
          h("button", { type: "button", "aria-label": t("event-open-event", { name: ev.name }), text: t("event-open"), on: { click: () => openEvent(ev.id) } }),
        ),
      );
    }),
  );
}

function openEvent(id) {
  eventShown = id;
  send(msg.watchTournament(id));
}

function createEvent(event) {
  event.preventDefault();
  const format = byId("event-format").value;
  const preset = CLOCK_PRESETS.find((p) => p.id === byId("create-clock").value);
  const options = { ...createOptions(), ...(preset?.clock ? { clock: preset.clock } : {}) };
  const openings = byId("event-openings").checked;
  // The event's set gives each game its opening.
  if (openings) delete options.opening;
  const settings = {
    name: byId("event-name-input").value.trim(),
    game: byId("create-game").value,
    options,
    format: format === "double_round_robin" ? "round_robin" : format,
    ...(format === "double_round_robin" ? { double: true } : {}),
    ...(format === "swiss" ? { rounds: Number(byId("event-rounds").value) } : {}),
    ...(format === "arena" ? { minutes: Number(byId("event-minutes").value) } : {}),
    ...(openings ? { openings: true } : {}),
  };
  const entrants = [...document.querySelectorAll('input[name="event-ai"]:checked')].map((c) => ({ kind: "ai", level: c.value }));
  send(msg.createTournament(settings, entrants, byId("event-play").checked));
}

/** The entrant id of the viewer in the event, or null. */
function myEntrant(ev) {
  return ev.standings.find((r) => r.player_id && r.player_id === state.me?.id)?.entrant ?? null;
}

/** The viewer's game under way in the event (with a room), or null. */
function myGame(ev) {
  const me = myEntrant(ev);
  if (!me) return null;
  return ev.games.find((g) => !g.result && !g.void && g.room && (g.black === me || g.white === me)) ?? null;
}

/** What the event's status line says. */
function eventStatusText(ev) {
  if (ev.status === "waiting") return t("event-taking", { count: ev.standings.length });
  if (ev.status === "over") return t("event-over");
  const paused = ev.status === "paused" ? ` ${t("event-paused-by-host")}` : "";
  if (ev.ends_at_ms) return `${t("event-arena-until", { time: new Date(ev.ends_at_ms).toLocaleTimeString(i18n.language()) })}${paused}`;
  const round = ev.rounds ? t("event-round-of", { round: ev.round, rounds: ev.rounds }) : t("event-round", { round: ev.round });
  return `${round}${paused}`;
}

let eventSignature = "";
function renderEvent(ev) {
  const info = gameInfo(state.catalogue, ev.settings.game);
  setText(byId("event-title"), ev.settings.name);
  const format = formatName(ev.settings.format);
  const sub = [format, gameTitle(info, ev.settings.game), describeRoom(info, ev.settings.options)].filter(Boolean).join(" · ");
  setNodes(byId("event-sub"), [`${sub} · `, ...l10n("event-host-name", {}, { name: ev.host })]);
  setText(byId("event-status-line"), eventStatusText(ev));
  const me = myEntrant(ev);
  const mine = myGame(ev);
  const over = ev.status === "over";
  show(byId("event-go"), !!mine);
  show(byId("event-join"), !me && !over);
  show(byId("event-leave"), !!me && !over && ev.standings.find((r) => r.entrant === me)?.presence === "active");
  byId("event-projector").href = `/t/${ev.id}`;
  show(byId("event-host"), ev.you_host && !over);
  show(byId("event-start"), ev.status === "waiting");
  show(byId("event-pause"), ev.status === "running");
  show(byId("event-resume"), ev.status === "paused");
  show(byId("event-end-round"), ev.status !== "waiting" && ev.round > 0);
  const signature = JSON.stringify([ev.standings, ev.games, ev.round, ev.you_host, ev.status, i18n.language()]);
  if (signature === eventSignature) return;
  eventSignature = signature;
  const names = new Map(ev.standings.map((r) => [r.entrant, r.name]));
  byId("event-rows").replaceChildren(
    ...ev.standings.map((r) =>
      h(
        "tr",
        { class: `${r.presence}${r.entrant === me ? " you" : ""}`, dataset: { entrant: r.entrant } },
        h("td", { text: String(r.rank) }),
        r.entrant === me ? h("td", {}, l10n("event-you", {}, { name: r.name })) : h("td", { translate: "no", text: r.name }),
        h("td", { class: "num", text: r.score }),
        h("td", { class: "num", text: String(r.wins) }),
        h("td", { class: "num", text: String(r.draws) }),
        h("td", { class: "num", text: String(r.losses) }),
        h(
          "td",
          {},
          ev.you_host && !over && r.presence === "active"
            ? h("button", {
                type: "button",
                class: "quiet",
                "aria-label": t("event-remove-entrant", { name: r.name }),
                text: t("event-remove"),
                on: { click: () => hostRemove(ev, r) },
              })
            : null,
        ),
      ),
    ),
  );
  const games = [...ev.games].reverse();
  show(byId("event-games-empty"), games.length === 0);
  byId("event-games").replaceChildren(
    ...games.map((g) => {
      const pair = { black: names.get(g.black) ?? g.black, white: names.get(g.white) ?? g.white };
      const text = t("event-pair", pair);
      const result = g.void ? t("event-game-void") : g.result ? RESULT_TEXT[g.result] : t("event-game-playing");
      const line = [g.round ? t("event-game-round", { round: g.round }) : "", result, g.opening ? t("event-game-opening", { opening: g.opening }) : ""];
      return h(
        "li",
        { class: "room-item", dataset: { game: String(g.game) } },
        h("div", { class: "room-info" }, h("strong", {}, l10n("event-pair", {}, pair)), h("div", { class: "small muted", text: line.filter(Boolean).join(" · ") })),
        g.room && !g.result
          ? h("button", { type: "button", "aria-label": t("event-watch-game", { game: text }), text: t("lobby-watch"), on: { click: () => join(g.room, "spectator") } })
          : null,
        ev.you_host && !over && !g.void ? fixControl(ev, g, text) : null,
      );
    }),
  );
}

function hostAction(action, fields = {}) {
  if (state.tournament) send(msg.tournamentHost(state.tournament.id, action, fields));
}

function hostRemove(ev, row) {
  if (window.confirm(t("event-confirm-remove", { name: row.name }))) {
    hostAction("remove", { entrant: row.entrant });
  }
}

/** The host's way to set or correct a game's result: a choice and a button. */
function fixControl(ev, g, text) {
  const id = `fix-${g.game}`;
  const select = h(
    "select",
    { id, "aria-label": t("event-result-of", { game: text }) },
    ...Object.entries(RESULT_TEXT).map(([value, shown]) => h("option", { value, text: shown, selected: value === g.result })),
  );
  return h(
    "span",
    { class: "fix" },
    select,
    h("button", { type: "button", "aria-label": t("event-set-result", { game: text }), text: t("event-set"), on: { click: () => hostAction("fix", { game: g.game, result: select.value }) } }),
  );
}

// Your games ---------------------------------------------------------------------------------

let gamesSignature = "";
function renderGames() {
  show(byId("games-empty"), state.games.length === 0);
  show(byId("games-more"), state.moreGames);
  const signature = JSON.stringify([state.games, state.catalogue.length, i18n.language()]);
  if (signature === gamesSignature) return;
  gamesSignature = signature;
  byId("games-list").replaceChildren(...state.games.map(gameItem));
}

function gameItem(g) {
  const v = summaryView(g);
  const info = gameInfo(state.catalogue, g.game);
  const what = [gameTitle(info, g.game), describeOptions(info, g.options)].filter(Boolean).join(", ");
  return h(
    "li",
    { class: "game-item", dataset: { game: g.game_id } },
    h(
      "div",
      {},
      h("div", {}, h("strong", { text: v.outcome }), h("span", { class: "muted" }, " ", l10n("lobby-game-vs", {}, { opponent: v.opponent }))),
      h("div", { class: "small muted", text: `${what} · ${v.moves} · ${v.date}` }),
    ),
    h("button", { type: "button", "aria-label": t("lobby-replay-game", { id: String(g.game_id), opponent: v.opponent }), text: t("lobby-replay"), on: { click: () => send(msg.getGame(g.game_id)) } }),
  );
}

// The replay -----------------------------------------------------------------------------------

const replayBoard = new Board(byId("replay-board"), () => {});
let replayMovesSignature = "";
let graphSignature = "";

function openReplay(record) {
  wantedGame = null;
  replay = { record, ply: record.moves.length };
  replayMovesSignature = "";
  graphSignature = "";
  setPath(record.gameId ? `/g/${record.gameId}` : "/");
}

function closeReplay() {
  replay = null;
  setPath(state.room ? `/r/${state.room.code}` : "/");
  if (state.me) conn.send(msg.listGames());
  render();
}

function goTo(ply) {
  if (!replay) return;
  replay.ply = clampPly(replay.record, ply);
  render();
}

function renderReplay() {
  const { record, ply } = replay;
  const geo = boardGeometry(record.info, record.options);
  const name = (p) => geo?.name(p) ?? key(p);
  const position = positionAt(record, ply);
  const review = record.gameId ? state.reviews[record.gameId] : null;
  const done = review?.review ?? null;
  const verdict = done ? verdictAt(done, ply) : null;
  replayBoard.update(boardView(record, position), false, null, {
    best: verdict?.best ?? null,
    line: verdict?.missedVcf ?? [],
    changed: position.last?.changed ?? [],
  });
  const view = byId("view-replay");
  view.dataset.game = record.game;
  view.dataset.ply = String(position.ply);
  // A game kept from a file is not a game played here: its names and result are the file's.
  const source = record.gameId && !record.imported ? l10n("app-replay-game", {}, { id: record.gameId }) : [t("app-replay-file")];
  setNodes(byId("replay-title"), [`${gameTitle(record.info, record.game)} · `, ...source]);
  // The players' names as the record has them (not to be translated), else the sides' words.
  const args = {};
  const names = {};
  for (const seat of SEATS) {
    if (record.names[seat]) names[seat] = record.names[seat];
    else args[seat] = t("app-side", { seat });
  }
  const rest = [describeOptions(record.info, record.options), record.startedMs ? new Date(record.startedMs).toISOString().slice(0, 10) : ""];
  setNodes(byId("replay-sub"), [...l10n("app-replay-players", args, names), ...rest.filter(Boolean).map((part) => ` · ${part}`)]);
  setText(byId("replay-status"), positionText(record, position, name));
  const slider = byId("rp-slider");
  slider.max = String(record.moves.length);
  if (slider.value !== String(position.ply)) slider.value = String(position.ply);
  byId("rp-first").disabled = byId("rp-prev").disabled = position.ply === 0;
  byId("rp-next").disabled = byId("rp-last").disabled = position.end;
  // A file's own comments are shown as they are; a game played here is commented by its review,
  // whose verdicts the page says itself (below).
  const comment = record.gameId && !record.imported ? "" : position.last?.comment ?? "";
  show(byId("replay-comment"), !!comment && !done);
  setText(byId("replay-comment"), comment);
  const sgf = byId("replay-sgf");
  show(sgf, !!record.gameId);
  if (record.gameId) sgf.href = `/games/${encodeURIComponent(record.gameId)}.sgf`;
  const fromHere = optionsFromHere(record, position.ply) !== null;
  byId("rp-from-here-friend").disabled = !fromHere;
  byId("rp-from-here-ai").disabled = !fromHere;
  renderReview(record, review, position, name);
  renderReplayMoves(record, done, position.ply, name);
}

function renderReview(record, review, position, name) {
  const button = byId("rp-review");
  const done = review?.review ?? null;
  show(button, (!!record.gameId || !!record.sgf) && !done);
  button.disabled = !!review && !done;
  let progress = "";
  if (!record.gameId) progress = record.sgf ? t("app-review-file") : "";
  else if (review && !done) progress = t("app-review-progress", { done: review.done ?? 0, total: review.total ?? "?" });
  else if (done) progress = t("app-review-done", { chance: chanceText(done, position.ply) });
  setText(byId("review-progress"), progress);
  renderGraph(done, position.ply);
  const verdict = done ? verdictAt(done, position.ply) : null;
  const box = byId("review-verdict");
  show(box, !!verdict);
  if (verdict) {
    box.dataset.class = verdict.class;
    // Said here from the review's numbers, naming points as the board does.
    const mover = record.moves[verdict.ply]?.by ?? (verdict.ply % 2 === 0 ? "black" : "white");
    setText(box, verdictWords(verdict, done, mover, name));
  }
}

const GRAPH_W = 300;
const GRAPH_H = 80;
function renderGraph(review, ply) {
  const box = byId("review-graph");
  const signature = review ? `${review.game_id}|${review.black.length}|${i18n.language()}` : "";
  if (signature !== graphSignature) {
    graphSignature = signature;
    if (!review) {
      box.replaceChildren();
    } else {
      const g = graphOf(review, GRAPH_W, GRAPH_H);
      const svg = s(
        "svg",
        { class: "graph", viewBox: `0 0 ${GRAPH_W} ${GRAPH_H}`, preserveAspectRatio: "none", role: "img", "aria-label": t("app-review-graph") },
        s("rect", { class: "graph-bg", x: 0, y: 0, width: GRAPH_W, height: GRAPH_H }),
        s("path", { class: "graph-area", d: `${g.path}L${GRAPH_W},${GRAPH_H}L0,${GRAPH_H}Z` }),
        s("line", { class: "graph-mid", x1: 0, y1: GRAPH_H / 2, x2: GRAPH_W, y2: GRAPH_H / 2 }),
        s("path", { class: "graph-line", d: g.path }),
        s("line", { class: "graph-now", x1: 0, y1: 0, x2: 0, y2: GRAPH_H }),
        ...g.marks.map((m) => s("circle", { class: `graph-mark ${m.class}`, cx: m.x, cy: m.y, r: 3, "data-ply": m.ply })),
      );
      svg.addEventListener("click", (event) => {
        const rect = svg.getBoundingClientRect();
        goTo(positionAtX(review, ((event.clientX - rect.left) / rect.width) * GRAPH_W, GRAPH_W));
      });
      box.replaceChildren(svg);
    }
  }
  const now = box.querySelector(".graph-now");
  if (now && review) {
    const x = graphOf(review, GRAPH_W, GRAPH_H).points[Math.min(ply, review.black.length - 1)]?.[0] ?? 0;
    now.setAttribute("x1", x);
    now.setAttribute("x2", x);
  }
}

function renderReplayMoves(record, review, ply, name) {
  const list = byId("replay-moves");
  const signature = `${record.gameId}|${record.moves.length}|${review ? review.black.length : 0}|${i18n.language()}`;
  if (signature !== replayMovesSignature) {
    replayMovesSignature = signature;
    const marks = review ? marksOf(review) : new Map();
    list.replaceChildren(
      ...record.moves.map((mv, i) => {
        const mark = marks.get(i);
        // The visible text first ("6. K7"), so that a person who says what they see (voice
        // control) names the button: then who played it, and the review's mark.
        const point = mv.pass ? t("app-pass") : name(mv.at);
        const said = { n: i + 1, move: point, seat: t("app-side-lower", { seat: mv.by }) };
        const label = mark ? t("app-move-marked", { ...said, mark: markText(mark) }) : t("app-move", said);
        return h(
          "li",
          { class: mark ? `mark-${mark.class}` : "", dataset: { ply: i + 1, ...(mark ? { mark: mark.class } : {}) } },
          h(
            "button",
            { type: "button", class: "quiet", "aria-label": label, on: { click: () => goTo(i + 1) } },
            h("span", { class: "muted", text: `${i + 1}. ` }),
            h("span", { class: `disc disc-${mv.by}`, "aria-hidden": "true" }),
            h("span", { text: ` ${point}` }),
            mark ? h("span", { class: "sym", "aria-hidden": "true", text: MARK_SYMBOLS[mark.class] }) : null,
          ),
        );
      }),
    );
  }
  for (const item of list.children) {
    const current = Number(item.dataset.ply) === ply;
    const button = item.firstChild;
    if ((button.getAttribute("aria-current") === "true") !== current) {
      if (current) {
        button.setAttribute("aria-current", "true");
        // Only the list scrolls to its current move: scrollIntoView would scroll the page too,
        // and a replay would open scrolled down to its move list on a phone.
        const [box, at] = [list.getBoundingClientRect(), item.getBoundingClientRect()];
        if (at.top < box.top) list.scrollTop += at.top - box.top;
        else if (at.bottom > box.bottom) list.scrollTop += at.bottom - box.bottom;
      } else button.removeAttribute("aria-current");
    }
  }
}

/** Creates a room whose games start from the replay's position (`options.opening`). */
function playFromHere(opponent) {
  if (!replay) return;
  const { record, ply } = replay;
  const options = optionsFromHere(record, ply);
  if (!options) return;
  replay = null;
  setPath("/");
  send(msg.createRoom({ game: record.game, options, seat: "random", opponent, aiLevel: "medium" }));
  render();
}

/** Reads the chosen SGF file and asks the server to read it into a record. */
async function openSgfFile(file) {
  // A client frame is at most 16 KiB; the JSON around the text and its escapes need some room.
  const LIMIT = 15 * 1024;
  if (file.size > LIMIT) {
    notify(t("app-sgf-too-large", { size: Math.ceil(file.size / 1024) }));
    render();
    return;
  }
  const text = await file.text();
  openedSgf = text;
  send(msg.openSgf(text));
}

function roomItem(r) {
  const info = gameInfo(state.catalogue, r.game);
  const open = SEATS.some((seat) => !r.players?.[seat]);
  const statuses = {
    waiting: () => t("lobby-room-waiting"),
    playing: () => t("lobby-room-playing"),
    over: () => t("lobby-room-over"),
  };
  const statusText = statuses[r.status]?.() ?? r.status;
  const meta = [statusText, t("lobby-watching", { count: r.spectators ?? 0 }), t("lobby-room-code", { code: r.room })].join(" · ");
  return h(
    "li",
    { class: "room-item", dataset: { room: r.room } },
    h(
      "div",
      { class: "room-info" },
      h("div", {}, h("strong", { text: gameTitle(info, r.game) }), " ", h("span", { class: "muted", text: describeRoom(info, r.options) })),
      h("div", { class: "small room-players" }, seatName(r.players?.black, "black"), h("span", { class: "muted", text: ` ${t("lobby-vs")} ` }), seatName(r.players?.white, "white")),
      h("div", { class: "small muted", text: meta }),
    ),
    h(
      "div",
      { class: "room-buttons" },
      h("button", { type: "button", class: "primary", disabled: !open, "aria-label": t("lobby-join-room", { code: r.room }), text: t("lobby-join"), on: { click: () => join(r.room, "player") } }),
      h("button", { type: "button", "aria-label": t("lobby-watch-room", { code: r.room }), text: t("lobby-watch"), on: { click: () => join(r.room, "spectator") } }),
    ),
  );
}

/**
 * A room's board, options, clock and undo in a few words, e.g. "15×15, Renju · 3+2 · no undo";
 * `info` is its game's entry of the catalogue.
 */
function describeRoom(info, options = {}) {
  const parts = [describeOptions(info, options)].filter(Boolean);
  const clock = timeControl(options.clock);
  if (clock) parts.push(clock);
  if (options.undo === false) parts.push(t("lobby-no-undo"));
  if (options.rated === true) parts.push(RATINGS_TEXT.ratedRoom);
  return parts.join(" · ");
}

function seatName(player, seat) {
  return h(
    "span",
    { class: "seat-name" },
    h("span", { class: `disc disc-${seat}`, "aria-hidden": "true" }),
    h("span", { class: "sr-only", text: `${t("app-side-prefix", { seat })} ` }),
    player ? h("span", { translate: "no", text: player.name }) : h("span", { class: "muted", text: t("lobby-open-seat") }),
  );
}

/** The create form's games as last drawn, and the game whose fields are up with their signature. */
let formGames = "";
let formFields = { game: null, signature: "" };
/** The size and options the player set for each game, kept while they look at another game. */
const formChoices = new Map();

/**
 * Draws the create form from the catalogue (createForm in catalogue.js): the games, then for
 * the chosen one its sizes (when it has more than one) and one field per option, a select for a
 * choice and a checkbox for a flag; then the computer opponents that play what is chosen.
 */
function updateCreateForm() {
  const form = createForm(state.catalogue);
  const gameSelect = byId("create-game");
  const games = JSON.stringify([i18n.language(), form.map((g) => [g.game, g.title])]);
  if (games !== formGames) {
    formGames = games;
    const chosen = gameSelect.value;
    gameSelect.replaceChildren(...form.map((g) => h("option", { value: g.game, text: g.title, selected: g.game === chosen })));
  }
  byId("create-submit").disabled = form.length === 0;
  const game = gameSelect.value;
  const entry = form.find((g) => g.game === game) ?? null;
  const signature = JSON.stringify([i18n.language(), entry]);
  if (signature !== formFields.signature) {
    if (formFields.game) formChoices.set(formFields.game, createOptions());
    formFields = { game: entry?.game ?? null, signature };
    drawFields(entry, gameInfo(state.catalogue, game), formChoices.get(game) ?? {});
  }
  setText(byId("create-summary"), gameSummary(gameInfo(state.catalogue, game)));

  const ai = byId("create-form").elements.namedItem("opponent").value === "ai";
  // The engines and bots that play this game with these options, after the server's own AI.
  const choices = opponentsFor(state.engines, state.bots, game, createOptions());
  const select = byId("create-engine");
  const chosen = select.value;
  select.replaceChildren(
    h("option", { value: "", text: t("create-engine-default") }),
    ...choices.map((c) => h("option", { value: c.value, text: c.label, selected: c.value === chosen })),
  );
  show(byId("field-engine"), ai && choices.length > 0);
  show(byId("field-level"), ai && !select.value);
}

/**
 * The size and option fields of one game of the create form (`entry`, its `info` in the
 * catalogue), set to what the player chose before (`chosen`) or to the defaults.
 */
function drawFields(entry, info, chosen) {
  const sizes = entry && entry.size.min < entry.size.max ? entry.size : null;
  show(byId("field-size"), !!sizes);
  const sizeSelect = byId("create-size");
  sizeSelect.replaceChildren();
  if (sizes) {
    const size = chosen.size ?? sizes.default;
    for (let n = sizes.min; n <= sizes.max; n++) {
      sizeSelect.append(h("option", { value: n, text: sizeLabel(info.board, n), selected: n === size }));
    }
  }
  const fields = (entry?.options ?? []).map((option, i) => {
    const choices = info.options[i].choices ?? [];
    const value = optionValue(option, chosen);
    const id = `create-option-${option.name}`;
    const data = { option: option.name, type: option.type };
    if (option.type === "flag") {
      return h(
        "div",
        { class: "field check" },
        h("input", { type: "checkbox", id, checked: value === true, dataset: data }),
        h("label", { for: id, text: option.title }),
      );
    }
    return h(
      "div",
      { class: "field" },
      h("label", { for: id, text: option.title }),
      h(
        "select",
        { id, dataset: data },
        ...option.values.map((text, k) => h("option", { value: choices[k].value, text, selected: choices[k].value === value })),
      ),
    );
  });
  byId("create-options").replaceChildren(...fields);
}

/** The options the create form says, as `create_room` sends them (the clock and undo aside). */
function createOptions() {
  const options = {};
  if (!byId("field-size").hidden) options.size = Number(byId("create-size").value);
  for (const field of byId("create-options").querySelectorAll("[data-option]")) {
    options[field.dataset.option] = field.dataset.type === "flag" ? field.checked : field.value;
  }
  return options;
}

function createRoom(event) {
  event.preventDefault();
  const form = byId("create-form");
  const game = byId("create-game").value;
  // Rated only when asked for, and only by an account holder (the box is theirs alone).
  const rated = !byId("field-rated").hidden && byId("create-rated").checked;
  const options = { ...createOptions(), ...(rated ? { rated: true } : {}) };
  const opponent = form.elements.namedItem("opponent").value;
  const preset = CLOCK_PRESETS.find((p) => p.id === byId("create-clock").value);
  send(
    msg.createRoom({
      game,
      options,
      clock: preset?.clock ?? null,
      undo: byId("create-undo").checked,
      seat: byId("create-seat").value,
      opponent,
      aiLevel: byId("create-level").value,
      ...(opponent === "ai" ? opponentChoice(byId("create-engine").value) : {}),
    }),
  );
}

// The room -----------------------------------------------------------------------------------

let promptsSignature = "";
/** The chat as last drawn: its room, how many lines, and the last one's time (to tell new lines). */
let chatDrawn = { code: null, lines: 0, last: "" };
/** Lines from others that came while the chat was out of sight, and whether it is in sight. */
let unseenChat = 0;
let chatInView = true;
let movesSignature = "";

/**
 * Whether legal points are hinted in the room's game: as the player last set it for the game,
 * else as the catalogue says (`hints`: reversi's few and telling moves are shown; where nearly
 * every empty point is legal, dots on all of them are noise).
 */
function hintsOn(room) {
  const saved = store.get(`hints.${room.game}`);
  if (saved) return saved === "on";
  return hintsByDefault(room);
}

function renderRoom(room) {
  const hints = hintsOn(room);
  byId("hints").checked = hints;
  const tapTwice = tapTwiceOn();
  byId("tap-twice").checked = tapTwice;
  board.update(room, hints, tapTwice ? currentChoice(room) : null);
  const view = byId("view-room");
  view.dataset.status = room.status;
  view.dataset.game = room.game;
  const gameName = gameTitle(room.info, room.game);
  byId("room-title").textContent = t("room-title", { game: gameName, code: room.code });
  const watching = room.spectators ?? 0;
  const sub = [describeRoom(room.info, room.options)].filter(Boolean);
  sub.push(t("room-spectators", { count: watching }));
  if (room.you === null) sub.push(t("room-you-watching"));
  byId("room-sub").textContent = sub.join(" · ");
  const sgf = byId("sgf-link");
  sgf.href = `/games/${encodeURIComponent(room.gameId)}.sgf`;
  // A game's record is its players' until it ends.
  show(sgf, room.status === "over" && room.ply > 0);

  renderInvite(room);
  for (const seat of SEATS) renderPlayer(room, seat);
  byId("status").textContent = statusText(room);
  byId("status").dataset.mine = String(myTurn(room));
  renderPrompts(room);

  renderChat(room);
  renderMoves(room);
  renderTimers(room, now());
}

/**
 * Everything on the room's screen that changes with the time alone: the clocks, the countdowns
 * of players who left, the claim, the waits, and the buttons a wait turns off. Run by every
 * render and, between messages, by the ticker.
 */
function renderTimers(room, at) {
  renderClocks(room, at);
  renderAway(room, at);
  const can = actions(room, at);
  const claim = byId("claim");
  show(claim, can.claim);
  if (can.claim) {
    setNodes(byId("claim-text"), l10n("room-claim", ...playerArgs(room, room.claimable)));
  }
  const wait = waitText(room, at);
  show(byId("wait"), !!wait);
  setText(byId("wait"), wait);
  renderActions(room, can);
}

/**
 * The game's buttons: each shown to a seated player, and usable when the server would accept it;
 * Play again only once the game is over (a button greyed all game says nothing).
 */
function renderActions(room, can) {
  const seated = room.you !== null;
  for (const [id, ok, shown] of [
    ["act-undo", can.undo, seated && undoAllowed(room)],
    ["act-draw", can.draw, seated],
    ["act-resign", can.resign, seated],
    ["act-abort", can.abort, can.abort],
    ["act-again", can.playAgain, seated && room.status === "over"],
  ]) {
    const button = byId(id);
    show(button, shown);
    button.disabled = !ok;
  }
  show(byId("act-take-seat"), can.takeSeat);
}

/** Sets an element's text only when it changed (the ticker runs ten times a second). */
function setText(el, text) {
  if (el.textContent !== text) el.textContent = text;
}

/**
 * The message `id` as nodes for an element: its text with `args` placed in it, and `names`
 * (people's and events' names, game ids: what is no one's to translate) each placed in a span
 * marked `translate="no"`, wherever the language's word order puts them.
 */
function l10n(id, args = {}, names = {}) {
  const keys = Object.keys(names);
  const marks = Object.fromEntries(keys.map((k, i) => [k, `\u2063${i}\u2063`]));
  const parts = t(id, { ...args, ...marks }).split(/\u2063(\d+)\u2063/);
  return parts
    .map((part, i) => (i % 2 === 1 ? h("span", { translate: "no", text: String(names[keys[Number(part)]]) }) : part))
    .filter((part) => part !== "");
}

/** Sets an element's nodes (strings and elements) only when its text changed. */
function setNodes(el, nodes) {
  const text = nodes.map((n) => (typeof n === "string" ? n : n.textContent)).join("");
  if (el.textContent !== text) el.replaceChildren(...nodes);
}

/**
 * A seated player for a message, as [args, names] for `l10n`: a person's name (not to be
 * translated), or the computer's word in the page's language.
 */
function playerArgs(room, seat) {
  const name = playerName(room, seat);
  const p = room.players[seat];
  return p && p.kind !== "ai" ? [{}, { name }] : [{ name }, {}];
}

/** Each player's clock, counting down from the server's last word; red and pulsing when low. */
function renderClocks(room, at) {
  const clock = clockView(room, at);
  for (const seat of SEATS) {
    const face = document.getElementById(`clock-${seat}`);
    if (!face) continue;
    show(face, !!clock);
    if (!clock) continue;
    const left = clock[seat];
    setText(face.querySelector(".ptime"), formatClock(left));
    face.dataset.low = String(clock.low.includes(seat));
    face.dataset.running = String(clock.running === seat);
    const first = clock.firstMove?.seat === seat ? t("room-first-move", { time: formatCountdown(clock.firstMove.ms) }) : "";
    setText(face.querySelector(".pfirst"), first);
  }
}

/** The players who left: "Bashir left · 0:23 to come back", for both sides and spectators. */
function renderAway(room, at) {
  const list = byId("away");
  const away = awayView(room, at);
  while (list.children.length > away.length) list.lastChild.remove();
  away.forEach((a, i) => {
    let item = list.children[i];
    if (!item) {
      item = h("li", { class: "away-line" });
      list.append(item);
    }
    item.dataset.seat = a.seat;
    item.dataset.claimable = String(a.claimable);
    setText(item, a.text);
  });
}

function renderInvite(room) {
  const box = byId("invite");
  const waitingForFriend = room.you !== null && room.status === "waiting" && !room.players[other(room.you)];
  show(box, waitingForFriend);
  if (!waitingForFriend) return;
  const link = `${inviteBase(location, serverInfo.links)}r/${room.code}`;
  const input = byId("invite-link");
  if (input.value !== link) input.value = link;
  showQr(byId("invite-qr"), link);
  byId("invite-code").textContent = room.code;
  const hosts = lanHosts(serverInfo.links);
  const where = hosts.length ? listText(hosts, "or") : location.host;
  setText(byId("invite-address"), t("room-invite-address", { where }));
}

function renderPlayer(room, seat) {
  const el = byId(`player-${seat}`);
  const p = room.players[seat];
  const toMove = room.status === "playing" && room.toMove === seat;
  el.classList.toggle("to-move", toMove);
  el.classList.toggle("empty", !p);
  let meta;
  let name = p ? p.name : t("app-side", { seat });
  // The server calls its AI "Boardroom AI (level)"; here it is the computer, level below.
  if (p?.kind === "ai") name = t("room-computer");
  if (!p) meta = t("room-empty-seat");
  else if (p.kind === "ai") meta = t("room-level", { level: p.level ?? aiLevelFromName(p.name) ?? "medium" });
  else meta = p.connected ? t("room-online") : t("room-offline");
  const children = [
    h("span", { class: `disc disc-${seat}`, "aria-hidden": "true" }),
    h(
      "div",
      { class: "pinfo" },
      h(
        "div",
        { class: "pname" },
        h("span", { class: "sr-only", text: `${t("app-side-prefix", { seat })} ` }),
        h("span", p && p.kind !== "ai" ? { translate: "no", text: name } : { text: name }),
        room.you === seat ? h("span", { class: "you", text: ` ${t("room-you")}` }) : null,
      ),
      h("div", { class: `pmeta small ${p && p.kind !== "ai" && !p.connected ? "offline" : ""}`, text: meta }),
    ),
  ];
  if (scoresPieces(room.info)) {
    const n = counts(room)[seat];
    children.push(h("div", { class: "pcount", "aria-label": t("room-pieces", { count: n, pieces: pieceName(room.info, n) }), text: String(n) }));
  }
  children.push(h("div", { class: "turn-tag", text: toMove ? t("room-to-move") : "" }));
  children.push(
    h(
      "div",
      { class: "pclock", id: `clock-${seat}`, role: "timer", hidden: !room.clock },
      h("span", { class: "sr-only", text: `${t("room-clock", { seat })} ` }),
      h("span", { class: "ptime" }),
      h("span", { class: "pfirst small" }),
    ),
  );
  el.replaceChildren(...children);
}

function aiLevelFromName(name) {
  const m = /\((easy|medium|hard)\)/.exec(name ?? "");
  return m ? m[1] : null;
}

/** What a request says, looked up when drawn (the language may change): its title, the ask, the wait. */
const REQUESTS = {
  undo: {
    title: () => t("room-undo-request"),
    ask: (who) => l10n("room-undo-ask", ...who),
    wait: (who) => l10n("room-undo-wait", ...who),
  },
  draw: {
    title: () => t("room-draw-offer"),
    ask: (who) => l10n("room-draw-ask", ...who),
    wait: (who) => l10n("room-draw-wait", ...who),
  },
  play_again: {
    title: () => t("room-again-request"),
    ask: (who) => l10n("room-again-ask", ...who),
    wait: (who) => l10n("room-again-wait", ...who),
  },
};
const ANSWERS = {
  undo: [msg.undoAgree, msg.undoRefuse],
  draw: [msg.drawAgree, msg.drawRefuse],
  play_again: [msg.playAgainAgree, msg.playAgainRefuse],
};

function renderPrompts(room) {
  const ins = incoming(room);
  const outs = outgoing(room);
  const opponent = room.you ? playerArgs(room, other(room.you)) : [{ name: "" }, {}];
  const signature = JSON.stringify([ins, outs, opponent, i18n.language()]);
  if (signature === promptsSignature) return;
  promptsSignature = signature;
  const items = [];
  for (const kind of ins) {
    const r = REQUESTS[kind];
    const [agree, refuse] = ANSWERS[kind];
    items.push(
      h(
        "div",
        { class: "prompt", role: "group", "aria-label": r.title(), dataset: { kind } },
        h("p", {}, r.ask(opponent)),
        h(
          "div",
          { class: "prompt-buttons" },
          h("button", { type: "button", class: "primary", text: t("room-agree"), on: { click: () => send(agree()) } }),
          h("button", { type: "button", text: t("room-refuse"), on: { click: () => send(refuse()) } }),
        ),
      ),
    );
  }
  for (const kind of outs) {
    items.push(h("div", { class: "prompt waiting", dataset: { kind } }, REQUESTS[kind].wait(opponent)));
  }
  byId("prompts").replaceChildren(...items);
}

/** The chat's mode as last drawn, with the page's language: the phrases are drawn when either changes. */
let chatModeDrawn = "";

/** Where the player speaks, by the host's chat mode: the text box, the fixed phrases, or nothing. */
function renderChatMode() {
  const { mode, phrases } = state.chatMode;
  const drawn = `${mode}|${phrases.map((p) => p.id).join(",")}|${i18n.language()}`;
  if (drawn === chatModeDrawn) return;
  chatModeDrawn = drawn;
  show(byId("chat-form"), mode === "open");
  show(byId("chat-phrases"), mode === "phrases");
  show(byId("chat-off"), mode === "off");
  byId("chat-phrases").replaceChildren(
    ...phrases.map((p) =>
      h("button", {
        type: "button",
        text: phraseText(p.id, p.text),
        on: {
          click: () => {
            sayChatRefusal("");
            send(msg.chat(p.text));
          },
        },
      }),
    ),
  );
}

function renderChat(room) {
  renderChatMode();
  const log = byId("chat-log");
  const now = { code: room.code, lines: room.chat.length, last: room.chat.at(-1)?.at ?? "", lang: i18n.language() };
  const drawn = chatDrawn;
  if (now.code === drawn.code && now.lines === drawn.lines && now.last === drawn.last && now.lang === drawn.lang) return;
  chatDrawn = now;
  if (now.code !== drawn.code) {
    unseenChat = 0;
  } else if (!chatInView) {
    const mine = state.me?.name;
    unseenChat += room.chat.slice(drawn.lines).filter((line) => line.from !== mine).length;
  }
  renderChatNotice();
  log.replaceChildren(
    ...room.chat.map((line) => {
      const time = line.at ? new Date(line.at) : null;
      return h(
        "li",
        { class: `chat-line ${line.seat ? `from-${line.seat}` : "from-spectator"}` },
        time ? h("time", { datetime: time.toISOString(), text: time.toLocaleTimeString(i18n.language(), { hour: "2-digit", minute: "2-digit" }) }) : null,
        line.seat
          ? h("span", { class: "chat-from", translate: "no", text: line.from })
          : h("span", { class: "chat-from" }, l10n("chat-from-spectator", {}, { name: line.from })),
        line.phrase
          ? h("span", { class: "chat-text", text: phraseText(line.phrase, line.text) })
          : h("span", { class: "chat-text", translate: "no", text: line.text }),
      );
    }),
  );
  log.scrollTop = log.scrollHeight;
}

/** The button that says how many messages came out of sight, and goes to them. */
function renderChatNotice() {
  const button = byId("chat-new");
  show(button, unseenChat > 0);
  setText(button, t("chat-new", { count: unseenChat }));
}

function renderMoves(room) {
  const list = byId("moves");
  const signature = `${room.gameId}|${room.ply}|${room.history.length}|${i18n.language()}`;
  if (signature === movesSignature) return;
  movesSignature = signature;
  const geo = boardGeometry(room.info, room.options);
  const move = (i) => {
    const seat = i % 2 === 0 ? "black" : "white";
    const entry = room.history[i];
    return h(
      "span",
      { class: `move from-${seat}` },
      h("span", { class: `disc disc-${seat}`, "aria-hidden": "true" }),
      h("span", { class: "sr-only", text: `${t("app-side-lower", { seat })} ` }),
      h("span", { text: entry.pass ? t("app-pass") : geo?.name(entry.at) ?? key(entry.at) }),
    );
  };
  // One line per turn: black's move, then white's.
  const rows = [];
  for (let i = 0; i < room.history.length; i += 2) {
    rows.push(
      h("li", {}, h("span", { class: "turn", "aria-hidden": "true", text: `${i / 2 + 1}.` }), move(i), i + 1 < room.history.length ? move(i + 1) : null),
    );
  }
  list.replaceChildren(...rows);
  list.scrollTop = list.scrollHeight;
}

// ----- wiring ---------------------------------------------------------------------------------

function wire() {
  byId("name-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const name = byId("name-input").value.trim().slice(0, 32);
    if (!name) return;
    if (state.me?.account && name !== state.me.name) {
      // An account keeps its name (the server refuses `player_info`): say so, change nothing.
      notify(ACCOUNT_TEXT.keepsName(state.me.name));
      render();
      return;
    }
    store.set("name", name);
    editingName = false;
    pendingSignIn = null;
    accounts.playing();
    if (state.me) {
      // Signed in: a new name is a `player_info`, seen by everyone in the room.
      state.me.name = name;
      send(msg.playerInfo(name));
    } else {
      // Not signed in yet (the first visit, or the server refused the name): say hello anew.
      conn.start();
    }
    render();
  });
  byId("who").addEventListener("click", () => {
    editingName = true;
    byId("name-input").dataset.filled = "";
    render();
    byId("name-input").focus();
  });
  byId("home").addEventListener("click", (event) => {
    // The title leads to the lobby; a seat in a game is not given up by this.
    event.preventDefault();
    if (replay) closeReplay();
    if (ratingsShown) closeRatings();
    if (editingName) {
      editingName = false;
      render();
    }
  });

  renderClockChoices();
  byId("event-form").addEventListener("submit", createEvent);
  byId("event-format").addEventListener("change", () => {
    const format = byId("event-format").value;
    show(byId("event-rounds-field"), format === "swiss");
    show(byId("event-minutes-field"), format === "arena");
  });
  byId("event-go").addEventListener("click", () => {
    const mine = state.tournament && myGame(state.tournament);
    if (mine) join(mine.room, "player");
  });
  byId("event-join").addEventListener("click", () => state.tournament && send(msg.joinTournament(state.tournament.id)));
  byId("event-leave").addEventListener("click", () => {
    if (state.tournament && window.confirm(t("event-confirm-leave"))) send(msg.leaveTournament(state.tournament.id));
  });
  byId("event-back").addEventListener("click", () => {
    eventShown = null;
    setPath("/");
    send(msg.listTournaments());
    render();
  });
  byId("event-start").addEventListener("click", () => hostAction("start"));
  byId("event-add").addEventListener("click", () => hostAction("add", { add: { kind: "ai", level: byId("event-add-level").value } }));
  byId("event-pause").addEventListener("click", () => hostAction("pause"));
  byId("event-resume").addEventListener("click", () => hostAction("resume"));
  byId("event-end-round").addEventListener("click", () => hostAction("end_round"));
  byId("event-finish").addEventListener("click", () => {
    if (window.confirm(t("event-confirm-finish"))) hostAction("finish");
  });
  // The game, its size and option fields (drawn anew for each game) and the program chosen.
  for (const id of ["create-game", "create-size", "create-options", "create-engine"]) {
    byId(id).addEventListener("change", updateCreateForm);
  }
  for (const radio of document.querySelectorAll('input[name="opponent"]')) {
    radio.addEventListener("change", () => {
      // The bots online change: ask again whenever the computer is chosen.
      if (radio.value === "ai" && radio.checked) send(msg.listBots());
      updateCreateForm();
    });
  }
  byId("create-form").addEventListener("submit", createRoom);
  byId("code-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const code = normalizeCode(byId("code-input").value);
    if (code) join(code, "player");
  });

  byId("games-more").addEventListener("click", () => {
    const last = state.games.at(-1);
    if (last) send(msg.listGames(last.game_id));
  });
  byId("sgf-file").addEventListener("change", (event) => {
    const file = event.target.files?.[0];
    if (file) openSgfFile(file);
    event.target.value = "";
  });
  byId("replay-back").addEventListener("click", closeReplay);
  byId("open-ratings").addEventListener("click", () => openRatings("profile-title"));
  byId("host-notice-close").addEventListener("click", () => {
    hostNoticeClosed = state.hostNotice?.at_ms ?? null;
    render();
  });
  byId("open-leaderboard").addEventListener("click", () => openRatings("leaderboard-title"));
  byId("ratings-back").addEventListener("click", closeRatings);
  byId("rp-first").addEventListener("click", () => goTo(0));
  byId("rp-prev").addEventListener("click", () => goTo(replay.ply - 1));
  byId("rp-next").addEventListener("click", () => goTo(replay.ply + 1));
  byId("rp-last").addEventListener("click", () => goTo(replay.record.moves.length));
  byId("rp-slider").addEventListener("input", (event) => goTo(Number(event.target.value)));
  byId("rp-review").addEventListener("click", () => {
    if (replay?.record.gameId) send(msg.requestReview(replay.record.gameId));
    else if (replay?.record.sgf) send(msg.reviewSgf(replay.record.sgf));
  });
  for (const [id, opponent] of [["rp-from-here-friend", "human"], ["rp-from-here-ai", "ai"]]) {
    byId(id).addEventListener("click", () => playFromHere(opponent));
  }
  document.addEventListener("keydown", (event) => {
    if (!replay || byId("view-replay").hidden) return;
    const tag = event.target?.tagName;
    if (tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT") return;
    const to = plyForKey(event.key, replay.ply, replay.record.moves.length);
    if (to === null) return;
    event.preventDefault();
    goTo(to);
  });

  byId("leave").addEventListener("click", () => {
    const room = state.room;
    if (!room) return;
    if (room.you !== null && room.status === "playing" && room.history.length > 0) {
      if (!window.confirm(t("room-confirm-leave"))) return;
    }
    send(msg.leaveRoom());
  });
  byId("act-undo").addEventListener("click", () => send(msg.undoRequest()));
  byId("act-draw").addEventListener("click", () => send(msg.drawOffer()));
  byId("act-resign").addEventListener("click", () => {
    if (window.confirm(t("room-confirm-resign"))) send(msg.resign());
  });
  byId("act-again").addEventListener("click", () => send(msg.playAgain()));
  byId("come-back").addEventListener("click", comeBack);
  byId("chat-new").addEventListener("click", () => byId("chat-card").scrollIntoView({ block: "center" }));
  // The chat is in sight when the place to speak is, whole: the newest message is just above it.
  new IntersectionObserver(
    (entries) => {
      chatInView = entries.some((entry) => entry.isIntersecting);
      if (chatInView) unseenChat = 0;
      renderChatNotice();
    },
    { threshold: 1 },
  ).observe(byId("chat-say"));
  byId("act-abort").addEventListener("click", () => send(msg.abort()));
  byId("claim-victory").addEventListener("click", () => send(msg.claimVictory()));
  byId("claim-draw").addEventListener("click", () => send(msg.claimDraw()));
  byId("act-take-seat").addEventListener("click", () => {
    if (state.room) join(state.room.code, "player");
  });
  byId("seat-ai").addEventListener("click", () => send(msg.seatAi(byId("seat-ai-level").value)));
  byId("copy-link").addEventListener("click", () => copyLink());
  byId("invite-link").addEventListener("focus", (event) => event.target.select());

  const hints = byId("hints");
  hints.addEventListener("change", () => {
    if (state.room) store.set(`hints.${state.room.game}`, hints.checked ? "on" : "off");
    render();
  });

  const soundOn = byId("sound-on");
  soundOn.checked = alerts.soundOn;
  soundOn.addEventListener("change", () => alerts.setSound(soundOn.checked));
  const notifyOn = byId("notify-on");
  notifyOn.checked = alerts.notifyOn;
  notifyOn.addEventListener("change", async () => {
    notifyOn.checked = await alerts.setNotify(notifyOn.checked);
    if (!notifyOn.checked && typeof Notification !== "undefined" && Notification.permission === "denied") {
      notify(t("alerts-notify-denied"));
    }
  });
  const tapTwice = byId("tap-twice");
  tapTwice.addEventListener("change", () => {
    store.set("tap-twice", tapTwice.checked ? "on" : "off");
    chosen = null;
    render();
  });

  byId("chat-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const input = byId("chat-input");
    const text = input.value.trim();
    if (!text) return;
    sayChatRefusal("");
    if (send(msg.chat(text.slice(0, 500)))) input.value = "";
  });

  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") conn.nudge();
  });
  window.addEventListener("online", () => conn.nudge());

  // Clocks and countdowns tick between the server's messages, from its last word.
  setInterval(() => {
    if (state.room && !byId("view-room").hidden) renderTimers(state.room, now());
    lowTimeTick(state.room, now());
    ear.tick(state.room, now());
  }, 100);

  // The lobby's list is live: ask again every few seconds while it is on screen; in a room the
  // same list tells how many watch.
  setInterval(() => {
    if (!state.me || !conn.open || document.visibilityState !== "visible") return;
    conn.send(msg.listRooms());
  }, 3000);
}

async function copyLink() {
  const input = byId("invite-link");
  let copied = false;
  try {
    await navigator.clipboard.writeText(input.value);
    copied = true;
  } catch {
    // The clipboard API needs a secure context (https or localhost); a LAN address over plain
    // http is not one, so fall back to the old way.
    input.focus();
    input.select();
    try {
      copied = document.execCommand("copy");
    } catch {
      copied = false;
    }
  }
  notify(copied ? t("room-link-copied") : t("room-link-by-hand"));
  render();
}

async function loadInfo() {
  try {
    const response = await fetch("/info", { cache: "no-store" });
    if (response.ok) serverInfo = await response.json();
  } catch {
    // Without /info the page's own address is the link; nothing else is lost.
  }
  // The games, for the form and the first page, until the welcome lists them (and from a
  // server whose welcome lists none).
  if (state.catalogue.length === 0 && Array.isArray(serverInfo.games)) state.catalogue = serverInfo.games;
  updateCreateForm();
  render();
}

/** Fills the language picker, each language named in its own. */
function renderLanguages() {
  const select = byId("lang");
  select.replaceChildren(...i18n.available().map((l) => h("option", { value: l.code, lang: l.code, text: l.name })));
  select.value = i18n.language();
}

/** The create form's clock choices, named in the page's language; the one chosen stays chosen. */
function renderClockChoices() {
  const select = byId("create-clock");
  const chosen = select.value;
  select.replaceChildren(...CLOCK_PRESETS.map((p) => h("option", { value: p.id, text: p.label, selected: p.id === chosen })));
}

/**
 * Switches the page to `code`, kept for the next visit: i18n.load rewrites the fixed text, and
 * what the scripts wrote is written again (the lists keyed by the language are drawn anew).
 */
async function chooseLanguage(code) {
  store.set("lang", code);
  await i18n.load(code);
  renderLanguages();
  renderClockChoices();
  updateCreateForm();
  render();
}

await i18n.load(store.get("lang"));
renderLanguages();
byId("lang").addEventListener("change", (event) => chooseLanguage(event.target.value));
wire();
updateCreateForm();
render();
loadInfo();
loadInvitation();
if (store.get("name")) conn.start();
