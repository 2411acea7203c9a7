// Ratings on the page, their pure part (client/web/ratings.js) without a browser: a rating kind
// named from the server's catalogue, a rating as shown (a ? when provisional) and as said, the
// leaderboard's games and rules, and a history drawn as a line with its table's points.

import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

import "./english.mjs";
import { TEXT, chartOf, kindOf, kindTitle, lastPoints, leaderboardGames, leaderboardRules } from "../../client/web/ratings.js";
import { gameInfo } from "../../client/web/catalogue.js";

const fixtures = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "protocol", "tests", "fixtures", "server");
const fixture = (name) => JSON.parse(readFileSync(join(fixtures, `${name}.json`), "utf8"));

/** The server's catalogue, as its golden `welcome` sends it. */
const CATALOGUE = fixture("welcome.games").games;

test("a rating kind is named from the catalogue: the game's title, and gomoku's rule", () => {
  assert.equal(kindTitle(CATALOGUE, "gomoku/freestyle"), "Gomoku, Freestyle");
  assert.equal(kindTitle(CATALOGUE, "gomoku/renju"), "Gomoku, Renju");
  assert.equal(kindTitle(CATALOGUE, "reversi"), "Reversi");
  assert.equal(kindTitle(CATALOGUE, "hex_gomoku"), "Hex gomoku");
  // What the catalogue does not list keeps the kind's own words.
  assert.equal(kindTitle(CATALOGUE, "gomoku/swap2"), "Gomoku, swap2");
  assert.equal(kindTitle(CATALOGUE, "chess"), "chess");
  assert.equal(kindTitle([], "chess/blitz"), "chess, blitz");
});

test("a rating is shown with a ? while provisional, and said in words", () => {
  const settled = { rating: 1712, provisional: false };
  const provisional = { rating: 1580, provisional: true };
  assert.equal(TEXT.ratingShown(settled), "1712");
  assert.equal(TEXT.ratingShown(provisional), "1580?");
  assert.equal(TEXT.ratingSaid(settled), "1712");
  assert.equal(TEXT.ratingSaid(provisional), "1580, provisional");
  assert.equal(TEXT.games(1), "1 rated game");
  assert.equal(TEXT.games(31), "31 rated games");
});

test("the leaderboard offers the page's games, and gomoku's rules with the default first", () => {
  assert.deepEqual(
    leaderboardGames(CATALOGUE).map((g) => g.value),
    CATALOGUE.map((g) => g.game),
  );
  const rules = leaderboardRules(gameInfo(CATALOGUE, "gomoku"));
  assert.equal(rules[0].value, "freestyle");
  assert.deepEqual(new Set(rules.map((r) => r.value)), new Set(["freestyle", "standard", "renju", "caro"]));
  assert.deepEqual(leaderboardRules(gameInfo(CATALOGUE, "reversi")), [], "a game rated as a whole has no rules to pick");
  assert.deepEqual(leaderboardRules(null), []);
  // The kind the server answers with: per rule for gomoku, the game alone otherwise.
  assert.equal(kindOf(CATALOGUE, "gomoku", "renju"), "gomoku/renju");
  assert.equal(kindOf(CATALOGUE, "reversi", null), "reversi");
  assert.equal(kindOf(CATALOGUE, "nogo", "renju"), "nogo", "a rule means nothing to a game without rules");
});

test("a history is a line left to right, higher ratings higher up, in a box at least 100 points tall", () => {
  const history = fixture("profile").ratings[0].history;
  const c = chartOf(history, 240, 60, 6);
  assert.equal(c.points.length, 3);
  assert.deepEqual(c.points.map((p) => p.x), [6, 120, 234]);
  assert.equal(c.low, 1534);
  assert.equal(c.high, 1662);
  assert.equal(c.points[0].y, 6, "the highest at the top");
  assert.equal(c.points[1].y, 54, "the lowest at the bottom");
  assert.ok(c.points[2].y > 6 && c.points[2].y < 54);
  assert.match(c.path, /^M6,6L120,54L234,\d+(\.\d)?$/);

  // One game: a point in the middle, the box centred on it.
  const one = chartOf([{ at_ms: 1, rating: 1662 }], 240, 60, 6);
  assert.deepEqual([one.points[0].x, one.points[0].y], [120, 30]);
  assert.deepEqual([one.low, one.high], [1612, 1712]);
  assert.equal(one.path, "M120,30");
  assert.deepEqual(chartOf([], 240, 60), { points: [], path: "", low: 0, high: 0 });
});

test("the chart's words and its table: the last points, newest first", () => {
  const history = fixture("profile").ratings[0].history;
  assert.equal(TEXT.chartLabel("Gomoku, Freestyle", history), "Gomoku, Freestyle: from 1662 to 1580 over the last 3 rated games");
  assert.equal(TEXT.chartLabel("Reversi", history.slice(0, 1)), "Reversi: 1662 after 1 rated game");
  assert.deepEqual(lastPoints(history).map((p) => p.rating), [1580, 1534, 1662]);
  const long = Array.from({ length: 25 }, (_, i) => ({ at_ms: i, rating: 1500 + i }));
  assert.deepEqual(lastPoints(long).map((p) => p.rating), [1524, 1523, 1522, 1521, 1520, 1519, 1518, 1517, 1516, 1515]);
});
