// A crowd arriving at once fills the server's places for commands (one place here,
// `--max-pending-commands 1`): a page's hello is answered `server_busy` with when to ask again.
// The page asks again by itself when told, shows no error meanwhile (nor for the lists it asks
// for by itself once in), and is let in when a place comes free. This file starts its own
// server, with those limits.

import { spawn } from "node:child_process";
import { after, test } from "node:test";
import assert from "node:assert/strict";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { DESKTOP, WAIT, freePort, launch, person, spawnServer, until } from "./helpers.mjs";

let browser;
let server;
let crowd;
const dir = mkdtempSync(join(tmpdir(), "boardroom-web-busy-"));

after(async () => {
  await browser?.close();
  crowd?.kill();
  server?.kill("SIGKILL");
  rmSync(dir, { recursive: true, force: true });
});

/**
 * The crowd, run by `startCrowd` in a process of its own (a browser opens one WebSocket to a host
 * at a time, too slowly to crowd anything): SIZE connections at once, each saying hello under a
 * new name and making an account (a password's hash holds the one place longest), then closing
 * and coming again at once, until the process is killed.
 */
const CROWD = `
const [url, size] = process.argv.slice(-2);
let n = 0;
const arrive = () => {
  const ws = new WebSocket(url);
  ws.onopen = () => ws.send(JSON.stringify({ type: "hello", protocol: 1, name: "crowd" + n++ }));
  ws.onmessage = (event) => {
    const m = JSON.parse(event.data);
    if (m.type === "welcome") ws.send(JSON.stringify({ type: "sign_up", password: "correct horse battery staple" }));
    else if (m.type === "account" || m.type === "error") ws.close();
  };
  ws.onerror = () => {};
  ws.onclose = () => setTimeout(arrive, 10);
};
for (let i = 0; i < Number(size); i++) arrive();
`;

/** Starts the crowd of `size` against the server at `url`; the caller kills it. */
function startCrowd(url, size) {
  // Node has WebSocket from 22 on; 20 wants the flag.
  const flags = globalThis.WebSocket ? [] : ["--experimental-websocket"];
  return spawn(process.execPath, [...flags, "--input-type=module", "-e", CROWD, url, String(size)], {
    stdio: ["ignore", "ignore", "inherit"],
  });
}

test("a page told the server is busy says hello again when told and gets in", async () => {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}/`;
  // Loopback is trusted, so the crowd's many new players from one address are not held back by
  // the per-address limits: only the place for commands is scarce.
  server = await spawnServer(port, dir, { "--max-pending-commands": "1", "--trusted-network": "127.0.0.0/8" });
  browser = await launch();

  crowd = startCrowd(`ws://127.0.0.1:${port}/ws`, 100);

  // Ada's page: each hello it sends and each answer to one, as they went over the wire. Not every
  // hello meets a full place, so Ada comes again (a reload: a hello with her token) until one is
  // answered busy; the page must then say hello again by itself, when the hint says, and get in.
  const ada = await person(browser, DESKTOP);
  let frames = [];
  ada.page.on("websocket", (ws) => {
    ws.on("framesent", ({ payload }) => {
      const m = JSON.parse(payload);
      if (m.type === "hello") frames.push({ at: Date.now(), m });
    });
    ws.on("framereceived", ({ payload }) => {
      const m = JSON.parse(payload);
      if (m.type === "welcome" || (m.type === "error" && m.ref === "hello")) frames.push({ at: Date.now(), m });
    });
  });
  await ada.page.goto(base);
  await ada.page.getByLabel("Your name", { exact: true }).fill("Ada");
  await ada.page.locator("#name-form button[type=submit]").click();
  const toldBusy = () => frames.some((f) => f.m.code === "server_busy");
  for (let visit = 1; ; visit++) {
    const conn = ada.page.locator("#conn");
    await until(async () => toldBusy() || (await conn.getAttribute("data-state")) === "open", "an answer to the hello");
    if (toldBusy()) break;
    assert.ok(visit < 40, "one of 40 hellos met a full place");
    frames = [];
    await ada.page.reload();
  }
  // The crowd goes home: a place is free when the page asks again.
  crowd.kill();
  await ada.page.locator('#conn[data-state="open"]').waitFor({ timeout: WAIT });
  const kinds = frames.map((f) => (f.m.type === "error" ? f.m.code : f.m.type));
  assert.equal(kinds.at(-1), "welcome", kinds.join(" "));
  assert.ok(kinds.every((k) => ["hello", "server_busy", "welcome"].includes(k)), kinds.join(" "));
  // Each busy answer is followed by a hello sent when it asked, not at once. (The times are when
  // the test heard of each frame, through the browser's debugging channel: under the crowd's load
  // late by a few hundred milliseconds, and not by the same for each frame.)
  frames.forEach((f, i) => {
    if (f.m.code !== "server_busy") return;
    const hint = f.m.retry_in_ms;
    assert.ok(hint >= 500 && hint <= 5000, `a hint of ${hint} ms`);
    const again = frames.slice(i + 1).find((g) => g.m.type === "hello");
    assert.ok(again, `a hello again after ${kinds.join(" ")}`);
    assert.ok(again.at - f.at >= hint / 2, `asked again after ${again.at - f.at} ms, told ${hint}`);
  });
  assert.equal(await ada.page.locator("#error:not([hidden])").count(), 0, "no error shown for a busy server");
  await ada.page.locator("#view-lobby").waitFor();
  assert.deepEqual(ada.problems, [], "no script errors on the page");
});
