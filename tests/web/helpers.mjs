// Shared by the browser tests: the server under test, Debian's chromium through playwright-core,
// and the steps a person takes on the page (enter a name, create a room, click a point).
//
// The server: BOARDROOM_URL when set (a server someone started by hand); otherwise each test file
// starts its own: BOARDROOM_SERVER_BIN (the Rust wrapper server/tests/process/web_client.rs sets it) or
// target/release/boardroom-server (or the debug one, whichever is newer), on a free loopback port
// with a temporary data folder, discovery off, and the fair-play deadlines short (FLAGS) so that
// a countdown or a wait takes seconds.

import assert from "node:assert/strict";
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { after } from "node:test";
import { chromium } from "playwright-core";

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "..", "..");
export const ARTIFACTS = join(here, "artifacts");

/** How long a step may take before the test fails (the AI and a loaded CI machine are slow). */
export const WAIT = 15000;

/** A desktop window and a phone screen. */
export const DESKTOP = { viewport: { width: 1280, height: 860 } };
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/**
 * The server's flags for the browser tests: a player who leaves has 3 s to come back, a refused
 * request may be asked again after 3 s (doubling), and draws may be offered at any ply; the tests
 * wait for these real deadlines. Nothing announces itself on the network.
 */
export const FLAGS = {
  "--discovery": "off",
  "--absence-grace-timed": "3",
  "--absence-grace-untimed": "3",
  "--ask-again-ms": "3000",
  "--draw-every": "0",
};

let serverProcess = null;
let serverDir = null;

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

function newestBinary() {
  const candidates = ["release", "debug"]
    .map((profile) => join(root, "target", profile, "boardroom-server"))
    .filter((path) => existsSync(path));
  if (candidates.length === 0) {
    throw new Error("no server binary: run `cargo build --release -p boardroom-server`, or set BOARDROOM_URL");
  }
  candidates.sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  return candidates[0];
}

/** The server binary to start: BOARDROOM_SERVER_BIN, or the newest build in target/. */
export function serverBinary() {
  return process.env.BOARDROOM_SERVER_BIN || newestBinary();
}

/**
 * Starts the server binary on `port` with its data in `dir` and the test FLAGS, and waits until
 * it answers; returns the child process. The caller stops it (`child.kill()`).
 */
export async function spawnServer(port, dir, extra = {}) {
  const flags = Object.entries({ ...FLAGS, ...extra }).flat();
  const child = spawn(serverBinary(), ["--bind", "127.0.0.1", "--port", String(port), "--data", dir, ...flags], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, RUST_LOG: "warn" },
  });
  const url = `http://127.0.0.1:${port}/`;
  for (let i = 0; i < 200; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}healthz`);
      if (response.ok) return child;
    } catch {
      // Not up yet.
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  child.kill();
  throw new Error("the server did not come up");
}

/**
 * The server's base URL, ending in "/": the given one, or a server started for this file (with
 * `flags` over the test FLAGS, when it is the first call).
 */
export async function serverUrl(flags = {}) {
  if (process.env.BOARDROOM_URL) return process.env.BOARDROOM_URL.replace(/\/?$/, "/");
  if (serverProcess) return serverProcess.url;
  const port = await freePort();
  serverDir = mkdtempSync(join(tmpdir(), "boardroom-web-"));
  const child = await spawnServer(port, serverDir, flags);
  serverProcess = { child, url: `http://127.0.0.1:${port}/` };
  return serverProcess.url;
}

/**
 * Registers the bot `name` on the server this file started, as its host does
 * (`boardroom-server bots add NAME`), and returns the key the bot signs in with.
 */
export async function registerBot(name) {
  await serverUrl();
  if (!serverDir) throw new Error("a bot is registered on a server this file started, not on BOARDROOM_URL");
  const out = execFileSync(serverBinary(), ["bots", "add", name, "--data", serverDir], { encoding: "utf8" });
  return out.trim().split("\n").pop();
}

/** Stops the server this file started, if any. */
export function stopServer() {
  if (serverProcess) {
    serverProcess.child.kill("SIGTERM");
    serverProcess = null;
  }
  if (serverDir) {
    rmSync(serverDir, { recursive: true, force: true });
    serverDir = null;
  }
}

/** Debian's chromium, headless. */
export async function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-gpu",
      "--no-first-run",
    ],
  });
}

/**
 * A person with their own browser profile (so their own name and token): a new context and page,
 * with what went wrong on the page (script errors, dialogs) collected for the test to check.
 */
export async function person(browser, options = DESKTOP) {
  const context = await browser.newContext({ deviceScaleFactor: 1, ...options });
  const page = await context.newPage();
  page.setDefaultTimeout(WAIT);
  const problems = [];
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("console", (m) => {
    if (m.type() === "error") problems.push(`console error: ${m.text()}`);
  });
  const dialogs = [];
  page.on("dialog", async (dialog) => {
    dialogs.push({ type: dialog.type(), message: dialog.message() });
    // Confirmations (resign, leaving a game) are accepted; an alert would be a bug, and is recorded.
    if (dialog.type() === "confirm") await dialog.accept();
    else await dialog.dismiss();
  });
  return { context, page, problems, dialogs };
}

/**
 * What a test file of people at the shared server needs: the server and a browser, started with
 * the first person made; after the file's tests, no script error and no alert on the page of
 * anyone it made, then the browser closed and the server stopped (an `after` hook).
 * Its `signedIn(name, options)` makes a person and enters their name; `person(options)` makes
 * one who has not signed in yet.
 */
export function browserSession(flags = {}) {
  let browser;
  let starting;
  const start = () =>
    (starting ??= (async () => {
      await serverUrl(flags);
      browser = await launch();
    })());
  const people = [];
  after(async () => {
    for (const p of people) {
      assert.deepEqual(p.problems, [], "no script errors on the page");
      assert.deepEqual(p.dialogs.filter((d) => d.type === "alert"), [], "no alert ever ran");
    }
    await browser?.close();
    stopServer();
  });
  const session = {
    async person(options = DESKTOP) {
      await start();
      const p = await person(browser, options);
      people.push(p);
      return p;
    },
    async signedIn(name, options = DESKTOP) {
      const p = await session.person(options);
      await signIn(p, name);
      return p;
    },
  };
  return session;
}

/** Opens `path` on the server and enters `name` if the page asks for one. */
export async function signIn(p, name, path = "", base = null) {
  base ??= await serverUrl();
  await p.page.goto(base + path);
  await p.page.getByLabel("Your name", { exact: true }).fill(name);
  await p.page.locator("#name-form button[type=submit]").click();
  await p.page.locator('#conn[data-state="open"]').waitFor();
}

/**
 * Creates a room from the lobby with the form; returns its code. `clock` is a preset's value
 * ("1+0", "3+2", "10+5", "30s"; untimed when left out); `undo: false` unticks "Allow undo".
 */
export async function createRoom(p, { game, rule, size, seat = "black", opponent = "human", level, clock, undo = true } = {}) {
  const page = p.page;
  await page.locator("#view-lobby").waitFor();
  await page.getByLabel("Game", { exact: true }).selectOption(game);
  if (rule) await page.getByLabel("Rule", { exact: true }).selectOption(rule);
  if (size) await page.getByLabel("Board size", { exact: true }).selectOption(String(size));
  await page.getByLabel("Your colour", { exact: true }).selectOption(seat);
  await page.getByLabel(opponent === "ai" ? "The computer" : "A friend", { exact: true }).check();
  if (level) await page.getByLabel("Computer level", { exact: true }).first().selectOption(level);
  await page.getByLabel("Clock", { exact: true }).selectOption(clock ?? "untimed");
  await page.getByLabel("Allow undo", { exact: true }).setChecked(undo);
  await page.getByRole("button", { name: "Create room" }).click();
  await page.locator("#view-room").waitFor();
  await page.waitForURL(/\/r\/[A-Z0-9]+$/);
  return new URL(page.url()).pathname.split("/").pop();
}

/** The locator of one board point. */
export function point(page, [x, y]) {
  return page.locator(`[data-point="${x},${y}"]`);
}

/** Waits until the point shows a stone of `seat`. */
export async function waitStone(page, at, seat) {
  await page.locator(`[data-point="${at[0]},${at[1]}"].${seat}`).waitFor();
}

/** Waits until the page says it is the viewer's turn. */
export async function waitMyTurn(page) {
  await page.locator('#status[data-mine="true"]').waitFor();
}

/** Plays `at` on `mover`'s page and waits until every page in `watchers` shows the stone. */
export async function play(mover, seat, at, watchers) {
  await waitMyTurn(mover.page);
  await point(mover.page, at).click();
  // In tap-twice mode (a touch screen's default) the first click only picks the point.
  if (await mover.page.locator("#tap-twice").isChecked()) await point(mover.page, at).click();
  for (const w of [mover, ...watchers]) await waitStone(w.page, at, seat);
}

/** The text of an element. */
export async function text(page, selector) {
  return (await page.locator(selector).textContent())?.trim() ?? "";
}

/** Saves a screenshot in tests/web/artifacts/. */
export async function screenshot(page, name) {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), animations: "disabled" });
}

/** Waits until `fn()` is true, polling. */
export async function until(fn, what, timeout = WAIT) {
  const end = Date.now() + timeout;
  for (;;) {
    if (await fn()) return;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** axe-core's own script, read once when first needed. */
let axeSource = null;

/**
 * Rules axe-core leaves off by default (or may, in another version) that every check here runs
 * besides its default ones: a control's accessible name must contain its visible text (WCAG
 * 2.5.3, "Label in Name"), as a player who speaks to the page says what they see.
 */
export const AXE_EXTRA_RULES = ["label-content-name-mismatch"];

/**
 * axe-core's violations on the page as it stands, as "rule (impact): target" lines: its default
 * rules and AXE_EXTRA_RULES. axe runs in the page through the browser's debugger: the page's CSP
 * allows no inline script, rightly.
 */
export async function axeViolations(page) {
  axeSource ??= readFileSync(join(here, "node_modules", "axe-core", "axe.min.js"), "utf8");
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  const { found, ran } = await page.evaluate(async (extra) => {
    const rules = Object.fromEntries(extra.map((id) => [id, { enabled: true }]));
    const results = await window.axe.run(document, { resultTypes: ["violations"], rules });
    const ran = ["violations", "passes", "incomplete", "inapplicable"].flatMap((kind) => results[kind].map((r) => r.id));
    return { found: results.violations, ran };
  }, AXE_EXTRA_RULES);
  // A rule that axe no longer knows would be skipped without a word: say so instead.
  for (const id of AXE_EXTRA_RULES) assert.ok(ran.includes(id), `axe-core ran the rule ${id}`);
  return found.flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(" ")}`));
}
