// After the game, in a real browser: two friends finish a gomoku game; Ada opens it from "Your
// games", steps through it with the buttons, the keys, the move list and the slider, asks for a
// review and sees the evaluation graph and white's marked mistake with the engine's better move
// on the board, then starts a new game from a point of it; the game's own link replays it for
// someone who did not play; a file that is not SGF gets an error that names the problem; a
// game from a file is reviewed too, and gets a link of its own.

import { before, test } from "node:test";
import assert from "node:assert/strict";
import { writeFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { DESKTOP, axeViolations, browserSession, createRoom, play, screenshot, serverUrl, signIn, text, WAIT } from "./helpers.mjs";

let ada;
let bashir;
let gameId;

const session = browserSession();

/** Black makes five on row 7 while white builds on row 9 and never blocks: 9 moves. */
const MOVES = [3, 4, 5, 6, 7].flatMap((x) => [[x, 7], [x, 9]]).slice(0, 9);

before(async () => {
  ada = await session.signedIn("Ada", DESKTOP);
  bashir = await session.signedIn("Bashir", DESKTOP);
  const code = await createRoom(ada, { game: "gomoku", seat: "black" });
  await bashir.page.goto(`${await serverUrl()}r/${code}`);
  await ada.page.locator('#view-room[data-status="playing"]').waitFor();
  for (const [i, at] of MOVES.entries()) {
    const [mover, other, seat] = i % 2 === 0 ? [ada, bashir, "black"] : [bashir, ada, "white"];
    await play(mover, seat, at, [other]);
  }
  await ada.page.locator('#view-room[data-status="over"]').waitFor();
  await ada.page.getByRole("button", { name: "Leave room" }).click();
  await ada.page.locator("#view-lobby").waitFor();
});

/** The ply the replay shows. */
async function ply(page) {
  return Number(await page.locator("#view-replay").getAttribute("data-ply"));
}

async function stoneCount(page) {
  return page.locator("#replay-board [data-point].black, #replay-board [data-point].white").count();
}

test("a finished game is listed and replayed move by move", async () => {
  const page = ada.page;
  const item = page.locator("#games-list .game-item").first();
  await item.waitFor();
  const line = await item.textContent();
  assert.match(line, /Won five in a row/);
  assert.match(line, /vs Bashir/);
  assert.match(line, /9 moves/);
  gameId = await item.getAttribute("data-game");
  await item.getByRole("button", { name: /Replay/ }).click();
  await page.locator("#view-replay").waitFor();
  await page.waitForURL(new RegExp(`/g/${gameId}$`));
  assert.equal(await ply(page), 9, "the replay opens at the end");
  assert.match(await text(page, "#replay-status"), /Black wins: five in a row\./);
  assert.equal(await stoneCount(page), 9);
  assert.equal(await page.locator("#replay-board .pt.win").count(), 5, "the winning row");

  await page.getByRole("button", { name: "To the start" }).click();
  assert.equal(await ply(page), 0);
  assert.equal(await stoneCount(page), 0);
  await page.getByRole("button", { name: "Forward one move" }).click();
  assert.equal(await ply(page), 1);
  assert.equal(await page.locator('#replay-board [data-point="3,7"].black.last').count(), 1, "the last move is marked");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  assert.equal(await ply(page), 3);
  assert.equal(await stoneCount(page), 3);
  await page.keyboard.press("ArrowLeft");
  assert.equal(await ply(page), 2);
  // Each move's button is named by what it shows, then by who played it.
  for (const button of await page.locator("#replay-moves button").all()) {
    const shown = (await button.innerText()).replace(/\s+/g, " ").trim();
    const label = await button.getAttribute("aria-label");
    assert.ok(label.startsWith(shown), `"${label}" begins with what it shows, "${shown}"`);
  }
  await page.locator('#replay-moves li[data-ply="6"] button').click();
  assert.equal(await ply(page), 6);
  assert.match(await text(page, "#replay-status"), /^Move 6 of 9: white played/);
  await page.locator("#rp-slider").fill("4");
  assert.equal(await ply(page), 4);
  assert.equal(await stoneCount(page), 4);
  await page.keyboard.press("End");
  assert.equal(await ply(page), 9);
});

test("a review draws the graph and marks white's mistake with the better move", async () => {
  const page = ada.page;
  await page.getByRole("button", { name: "Review with the computer" }).click();
  // The review runs in the background; the graph comes when it is done.
  await page.locator("#review-graph svg.graph").waitFor({ timeout: 120000 });
  assert.match(await text(page, "#review-progress"), /^Reviewed/);
  const marked = page.locator("#replay-moves li[data-mark]");
  assert.ok((await marked.count()) > 0, "some move is marked");
  const mark = await marked.first().getAttribute("data-mark");
  assert.ok(["inaccuracy", "mistake", "blunder"].includes(mark), mark);
  const markedPly = Number(await marked.first().getAttribute("data-ply"));
  assert.equal(markedPly % 2, 0, "a white move (even ply, counting from 1) is marked");
  assert.equal(await page.locator(`#review-graph .graph-mark.${mark}`).count() > 0, true, "the mark is on the graph");
  await marked.first().locator("button").click();
  assert.equal(await ply(page), markedPly);
  await page.locator("#review-verdict").waitFor();
  const verdict = await text(page, "#review-verdict");
  assert.match(verdict, /^(Inaccuracy|Mistake|Blunder): white \d+% after this move, \d+% after /);
  assert.equal(await page.locator("#replay-board .pt.best").count(), 1, "the engine's better move is drawn");
  // The verdict names the better move as the board's labels do (K7), not in SGF's letters.
  const bestName = (await page.locator("#replay-board .pt.best").getAttribute("aria-label")).split(",")[0];
  assert.match(bestName, /^[A-Z]\d+$/);
  assert.ok(verdict.includes(`after ${bestName}`), `"${verdict}" names ${bestName}`);
  await screenshot(page, "replay-review");
  assert.deepEqual(await axeViolations(page), [], "axe-core on a reviewed replay, on a marked move with its verdict");
});

test("a new game starts from any point of the replay", async () => {
  const page = ada.page;
  await page.keyboard.press("End");
  assert.ok(await page.locator("#rp-from-here-friend").isDisabled(), "not from a position the five ended");
  await page.locator('#replay-moves li[data-ply="4"] button').click();
  await page.getByRole("button", { name: "Play on from here with a friend" }).click();
  await page.locator('#view-room[data-status="waiting"]').waitFor();
  await page.waitForURL(/\/r\/[A-Z0-9]+$/);
  const stones = await page.$$eval("#board [data-point].black, #board [data-point].white", (els) =>
    els.map((e) => `${e.dataset.point}=${e.classList.contains("black") ? "black" : "white"}`).sort(),
  );
  assert.deepEqual(stones, ["3,7=black", "3,9=white", "4,7=black", "4,9=white"]);
  await page.getByRole("button", { name: "Leave room" }).click();
  await page.locator("#view-lobby").waitFor();
  await page.locator(`#games-list [data-game="${gameId}"]`).getByRole("button", { name: /Replay/ }).click();
  await page.locator("#view-replay").waitFor();
});

test("the game's own link replays it for someone who did not play it", async () => {
  const carol = await session.person(DESKTOP);
  await signIn(carol, "Carol", `g/${gameId}`);
  await carol.page.locator("#view-replay").waitFor();
  assert.equal(await ply(carol.page), 9);
  assert.match(await text(carol.page, "#replay-sub"), /Ada \(black\) vs Bashir \(white\)/);
});

test("an SGF file opens as a replay, and a broken one gets an error naming the problem", async () => {
  const page = bashir.page;
  if (await page.locator("#view-room").isVisible()) {
    await page.getByRole("button", { name: "Leave room" }).click();
  }
  await page.locator("#view-lobby").waitFor();
  const dir = mkdtempSync(join(tmpdir(), "boardroom-sgf-"));
  const good = join(dir, "good.sgf");
  writeFileSync(good, "(;FF[4]GM[2]SZ[8]PB[Ada]PW[Bashir];B[dc];W[cc])");
  await page.locator("#sgf-file").setInputFiles(good);
  await page.locator("#view-replay").waitFor();
  assert.equal(await ply(page), 2);
  assert.match(await text(page, "#replay-status"), /Discs: black 3, white 3\./);
  await page.locator("#replay-back").click();
  await page.locator("#view-lobby").waitFor();
  const bad = join(dir, "bad.sgf");
  writeFileSync(bad, "(;FF[4]GM[4]SZ[15];B[hh];W[hh])");
  await page.locator("#sgf-file").setInputFiles(bad);
  await page.locator("#error", { hasText: "The SGF file: move 2" }).waitFor({ timeout: WAIT });
  assert.match(await text(page, "#error"), /is illegal/);
  assert.ok(await page.locator("#view-lobby").isVisible(), "still in the lobby");
});

test("a game from a file is reviewed too, and gets a link of its own", async () => {
  const page = bashir.page;
  if (await page.locator("#view-replay").isVisible()) await page.locator("#replay-back").click();
  await page.locator("#view-lobby").waitFor();
  const dir = mkdtempSync(join(tmpdir(), "boardroom-sgf-"));
  const file = join(dir, "five.sgf");
  const letter = (n) => String.fromCharCode(97 + n);
  const moves = MOVES.map(([x, y], i) => `;${i % 2 === 0 ? "B" : "W"}[${letter(x)}${letter(y)}]`).join("");
  writeFileSync(file, `(;FF[4]GM[4]SZ[15]PB[Dora]PW[Emil]${moves})`);
  await page.locator("#sgf-file").setInputFiles(file);
  await page.locator("#view-replay").waitFor();
  await page.keyboard.press("Home");
  await page.keyboard.press("ArrowRight");
  assert.equal(await ply(page), 1);
  assert.match(await text(page, "#review-progress"), /from a file/);
  await page.getByRole("button", { name: "Review with the computer" }).click();
  // The server keeps the file's game: the replay is now that game's, on the same move.
  await page.waitForURL(/\/g\/\d+-[a-z2-7]{12}$/);
  assert.equal(await ply(page), 1);
  // Kept, it is still shown as a game from a file, not one played here.
  assert.match(await text(page, "#replay-title"), /from a file/);
  await page.locator("#review-graph svg.graph").waitFor({ timeout: 120000 });
  assert.match(await text(page, "#review-progress"), /^Reviewed/);
  assert.ok((await page.locator("#replay-moves li[data-mark]").count()) > 0, "a move is marked");
  assert.match(await text(page, "#replay-sub"), /Dora \(black\) vs Emil \(white\)/);
});
