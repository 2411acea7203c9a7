// The boards' geometry: where every point of a board is drawn, what each point is called, and
// the words for a board's size. The catalogue (catalogue.js) says which kind of board a game is
// played on (`board`: "points", "squares" or "hexagon"); this file is the one place that knows
// what each kind looks like, so that a game on a known kind of board needs no change here. Pure,
// tested in node.

import { t } from "./i18n.js";

/** The side of one square or grid step, in SVG units (the SVG scales to fit anyway). */
export const CELL = 40;
const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/**
 * Each kind of board: its geometry for a size, and its size in words, as the create form offers
 * it (`label`: "15 × 15", "8 points a side") and in a room's few words (`words`: "15×15", "8 a
 * side").
 */
const BOARDS = {
  points: { geometry: gridGeometry, label: (n) => `${n} × ${n}`, words: (n) => `${n}×${n}` },
  squares: { geometry: squaresGeometry, label: (n) => `${n} × ${n}`, words: (n) => `${n}×${n}` },
  hexagon: {
    geometry: hexGeometry,
    label: (n) => t("board-size-hex-label", { size: n }),
    words: (n) => t("board-size-hex-words", { size: n }),
  },
};

/** Whether this page can draw a board of this kind (a game on another is left out). */
export function drawable(board) {
  return Object.hasOwn(BOARDS, board);
}

/** A size as the create form offers it: "15 × 15", "8 points a side". */
export function sizeLabel(board, n) {
  return drawable(board) ? BOARDS[board].label(n) : String(n);
}

/** A size in a room's few words: "15×15", "8 a side". */
export function sizeWords(board, n) {
  return drawable(board) ? BOARDS[board].words(n) : String(n);
}

/**
 * Where everything goes on a board of kind `board` with `size` (points a side, or lines):
 * `{shape, size, points, width, height, pos(p), radius, face, lines, stars, starRadius, labels,
 * name(p)}`. `pos` maps a point to SVG coordinates; `face` is the board's surface, `{rect: [x, y,
 * width, height]}` or `{polygon: [[x, y], ...]}`; `lines` are [x1, y1, x2, y2]; `labels` {x, y,
 * text}; `name` names a point as the board's labels do, `columnName(x)` and `rowName(y)` a
 * column and a row of the text board (ear.js); `directions` are the lines through a point, each
 * `{step, name}`. Null for a kind this page cannot draw.
 */
export function geometry(board, size) {
  return drawable(board) ? BOARDS[board].geometry(size) : null;
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
 * A line through a point: its `step`, its `id` and its `name` for people, in the language in use
 * when it is read ("row", "column"...).
 */
function direction(step, id) {
  return {
    step,
    id,
    get name() {
      return DIRECTION_NAMES[id]();
    },
  };
}

/** The names of the lines through a point, by id. */
const DIRECTION_NAMES = {
  row: () => t("board-direction-row"),
  column: () => t("board-direction-column"),
  diagonal: () => t("board-direction-diagonal"),
  "anti-diagonal": () => t("board-direction-anti-diagonal"),
  "q line": () => t("board-direction-q-line"),
  "third line": () => t("board-direction-third-line"),
};

/**
 * The lines through a point of a square board, each a `step` and its name, in the order a
 * player reads them: the row left to right, the column upwards (its numbers rising), the
 * diagonal from top left to bottom right, the other from bottom left to top right.
 */
const SQUARE_DIRECTIONS = [
  direction([1, 0], "row"),
  direction([0, -1], "column"),
  direction([1, 1], "diagonal"),
  direction([1, -1], "anti-diagonal"),
];

/**
 * The point of `geo` (a `geometry`) that `text` names as the board's labels do, or null: "h8",
 * "H8", " h 8 ", "0,-3" and "0 -3" alike (letters and whole numbers are compared, case and
 * what stands between them aside).
 */
export function pointByName(geo, text) {
  const words = (s) =>
    (String(s).toLowerCase().match(/[a-z]+|-?\d+/g) ?? []).map((w) => (/\d/.test(w) ? String(Number(w)) : w)).join(" ");
  const wanted = words(text);
  if (!wanted) return null;
  return geo.points.find((p) => words(geo.name(p)) === wanted) ?? null;
}

/** Stones on the intersections of an n x n grid; columns lettered, rows counted from the bottom. */
function gridGeometry(n) {
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
  const pad = CELL * 0.55;
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
    shape: "grid",
    size: n,
    points,
    width: end + margin,
    height: end + margin,
    pos,
    radius: CELL * 0.46,
    lines,
    // The wood reaches a little past the outer lines, so that an edge stone sits on it.
    face: { rect: [margin - pad, margin - pad, end - margin + 2 * pad, end - margin + 2 * pad] },
    stars: starPoints(n).map(pos),
    starRadius: 4,
    labels,
    name: (p) => `${LETTERS[p[0]]}${n - p[1]}`,
    columnName: (x) => LETTERS[x],
    rowName: (y) => String(n - y),
    directions: SQUARE_DIRECTIONS,
  };
}

/** Discs in the squares of an n x n board; a1 is the top left, as in Othello notation. */
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
    shape: "squares",
    size: n,
    points,
    width: end + margin,
    height: end + margin,
    pos,
    radius: CELL * 0.4,
    lines,
    face: { rect: [margin, margin, n * CELL, n * CELL] },
    stars,
    starRadius: 3.5,
    labels,
    name: (p) => `${LETTERS[p[0]].toLowerCase()}${p[1] + 1}`,
    columnName: (x) => LETTERS[x].toLowerCase(),
    rowName: (y) => String(y + 1),
    directions: SQUARE_DIRECTIONS.map((d) => (d.id === "column" ? direction([0, 1], d.id) : d)),
  };
}

/** The three line directions of the hexagonal board, in axial coordinates. */
const HEX_DIRECTIONS = [
  [1, 0],
  [0, 1],
  [1, -1],
];

/** The hexagon's outline, slightly outside its outer points (`k`: the steps from the centre to a corner). */
function hexOutline(k, pos) {
  const [cx, cy] = pos([0, 0]);
  const grow = 0.7 / k;
  return [
    [k, -k],
    [k, 0],
    [0, k],
    [-k, k],
    [-k, 0],
    [0, -k],
  ].map((c) => {
    const [x, y] = pos(c);
    return [x + (x - cx) * grow, y + (y - cy) * grow];
  });
}

/** A hexagon of `side` points a side on a triangular mesh, axial [q, r], centre [0, 0]. */
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
    shape: "hex",
    size: side,
    points,
    width: 2 * cx,
    height: 2 * cy,
    pos,
    radius: CELL * 0.44,
    lines,
    face: { polygon: hexOutline(k, pos) },
    stars: [pos([0, 0])],
    starRadius: 4,
    labels,
    name: (p) => `${p[0]},${p[1]}`,
    columnName: (q) => `q ${q}`,
    rowName: (r) => `r ${r}`,
    directions: [
      direction(HEX_DIRECTIONS[0], "row"),
      direction(HEX_DIRECTIONS[1], "q line"),
      direction(HEX_DIRECTIONS[2], "third line"),
    ],
  };
}
