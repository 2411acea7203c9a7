// The boards, drawn in SVG. `geometry(game, options)` says where every point is and how the
// board is drawn (pure, tested in node); `Board` draws one and keeps it in step with the room.
//
// Every point is a `<g data-point="x,y">` (hex: "q,r") with an aria-label, holding a
// transparent hit area (so a tap anywhere near the point plays it), the stone, and markers
// (last move, legal hint, renju's forbidden cross, the winning line).

import { s } from "./dom.js";
import { key, forbidden, legalPoints, myTurn } from "./state.js";

/** The side of one square or grid step, in SVG units (the SVG scales to fit anyway). */
const CELL = 40;
const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** The board's size for a game and its options (the server's defaults when left out). */
export function boardSize(game, options = {}) {
  switch (game) {
    case "reversi":
      return 8;
    case "nogo":
      return options.size ?? 9;
    case "hex_gomoku":
      return options.size ?? 8;
    default:
      return options.size ?? 15;
  }
}

/** Star points of a Go-style grid of `n` lines: the corners' 3-3 (or 2-2) points and the centre. */
function starPoints(n) {
  if (n < 7) return [];
  const d = n >= 13 ? 3 : 2;
  const far = n - 1 - d;
  const stars = [
    [d, d],
    [far, d],
    [d, far],
    [far, far],
  ];
  const mid = (n - 1) / 2;
  if (n % 2 === 1) {
    stars.push([mid, mid]);
    if (n >= 19) stars.push([mid, d], [mid, far], [d, mid], [far, mid]);
  }
  return stars;
}

/**
 * Where everything goes on the board of `game` with `options`:
 * `{game, shape, size, points, width, height, pos(p), radius, lines, stars, labels, name(p)}`.
 * `pos` maps a point to SVG coordinates; `lines` are [x1, y1, x2, y2]; `labels` {x, y, text}.
 */
export function geometry(game, options = {}) {
  const size = boardSize(game, options);
  if (game === "hex_gomoku") return hexGeometry(size);
  if (game === "reversi") return squaresGeometry(size);
  return gridGeometry(game, size);
}

/** Gomoku and NoGo: stones on the intersections of an n x n grid; rows counted from the bottom. */
function gridGeometry(game, n) {
  const margin = CELL * 1.25;
  const pos = (p) => [margin + p[0] * CELL, margin + p[1] * CELL];
  const points = [];
  for (let y = 0; y < n; y++) for (let x = 0; x < n; x++) points.push([x, y]);
  const end = margin + (n - 1) * CELL;
  const lines = [];
  for (let i = 0; i < n; i++) {
    const c = margin + i * CELL;
    lines.push([margin, c, end, c], [c, margin, c, end]);
  }
  const labels = [];
  const off = CELL * 0.8;
  for (let i = 0; i < n; i++) {
    const c = margin + i * CELL;
    const column = LETTERS[i];
    const row = String(n - i);
    labels.push(
      { x: c, y: margin - off, text: column },
      { x: c, y: end + off, text: column },
      { x: margin - off, y: c, text: row },
      { x: end + off, y: c, text: row },
    );
  }
  return {
    game,
    shape: "grid",
    size: n,
    points,
    width: end + margin,
    height: end + margin,
    pos,
    radius: CELL * 0.46,
    lines,
    frame: [margin, margin, end - margin, end - margin],
    stars: starPoints(n).map(pos),
    labels,
    name: (p) => `${LETTERS[p[0]]}${n - p[1]}`,
  };
}

/** Reversi: discs in the squares of an 8 x 8 board; a1 is the top left, as in Othello notation. */
function squaresGeometry(n) {
  const margin = CELL * 0.8;
  const pos = (p) => [margin + (p[0] + 0.5) * CELL, margin + (p[1] + 0.5) * CELL];
  const points = [];
  for (let y = 0; y < n; y++) for (let x = 0; x < n; x++) points.push([x, y]);
  const end = margin + n * CELL;
  const lines = [];
  for (let i = 0; i <= n; i++) {
    const c = margin + i * CELL;
    lines.push([margin, c, end, c], [c, margin, c, end]);
  }
  const labels = [];
  const off = CELL * 0.42;
  for (let i = 0; i < n; i++) {
    const c = margin + (i + 0.5) * CELL;
    labels.push(
      { x: c, y: margin - off, text: LETTERS[i].toLowerCase() },
      { x: c, y: end + off, text: LETTERS[i].toLowerCase() },
      { x: margin - off, y: c, text: String(i + 1) },
      { x: end + off, y: c, text: String(i + 1) },
    );
  }
  const q = n / 4;
  const stars = [
    [q, q],
    [n - q, q],
    [q, n - q],
    [n - q, n - q],
  ].map(([x, y]) => [margin + x * CELL, margin + y * CELL]);
  return {
    game: "reversi",
    shape: "squares",
    size: n,
    points,
    width: end + margin,
    height: end + margin,
    pos,
    radius: CELL * 0.4,
    lines,
    frame: [margin, margin, n * CELL, n * CELL],
    stars,
    labels,
    name: (p) => `${LETTERS[p[0]].toLowerCase()}${p[1] + 1}`,
  };
}

/** The three line directions of the hexagonal board, in axial coordinates. */
export const HEX_DIRECTIONS = [
  [1, 0],
  [0, 1],
  [1, -1],
];

/** Hex gomoku: a hexagon of `s` points a side on a triangular mesh, axial [q, r], centre [0, 0]. */
function hexGeometry(side) {
  const k = side - 1;
  const inside = (q, r) => Math.max(Math.abs(q), Math.abs(r), Math.abs(q + r)) <= k;
  const h = (CELL * Math.sqrt(3)) / 2;
  const margin = CELL * 1.1;
  const cx = margin + k * CELL;
  const cy = margin + k * h;
  const pos = (p) => [cx + CELL * (p[0] + p[1] / 2), cy + h * p[1]];
  const points = [];
  for (let r = -k; r <= k; r++) for (let q = -k; q <= k; q++) if (inside(q, r)) points.push([q, r]);
  const lines = [];
  for (const [dq, dr] of HEX_DIRECTIONS) {
    for (const p of points) {
      // A line starts at a point with no neighbour behind it, and runs to the edge.
      if (inside(p[0] - dq, p[1] - dr)) continue;
      let e = p;
      while (inside(e[0] + dq, e[1] + dr)) e = [e[0] + dq, e[1] + dr];
      if (e !== p) lines.push([...pos(p), ...pos(e)]);
    }
  }
  // Rows (r) are numbered at their left ends, the q lines at their bottom ends: the two sets
  // of ends lie on different edges of the hexagon, so the numbers never crowd each other.
  const labels = [];
  for (let r = -k; r <= k; r++) {
    const qmin = Math.max(-k, -k - r);
    const [x, y] = pos([qmin - 0.62, r]);
    labels.push({ x, y, text: String(r) });
  }
  for (let q = -k; q <= k; q++) {
    const rmax = Math.min(k, k - q);
    const [x, y] = pos([q, rmax + 0.62]);
    labels.push({ x, y, text: String(q) });
  }
  return {
    game: "hex_gomoku",
    shape: "hex",
    size: side,
    points,
    width: 2 * cx,
    height: 2 * cy,
    pos,
    radius: CELL * 0.44,
    lines,
    frame: null,
    stars: [pos([0, 0])],
    labels,
    name: (p) => `${p[0]},${p[1]}`,
  };
}

/** The names of the games, for people. */
export const GAME_NAMES = {
  gomoku: "Gomoku",
  reversi: "Reversi",
  nogo: "NoGo",
  hex_gomoku: "Hex gomoku",
};

/** A short description of a game's options, e.g. "15×15, renju". */
export function describeOptions(game, options = {}) {
  const n = boardSize(game, options);
  switch (game) {
    case "gomoku":
      return `${n}×${n}, ${options.rule ?? "freestyle"}`;
    case "nogo":
      return options.center_first_forbidden === false ? `${n}×${n}, centre open` : `${n}×${n}`;
    case "hex_gomoku":
      return `${n} a side`;
    default:
      return `${n}×${n}`;
  }
}

/**
 * The neighbour of `p` one step in the direction of an arrow key, or null. On the hex board
 * up and down follow the q = constant line (up-left, down-right); left and right stay in the row.
 */
function arrowStep(p, keyName) {
  const steps = {
    ArrowLeft: [-1, 0],
    ArrowRight: [1, 0],
    ArrowUp: [0, -1],
    ArrowDown: [0, 1],
  };
  const d = steps[keyName];
  if (!d) return null;
  return [p[0] + d[0], p[1] + d[1]];
}

/** One board on the page: built once per game and options, then updated in place. */
export class Board {
  /**
   * `container`: the element to draw in. `onPlay(point)`: called when the player clicks, taps
   * or presses Enter on a point.
   */
  constructor(container, onPlay) {
    this.container = container;
    this.onPlay = onPlay;
    this.geo = null;
    this.signature = null;
    this.elements = new Map();
    this.seenSeq = null;
    this.focusKey = null;
  }

  /**
   * Draws `room`; `hints`: whether to show the legal points when it is the viewer's turn;
   * `chosen`: the key of the point picked for the next move and not yet played (tap-twice
   * mode), drawn as a faint stone of the viewer's colour, or null. `marks` (a replay): `best`,
   * the engine's better move to draw as a ring, `line`, a missed win's points to dot, and
   * `flipped`, the discs the last move turned, to outline.
   */
  update(room, hints, chosen = null, marks = {}) {
    const signature = `${room.code}|${room.gameId}|${room.game}|${JSON.stringify(room.options)}`;
    if (signature !== this.signature) {
      this.build(room);
      this.signature = signature;
      this.seenSeq = room.last?.seq ?? null;
    }
    const geo = this.geo;
    const mine = myTurn(room);
    const legal = new Set(legalPoints(room, geo.points).map(key));
    const banned = new Set(forbidden(room, geo.points).map(key));
    const line = new Set(room.line.map(key));
    const last = room.last;
    const lastKey = last?.at ? key(last.at) : null;
    const animate = last && last.seq !== this.seenSeq && last.seq > 0;
    const flipped = new Set(animate ? last.flipped.map(key) : []);
    const best = marks.best ? key(marks.best) : null;
    const missed = new Set((marks.line ?? []).map(key));
    const turned = new Set((marks.flipped ?? []).map(key));
    this.seenSeq = last?.seq ?? null;

    this.svg.classList.toggle("my-turn", mine);
    this.svg.classList.toggle("hints", hints && mine);
    for (const p of geo.points) {
      const k = key(p);
      const el = this.elements.get(k);
      const stone = room.stones.get(k) ?? null;
      const isLegal = mine && legal.has(k) && !stone;
      const isBanned = banned.has(k);
      el.classList.toggle("black", stone === "black");
      el.classList.toggle("white", stone === "white");
      el.classList.toggle("legal", isLegal);
      el.classList.toggle("forbidden", isBanned);
      el.classList.toggle("last", k === lastKey);
      el.classList.toggle("win", line.has(k));
      el.classList.toggle("best", k === best);
      el.classList.toggle("missed", missed.has(k) && k !== best);
      el.classList.toggle("turned", turned.has(k));
      const isChosen = k === chosen && !stone;
      el.classList.toggle("chosen", isChosen);
      el.classList.toggle("chosen-black", isChosen && room.you === "black");
      el.classList.toggle("chosen-white", isChosen && room.you === "white");
      if (flipped.has(k)) {
        el.classList.remove("flip-to-black", "flip-to-white");
        // Reading the layout restarts the animation when the same disc turns twice in a row.
        void el.getBoundingClientRect();
        el.classList.add(`flip-to-${stone}`);
      }
      if (animate && k === lastKey) {
        el.classList.remove("placed");
        void el.getBoundingClientRect();
        el.classList.add("placed");
      }
      const parts = [geo.name(p)];
      parts.push(stone ? `${stone} ${room.game === "reversi" ? "disc" : "stone"}` : "empty");
      if (k === lastKey) parts.push("last move");
      if (line.has(k)) parts.push("winning line");
      if (turned.has(k)) parts.push("turned by the last move");
      if (k === best) parts.push("the engine's better move");
      else if (missed.has(k)) parts.push("on the missed win");
      if (isBanned) parts.push("forbidden for black");
      else if (isLegal) parts.push("legal move");
      if (isChosen) parts.push("chosen, press again to play");
      el.setAttribute("aria-label", parts.join(", "));
    }
    this.drawWinLine(room.line);
  }

  build(room) {
    const geo = geometry(room.game, room.options);
    this.geo = geo;
    this.elements.clear();
    const r = geo.radius;
    const svg = s("svg", {
      class: `board board-${geo.shape}`,
      viewBox: `0 0 ${geo.width.toFixed(1)} ${geo.height.toFixed(1)}`,
      role: "group",
      "aria-label": `${GAME_NAMES[room.game] ?? room.game} board, ${describeOptions(room.game, room.options)}`,
    });
    svg.append(s("rect", { class: "board-bg", x: 0, y: 0, width: geo.width, height: geo.height, rx: 10 }));
    if (geo.shape === "hex") {
      // The hexagon's outline, slightly outside the outer points.
      const k = geo.size - 1;
      const corners = [
        [k, -k],
        [k, 0],
        [0, k],
        [-k, k],
        [-k, 0],
        [0, -k],
      ].map((c) => geo.pos(c));
      const [cx, cy] = geo.pos([0, 0]);
      const grow = (CELL * 0.7) / (k * CELL);
      const pts = corners
        .map(([x, y]) => `${(x + (x - cx) * grow).toFixed(1)},${(y + (y - cy) * grow).toFixed(1)}`)
        .join(" ");
      svg.append(s("polygon", { class: "board-face", points: pts }));
    } else {
      const [x, y, w, hgt] = geo.frame;
      const pad = geo.shape === "grid" ? CELL * 0.55 : 0;
      svg.append(
        s("rect", { class: "board-face", x: x - pad, y: y - pad, width: w + 2 * pad, height: hgt + 2 * pad, rx: 4 }),
      );
    }
    const lines = s("g", { class: "lines", "aria-hidden": "true" });
    for (const [x1, y1, x2, y2] of geo.lines) {
      lines.append(s("line", { x1: x1.toFixed(1), y1: y1.toFixed(1), x2: x2.toFixed(1), y2: y2.toFixed(1) }));
    }
    svg.append(lines);
    const stars = s("g", { class: "stars", "aria-hidden": "true" });
    for (const [x, y] of geo.stars) {
      stars.append(s("circle", { cx: x.toFixed(1), cy: y.toFixed(1), r: geo.shape === "squares" ? 3.5 : 4 }));
    }
    svg.append(stars);
    const labels = s("g", { class: "coords", "aria-hidden": "true" });
    for (const l of geo.labels) {
      labels.append(s("text", { x: l.x.toFixed(1), y: l.y.toFixed(1), text: l.text }));
    }
    svg.append(labels);

    const points = s("g", { class: "points" });
    for (const p of geo.points) {
      const [x, y] = geo.pos(p).map((v) => v.toFixed(1));
      const k = key(p);
      const g = s(
        "g",
        { class: "pt", "data-point": k, role: "button", tabindex: -1, transform: `translate(${x} ${y})` },
        s("circle", { class: "hit", r: (CELL * 0.5).toFixed(1) }),
        s("circle", { class: "hint", r: (r * 0.28).toFixed(1) }),
        s("circle", { class: "stone", r: r.toFixed(1) }),
        s("circle", { class: "ring", r: (r + 3).toFixed(1) }),
        s("circle", { class: "mark", r: (r * 0.3).toFixed(1) }),
        s("path", {
          class: "cross",
          d: `M${-r * 0.35},${-r * 0.35}L${r * 0.35},${r * 0.35}M${r * 0.35},${-r * 0.35}L${-r * 0.35},${r * 0.35}`,
        }),
      );
      this.elements.set(k, g);
      points.append(g);
    }
    svg.append(points);
    this.winLine = s("line", { class: "win-line", "aria-hidden": "true" });
    svg.append(this.winLine);

    svg.addEventListener("click", (event) => {
      const target = event.target.closest?.("[data-point]");
      if (target) this.play(target);
    });
    svg.addEventListener("keydown", (event) => this.key(event));
    this.svg = svg;
    this.container.replaceChildren(svg);
    // One point takes part in the tab order (the centre); arrows move from there.
    const centre = geo.points[Math.floor(geo.points.length / 2)];
    this.focus(key(centre), false);
  }

  play(el) {
    const [a, b] = el.dataset.point.split(",").map(Number);
    this.focus(el.dataset.point, false);
    this.onPlay([a, b]);
  }

  focus(k, move) {
    const previous = this.elements.get(this.focusKey);
    if (previous) previous.setAttribute("tabindex", "-1");
    const el = this.elements.get(k);
    if (!el) return;
    el.setAttribute("tabindex", "0");
    this.focusKey = k;
    if (move) el.focus();
  }

  key(event) {
    const el = event.target.closest?.("[data-point]");
    if (!el) return;
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      this.play(el);
      return;
    }
    const p = el.dataset.point.split(",").map(Number);
    const next = arrowStep(p, event.key);
    if (next && this.elements.has(key(next))) {
      event.preventDefault();
      this.focus(key(next), true);
    }
  }

  drawWinLine(line) {
    if (!line || line.length < 2) {
      this.winLine.classList.remove("shown");
      return;
    }
    // The two ends of the row are the two points farthest apart.
    let best = [line[0], line[0]];
    let far = -1;
    for (const a of line) {
      for (const b of line) {
        const [ax, ay] = this.geo.pos(a);
        const [bx, by] = this.geo.pos(b);
        const d = (ax - bx) ** 2 + (ay - by) ** 2;
        if (d > far) {
          far = d;
          best = [a, b];
        }
      }
    }
    const [x1, y1] = this.geo.pos(best[0]);
    const [x2, y2] = this.geo.pos(best[1]);
    this.winLine.setAttribute("x1", x1.toFixed(1));
    this.winLine.setAttribute("y1", y1.toFixed(1));
    this.winLine.setAttribute("x2", x2.toFixed(1));
    this.winLine.setAttribute("y2", y2.toFixed(1));
    this.winLine.classList.add("shown");
  }
}
