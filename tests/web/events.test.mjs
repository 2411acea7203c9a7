// An event, seen through the page: Ada makes a round robin from the lobby with the computer in
// it, Bashir joins it on his phone, a projector shows the standings page. When the host starts
// it, each player is taken to their board without a click; every game ends with a resignation,
// and the projector's standings change as each game ends, until the final standings.
// Then the host's own controls: Grace, who hosts without playing, adds the computer, removes an
// entrant after the confirmation, and sets the result of the one game under way; her page, the
// player's board and the projector each show it.

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

test("the host adds the computer, removes an entrant and sets the result of a game under way", async () => {
  const grace = await session.signedIn("Grace", DESKTOP);
  const page = grace.page;

  // Grace hosts without playing: an event with nobody in it yet.
  await page.getByLabel("Game", { exact: true }).selectOption("gomoku");
  await page.getByLabel("Board size", { exact: true }).selectOption("9");
  await page.locator("#event-create summary").click();
  await page.getByLabel("Name", { exact: true }).fill("Friday ladder");
  await page.getByLabel("Format", { exact: true }).selectOption("round_robin");
  await page.getByLabel("I play too", { exact: true }).uncheck();
  await page.getByRole("button", { name: "Create event" }).click();
  await page.locator("#view-event").waitFor();
  await page.waitForURL(/\/e\/\d+$/);
  const id = new URL(page.url()).pathname.split("/").pop();
  await page.locator("#event-status-line", { hasText: "Taking entrants: 0 so far." }).waitFor();

  // Hugo and Ines open the event's link and join.
  const hugo = await session.signedIn("Hugo", PHONE);
  const ines = await session.signedIn("Ines", DESKTOP);
  for (const p of [hugo, ines]) {
    await p.page.goto(`${await serverUrl()}e/${id}`);
    await p.page.getByRole("button", { name: "Join the event" }).click();
    await p.page.locator("#event-rows tr.you").waitFor();
  }
  const standing = (name) => page.locator("#event-rows tr", { hasText: name });
  await standing("Hugo").waitFor();
  await standing("Ines").waitFor();

  // Add: the computer at the level chosen joins the standings.
  const host = page.getByRole("group", { name: "Host's controls" });
  await host.getByLabel("Add the computer", { exact: true }).selectOption({ label: "Medium" });
  await host.getByRole("button", { name: "Add", exact: true }).click();
  await standing("Boardroom AI (medium)").waitFor();
  await page.locator("#event-status-line", { hasText: "Taking entrants: 3 so far." }).waitFor();
  assert.equal(await standing("Boardroom AI").count(), 1, "one computer, the one added");

  // Remove: after the confirmation, Ines is gone from the standings, and her page offers her to
  // join again.
  await page.getByRole("button", { name: "Remove Ines from the event" }).click();
  await until(async () => (await standing("Ines").count()) === 0, "Ines's line to go");
  await page.locator("#event-status-line", { hasText: "Taking entrants: 2 so far." }).waitFor();
  assert.deepEqual(
    grace.dialogs.map((d) => [d.type, d.message]),
    [["confirm", "Remove Ines from the event? A game of theirs under way is lost."]],
    "the host was asked first",
  );
  await ines.page.getByRole("button", { name: "Join the event" }).waitFor();
  assert.equal(await ines.page.locator("#event-rows tr", { hasText: "Ines" }).count(), 0);
  assert.equal(await standing("Hugo").count(), 1, "Hugo is still in");
  assert.equal(await standing("Boardroom AI (medium)").count(), 1, "the computer is still in");

  const projector = await session.person(DESKTOP);
  await projector.page.goto(`${await serverUrl()}t/${id}`);
  await projector.page.locator("#event-status", { hasText: "Waiting for the host to start · 2 entrants" }).waitFor();
  const projected = async () => (await projector.page.locator("#standings-rows tr").allInnerTexts()).join(" | ");
  assert.doesNotMatch(await projected(), /Ines/);

  // Two entrants, one game: Hugo is taken to his board and does not move, so it stays under way.
  await host.getByRole("button", { name: "Start" }).click();
  await hugo.page.locator("#view-room").waitFor();
  const game = page.locator("#event-games li");
  await game.filter({ hasText: "Round 1 · playing" }).waitFor();
  assert.equal(await game.count(), 1);
  const title = await game.locator("strong").innerText();
  assert.match(title, /^(Hugo vs Boardroom AI \(medium\)|Boardroom AI \(medium\) vs Hugo)$/);
  const cells = async (p, rows, name) => (await p.locator(rows, { hasText: name }).locator("td").allInnerTexts()).slice(2, 6);
  assert.deepEqual(await cells(page, "#event-rows tr", "Hugo"), ["0", "0", "0", "0"], "score, W, D, L before");
  await projector.page.locator("#event-status", { hasText: "Round 1 of 1" }).waitFor();

  // Set result: a draw, which no move of this game could have made on its own.
  await page.getByLabel(`Result of ${title}`, { exact: true }).selectOption({ label: "½–½" });
  await page.getByRole("button", { name: `Set the result of ${title}`, exact: true }).click();
  await game.filter({ hasText: "Round 1 · ½–½" }).waitFor();
  await page.locator("#event-status-line", { hasText: "The event is over" }).waitFor();
  for (const name of ["Hugo", "Boardroom AI (medium)"]) {
    assert.deepEqual(await cells(page, "#event-rows tr", name), ["0.5", "0", "1", "0"], `${name}'s line after the draw`);
  }
  // Hugo's board shows the game ended; the projector shows the final standings and the result.
  await hugo.page.locator("#status", { hasText: /^Draw/ }).waitFor();
  await projector.page.locator("#event-status", { hasText: "Final standings" }).waitFor();
  await projector.page.locator("#event-games li", { hasText: "½–½" }).waitFor();
  for (const name of ["Hugo", "Boardroom AI (medium)"]) {
    assert.deepEqual(await cells(projector.page, "#standings-rows tr", name), ["0.5", "0", "1", "0"], `${name} on the projector`);
  }
});
