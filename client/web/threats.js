// Lines of a board and the threats on them, for the page's play-by-ear mode (ear.js): the
// points of the line through a point, and on a line of cells the fives, fours and open threes of
// each side. Pure, tested in node (tests/web/unit.test.mjs); no words here, ear.js says them.
//
// The threats are read as freestyle five-in-a-row reads them: a *four* is four stones of a side
// in some five points in a row whose fifth is empty (one move makes five), an *open four* one
// that two points complete; an *open three* is three stones that one move turns into an open
// four (.XXXX. with both ends on the board and empty). Rules that count an overline or a closed
// five otherwise (exact five, caro) are not told apart: what is said is what a player looks at
// first, not a referee's verdict; the referee is the server.

import { key } from "./state.js";

/** The two sides, black first. */
const SIDES = ["black", "white"];

/**
 * The points of the line through `at` going by `step` ([dx, dy]), of the board's `points`, from
 * one end of the board to the other (the end `step` comes from first).
 */
export function lineThrough(points, at, step) {
  const on = new Set(points.map(key));
  let start = at;
  for (;;) {
    const back = [start[0] - step[0], start[1] - step[1]];
    if (!on.has(key(back))) break;
    start = back;
  }
  const line = [];
  for (let p = start; on.has(key(p)); p = [p[0] + step[0], p[1] + step[1]]) line.push(p);
  return line;
}

/** Every line of the board's `points` going by `step`, each from its first end. */
export function allLines(points, step) {
  const on = new Set(points.map(key));
  return points
    .filter((p) => !on.has(key([p[0] - step[0], p[1] - step[1]])))
    .map((p) => lineThrough(points, p, step))
    .filter((line) => line.length > 1);
}

/**
 * What stands on a line of `cells` ("black", "white" or null for empty, in order) for a game of
 * `row` in a row: `{fives, fours, threes}`, each a list for both sides, black first, of
 * `{side, stones}` (indices into `cells`, ascending) with, for a four, `wins` (the empty points
 * that make five; two for an open four) and, for an open three, `makes` (the empty points that
 * make it an open four).
 */
export function readLine(cells, row = 5) {
  const found = { fives: [], fours: [], threes: [] };
  for (const side of SIDES) {
    const done = fives(cells, side, row);
    // Stones of a five are the five, not also a four or a three inside it.
    const inFive = new Set(done.flatMap((f) => f.stones));
    const fresh = (t) => t.stones.some((i) => !inFive.has(i));
    found.fives.push(...done);
    found.fours.push(...fours(cells, side, row).filter(fresh));
    found.threes.push(...threes(cells, side, row).filter(fresh));
  }
  return found;
}

/** The runs of `row` or more stones of `side`. */
function fives(cells, side, row) {
  const runs = [];
  let from = null;
  for (let i = 0; i <= cells.length; i++) {
    if (i < cells.length && cells[i] === side) {
      if (from === null) from = i;
      continue;
    }
    if (from !== null && i - from >= row) runs.push({ side, stones: range(from, i) });
    from = null;
  }
  return runs;
}

/**
 * The fours of `side`: every `row` points in a row holding `row - 1` of its stones and one empty
 * point, grouped by their stones (the same four stones completed at either end are one open
 * four). A window that is already five is left out.
 */
function fours(cells, side, row) {
  const groups = new Map();
  for (let i = 0; i + row <= cells.length; i++) {
    const window = range(i, i + row);
    if (window.some((j) => cells[j] !== side && cells[j] !== null)) continue;
    const stones = window.filter((j) => cells[j] === side);
    if (stones.length !== row - 1) continue;
    const win = window.find((j) => cells[j] === null);
    const id = stones.join(",");
    if (!groups.has(id)) groups.set(id, { side, stones, wins: [] });
    const group = groups.get(id);
    if (!group.wins.includes(win)) group.wins.push(win);
  }
  return [...groups.values()];
}

/**
 * The open threes of `side`: the stones that one more stone on an empty point turns into an open
 * four (`row - 1` in a row with an empty point, on the board, at each end), grouped by their
 * stones with the points that do it.
 */
function threes(cells, side, row) {
  const groups = new Map();
  const length = row - 1;
  for (let q = 0; q < cells.length; q++) {
    if (cells[q] !== null) continue;
    const after = cells.slice();
    after[q] = side;
    for (let i = q - length + 1; i <= q; i++) {
      const before = i - 1;
      const beyond = i + length;
      if (before < 0 || beyond >= cells.length) continue;
      if (after[before] !== null || after[beyond] !== null) continue;
      const run = range(i, i + length);
      if (run.some((j) => after[j] !== side)) continue;
      const stones = run.filter((j) => j !== q);
      const id = stones.join(",");
      if (!groups.has(id)) groups.set(id, { side, stones, makes: [] });
      const group = groups.get(id);
      if (!group.makes.includes(q)) group.makes.push(q);
    }
  }
  return [...groups.values()];
}

/** The whole numbers from `from` up to, not including, `to`. */
function range(from, to) {
  return Array.from({ length: Math.max(0, to - from) }, (_, i) => from + i);
}

/**
 * The threats of a whole board: every line of every direction in `steps` read with `readLine`,
 * with indices turned into points. `stoneAt(p)` says what stands on a point.
 */
export function boardThreats(points, steps, stoneAt, row = 5) {
  const all = { fives: [], fours: [], threes: [] };
  for (const step of steps) {
    for (const line of allLines(points, step)) {
      const found = readLine(line.map(stoneAt), row);
      for (const kind of Object.keys(all)) all[kind].push(...found[kind].map((t) => onPoints(t, line)));
    }
  }
  return all;
}

/** A threat read on a line (indices), with its indices turned into the line's points. */
export function onPoints(threat, line) {
  const out = { side: threat.side, stones: threat.stones.map((i) => line[i]) };
  if (threat.wins) out.wins = threat.wins.map((i) => line[i]);
  if (threat.makes) out.makes = threat.makes.map((i) => line[i]);
  return out;
}
