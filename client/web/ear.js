// Play by ear: the page for a player who listens to it through a screen reader. Turned on by the
// "Play by ear" checkbox in the header or Alt+Shift+E, and remembered on the device. It adds, in
// the room:
//   - a text board: a grid (a table with row and column headers) whose every cell is named by
//     its point and what stands there ("K7 black"), moved over with the arrow keys;
//   - a Move box: a point typed as the board names it ("h8", "H8") and Enter plays it, a bad
//     one is answered with a sentence; a few typed commands read lines;
//   - one live log (`#ear-log`) that says the moves, the turn, the requests and their answers,
//     the end of the game and a clock running low;
//   - keys on the text board that read a line through the point (row, column, diagonals) with
//     the fours and open threes on it (threats.js), in games won by a row.
// With the mode off none of this shows or speaks, and the page is as it was. Every word is in
// SAY below, from the message catalogue (client/locales, the `ear-` messages).

import { h, byId, show } from "./dom.js";
import { language, t } from "./i18n.js";
import { boardGeometry, changedText, describeOptions, forbiddenSeat, gameTitle, pieceName, rowToWin } from "./catalogue.js";
import { pointByName } from "./geometry.js";
import { capital, clockView, forbidden, incoming, key, legalPoints, myTurn, other, playerName, statusText } from "./state.js";
import { lineThrough, onPoints, readLine, boardThreats } from "./threats.js";

/** A seat ("black", "white") as the messages choose by it. */
const seatArg = (seat) => (seat === "black" || seat === "white" ? seat : "other");

/**
 * Every sentence the mode says or shows, from the message catalogue (read when said: the
 * language may change at any time). A seat goes in as "black" or "white", or "you" for the
 * player, and each message words it as its sentence needs.
 */
const SAY = {
  on: () => t("ear-on"),
  off: () => t("ear-off"),
  room: (title, code, options) => (options ? t("ear-room-options", { title, code, options }) : t("ear-room", { title, code })),
  seat: (seat) => t("ear-seat", { seat: seatArg(seat) }),
  newGame: (seat) => `${t("ear-new-game")} ${SAY.seat(seat)}`,
  position: (n) => t("ear-position", { count: n }),
  played: (who, at, changed) => (changed ? t("ear-played-changed", { who, at, changed }) : t("ear-played", { who, at })),
  passed: (who) => t("ear-passed", { who }),
  yourTurn: () => t("ear-your-turn"),
  asks: {
    undo: (name) => t("ear-asks-undo", { name }),
    draw: (name) => t("ear-asks-draw", { name }),
    play_again: (name) => t("ear-asks-play-again", { name }),
  },
  asked: {
    undo: (name) => t("ear-asked-undo", { name }),
    draw: (name) => t("ear-asked-draw", { name }),
    play_again: (name) => t("ear-asked-play-again", { name }),
  },
  withdrawn: {
    undo: () => t("ear-withdrawn-undo"),
    draw: () => t("ear-withdrawn-draw"),
    play_again: () => t("ear-withdrawn-play-again"),
  },
  nothingToAnswer: () => t("ear-nothing-to-answer"),
  /** `whose`: "you" for the player's own clock, else the seat. */
  clockLow: (whose) => t("ear-clock-low", { whose }),
  // The move box.
  typePoint: (example) => t("ear-type-point", { example }),
  notAPoint: (text, example) => t("ear-not-a-point", { text, example }),
  noRoom: () => t("ear-no-room"),
  watching: () => t("ear-watching"),
  waiting: () => t("ear-waiting"),
  over: () => t("ear-over"),
  notYourTurn: (name, seat) => t("ear-not-your-turn", { name, seat: seatArg(seat) }),
  sent: () => t("ear-sent"),
  taken: (at, seat, piece) => t("ear-taken", { at, seat: seatArg(seat), piece }),
  forbidden: (at, seat) => t("ear-forbidden", { at, seat: seatArg(seat) }),
  illegal: (at) => t("ear-illegal", { at }),
  // Reading the board.
  empty: () => t("ear-empty"),
  stone: (seat) => t("ear-stone", { seat: seatArg(seat) }),
  lastMove: () => t("ear-last-move"),
  winning: () => t("ear-winning"),
  forbiddenFor: (seat) => t("ear-forbidden-for", { seat: seatArg(seat) }),
  noLast: () => t("ear-no-last"),
  last: (seat, at) => t("ear-last", { seat: seatArg(seat), at }),
  /** A line through a point (a board's `direction`: its name is in the player's language). */
  line: (direction, at) => t("ear-line-through", { line: capital(direction.name), at }),
  lineThreats: (direction, threats) => t("ear-line-threats", { line: capital(direction.name), threats }),
  noLine: () => t("ear-no-line"),
  /** A run of a line's points that hold the same: `what` is "black", "white" or "empty". */
  run: (from, to, count, what) =>
    count === 1 ? t("ear-run-one", { from, what }) : count === 2 ? t("ear-run-two", { from, to, what }) : t("ear-run-many", { from, to, what }),
  runs: (runs) => t("ear-runs", { runs: runs.join(t("ear-runs-separator")) }),
  five: (side, stones) => t("ear-five", { side: seatArg(side), stones }),
  four: (side, stones, wins) => t("ear-four", { side: seatArg(side), stones, wins }),
  openFour: (side, stones, wins) => t("ear-open-four", { side: seatArg(side), stones, wins }),
  three: (side, stones, makes) => t("ear-three", { side: seatArg(side), stones, makes }),
  noThreats: () => t("ear-no-threats"),
  noThreatsThrough: (at) => t("ear-no-threats-through", { at }),
  noThreatsOnBoard: () => t("ear-no-threats-on-board"),
  forbiddenOnLine: (seat, points) => t("ear-forbidden-on-line", { seat: seatArg(seat), points }),
  /** Points or words in a list ("H8, I8, J8"), and points one of which ("G8 or L8"). */
  list: (items) => items.join(t("ear-comma")),
  or: (items) => items.join(t("ear-or")),
  // The text board and the help.
  corner: () => t("ear-corner"),
  symbols: { black: "●", white: "○", empty: "·", forbidden: "×" },
  helpIntro: () => t("ear-help-intro"),
  /** The typed words that answer a request, in the player's language (English's work too). */
  agree: () => t("ear-command-agree"),
  refuse: () => t("ear-command-refuse"),
  help: (example, lines) => [
    t("ear-help-move", { example }),
    t("ear-help-move-keys", {
      lines: SAY.list(lines.map((l) => t("ear-help-reads", { key: l.letter.toLowerCase(), line: l.name }))),
      first: lines[0].letter.toLowerCase(),
      example,
    }),
    t("ear-help-board"),
    t("ear-help-board-keys", { lines: SAY.list(lines.map((l) => t("ear-help-reads", { key: l.letter, line: l.name }))) }),
    t("ear-help-toggle"),
  ],
};

/** The letters that read the lines through a point, in the order of the board's `directions`. */
const LINE_KEYS = ["R", "C", "D", "A"];

/** The regions of the page that speak by themselves; the log speaks for them while the mode is on. */
const QUIETED = ["status", "notice", "prompts"];

/** Keeps at most this many lines in the log. */
const LOG_KEEP = 60;

export class Ear {
  /**
   * `store`: the page's settings on this device; `play(point)`: sends a move for the room;
   * `answer(kind, yes)`: answers the opponent's request of `kind`; `render()`: draws the page
   * again.
   */
  constructor({ store, play, answer, render }) {
    this.store = store;
    this.play = play;
    this.answer = answer;
    this.redraw = render;
    this.on = store.get("by-ear") === "on";
    this.log = byId("ear-log");
    this.panel = byId("ear");
    this.input = byId("ear-input");
    this.table = byId("ear-board");
    this.helpList = byId("ear-help");
    this.toggle = byId("ear-mode");
    /** The room last drawn, read by the keys. */
    this.room = null;
    this.geo = null;
    /** The text board as built: its room and options, and its cells by point key. */
    this.boardSignature = null;
    this.cells = new Map();
    /** The point under the text board's cursor (or the last one typed). */
    this.cursor = null;
    /** The room whose Move box was last given the focus. */
    this.focusedFor = null;
    /** The last notice echoed, by its `seq`. */
    this.noticeSeq = 0;
    /** The seats whose low clock was said (said again once it has been out of the low). */
    this.lowSaid = new Set();
    this.helpSignature = null;
    this.wire();
  }

  wire() {
    this.toggle.checked = this.on;
    this.toggle.addEventListener("change", () => this.set(this.toggle.checked));
    document.addEventListener("keydown", (event) => {
      if (event.altKey && event.shiftKey && !event.ctrlKey && !event.metaKey && event.code === "KeyE") {
        event.preventDefault();
        this.set(!this.on);
      }
    });
    byId("ear-form").addEventListener("submit", (event) => {
      event.preventDefault();
      this.typed(this.input.value);
    });
    this.input.addEventListener("input", () => this.input.removeAttribute("aria-invalid"));
    this.table.addEventListener("keydown", (event) => this.key(event));
    this.table.addEventListener("click", (event) => {
      const cell = event.target.closest?.("[data-point]");
      if (cell) this.moveTo(cell.dataset.point.split(",").map(Number), true);
    });
  }

  /** Turns the mode on or off, says so, and remembers it on this device. */
  set(on) {
    this.on = on;
    this.store.set("by-ear", on ? "on" : "off");
    this.focusedFor = null;
    this.lowSaid.clear();
    this.say(on ? SAY.on() : SAY.off());
    this.redraw();
  }

  /** Adds a line to the live log (the screen reader says it). */
  say(text) {
    if (!text) return;
    this.log.append(h("p", { text }));
    while (this.log.children.length > LOG_KEEP) this.log.firstChild.remove();
    this.log.scrollTop = this.log.scrollHeight;
  }

  // ----- drawn with the page ---------------------------------------------------------------

  /** Called by every render of the page, with its `state` and the view shown. */
  render(state, view) {
    this.toggle.checked = this.on;
    document.body.classList.toggle("by-ear", this.on);
    this.log.classList.toggle("sr-only", !this.on);
    // Shown, the log scrolls: a keyboard reaches it to scroll it back.
    if (this.on) this.log.tabIndex = 0;
    else this.log.removeAttribute("tabindex");
    for (const id of QUIETED) byId(id).setAttribute("aria-live", this.on ? "off" : "polite");
    const room = view === "room" ? state.room : null;
    show(this.panel, this.on && !!room);
    if (!this.on) {
      this.noticeSeq = state.seq;
      return;
    }
    this.echoNotice(state);
    this.room = room;
    if (!room) return;
    this.geo = boardGeometry(room.info, room.options);
    if (!this.geo) return;
    this.drawBoard(room);
    this.drawHelp();
    if (this.focusedFor !== room.code) {
      this.focusedFor = room.code;
      this.input.focus();
    }
  }

  /** Says the page's latest notice ("Bashir took the white seat.") once. */
  echoNotice(state) {
    if (state.notice && state.notice.seq > this.noticeSeq) this.say(state.notice.text);
    this.noticeSeq = state.seq;
  }

  drawBoard(room) {
    const geo = this.geo;
    // Built again in another language: its header's words are the catalogue's.
    const signature = `${room.code}|${room.gameId}|${room.game}|${JSON.stringify(room.options)}|${language()}`;
    if (signature !== this.boardSignature) {
      this.boardSignature = signature;
      this.build(geo);
      const centre = geo.points[Math.floor(geo.points.length / 2)];
      if (!this.cursor || !this.cells.has(key(this.cursor))) this.cursor = centre;
    }
    const banned = new Set(forbidden(room, geo.points).map(key));
    const seat = forbiddenSeat(room.info, room.options);
    const lastKey = room.last?.at ? key(room.last.at) : null;
    const line = new Set(room.line.map(key));
    for (const p of geo.points) {
      const k = key(p);
      const cell = this.cells.get(k);
      const stone = room.stones.get(k) ?? null;
      const parts = [geo.name(p), stone ? SAY.stone(stone) : SAY.empty()];
      if (k === lastKey) parts.push(SAY.lastMove());
      if (line.has(k)) parts.push(SAY.winning());
      if (banned.has(k)) parts.push(SAY.forbiddenFor(seat));
      const label = SAY.list(parts);
      if (cell.getAttribute("aria-label") !== label) cell.setAttribute("aria-label", label);
      const symbol = stone ? SAY.symbols[stone] : banned.has(k) ? SAY.symbols.forbidden : SAY.symbols.empty;
      if (cell.textContent !== symbol) cell.textContent = symbol;
      cell.classList.toggle("last", k === lastKey);
      cell.tabIndex = k === key(this.cursor) ? 0 : -1;
    }
  }

  /** The table: a header row of columns, then a row of the board per row, its name first. */
  build(geo) {
    const xs = [...new Set(geo.points.map((p) => p[0]))].sort((a, b) => a - b);
    const ys = [...new Set(geo.points.map((p) => p[1]))].sort((a, b) => a - b);
    const on = new Set(geo.points.map(key));
    this.cells.clear();
    const head = h(
      "tr",
      {},
      h("th", { scope: "col" }, h("span", { class: "sr-only", text: SAY.corner() })),
      ...xs.map((x) => h("th", { scope: "col", text: geo.columnName(x) })),
    );
    const rows = ys.map((y) =>
      h(
        "tr",
        {},
        h("th", { scope: "row", text: geo.rowName(y) }),
        ...xs.map((x) => {
          if (!on.has(key([x, y]))) return h("td", { class: "off" });
          const cell = h("td", { tabindex: "-1", dataset: { point: key([x, y]) } });
          this.cells.set(key([x, y]), cell);
          return cell;
        }),
      ),
    );
    this.table.replaceChildren(h("thead", {}, head), h("tbody", {}, ...rows));
  }

  /** The keys, as a list in the panel (and said by H or ?). */
  drawHelp() {
    const lines = this.helpLines();
    const signature = lines.join("\n");
    if (signature === this.helpSignature) return;
    this.helpSignature = signature;
    this.helpList.replaceChildren(...lines.map((text) => h("li", { text })));
  }

  helpLines() {
    const lines = this.geo.directions.map((d, i) => ({ letter: LINE_KEYS[i], name: d.name }));
    return SAY.help(this.example(), lines);
  }

  /** A point to name in examples: the centre of the board ("H8"). */
  example() {
    return this.geo ? this.geo.name(this.geo.points[Math.floor(this.geo.points.length / 2)]) : "H8";
  }

  // ----- what the server said ----------------------------------------------------------------

  /** Called with each server message `m` once it is folded into `state`; `before` is the room before it. */
  heard(m, state, before) {
    if (!this.on) return;
    this.echoNotice(state);
    const room = state.room;
    if (!room) return;
    const geo = boardGeometry(room.info, room.options);
    const name = (p) => geo?.name(p) ?? key(p);
    switch (m.type) {
      case "room_state":
        if (!before || before.code !== room.code) {
          this.lowSaid.clear();
          this.say(
            [SAY.room(gameTitle(room.info, room.game), room.code, describeOptions(room.info, room.options)), SAY.seat(room.you), SAY.position(room.history.length), statusText(room)].join(" "),
          );
        } else if (before.gameId !== room.gameId) {
          this.lowSaid.clear();
          this.say(`${SAY.newGame(room.you)} ${statusText(room)}`);
        } else if (this.afterUndo) {
          this.say(`${SAY.position(room.history.length)} ${statusText(room)}`);
        }
        this.afterUndo = false;
        break;
      case "undone":
        this.afterUndo = true;
        break;
      case "step": {
        const who = m.by === room.you ? "you" : seatArg(m.by);
        const changed = room.last?.changed?.length ?? 0;
        const parts = [m.at ? SAY.played(who, name(m.at), changedText(room.info, changed)) : SAY.passed(who)];
        if (m.at && room.status === "playing") parts.push(...this.threatsMadeBy(room, geo, m.at, m.by));
        if (myTurn(room)) parts.push(SAY.yourTurn());
        this.say(parts.join(" "));
        break;
      }
      case "game_over":
        this.say(statusText(room));
        break;
      case "undo_requested":
      case "draw_offered":
      case "play_again_offered": {
        const kind = { undo_requested: "undo", draw_offered: "draw", play_again_offered: "play_again" }[m.type];
        if (room.you === null) break;
        const opponent = playerName(room, other(room.you));
        this.say(m.by === room.you ? SAY.asked[kind](opponent) : SAY.asks[kind](opponent));
        break;
      }
      case "offer_cancelled":
        this.say(SAY.withdrawn[m.kind]?.());
        break;
      case "player_joined":
        if (myTurn(room)) this.say(SAY.yourTurn());
        break;
      default:
        break;
    }
  }

  /** The fours and open threes of `side` that its move at `at` is part of, as sentences. */
  threatsMadeBy(room, geo, at, side) {
    const row = rowToWin(room.info);
    if (!geo || !row) return [];
    const k = key(at);
    const said = [];
    for (const d of geo.directions) {
      const line = lineThrough(geo.points, at, d.step);
      const found = readLine(line.map((p) => room.stones.get(key(p)) ?? null), row);
      for (const threat of [...found.fours, ...found.threes].map((f) => onPoints(f, line))) {
        if (threat.side === side && threat.stones.some((p) => key(p) === k)) said.push(this.threatText(threat, geo));
      }
    }
    return said;
  }

  /** Called by the page's ticker: says when a clock first runs under ten seconds. */
  tick(room, now) {
    if (!this.on || !room || room.status !== "playing") return;
    const clock = clockView(room, now);
    if (!clock) return;
    for (const seat of ["black", "white"]) {
      const low = clock.low.includes(seat) && clock.running === seat;
      if (low && !this.lowSaid.has(seat)) {
        this.lowSaid.add(seat);
        this.say(SAY.clockLow(seat === room.you ? "you" : seat));
      } else if (!clock.low.includes(seat)) {
        this.lowSaid.delete(seat);
      }
    }
  }

  // ----- the Move box ------------------------------------------------------------------------

  /** What was typed in the Move box and sent with Enter: a point to play, or a command. */
  typed(raw) {
    const text = raw.trim();
    const ok = this.command(text);
    if (ok) {
      this.input.value = "";
      this.input.removeAttribute("aria-invalid");
    } else {
      this.input.setAttribute("aria-invalid", "true");
    }
  }

  /** Carries out a typed line; false (with a sentence said) when it means nothing. */
  command(text) {
    const room = this.room;
    if (!room || !this.geo) {
      this.say(SAY.noRoom());
      return false;
    }
    const example = this.example();
    if (!text) {
      this.say(SAY.typePoint(example));
      return false;
    }
    if (text === "?") return this.speakHelp();
    const point = pointByName(this.geo, text);
    if (point) {
      this.cursor = point;
      return this.playAt(point);
    }
    const [word, ...rest] = text.split(/\s+/);
    const action = this.commands()[word.toLowerCase()];
    if (!action) {
      this.say(SAY.notAPoint(text, example));
      return false;
    }
    if (rest.length > 0) {
      const at = pointByName(this.geo, rest.join(" "));
      if (!at) {
        this.say(SAY.notAPoint(rest.join(" "), example));
        return false;
      }
      this.cursor = at;
    }
    action();
    return true;
  }

  /** The typed commands, by the word typed. */
  commands() {
    const lines = {};
    this.geo.directions.forEach((d, i) => {
      lines[LINE_KEYS[i].toLowerCase()] = () => this.readLine(i);
      // The line's first word, in English (its id) and in the player's language: "row", "řada".
      for (const word of [d.id ?? d.name, d.name]) lines[word.split(" ")[0].toLowerCase()] = () => this.readLine(i);
    });
    const answers = { agree: () => this.reply(true), refuse: () => this.reply(false) };
    // The words in the player's language too ("同意"), as the help and the requests say them.
    answers[SAY.agree().toLowerCase()] = answers.agree;
    answers[SAY.refuse().toLowerCase()] = answers.refuse;
    return {
      ...lines,
      t: () => this.threatsThrough(),
      threats: () => this.threatsThrough(),
      w: () => this.threatsOnBoard(),
      l: () => this.lastMove(false),
      last: () => this.lastMove(false),
      h: () => this.speakHelp(),
      help: () => this.speakHelp(),
      b: () => this.focusCursor(),
      board: () => this.focusCursor(),
      ...answers,
    };
  }

  /** Answers the opponent's oldest open request. */
  reply(yes) {
    const [kind] = incoming(this.room);
    if (!kind) this.say(SAY.nothingToAnswer());
    else this.answer(kind, yes);
  }

  /** Plays `at` if the room would take it, else says why not; true when sent. */
  playAt(at) {
    const room = this.room;
    const geo = this.geo;
    const name = geo.name(at);
    const stone = room.stones.get(key(at));
    let why = null;
    if (room.you === null) why = SAY.watching();
    else if (room.status === "waiting") why = SAY.waiting();
    else if (room.status === "over") why = SAY.over();
    else if (room.toMove !== room.you) why = SAY.notYourTurn(playerName(room, room.toMove), room.toMove);
    else if (room.sent !== null) why = SAY.sent();
    else if (stone) why = SAY.taken(name, stone, pieceName(room.info));
    else if (forbidden(room, geo.points).some((p) => key(p) === key(at))) why = SAY.forbidden(name, room.toMove);
    else if (!room.legalImplied && room.legal.length > 0 && !legalPoints(room, geo.points).some((p) => key(p) === key(at))) {
      why = SAY.illegal(name);
    }
    if (why) {
      this.say(why);
      return false;
    }
    this.play(at);
    return true;
  }

  // ----- the text board's keys ---------------------------------------------------------------

  key(event) {
    const cell = event.target.closest?.("[data-point]");
    // Keys with a modifier are the browser's and the screen reader's (Ctrl+Home and Ctrl+End aside).
    const modified = event.altKey || event.metaKey || (event.ctrlKey && !["Home", "End"].includes(event.key));
    if (!cell || !this.geo || modified) return;
    const at = cell.dataset.point.split(",").map(Number);
    this.cursor = at;
    const handled = this.keyAt(event.key, at, event.ctrlKey);
    if (handled) event.preventDefault();
  }

  /** What a key on the text board does at the point `at`; false for a key it leaves alone. */
  keyAt(name, at, ctrl) {
    const step = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] }[name];
    if (step) {
      const next = [at[0] + step[0], at[1] + step[1]];
      if (this.cells.has(key(next))) this.moveTo(next, true);
      return true;
    }
    if (name === "Home" || name === "End") {
      const row = ctrl ? this.geo.points : this.geo.points.filter((p) => p[1] === at[1]);
      this.moveTo(name === "Home" ? row[0] : row[row.length - 1], true);
      return true;
    }
    if (name === "Enter" || name === " ") {
      this.playAt(at);
      return true;
    }
    const letter = name.length === 1 ? name.toUpperCase() : "";
    const line = LINE_KEYS.indexOf(letter);
    if (line >= 0) {
      this.readLine(line);
      return true;
    }
    const actions = {
      T: () => this.threatsThrough(),
      W: () => this.threatsOnBoard(),
      L: () => this.lastMove(true),
      M: () => this.input.focus(),
      H: () => this.speakHelp(),
      "?": () => this.speakHelp(),
    };
    const action = actions[letter];
    if (!action) return false;
    action();
    return true;
  }

  /** Moves the text board's cursor to `at`, and the focus with it when `focus`. */
  moveTo(at, focus) {
    const previous = this.cells.get(key(this.cursor ?? at));
    if (previous) previous.tabIndex = -1;
    this.cursor = at;
    const cell = this.cells.get(key(at));
    if (!cell) return;
    cell.tabIndex = 0;
    if (focus) cell.focus();
  }

  focusCursor() {
    this.moveTo(this.cursor, true);
  }

  // ----- reading -------------------------------------------------------------------------------

  /** What stands on a point: "H8, black." */
  pointText(at) {
    return this.cells.get(key(at))?.getAttribute("aria-label") ?? this.geo.name(at);
  }

  /** Says the line of direction `index` through the cursor: what stands on it, then its threats. */
  readLine(index) {
    const direction = this.geo.directions[index];
    if (!direction) {
      this.say(SAY.noLine());
      return;
    }
    const room = this.room;
    const geo = this.geo;
    const at = this.cursor;
    const line = lineThrough(geo.points, at, direction.step);
    const cells = line.map((p) => room.stones.get(key(p)) ?? null);
    const parts = [SAY.line(direction, geo.name(at)), this.contents(line, cells)];
    const row = rowToWin(room.info);
    if (row) {
      const threats = this.threatTexts(readLine(cells, row), line);
      parts.push(threats.length ? threats.join(" ") : SAY.noThreats());
    }
    parts.push(this.forbiddenOn(line));
    this.say(parts.filter(Boolean).join(" "));
  }

  /** A line's points in runs: "A8 to F8 empty; G8 and H8 black; I8 white; J8 to O8 empty." */
  contents(line, cells) {
    const runs = [];
    for (let i = 0; i < line.length; ) {
      let j = i;
      while (j + 1 < line.length && cells[j + 1] === cells[i]) j++;
      const what = cells[i] ? seatArg(cells[i]) : "empty";
      runs.push(SAY.run(this.geo.name(line[i]), this.geo.name(line[j]), j - i + 1, what));
      i = j + 1;
    }
    return SAY.runs(runs);
  }

  /** The forbidden points of a line, while the server tells them (renju's black to move). */
  forbiddenOn(line) {
    const banned = new Set(forbidden(this.room, this.geo.points).map(key));
    const here = line.filter((p) => banned.has(key(p)));
    if (here.length === 0) return "";
    return SAY.forbiddenOnLine(forbiddenSeat(this.room.info, this.room.options), SAY.list(here.map(this.geo.name)));
  }

  /** Sentences for what `readLine` found on `line`. */
  threatTexts(found, line) {
    return [...found.fives, ...found.fours, ...found.threes].map((f) => this.threatText(onPoints(f, line), this.geo));
  }

  /** One threat (on points) as a sentence. */
  threatText(threat, geo) {
    const names = (ps) => SAY.list(ps.map(geo.name));
    const either = (ps) => SAY.or(ps.map(geo.name));
    if (threat.wins) return (threat.wins.length > 1 ? SAY.openFour : SAY.four)(threat.side, names(threat.stones), either(threat.wins));
    if (threat.makes) return SAY.three(threat.side, names(threat.stones), either(threat.makes));
    return SAY.five(threat.side, names(threat.stones));
  }

  /** Says the threats on every line through the cursor. */
  threatsThrough() {
    const room = this.room;
    const geo = this.geo;
    const row = rowToWin(room.info);
    if (!row) {
      this.say(this.pointText(this.cursor));
      return;
    }
    const said = [];
    for (const d of geo.directions) {
      const line = lineThrough(geo.points, this.cursor, d.step);
      const texts = this.threatTexts(readLine(line.map((p) => room.stones.get(key(p)) ?? null), row), line);
      if (texts.length) said.push(SAY.lineThreats(d, texts.join(" ")));
    }
    const banned = this.forbiddenOn(geo.points.filter((p) => geo.directions.some((d) => onLine(p, this.cursor, d.step))));
    this.say([...said, banned].filter(Boolean).join(" ") || SAY.noThreatsThrough(geo.name(this.cursor)));
  }

  /** Says the threats on the whole board. */
  threatsOnBoard() {
    const room = this.room;
    const geo = this.geo;
    const row = rowToWin(room.info);
    if (!row) {
      this.say(SAY.noThreatsOnBoard());
      return;
    }
    const found = boardThreats(geo.points, geo.directions.map((d) => d.step), (p) => room.stones.get(key(p)) ?? null, row);
    const texts = [...found.fives, ...found.fours, ...found.threes].map((f) => this.threatText(f, geo));
    this.say(texts.join(" ") || SAY.noThreatsOnBoard());
  }

  /** Says the last move; on the text board the cursor goes there. */
  lastMove(focus) {
    const last = this.room.last;
    if (!last) {
      this.say(SAY.noLast());
      return;
    }
    if (last.pass || !last.at) {
      this.say(SAY.passed(seatArg(last.by)));
      return;
    }
    this.moveTo(last.at, focus);
    this.say(SAY.last(last.by, this.geo.name(last.at)));
  }

  /** Says the keys. */
  speakHelp() {
    this.say([SAY.helpIntro(), ...this.helpLines()].join(" "));
    return true;
  }
}

/** Whether `p` lies on the line through `at` going by `step`. */
function onLine(p, at, step) {
  const dx = p[0] - at[0];
  const dy = p[1] - at[1];
  return dx * step[1] - dy * step[0] === 0;
}
