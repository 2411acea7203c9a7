// The replay and the review display without a browser: the position at every ply of a record
// (client/web/replay.js) and the graph and marks of a review (client/web/review.js), checked by
// one data-driven `check` over the protocol's golden `game_record` and `review` fixtures and
// small records of every game.

import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";

import "./english.mjs";
import { recordFrom, positionAt, positionText, plyForKey, openingUpTo, optionsFromHere, summaryView, boardView } from "../../client/web/replay.js";
import { graphOf, marksOf, positionAtX, verdictAt, verdictWords, chanceText, markText } from "../../client/web/review.js";
import { boardGeometry } from "../../client/web/catalogue.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const fixture = (side, name) => JSON.parse(readFileSync(join(root, "protocol", "tests", "fixtures", side, `${name}.json`), "utf8"));
/** The server's catalogue: a record's game is read from it, as the page does. */
const CATALOGUE = fixture("server", "welcome.games").games;

/** The stones of a position as sorted "x,y:seat" strings, to compare whole boards. */
function board(position) {
  return [...position.stones].map(([k, seat]) => `${k}:${seat}`).sort();
}

/**
 * A record of `game` from moves written [by, x, y, changes?] (a pass: [by, "pass"]); `changes`
 * are an older server's `flipped` points, or `{changed}` as the server sends them now.
 */
function record(game, options, moves, extra = {}) {
  const move = ([by, x, y, changes]) => {
    if (x === "pass") return { by, pass: true };
    if (Array.isArray(changes)) return { by, at: [x, y], flipped: changes };
    return { by, at: [x, y], ...(changes ?? {}) };
  };
  const m = {
    type: "game_record",
    game,
    options,
    start: extra.start ?? { black: [], white: [] },
    result: extra.result,
    reason: extra.reason,
    line: extra.line,
    moves: moves.map(move),
  };
  return recordFrom(m, extra.catalogue ?? CATALOGUE);
}

const reversi = recordFrom(fixture("server", "game_record"), CATALOGUE);
const gomoku = recordFrom(fixture("server", "game_record.sgf"), CATALOGUE);
const nogo = record("nogo", { size: 9 }, [
  ["black", 2, 2],
  ["white", 6, 6],
  ["black", 2, 3],
]);
const hex = record("hex_gomoku", { size: 8 }, [
  ["black", 0, 0],
  ["white", 1, -1],
]);
const passing = record("reversi", {}, [["black", 3, 2, [[3, 3]]], ["white", "pass"], ["black", 5, 4, [[4, 4]]]], {
  start: { black: [[4, 3], [3, 4]], white: [[3, 3], [4, 4]] },
});
/** A game the catalogue says takes pieces off, replayed by its record's `changed` alone. */
const capturing = record(
  "capture_go",
  { size: 9 },
  [
    ["black", 2, 2],
    ["white", 2, 3],
    ["black", 3, 3, { changed: [{ at: [2, 3], stone: null }] }],
  ],
  { catalogue: [{ ...CATALOGUE.find((g) => g.game === "nogo"), game: "capture_go", title: "Capture go", changes: "captures" }] },
);
const review = fixture("server", "review");

/**
 * Each case: what to look at and what it must be. `board` lists the whole board; the other keys
 * are compared one by one.
 */
const CASES = [
  // Reversi: the start has four discs; a move puts one down and turns its flips.
  { name: "reversi start", record: reversi, ply: 0, board: ["3,3:white", "3,4:black", "4,3:black", "4,4:white"], toMove: "black", counts: { black: 2, white: 2 }, last: null },
  { name: "reversi move 1 turns d4", record: reversi, ply: 1, board: ["3,2:black", "3,3:black", "3,4:black", "4,3:black", "4,4:white"], toMove: "white", counts: { black: 4, white: 1 } },
  { name: "reversi move 2 turns it back", record: reversi, ply: 2, board: ["2,2:white", "3,2:black", "3,3:white", "3,4:black", "4,3:black", "4,4:white"], counts: { black: 3, white: 3 }, end: true, result: "white" },
  { name: "a ply past the end is the end", record: reversi, ply: 99, plyIs: 2, end: true },
  { name: "a ply before the start is the start", record: reversi, ply: -3, plyIs: 0, end: false },
  { name: "a pass changes nothing on the board", record: passing, ply: 2, board: ["3,2:black", "3,3:black", "3,4:black", "4,3:black", "4,4:white"], toMove: "black" },
  { name: "after the pass black moves again", record: passing, ply: 3, counts: { black: 6, white: 0 } },
  // Gomoku: stones only go down; the winning line shows at the end only.
  { name: "gomoku halfway", record: gomoku, ply: 4, board: ["6,6:white", "6,7:black", "7,6:white", "7,7:black"], line: [] },
  { name: "gomoku at the end shows the five", record: gomoku, ply: 9, line: [[3, 7], [4, 7], [5, 7], [6, 7], [7, 7]], result: "black" },
  // NoGo and hex gomoku: the same few lines.
  { name: "nogo", record: nogo, ply: 3, board: ["2,2:black", "2,3:black", "6,6:white"], toMove: "white", result: null },
  { name: "hex gomoku", record: hex, ply: 2, board: ["0,0:black", "1,-1:white"] },
  // A game that takes pieces off: `changed` empties the point.
  { name: "a capture before it", record: capturing, ply: 2, board: ["2,2:black", "2,3:white"] },
  { name: "a capture empties a point", record: capturing, ply: 3, board: ["2,2:black", "3,3:black"], counts: { black: 2, white: 0 } },
];

function check(c) {
  const position = positionAt(c.record, c.ply);
  if (c.board) assert.deepEqual(board(position), c.board, `${c.name}: board`);
  for (const field of ["toMove", "counts", "end", "result", "line"]) {
    if (field in c) assert.deepEqual(position[field], c[field], `${c.name}: ${field}`);
  }
  if ("last" in c) assert.equal(position.last, c.last, `${c.name}: last`);
  if ("plyIs" in c) assert.equal(position.ply, c.plyIs, `${c.name}: ply`);
}

test("the position at every ply of every game, from the record alone", () => {
  for (const c of CASES) check(c);
});

test("what the replay says at a position", () => {
  const name = boardGeometry(reversi.info, reversi.options).name;
  assert.equal(positionText(reversi, positionAt(reversi, 0), name), "Start · 2 moves. Discs: black 2, white 2.");
  assert.equal(positionText(reversi, positionAt(reversi, 1), name), "Move 1 of 2: black played d3, turning 1 disc. Discs: black 4, white 1.");
  assert.equal(
    positionText(reversi, positionAt(reversi, 2), name),
    "Move 2 of 2: white played c3, turning 1 disc. Discs: black 3, white 3. White wins: black resigned.",
  );
  assert.equal(positionText(passing, positionAt(passing, 2), name), "Move 2 of 3: white passed. Discs: black 4, white 1.");
  assert.match(positionText(nogo, positionAt(nogo, 3), boardGeometry(nogo.info, nogo.options).name), /The record ends here\.$/);
  const view = boardView(reversi, positionAt(reversi, 1));
  assert.equal(view.you, null, "nobody can play on a replay");
  assert.deepEqual(view.legal, []);
  assert.deepEqual(view.last.changed, [{ at: [3, 3], stone: "black" }]);
  assert.equal(
    positionText(capturing, positionAt(capturing, 3), boardGeometry(capturing.info, capturing.options).name),
    "Move 3 of 3: black played D6, taking 1 stone off. The record ends here.",
  );
});

test("keys step through the game and stop at its ends", () => {
  for (const [key, from, total, to] of [
    ["ArrowRight", 0, 9, 1],
    ["ArrowRight", 9, 9, 9],
    ["ArrowLeft", 0, 9, 0],
    ["ArrowLeft", 5, 9, 4],
    ["Home", 5, 9, 0],
    ["End", 5, 9, 9],
    ["PageDown", 5, 9, 9],
    ["a", 5, 9, null],
  ]) {
    assert.equal(plyForKey(key, from, total), to, `${key} from ${from}`);
  }
});

test("the moves so far make an opening, unless a pass is among them or the game is over", () => {
  assert.deepEqual(openingUpTo(gomoku, 3), [[7, 7], [7, 6], [6, 7]]);
  assert.deepEqual(openingUpTo(gomoku, 0), []);
  assert.equal(openingUpTo(gomoku, 9), null, "the five ended the game");
  assert.equal(openingUpTo(passing, 3), null);
  assert.deepEqual(openingUpTo(reversi, 2), [[3, 2], [2, 2]], "a resigned game goes on from its end");
  assert.deepEqual(optionsFromHere(gomoku, 2), { size: 15, rule: "freestyle", opening: [[7, 7], [7, 6]] });
  assert.deepEqual(optionsFromHere(nogo, 1), { size: 9, opening: [[2, 2]] });
});

test("a game of the list in a few words", () => {
  const games = fixture("server", "games").games;
  assert.deepEqual(summaryView(games[0]), { opponent: "Boardroom AI (hard)", outcome: "Lost five in a row", date: "2025-11-24", moves: "37 moves" });
  assert.deepEqual(summaryView(games[1]), { opponent: "Grace", outcome: "Draw on count", date: "2025-11-23", moves: "60 moves" });
});

test("the review's graph, marks and verdicts", () => {
  const g = graphOf(review, 100, 50);
  assert.equal(g.points.length, review.black.length, "one point per position");
  assert.deepEqual(g.points[0], [0, 25], "an even start is halfway up");
  assert.deepEqual(g.points[3], [75, 0], "black certain to win is the top");
  assert.deepEqual(g.points[4], [100, 50], "black certain to lose is the bottom");
  assert.ok(g.path.startsWith("M0,25L25,"), g.path);
  assert.deepEqual(
    g.marks.map((m) => [m.ply, m.class, m.position]),
    [
      [1, "inaccuracy", 2],
      [3, "blunder", 4],
    ],
    "marks sit on the position each marked move led to",
  );
  const marks = marksOf(review);
  assert.deepEqual([...marks.keys()], [1, 3], "good moves carry no mark");
  assert.equal(verdictAt(review, 0), null);
  assert.equal(verdictAt(review, 1), null, "after a good move");
  assert.deepEqual(verdictAt(review, 2).best, [8, 7], "after an inaccuracy: the engine's move");
  const missed = verdictAt(review, 4);
  assert.equal(markText(missed), "Blunder: missed a win by continuous fours");
  assert.deepEqual(missed.missedVcf[0], [6, 12]);
  assert.equal(markText(verdictAt(review, 2)), "Inaccuracy");
  assert.equal(chanceText(review, 1), "black 51%");
  assert.equal(positionAtX(review, 0, 100), 0);
  assert.equal(positionAtX(review, 60, 100), 2);
  assert.equal(positionAtX(review, 500, 100), 4);
});

test("a verdict names its points as the board does (client/verdicts.json, shared with the desktop app)", () => {
  const { cases } = JSON.parse(readFileSync(join(root, "client", "verdicts.json"), "utf8"));
  assert.ok(cases.length >= 5, "the cases are there");
  for (const c of cases) {
    const review = typeof c.review === "string" ? fixture("server", c.review) : c.review;
    const geo = boardGeometry(CATALOGUE.find((g) => g.game === c.game), c.options);
    const mark = marksOf(review).get(c.ply);
    assert.ok(mark, `${c.game} ply ${c.ply} is marked`);
    assert.equal(verdictWords(mark, review, c.mover, geo.name), c.expect, `${c.game} ply ${c.ply}`);
  }
});
