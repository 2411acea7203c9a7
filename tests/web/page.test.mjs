// The page itself, as a phone on a busy network gets it: its scripts and styles come gzipped
// when the browser takes it (by the HTTP stack's compression layer), and the same bytes come
// plain to a client that does not.

import { test } from "node:test";
import assert from "node:assert/strict";
import { get } from "node:http";
import { gunzipSync } from "node:zlib";

import { DESKTOP, PHONE, axeViolations, browserSession, createRoom, play, serverUrl, signIn } from "./helpers.mjs";

const session = browserSession();

/** Bashir on his phone, once he has finished a game with Ada (in the axe-core test). */
let bashirDone = null;

test("the page's scripts and styles come compressed to a browser, and plain to a client that does not ask", async () => {
  const p = await session.person(PHONE);
  const seen = new Map();
  p.page.on("response", async (response) => {
    const path = new URL(response.url()).pathname;
    if (path === "/" || path.startsWith("/assets/")) {
      seen.set(path, { encoding: response.headers()["content-encoding"] ?? null, sizes: await response.request().sizes() });
    }
  });
  await p.page.goto(await serverUrl());
  await p.page.locator("#view-name").waitFor();
  await p.page.waitForLoadState("networkidle");
  const scripts = [...seen.keys()].filter((path) => /\.(js|css)$/.test(path));
  assert.ok(scripts.length >= 5, `the page's scripts and styles were fetched: ${scripts}`);
  let sent = 0;
  let whole = 0;
  for (const path of ["/", ...scripts]) {
    const { encoding, sizes } = seen.get(path);
    assert.equal(encoding, "gzip", `${path} is sent gzipped`);
    sent += sizes.responseBodySize;
    const plain = await fetch(new URL(path, await serverUrl()), { headers: { "accept-encoding": "identity" } });
    assert.equal(plain.headers.get("content-encoding"), null, `${path} comes plain when not asked`);
    whole += (await plain.arrayBuffer()).byteLength;
  }
  assert.ok(sent * 2 < whole, `the page is sent in ${sent} bytes instead of ${whole}`);

  // What comes gzipped, read as the bytes on the wire, is the same file.
  const url = new URL("/assets/app.js", await serverUrl());
  const zipped = await new Promise((resolve, reject) => {
    get(url, { headers: { "accept-encoding": "gzip" } }, (res) => {
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => resolve({ encoding: res.headers["content-encoding"], body: Buffer.concat(chunks) }));
    }).on("error", reject);
  });
  assert.equal(zipped.encoding, "gzip");
  const plain = Buffer.from(await (await fetch(url, { headers: { "accept-encoding": "identity" } })).arrayBuffer());
  assert.ok(gunzipSync(zipped.body).equals(plain), "the gzipped script is the script");
});

test("axe-core finds nothing wrong on the name screen, the lobby, a room in play and over, and a replay", async () => {
  const ada = await session.person(DESKTOP);
  const bashir = await session.person(PHONE);
  const seen = {};
  await ada.page.goto(await serverUrl());
  await ada.page.locator("#view-name").waitFor();
  seen["name screen"] = await axeViolations(ada.page);
  await signIn(ada, "Ada");
  await ada.page.locator("#view-lobby").waitFor();
  seen.lobby = await axeViolations(ada.page);
  const code = await createRoom(ada, { game: "gomoku", seat: "black" });
  seen["waiting room"] = await axeViolations(ada.page);
  await signIn(bashir, "Bashir", `r/${code}`);
  for (const p of [ada, bashir]) await p.page.locator('#view-room[data-status="playing"]').waitFor();
  await play(ada, "black", [7, 7], [bashir]);
  await ada.page.getByRole("textbox", { name: "Chat", exact: true }).fill("good luck");
  await ada.page.getByRole("textbox", { name: "Chat", exact: true }).press("Enter");
  await bashir.page.locator(".chat-text", { hasText: "good luck" }).waitFor();
  seen["room in play (desktop)"] = await axeViolations(ada.page);
  seen["room in play (phone)"] = await axeViolations(bashir.page);
  for (const [i, at] of [[8, 8], [7, 8], [9, 9], [7, 9], [10, 10], [7, 10], [11, 11], [7, 11]].entries()) {
    const [mover, other, seat] = i % 2 === 0 ? [bashir, ada, "white"] : [ada, bashir, "black"];
    await play(mover, seat, at, [other]);
  }
  await ada.page.locator('#view-room[data-status="over"]').waitFor();
  seen["room over"] = await axeViolations(ada.page);
  await ada.page.getByRole("button", { name: "Leave room" }).click();
  const item = ada.page.locator("#games-list .game-item").first();
  await item.waitFor();
  await item.getByRole("button", { name: /Replay/ }).click();
  await ada.page.locator("#view-replay").waitFor();
  seen.replay = await axeViolations(ada.page);
  for (const [where, found] of Object.entries(seen)) assert.deepEqual(found, [], `axe-core on the ${where}`);
  bashirDone = bashir;
});

test("on a phone, a replay opened from a scrolled lobby opens at its top", async () => {
  assert.ok(bashirDone, "Bashir finished a game in the test before");
  const page = bashirDone.page;
  await page.getByRole("button", { name: "Leave room" }).click();
  await page.locator("#view-lobby").waitFor();
  const replay = page.locator("#games-list .game-item").first().getByRole("button", { name: /Replay/ });
  await replay.waitFor();
  // On a phone "Your games" comes first: the page is scrolled down as far as keeps its Replay
  // button in sight below the sticky header.
  const scrolled = await replay.evaluate((button) => {
    const by = button.getBoundingClientRect().top - document.querySelector("header.top").getBoundingClientRect().bottom - 4;
    window.scrollBy(0, by);
    return window.scrollY;
  });
  assert.ok(scrolled > 0, `the lobby is scrolled down (${scrolled} px)`);
  await replay.click();
  // The replay at its last move, that move marked current in the move list.
  await page.locator("#view-replay").waitFor();
  await page.locator('#replay-moves button[aria-current="true"]').waitFor();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve())));
  assert.equal(await page.evaluate(() => window.scrollY), 0, "the replay opens at its top, its title in sight");
  assert.deepEqual(await axeViolations(page), [], "axe-core on a replay on a phone");
});
