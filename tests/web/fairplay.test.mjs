// Every game ends fairly, seen through the page by two people (and a spectator): a 1+0 game in
// which black's clock runs out, a closed page whose player does not come back in time and the
// victory claimed, a game aborted before both sides moved, and a draw offered again only when
// the rules allow it. The server runs with the test flags of helpers.mjs (3 s to come back), but
// with a draw offered at most once every 4 moves; the clock test waits the real minute of a 1+0
// clock.

import { test } from "node:test";
import assert from "node:assert/strict";

import { DESKTOP, browserSession, createRoom, play, text, until } from "./helpers.mjs";

const session = browserSession({ "--draw-every": "4" });

/** How long the clock test may wait for a flag to fall: a minute of black's time, and some. */
const FLAG_WAIT = 90000;

/** Ada creates a room as black with `options`; Bashir opens its invite link; both seated. */
async function twoPlayers(options = {}) {
  const ada = await session.signedIn("Ada", DESKTOP);
  const bashir = await session.signedIn("Bashir", DESKTOP);
  await createRoom(ada, { game: "gomoku", seat: "black", ...options });
  const link = await ada.page.locator("#invite-link").inputValue();
  await bashir.page.goto(link);
  for (const p of [ada, bashir]) await p.page.locator('#view-room[data-status="playing"]').waitFor();
  return { ada, bashir, link };
}

/** The face of `seat`'s clock on a page. */
async function clock(page, seat) {
  return text(page, `#clock-${seat} .ptime`);
}

/** Seconds on a clock face like "0:58" or "0:09.3". */
function seconds(face) {
  const [m, s] = face.split(":");
  return Number(m) * 60 + Number(s);
}

async function status(page) {
  return text(page, "#status");
}

test("a 1+0 game: the running clock ticks on the page, warns under 10 s, and black's flag falls", async () => {
  const { ada, bashir } = await twoPlayers({ clock: "1+0" });
  for (const p of [ada, bashir]) {
    assert.match(await text(p.page, "#room-sub"), /1\+0/);
    assert.equal(await clock(p.page, "black"), "1:00");
    assert.equal(await clock(p.page, "white"), "1:00");
  }
  // The first moves are made off the clock; then black's runs.
  await play(ada, "black", [7, 7], [bashir]);
  await bashir.page.locator("#clock-white .pfirst", { hasText: /to make the first move/ }).waitFor();
  await play(bashir, "white", [8, 8], [ada]);
  for (const p of [ada, bashir]) await p.page.locator('#clock-black[data-running="true"]').waitFor();
  assert.equal(await bashir.page.locator('#clock-white[data-running="true"]').count(), 0);

  // Between the server's messages (none come while Ada thinks) the page counts down by itself.
  const first = seconds(await clock(bashir.page, "black"));
  await bashir.page.waitForTimeout(2100);
  const later = seconds(await clock(bashir.page, "black"));
  assert.ok(first - later >= 1 && first - later <= 4, `the clock ticked from ${first} to ${later}`);
  assert.equal(await clock(bashir.page, "white"), "1:00", "the waiting side's clock stands still");

  // Under ten seconds: tenths, and the warning on both pages.
  for (const p of [ada, bashir]) {
    await p.page.locator('#clock-black[data-low="true"]').waitFor({ timeout: FLAG_WAIT });
    assert.match(await clock(p.page, "black"), /^0:0\d\.\d$/);
  }
  for (const p of [ada, bashir]) {
    await p.page.locator('#view-room[data-status="over"]').waitFor({ timeout: FLAG_WAIT });
    assert.match(await status(p.page), /White wins on time: black ran out of time\./);
    assert.equal(await clock(p.page, "black"), "0:00.0");
    assert.equal(await clock(p.page, "white"), "1:00");
    assert.equal(await p.page.locator('#clock-black[data-running="true"]').count(), 0, "the clocks stopped");
  }
  assert.match(await status(ada.page), /You lost\./);
  assert.match(await status(bashir.page), /You won!/);
});

test("a closed page: both sides and a spectator see the countdown; then the victory is claimed", async () => {
  const { ada, bashir, link } = await twoPlayers();
  await play(ada, "black", [7, 7], [bashir]);
  await play(bashir, "white", [8, 8], [ada]);
  // Carol opens the room's link too: the seats are taken, so she watches.
  const carol = await session.signedIn("Carol", DESKTOP);
  await carol.page.goto(link);
  await carol.page.locator("#room-sub", { hasText: "you are watching" }).waitFor();

  await bashir.context.close();
  for (const p of [ada, carol]) {
    const line = p.page.locator("#away .away-line", { hasText: /^Bashir left · 0:0[1-3] to come back$/ });
    await line.waitFor();
    assert.equal(await p.page.locator("#claim").isVisible(), false, "no claim before the countdown ends");
  }
  // The countdown runs out: Ada may claim, or keep waiting; Carol only sees it.
  await ada.page.locator("#claim").waitFor();
  assert.match(await text(ada.page, "#claim"), /Bashir did not come back\. Claim the victory, call it a draw, or keep waiting\./);
  await carol.page.locator("#away .away-line", { hasText: "Bashir left · did not come back in time" }).waitFor();
  assert.equal(await carol.page.locator("#claim").isVisible(), false, "a spectator claims nothing");
  // Waiting is allowed: a moment later the choice is still there.
  await ada.page.waitForTimeout(500);
  assert.equal(await ada.page.locator("#claim").isVisible(), true);

  await ada.page.getByRole("button", { name: "Claim victory" }).click();
  for (const p of [ada, carol]) {
    await p.page.locator('#view-room[data-status="over"]').waitFor();
    assert.match(await status(p.page), /Black wins: white left the game\./);
    assert.equal(await p.page.locator("#away .away-line").count(), 0, "the countdown is gone");
  }
  assert.match(await status(ada.page), /You won!/);
  assert.equal(await ada.page.locator("#claim").isVisible(), false);
  await until(async () => !(await ada.page.getByRole("button", { name: "Resign" }).isEnabled()), "the game over");
});

test("an abort before both sides have moved; a room without undo says so", async () => {
  const ada = await session.signedIn("Ada", DESKTOP);
  const bashir = await session.signedIn("Bashir", DESKTOP);
  const code = await createRoom(ada, { game: "gomoku", seat: "black", clock: "3+2", undo: false });
  // Bashir finds the room in the lobby, with its clock and without undo.
  const row = bashir.page.locator(`.room-item[data-room="${code}"]`);
  await row.waitFor();
  assert.match(await row.textContent(), /3\+2 · no undo/);
  await row.getByRole("button", { name: "Join" }).click();
  for (const p of [ada, bashir]) {
    await p.page.locator('#view-room[data-status="playing"]').waitFor();
    assert.match(await text(p.page, "#room-sub"), /3\+2 · no undo/);
    assert.equal(await p.page.getByRole("button", { name: "Undo" }).isVisible(), false, "no Undo button");
    await p.page.getByRole("button", { name: "Abort" }).waitFor();
  }
  // One side has moved: either may still abort.
  await play(ada, "black", [7, 7], [bashir]);
  for (const p of [ada, bashir]) assert.equal(await p.page.getByRole("button", { name: "Abort" }).isEnabled(), true);
  await bashir.page.getByRole("button", { name: "Abort" }).click();
  for (const p of [ada, bashir]) {
    await p.page.locator('#view-room[data-status="over"]').waitFor();
    assert.equal(await status(p.page), "Game aborted: it counts for nobody.");
    await p.page.getByRole("button", { name: "Abort" }).waitFor({ state: "hidden" });
  }
});

test("a refused draw: the button stays off until both the wait and the moves are over, and says which is left", async () => {
  const { ada, bashir } = await twoPlayers();
  await play(ada, "black", [7, 7], [bashir]);
  await ada.page.getByRole("button", { name: "Offer draw" }).click();
  const prompt = bashir.page.locator('.prompt[data-kind="draw"]');
  await prompt.waitFor();
  await prompt.getByRole("button", { name: "Refuse" }).click();
  await ada.page.locator("#notice", { hasText: "draw offer was refused" }).waitFor();
  // Offered at ply 1: the next offer may come at ply 5, and not before the 3 s wait.
  await ada.page.locator("#wait", { hasText: /You may offer a draw again in [1-3] s and after 4 more moves\./ }).waitFor();
  assert.equal(await ada.page.getByRole("button", { name: "Offer draw" }).isEnabled(), false);
  // The time runs out first: the button stays off, and the page says what is left.
  await ada.page.locator("#wait", { hasText: "You may offer a draw again after 4 more moves." }).waitFor();
  assert.equal(await ada.page.getByRole("button", { name: "Offer draw" }).isEnabled(), false, "not turned on only to be refused");
  await play(bashir, "white", [8, 8], [ada]);
  await play(ada, "black", [7, 8], [bashir]);
  await play(bashir, "white", [9, 9], [ada]);
  await ada.page.locator("#wait", { hasText: "You may offer a draw again after 1 more move." }).waitFor();
  await play(ada, "black", [7, 9], [bashir]);
  await ada.page.locator("#wait", { hasText: /./ }).waitFor({ state: "hidden" });
  await until(() => ada.page.getByRole("button", { name: "Offer draw" }).isEnabled(), "Offer draw enabled at ply 5");
  await ada.page.getByRole("button", { name: "Offer draw" }).click();
  await prompt.waitFor();
  assert.equal(await text(ada.page, "#error"), "", "the server took the offer");
  await prompt.getByRole("button", { name: "Agree" }).click();
  for (const p of [ada, bashir]) await p.page.locator('#view-room[data-status="over"]').waitFor();
});
