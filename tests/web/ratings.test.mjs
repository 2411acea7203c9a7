// Ratings in the page: two accounts (two browser profiles) play a rated game, made with the
// create form's Rated box (offered to account holders only), which the room's header and the
// lobby's list say; a move each, then one resigns. The winner's profile shows a provisional
// rating above 1500 with one point of history, the loser's one below; the gomoku freestyle
// leaderboard, which leaves provisional ratings out, says it has no settled ratings yet.
// axe-core finds nothing wrong with the profile, the leaderboard, nor the form with its box.

import { test } from "node:test";
import assert from "node:assert/strict";

import { axeViolations, browserSession, createRoom, play, screenshot, text, until } from "./helpers.mjs";

const session = browserSession();

const SECRET = "correct horse battery";

/** Waits until the page is signed in and in the lobby. */
async function inLobby(page) {
  await page.locator("#view-lobby").waitFor();
  await page.locator('#conn[data-state="open"]').waitFor();
}

/** A guest keeps the name with a password in the Account panel: an account from then on. */
async function signUp(p) {
  const page = p.page;
  await inLobby(page);
  const part = page.locator("#account-card details#signup");
  if ((await part.getAttribute("open")) === null) await part.locator("summary").click();
  await part.getByLabel("New password", { exact: true }).fill(SECRET);
  await part.getByLabel("Repeat the new password", { exact: true }).fill(SECRET);
  await part.getByRole("button", { name: "Keep this name" }).click();
  await page.locator("#account-about", { hasText: "is an account" }).waitFor();
}

/**
 * Opens the player's own ratings from the lobby until their rating in `kind` shows (the server
 * stores a rating just after the game's end, so a profile asked for at once may predate it);
 * returns its item's data (rating, provisional, games, points) and its visible text.
 */
async function ownRating(page, kind) {
  const item = page.locator(`#profile-ratings li[data-kind="${kind}"]`);
  await until(async () => {
    if (await page.locator("#view-ratings").isHidden()) await page.getByRole("button", { name: "Your ratings" }).click();
    if (await item.count()) return true;
    await page.getByRole("button", { name: "Back", exact: true }).click();
    return false;
  }, `a rating in ${kind} on the profile`);
  return {
    rating: Number(await item.getAttribute("data-rating")),
    provisional: await item.getAttribute("data-provisional"),
    games: Number(await item.getAttribute("data-games")),
    points: Number(await item.getAttribute("data-points")),
    shown: await text(page, `#profile-ratings li[data-kind="${kind}"] .rating-value`),
    title: await text(page, `#profile-ratings li[data-kind="${kind}"] h3`),
    rows: await item.locator("table tbody tr").count(),
    chart: await item.locator("svg[role=img]").getAttribute("aria-label"),
  };
}

let ada;
let bo;

test("a guest is not offered a rated game; an account is, and the room says it is rated", async () => {
  ada = await session.signedIn("Ada");
  bo = await session.signedIn("Bo");
  await inLobby(ada.page);
  assert.equal(await ada.page.locator("#field-rated").isHidden(), true, "no Rated box for a guest");
  // A guest's own profile says why it has no ratings.
  await ada.page.getByRole("button", { name: "Your ratings" }).click();
  await ada.page.locator("#profile-about", { hasText: "You play as a guest" }).waitFor();
  assert.equal(await ada.page.locator("#profile-ratings li").count(), 0);
  await ada.page.getByRole("button", { name: "Back", exact: true }).click();
  for (const p of [ada, bo]) await signUp(p);
  const box = ada.page.getByLabel("Rated", { exact: true });
  await box.waitFor();
  assert.match(await text(ada.page, "#rated-hint"), /only between two accounts, or against the computer/);
  await box.check();
  const code = await createRoom(ada, { game: "gomoku", rule: "freestyle", seat: "black" });
  await ada.page.locator("#room-sub", { hasText: "rated" }).waitFor();

  // The lobby's list says so before Bo joins.
  const listed = bo.page.locator(`#rooms-list li[data-room="${code}"]`);
  await listed.waitFor();
  assert.match(await listed.textContent(), /rated/);
  await bo.page.getByRole("button", { name: `Join room ${code}` }).click();
  await bo.page.locator("#view-room").waitFor();
  await bo.page.locator("#room-sub", { hasText: "rated" }).waitFor();
});

test("after a rated game the winner's provisional rating is above 1500 and the loser's below, each with one point of history", async () => {
  await play(ada, "black", [7, 7], [bo]);
  await play(bo, "white", [0, 0], [ada]);
  await bo.page.getByRole("button", { name: "Resign" }).click();
  for (const p of [ada, bo]) await p.page.locator('#view-room[data-status="over"]').waitFor();
  for (const p of [ada, bo]) {
    await p.page.getByRole("button", { name: "Leave room" }).click();
    await inLobby(p.page);
  }

  const won = await ownRating(ada.page, "gomoku/freestyle");
  assert.equal(won.provisional, "true");
  assert.ok(won.rating > 1500, `the winner's rating ${won.rating} is above 1500`);
  assert.equal(won.games, 1);
  assert.equal(won.points, 1, "one point of history");
  assert.equal(won.rows, 1, "the history's table lists it");
  assert.equal(won.shown, `${won.rating}?`, "a provisional rating is shown with a ?");
  assert.equal(won.title, "Gomoku, Freestyle", "the kind named from the catalogue");
  assert.match(won.chart, new RegExp(`Gomoku, Freestyle: ${won.rating} after 1 rated game`));
  assert.equal(await text(ada.page, "#profile-title"), "Ada's ratings");
  assert.match(await text(ada.page, "#profile-about"), /An account/);

  const lost = await ownRating(bo.page, "gomoku/freestyle");
  assert.equal(lost.provisional, "true");
  assert.ok(lost.rating < 1500, `the loser's rating ${lost.rating} is below 1500`);
  assert.equal(lost.points, 1);
});

test("the gomoku freestyle leaderboard leaves provisional ratings out, and says it has none settled", async () => {
  const page = ada.page;
  await page.getByLabel("Game of the leaderboard", { exact: true }).selectOption("gomoku");
  await page.getByLabel("Rule of the leaderboard", { exact: true }).selectOption("freestyle");
  const answered = (kind) => page.locator(`#leaderboard-table[data-kind="${kind}"]`).waitFor({ state: "attached" });
  await answered("gomoku/freestyle");
  assert.equal(await page.locator("#leaderboard-table").isHidden(), true, "no rows");
  assert.equal(await page.locator("#leaderboard-rows tr").count(), 0);
  assert.match(await text(page, "#leaderboard-empty"), /No settled ratings yet/);
  // Another rule is asked for on its own, and has none either.
  await page.getByLabel("Rule of the leaderboard", { exact: true }).selectOption("renju");
  await answered("gomoku/renju");
  assert.match(await text(page, "#leaderboard-empty"), /No settled ratings yet/);
  // A game without rules offers none.
  await page.getByLabel("Game of the leaderboard", { exact: true }).selectOption("reversi");
  await page.locator("#leaderboard-rule-field").waitFor({ state: "hidden" });
  await answered("reversi");
  assert.match(await text(page, "#leaderboard-empty"), /No settled ratings yet/);
  await screenshot(page, "ratings-view");
});

test("axe-core finds nothing wrong on the ratings view, nor on the create form with its Rated box", async () => {
  const seen = {};
  seen["ratings view (profile and leaderboard)"] = await axeViolations(ada.page);
  await ada.page.getByRole("button", { name: "Back", exact: true }).click();
  await inLobby(ada.page);
  await ada.page.locator("#field-rated").waitFor();
  seen["create form with the Rated box"] = await axeViolations(ada.page);
  for (const [where, found] of Object.entries(seen)) assert.deepEqual(found, [], `axe-core on the ${where}`);
});
