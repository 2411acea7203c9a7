// The play-by-ear mode's pure parts, without a browser: the lines through a point and the
// threats on a line (client/web/threats.js), a typed point read as the board names it
// (geometry.js `pointByName`), and the catalogue's games won by a row (catalogue.js `rowToWin`).

import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";

import "./english.mjs";
import { allLines, boardThreats, lineThrough, readLine } from "../../client/web/threats.js";
import { geometry, pointByName } from "../../client/web/geometry.js";
import { gameInfo, rowToWin } from "../../client/web/catalogue.js";
import { key } from "../../client/web/state.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const CATALOGUE = JSON.parse(readFileSync(join(root, "protocol", "tests", "fixtures", "server", "welcome.games.json"), "utf8")).games;

/** A line written as text: X black, O white, anything else empty. */
function cells(text) {
  return [...text].map((c) => (c === "X" ? "black" : c === "O" ? "white" : null));
}

/** What `readLine` finds, in short: "four black 1,2,3,4 wins 0,5" lines, sorted. */
function found(text) {
  const r = readLine(cells(text));
  const out = [
    ...r.fives.map((t) => `five ${t.side} ${t.stones}`),
    ...r.fours.map((t) => `four ${t.side} ${t.stones} wins ${[...t.wins].sort((a, b) => a - b)}`),
    ...r.threes.map((t) => `three ${t.side} ${t.stones} makes ${[...t.makes].sort((a, b) => a - b)}`),
  ];
  return out.sort();
}

test("a four is four stones that one move makes five; an open four has two such moves", () => {
  assert.deepEqual(found("..XXXX.."), ["four black 2,3,4,5 wins 1,6"]);
  assert.deepEqual(found("OXXXX.."), ["four black 1,2,3,4 wins 5"]);
  assert.deepEqual(found("X.XXX"), ["four black 0,2,3,4 wins 1"]);
  assert.deepEqual(found("XX.XX"), ["four black 0,1,3,4 wins 2"]);
  // Two fours of one side on one line, sharing no point.
  assert.deepEqual(found("X.XXX.X"), ["four black 0,2,3,4 wins 1", "four black 2,3,4,6 wins 5"]);
  assert.deepEqual(found("OXXXXO"), [], "a four closed at both ends is nothing");
  assert.deepEqual(found(".OOOO"), ["four white 1,2,3,4 wins 0"]);
});

test("an open three is three stones that one move makes an open four", () => {
  assert.deepEqual(found("...XXX..."), ["three black 3,4,5 makes 2,6"]);
  assert.deepEqual(found(".X.XX."), ["three black 1,3,4 makes 2"]);
  assert.deepEqual(found("O.XXX.."), ["three black 2,3,4 makes 5"], "open on one side only through the far end");
  assert.deepEqual(found("OXXX..."), [], "a three closed at one end cannot become an open four");
  assert.deepEqual(found(".XXX."), [], "a five-point line holds no open four");
  assert.deepEqual(found("..XXX.X.."), ["four black 2,3,4,6 wins 5", "three black 2,3,4 makes 1"]);
  assert.deepEqual(found("..OOO..XX.."), ["three white 2,3,4 makes 1,5"]);
});

test("a five is said as five, not as a four", () => {
  assert.deepEqual(found(".XXXXX."), ["five black 1,2,3,4,5"]);
  assert.deepEqual(found("XXXXXX"), ["five black 0,1,2,3,4,5"]);
});

test("the lines through a point run from edge to edge, as the board's directions say", () => {
  const geo = geometry("points", 15);
  const name = (ps) => ps.map(geo.name).join(" ");
  const h8 = pointByName(geo, "H8");
  const [row, column, diagonal, anti] = geo.directions.map((d) => lineThrough(geo.points, h8, d.step));
  assert.equal(name(row), "A8 B8 C8 D8 E8 F8 G8 H8 I8 J8 K8 L8 M8 N8 O8");
  assert.equal(name(column), "H1 H2 H3 H4 H5 H6 H7 H8 H9 H10 H11 H12 H13 H14 H15");
  assert.equal(diagonal.length, 15);
  assert.equal(name([diagonal[0], diagonal.at(-1)]), "A15 O1");
  assert.equal(name([anti[0], anti.at(-1)]), "A1 O15");
  assert.equal(name(lineThrough(geo.points, pointByName(geo, "B14"), [1, 1])), "A15 B14 C13 D12 E11 F10 G9 H8 I7 J6 K5 L4 M3 N2 O1");
  // Every line of a direction once: 15 rows; 2 x 15 - 1 diagonals, less the two corners' single points.
  assert.equal(allLines(geo.points, [1, 0]).length, 15);
  assert.equal(allLines(geo.points, [1, 1]).length, 27);
  // The hexagon has three directions, each line across it.
  const hex = geometry("hexagon", 5);
  assert.equal(hex.directions.length, 3);
  for (const d of hex.directions) assert.equal(lineThrough(hex.points, [0, 0], d.step).length, 9);
});

test("the threats of a whole board are found on every line, each once", () => {
  const geo = geometry("points", 15);
  const stones = new Map();
  for (const n of ["G8", "H8", "I8", "J8"]) stones.set(key(pointByName(geo, n)), "black");
  for (const n of ["K6", "K7", "K9"]) stones.set(key(pointByName(geo, n)), "white");
  const all = boardThreats(geo.points, geo.directions.map((d) => d.step), (p) => stones.get(key(p)) ?? null);
  const names = (ps) => ps.map(geo.name).join(" ");
  assert.deepEqual(all.fours.map((t) => `${t.side} ${names(t.stones)} wins ${names(t.wins)}`), ["black G8 H8 I8 J8 wins F8 K8"]);
  assert.deepEqual(all.threes.map((t) => `${t.side} ${names(t.stones)} makes ${names(t.makes)}`), ["white K6 K7 K9 makes K8"]);
  assert.deepEqual(all.fives, []);
});

test("a typed point is read as the board names it, in any case and spacing", () => {
  const geo = geometry("points", 15);
  for (const typed of ["h8", "H8", " h 8 ", "H08"]) assert.deepEqual(pointByName(geo, typed), [7, 7], typed);
  assert.deepEqual(pointByName(geo, "a15"), [0, 0]);
  assert.deepEqual(pointByName(geo, "O1"), [14, 14]);
  for (const typed of ["p8", "h16", "h0", "88", "hh", "", "8h"]) assert.equal(pointByName(geo, typed), null, typed);
  const squares = geometry("squares", 8);
  assert.deepEqual(pointByName(squares, "D3"), [3, 2]);
  const hex = geometry("hexagon", 8);
  for (const typed of ["0,-3", "0, -3", "0 -3"]) assert.deepEqual(pointByName(hex, typed), [0, -3], typed);
  assert.equal(pointByName(hex, "9,0"), null);
});

test("the catalogue's games won by a row are read from their summary", () => {
  const rows = Object.fromEntries(CATALOGUE.map((g) => [g.game, rowToWin(gameInfo(CATALOGUE, g.game))]));
  assert.deepEqual(rows, { gomoku: 5, reversi: null, nogo: null, hex_gomoku: 5 });
  assert.equal(rowToWin(null), null);
});
