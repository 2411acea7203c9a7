// What the page plays and when (sound.js's pure part): a knock for every move, a chime when the
// turn comes to a player who looks elsewhere or whose first move it is, the game's end, the
// low-time mark crossed once. And the sounds are the project's own small files.

import { test } from "node:test";
import assert from "node:assert/strict";
import { readdirSync, statSync } from "node:fs";

import "./english.mjs";
import { LOW_TIME_MS, lowTimeCrossed, soundsFor } from "../../client/web/sound.js";

const room = (over) => ({ you: "black", status: "playing", toMove: "black", ply: 2, ...over });

test("a move knocks; the turn coming back chimes only to a page out of sight, or on the first move", () => {
  const check = (msg, r, hidden, expected) => assert.deepEqual(soundsFor(msg, r, hidden), expected, JSON.stringify({ msg, r, hidden }));
  check({ type: "step", ply: 3 }, room(), false, ["stone"]);
  check({ type: "step", ply: 3 }, room(), true, ["stone", "your-turn"]);
  check({ type: "step", ply: 1 }, room({ you: "white", toMove: "white" }), false, ["stone", "your-turn"]);
  check({ type: "step", ply: 3 }, room({ toMove: "white" }), true, ["stone"]);
  check({ type: "step", ply: 3 }, room({ you: null }), true, ["stone"]);
  check({ type: "player_joined" }, room({ ply: 0 }), false, ["your-turn"]);
  check({ type: "player_joined" }, room({ ply: 0, toMove: "white" }), false, []);
  check({ type: "game_over" }, room({ status: "over" }), false, ["game-end"]);
  check({ type: "chat" }, room(), true, []);
});

test("the low-time beeps sound once, as the clock runs under the mark", () => {
  assert.equal(lowTimeCrossed(LOW_TIME_MS + 500, LOW_TIME_MS - 100), true);
  assert.equal(lowTimeCrossed(LOW_TIME_MS - 100, LOW_TIME_MS - 600), false, "once");
  assert.equal(lowTimeCrossed(null, 5000), false, "not on the first reading");
  assert.equal(lowTimeCrossed(LOW_TIME_MS + 500, 0), false, "not when the time is up");
});

test("the sounds are the project's own small files", () => {
  const dir = new URL("../../client/sounds/", import.meta.url);
  const files = readdirSync(dir).sort();
  assert.deepEqual(files, ["game-end.wav", "low-time.wav", "stone.wav", "your-turn.wav"]);
  for (const f of files) assert.ok(statSync(new URL(f, dir)).size < 30000, `${f} is small`);
});
