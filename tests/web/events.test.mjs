// An event, seen through the page: Ada makes a round robin from the lobby with the computer in
// it, Bashir joins it on his phone, a projector shows the standings page. When the host starts
// it, each player is taken to their board without a click; every game ends with a resignation,
// and the projector's standings change as each game ends, until the final standings.

import { test } from "node:test";
import assert from "node:assert/strict";

import { DESKTOP, PHONE, WAIT, axeViolations, browserSession, serverUrl, text, until } from "./helpers.mjs";

const session = browserSession();

/**
 * Resigns the game on `p`'s board if it is theirs and under way; true if it did. The next game
 * of the event may open at once, and the page goes to it by itself.
 */
async function resignIfPlaying(p) {
  const room = p.page.locator('#view-room[data-status="playing"]');
  if (!(await room.isVisible())) return false;
  const resign = p.page.getByRole("button", { name: "Resign" });
  if (!(await resign.isVisible()) || !(await resign.isEnabled())) return false;
  const title = await text(p.page, "#room-title");
  await resign.click();
  await until(
    async () => !(await room.isVisible()) || (await text(p.page, "#room-title")) !== title,
    "the game to end",
  );
  return true;
}

test("a round robin made in the lobby: players are taken to their boards, the projector follows every result", async () => {
  const ada = await session.signedIn("Ada", DESKTOP);
  const bashir = await session.signedIn("Bashir", PHONE);
  const page = ada.page;

  // The event plays what the New game form says: gomoku on 9x9 here.
  await page.getByLabel("Game", { exact: true }).selectOption("gomoku");
  await page.getByLabel("Board size", { exact: true }).selectOption("9");
  await page.locator("#event-create summary").click();
  await page.getByLabel("Name", { exact: true }).fill("Club night");
  await page.getByLabel("Format", { exact: true }).selectOption("round_robin");
  await page.getByLabel("Easy", { exact: true }).check();
  await page.getByRole("button", { name: "Create event" }).click();
  await page.locator("#view-event").waitFor();
  await page.waitForURL(/\/e\/\d+$/);
  const id = new URL(page.url()).pathname.split("/").pop();
  assert.equal(await text(page, "#event-title"), "Club night");
  assert.match(await text(page, "#event-sub"), /Round robin · Gomoku · 9×9/);
  assert.equal(await page.locator("#event-rows tr").count(), 2, "Ada and the computer");
  assert.equal(await page.getByRole("button", { name: "Start" }).isVisible(), true, "the host's controls");
  assert.deepEqual(await axeViolations(page), [], "axe-core on the event's page");

  // Bashir finds it in the lobby and joins; he has no host's controls.
  const row = bashir.page.locator(`.event-item[data-event="${id}"]`);
  await bashir.page.reload();
  await row.waitFor();
  await row.getByRole("button", { name: /Open the event/ }).click();
  await bashir.page.locator("#view-event").waitFor();
  await bashir.page.getByRole("button", { name: "Join the event" }).click();
  await bashir.page.locator("#event-rows tr.you").waitFor();
  assert.equal(await bashir.page.locator("#event-host").isVisible(), false);
  await page.locator("#event-rows tr").nth(2).waitFor();

  // The projector's page: large type, no controls.
  const projector = await session.person(DESKTOP);
  await projector.page.goto(`${await serverUrl()}t/${id}`);
  await projector.page.locator("#standings-rows tr").nth(2).waitFor();
  assert.equal(await text(projector.page, "#event-name"), "Club night");
  assert.match(await text(projector.page, "#event-status"), /Waiting for the host/);
  assert.equal(await projector.page.getByRole("button").count(), 0, "nothing to press");
  assert.deepEqual(await axeViolations(projector.page), [], "axe-core on the projector's page");

  await page.getByRole("button", { name: "Start" }).click();
  await projector.page.locator("#event-status", { hasText: /Round 1 of 3/ }).waitFor();

  // Three players: each round one game and a bye. Whoever plays is taken to the board.
  let taken = 0;
  const scores = async () => (await projector.page.locator("#standings-rows").innerText()).replace(/\s+/g, " ");
  let before = await scores();
  const end = Date.now() + 6 * WAIT;
  while (!(await projector.page.locator("#event-status", { hasText: "Final standings" }).isVisible())) {
    assert.ok(Date.now() < end, "the event ends");
    for (const p of [ada, bashir]) {
      if (await resignIfPlaying(p)) {
        taken += 1;
        // The projector shows the result within its refresh.
        await until(async () => (await scores()) !== before, "the projector's standings to change");
        before = await scores();
      }
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  assert.equal(taken, 3, "three games, every one reached without a click (one resignation each)");
  // Back from the last board, each player finds the event over.
  for (const p of [ada, bashir]) {
    if (await p.page.locator("#view-room").isVisible()) await p.page.getByRole("button", { name: "Leave room" }).click();
    await p.page.locator("#event-status-line", { hasText: "The event is over" }).waitFor();
  }
  const rows = await projector.page.locator("#standings-rows tr").allInnerTexts();
  assert.match(rows[0], /Boardroom AI \(easy\)\s+2\b/, `the computer won both its games: ${rows}`);
});
