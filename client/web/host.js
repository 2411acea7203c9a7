// What the host of the server did to this player, the page's pure part: the sentences for a
// connection the host closed (removed, banned), for a `hello` refused because of a ban, and for a
// chat refused because the host muted the player or set the kid mode. No DOM here, so that
// tests/web/host.test.mjs runs it in node; app.js draws it.

import { has, said, t } from "./i18n.js";

/** The close reasons and refusals of the server's (server/src/admin), as it words them. */
export const REASONS = {
  kicked: "removed by the host",
  banned: "banned by the host",
  bannedHello: "the host has banned you from this server",
  muted: "the host has muted you",
  phrases: "only these phrases are sent on this server:",
  chatOff: "chat is off on this server",
};

/**
 * Every sentence about the host's actions, from the message catalogue (the `host-` messages),
 * read when it is shown: the language may change at any time.
 */
export const TEXT = {
  get kicked() { return t("host-kicked"); },
  get kickedMore() { return t("host-kicked-more"); },
  get banned() { return t("host-banned"); },
  get bannedMore() { return t("host-banned-more"); },
  get comeBack() { return t("host-come-back"); },
  get muted() { return t("host-muted"); },
  phrases: (list) => t("host-phrases", { list }),
  get chatOff() { return t("host-chat-off"); },
};

/** The close code the server ends a connection with when the host (or a policy) ends it. */
export const CLOSE_POLICY = 1008;

/**
 * What a closed connection says of the host: "kicked", "banned", or null (any other close,
 * which the page answers as before). The server's reason tells them apart.
 */
export function hostClosed(code, reason) {
  if (code !== CLOSE_POLICY) return null;
  const why = String(reason ?? "").trim().toLowerCase();
  if (why === REASONS.kicked) return "kicked";
  if (why === REASONS.banned) return "banned";
  return null;
}

/** Whether a refused `hello` is a ban of the host's (of the player, or of the address). */
export function bannedHello(error) {
  return error?.ref === "hello" && error.code === "unauthorized" && String(error.message ?? "").toLowerCase().startsWith(REASONS.bannedHello);
}

/** The sentences the page shows for "kicked" or "banned": {title, more, comeBack}. */
export function hostView(what) {
  if (what === "kicked") return { title: TEXT.kicked, more: TEXT.kickedMore, comeBack: true };
  if (what === "banned") return { title: TEXT.banned, more: TEXT.bannedMore, comeBack: false };
  return null;
}

/**
 * What a chat line or a phrase button says: one of the host's fixed phrases in the player's
 * language (`chat-phrase-ID`), anything else as it was said.
 */
export function phraseText(phrase, text) {
  return phrase && has(`chat-phrase-${phrase}`) ? t(`chat-phrase-${phrase}`) : text;
}

/** The server's own sentence, as a sentence: a capital first and a full stop last. */
function sentence(text) {
  const said = String(text ?? "").trim();
  if (!said) return "";
  const s = said[0].toUpperCase() + said.slice(1);
  return /[.!?]$/.test(s) ? s : `${s}.`;
}

/**
 * What the chat box says when the server refused a `chat`: the host's mute, the kid mode's
 * phrases (listed, as the refusal lists them) or no chat at all; any other refusal of a chat in
 * the server's own words.
 */
export function chatRefusal(error) {
  const message = String(error?.message ?? "").trim();
  const lower = message.toLowerCase();
  if (lower.startsWith(REASONS.muted)) return TEXT.muted;
  if (lower.startsWith(REASONS.phrases)) return TEXT.phrases(message.slice(REASONS.phrases.length).trim());
  if (lower.startsWith(REASONS.chatOff)) return TEXT.chatOff;
  return sentence(said(error)) || sentence(String(error?.code ?? "").replace(/_/g, " "));
}
