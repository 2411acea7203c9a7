// Every board drawn and played on, on a desktop and on a phone: points, coordinates, hints, and
// renju's forbidden points; one screenshot per board in tests/web/artifacts/ for people to look at.

import { before, test } from "node:test";
import assert from "node:assert/strict";

import {
  DESKTOP,
  PHONE,
  browserSession,
  createRoom,
  play,
  point,
  screenshot,
  serverUrl,
  text,
  waitStone,
} from "./helpers.mjs";

let ada;
let bashir;

const session = browserSession();

before(async () => {
  ada = await session.signedIn("Ada", DESKTOP);
  bashir = await session.signedIn("Bashir", PHONE);
});

async function newRoom(options) {
  if (await ada.page.locator("#view-room").isVisible()) {
    await ada.page.getByRole("button", { name: "Leave room" }).click();
  }
  const code = await createRoom(ada, { seat: "black", ...options });
  await bashir.page.goto(`${await serverUrl()}r/${code}`);
  for (const p of [ada, bashir]) await p.page.locator('#view-room[data-status="playing"]').waitFor();
  return code;
}

/** Plays moves alternately, black (Ada) first unless `whiteFirst`. */
async function playAll(moves, whiteFirst = false) {
  for (const [i, at] of moves.entries()) {
    if ((i + (whiteFirst ? 1 : 0)) % 2 === 0) await play(ada, "black", at, [bashir]);
    else await play(bashir, "white", at, [ada]);
  }
}

/** Whether the board fits the phone's screen width, and each point is big enough to tap. */
async function checkFits(page, minTap) {
  const viewport = page.viewportSize();
  const box = await page.locator("svg.board").boundingBox();
  assert.ok(box.x >= 0 && box.x + box.width <= viewport.width + 0.5, "the board fits the screen's width");
  const hit = await page.locator("[data-point] .hit").first().boundingBox();
  assert.ok(hit.width >= minTap, `a point's tap area is ${hit.width.toFixed(1)} px wide`);
}

test("nogo 9x9: grid, star points, coordinates, hints", async () => {
  await newRoom({ game: "nogo", size: 9 });
  const page = ada.page;
  assert.equal(await page.locator("[data-point]").count(), 81);
  assert.equal(await page.locator(".stars circle").count(), 5);
  assert.deepEqual(
    await page.$$eval(".coords text", (els) => els.slice(0, 4).map((e) => e.textContent)),
    ["A", "A", "9", "9"],
  );
  assert.equal(await point(page, [4, 4]).getAttribute("aria-label"), "E5, empty");
  assert.match(await point(page, [2, 2]).getAttribute("aria-label"), /C7, empty, legal move/);
  // Hints: off by default here (nearly every point is legal), on with the toggle, remembered.
  assert.equal(await page.locator("svg.board.hints").count(), 0);
  await page.getByLabel("Show legal moves").check();
  assert.equal(await page.locator("svg.board.hints").count(), 1);
  assert.equal(await page.locator('[data-point="4,4"]').evaluate((e) => getComputedStyle(e.querySelector(".hint")).display), "none", "not the centre: it is not legal");
  assert.notEqual(await page.locator('[data-point="2,2"]').evaluate((e) => getComputedStyle(e.querySelector(".hint")).display), "none");
  await page.reload();
  await page.locator('#view-room[data-status="playing"]').waitFor();
  assert.equal(await page.getByLabel("Show legal moves").isChecked(), true);
  await page.getByLabel("Show legal moves").uncheck();
  assert.equal(await page.locator("svg.board.hints").count(), 0);
  // The keyboard plays too: one point is in the tab order, arrows move, Enter plays.
  const start = page.locator('[data-point][tabindex="0"]');
  assert.equal(await start.getAttribute("data-point"), "4,4");
  await start.focus();
  for (const k of ["ArrowLeft", "ArrowLeft", "ArrowUp", "ArrowUp"]) await page.keyboard.press(k);
  await page.keyboard.press("Enter");
  for (const p of [ada, bashir]) await waitStone(p.page, [2, 2], "black");
  await playAll([[6, 6], [2, 6], [6, 2], [4, 2]], true);
  assert.match(await point(page, [4, 2]).getAttribute("aria-label"), /E7, black stone, last move/);
  assert.equal(await page.locator("#moves .move").count(), 5);
  assert.match(await text(page, "#moves"), /C7/);
  await screenshot(ada.page, "nogo-desktop");
  await screenshot(bashir.page, "nogo-phone");
  await checkFits(bashir.page, 30);
});

test("hex gomoku: the hexagonal mesh, axial points", async () => {
  await newRoom({ game: "hex_gomoku", size: 8 });
  const page = ada.page;
  assert.equal(await page.locator("[data-point]").count(), 169);
  assert.equal(await page.locator('[data-point="0,0"]').count(), 1);
  assert.equal(await page.locator('[data-point="-7,7"]').count(), 1);
  assert.equal(await page.locator('[data-point="7,7"]').count(), 0, "outside the hexagon");
  assert.equal(await page.locator(".lines line").count(), 45);
  await playAll([[0, 0], [1, -1], [0, 1], [-1, 0], [1, 1], [2, -2]]);
  assert.match(await point(page, [2, -2]).getAttribute("aria-label"), /2,-2, white stone, last move/);
  await screenshot(ada.page, "hex_gomoku-desktop");
  await screenshot(bashir.page, "hex_gomoku-phone");
  await checkFits(bashir.page, 20);
});

test("renju: black's forbidden points are marked", async () => {
  await newRoom({ game: "gomoku", rule: "renju", size: 15 });
  // Black builds two twos that cross at 8,7: playing there would make a double three.
  await playAll([[6, 7], [0, 0], [7, 7], [0, 14], [8, 5], [14, 0], [8, 6], [14, 14]]);
  for (const p of [ada, bashir]) {
    const spot = point(p.page, [8, 7]);
    await p.page.locator('[data-point="8,7"].forbidden').waitFor();
    assert.match(await spot.getAttribute("aria-label"), /forbidden for black/);
  }
  assert.equal(await point(ada.page, [12, 12]).getAttribute("class"), "pt legal");
  // Playing it anyway is refused, in words.
  await point(ada.page, [8, 7]).click();
  await ada.page.locator("#error").waitFor();
  assert.match(await text(ada.page, "#error"), /I8.*forbidden/i, "the refusal says why, with the point named as on the board");
  await screenshot(ada.page, "renju-desktop");
  await screenshot(bashir.page, "gomoku-renju-phone");
  await checkFits(bashir.page, 20);
});

test("the lobby on a phone shows a waiting room with Join and Watch", async () => {
  await ada.page.getByRole("button", { name: "Leave room" }).click();
  const code = await createRoom(ada, { game: "gomoku", seat: "random", size: 15 });
  await ada.page.locator("#invite").waitFor();
  await screenshot(ada.page, "invite-desktop");
  await bashir.page.getByRole("button", { name: "Leave room" }).click();
  await bashir.page.locator("#view-lobby").waitFor();
  // The page has its level-one heading, for a screen reader's list of headings.
  const heading = bashir.page.getByRole("heading", { level: 1 });
  assert.deepEqual(await heading.allTextContents(), ["Lobby"]);
  const row = bashir.page.locator(`.room-item[data-room="${code}"]`);
  await row.waitFor();
  assert.match(await row.textContent(), /Waiting for a player/);
  assert.equal(await row.getByRole("button", { name: "Join" }).isEnabled(), true);
  assert.equal(await row.getByRole("button", { name: "Watch" }).isEnabled(), true);
  await screenshot(bashir.page, "lobby-phone");
  // Joined from far down the lobby, the room opens at its top, its title in sight.
  await row.scrollIntoViewIfNeeded();
  assert.ok((await bashir.page.evaluate(() => window.scrollY)) > 0, "the room list is below the fold");
  await row.getByRole("button", { name: "Join" }).click();
  await bashir.page.locator('#view-room[data-status="playing"]').waitFor();
  assert.equal(await bashir.page.evaluate(() => window.scrollY), 0, "the room opens at its top");
});
