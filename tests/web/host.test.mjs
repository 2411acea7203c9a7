// What the host did, the page's pure part (client/web/host.js) without a browser: a close of the
// host's told apart from others by its reason, a ban's refused `hello`, and the chat refusals of
// a mute and of the kid mode as sentences.

import { test } from "node:test";
import assert from "node:assert/strict";

import "./english.mjs";
import { TEXT, bannedHello, chatRefusal, hostClosed, hostView, phraseText } from "../../client/web/host.js";

test("a connection the host closed is told apart from other closes by its reason", () => {
  assert.equal(hostClosed(1008, "removed by the host"), "kicked");
  assert.equal(hostClosed(1008, "banned by the host"), "banned");
  // Anything else is answered as before: reconnect, or signed out elsewhere (account.js).
  assert.equal(hostClosed(1008, "signed out elsewhere"), null);
  assert.equal(hostClosed(1008, "rate limit exceeded"), null);
  assert.equal(hostClosed(1008, ""), null);
  assert.equal(hostClosed(1006, "removed by the host"), null, "only the server's close of policy");
  assert.equal(hostClosed(1001, undefined), null);
});

test("a removed player may come back; a banned one is told so, with no way back offered", () => {
  assert.deepEqual(hostView("kicked"), { title: TEXT.kicked, more: TEXT.kickedMore, comeBack: true });
  assert.deepEqual(hostView("banned"), { title: TEXT.banned, more: TEXT.bannedMore, comeBack: false });
  assert.equal(hostView(null), null);
  assert.equal(TEXT.kicked, "The host removed you from this server.");
  assert.equal(TEXT.banned, "The host has banned you from this server.");
});

test("a hello refused for a ban is the host's; a wrong password is not", () => {
  const banned = { type: "error", code: "unauthorized", message: "the host has banned you from this server", ref: "hello" };
  assert.equal(bannedHello(banned), true);
  assert.equal(bannedHello({ ...banned, message: "wrong name or password" }), false);
  assert.equal(bannedHello({ ...banned, ref: "chat" }), false);
  assert.equal(bannedHello({ ...banned, code: "bad_request" }), false);
});

test("a refused chat says the host's mute, the kid mode's phrases, or that chat is off", () => {
  const refused = (message) => ({ type: "error", code: "bad_request", message, ref: "chat" });
  assert.equal(chatRefusal(refused("the host has muted you: your chat is not sent")), TEXT.muted);
  assert.equal(
    chatRefusal(refused("only these phrases are sent on this server: Hello! Good luck! Have fun!")),
    "Only these phrases are sent on this server: Hello! Good luck! Have fun!",
  );
  assert.equal(chatRefusal(refused("chat is off on this server")), "Chat is off on this server.");
  // Another refusal of a chat, in the server's own words as a sentence.
  assert.equal(chatRefusal({ code: "rate_limited", message: "too many messages", ref: "chat" }), "Too many messages.");
  assert.equal(chatRefusal({ code: "not_in_room", message: "", ref: "chat" }), "Not in room.");
});

test("a fixed phrase reads from the catalogue; other chat, and a phrase it lacks, as said", () => {
  assert.equal(phraseText("good-game", "Good game!"), "Good game!");
  assert.equal(phraseText("one-more", "One more game?"), "One more game?");
  assert.equal(phraseText(null, "gg wp"), "gg wp");
  assert.equal(phraseText("from-a-newer-server", "Cheers!"), "Cheers!");
});
