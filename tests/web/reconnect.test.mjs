// The connection drops in the middle of a game, for everyone at once: the server is killed
// (SIGKILL) and started again on the same port and data. Both pages reconnect by themselves,
// with their tokens, to the same seats and the same board, and the game goes on; nobody is asked
// for anything. This file starts its own server (the shared one must not be killed).

import { after, test } from "node:test";
import assert from "node:assert/strict";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { DESKTOP, PHONE, createRoom, freePort, launch, person, play, signIn, spawnServer, text } from "./helpers.mjs";

let browser;
let server;
const dir = mkdtempSync(join(tmpdir(), "boardroom-web-restart-"));

after(async () => {
  await browser?.close();
  server?.kill("SIGKILL");
  rmSync(dir, { recursive: true, force: true });
});

async function stones(page) {
  return page.$$eval("[data-point].black, [data-point].white", (els) =>
    els.map((e) => `${e.dataset.point}=${e.classList.contains("black") ? "black" : "white"}`).sort(),
  );
}

test("a dropped connection comes back by itself to the same seat and board", async () => {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}/`;
  server = await spawnServer(port, dir);
  browser = await launch();
  const ada = await person(browser, DESKTOP);
  const bashir = await person(browser, PHONE);
  await signIn(ada, "Ada", "", base);
  const code = await createRoom(ada, { game: "reversi", seat: "black" });
  await signIn(bashir, "Bashir", `r/${code}`, base);
  await bashir.page.locator('#view-room[data-status="playing"]').waitFor();
  await play(ada, "black", [2, 3], [bashir]);
  await play(bashir, "white", [2, 2], [ada]);
  await play(ada, "black", [3, 2], [bashir]);
  // Carol watches.
  const carol = await person(browser, DESKTOP);
  await signIn(carol, "Carol", "", base);
  await carol.page.locator(`.room-item[data-room="${code}"]`).getByRole("button", { name: "Watch" }).click();
  await carol.page.locator('#view-room[data-status="playing"]').waitFor();
  const before = await stones(ada.page);
  assert.deepEqual(await stones(carol.page), before);

  const gone = new Promise((resolve) => server.once("exit", resolve));
  server.kill("SIGKILL");
  await gone;
  for (const p of [ada, bashir, carol]) await p.page.locator('#conn:not([data-state="open"])').waitFor();
  assert.match(await text(ada.page, "#conn"), /Reconnecting|Connecting/);

  server = await spawnServer(port, dir);
  for (const p of [ada, bashir, carol]) {
    await p.page.locator('#conn[data-state="open"]').waitFor({ timeout: 20000 });
    await p.page.locator('#view-room[data-status="playing"]').waitFor();
    assert.equal(new URL(p.page.url()).pathname, `/r/${code}`);
    assert.deepEqual(await stones(p.page), before);
    assert.equal(await p.page.locator("#view-name").isVisible(), false, "no name asked");
  }
  assert.match(await text(ada.page, "#player-black"), /Ada \(you\)/);
  assert.match(await text(bashir.page, "#player-white"), /Bashir \(you\)/);
  assert.match(await text(carol.page, "#room-sub"), /you are watching/);
  await play(bashir, "white", [4, 2], [ada, carol]);
  for (const p of [ada, bashir, carol]) assert.deepEqual(p.problems.filter((m) => !/WebSocket|ERR_CONNECTION/.test(m)), []);
});
