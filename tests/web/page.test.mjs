// The page itself, as a phone on a busy network gets it: its scripts and styles come gzipped
// when the browser takes it (by the HTTP stack's compression layer), and the same bytes come
// plain to a client that does not.

import { test } from "node:test";
import assert from "node:assert/strict";
import { get } from "node:http";
import { gunzipSync } from "node:zlib";

import { PHONE, browserSession, serverUrl } from "./helpers.mjs";

const session = browserSession();

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
