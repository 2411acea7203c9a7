// The standings page of an event (`/t/{id}`), for a projector: it reads the event from
// `/t/{id}.json` every two seconds and shows the standings, the games with links to watch each
// board, and the byes. No controls; the host's are in the page itself. It speaks the language
// chosen on the main page (`boardroom.lang`, i18n.js), and follows when it changes there.

import { h as el, byId } from "./dom.js";
import { load, t } from "./i18n.js";

const REFRESH_MS = 2000;
/** Where the main page keeps the language the player chose. */
const LANGUAGE_KEY = "boardroom.lang";
const RESULT_SIGNS = {
  black: ["1", "0"],
  white: ["0", "1"],
  draw: ["½", "½"],
  black_forfeit: ["+", "−"],
  white_forfeit: ["−", "+"],
  double_forfeit: ["−", "−"],
};

/** The standings' column of a tiebreak, by its name on the wire; the name itself for one this page does not know. */
function tiebreakName(name) {
  const names = {
    direct_encounter: () => t("standings-tiebreak-direct-encounter"),
    buchholz: () => t("standings-tiebreak-buchholz"),
    median_buchholz: () => t("standings-tiebreak-median-buchholz"),
    sonneborn_berger: () => t("standings-tiebreak-sonneborn-berger"),
    wins: () => t("standings-tiebreak-wins"),
    fewer_games: () => t("standings-tiebreak-fewer-games"),
  };
  return Object.hasOwn(names, name) ? names[name]() : name;
}

/** Writes `text` into `node`, which from then on holds the event's words, not its fixed message. */
function setText(node, text) {
  delete node.dataset.l10nId;
  if (node.textContent !== text) node.textContent = text;
}

const id = typeof location === "undefined" ? "" : decodeURIComponent(location.pathname.replace(/^\/t\//, "").replace(/\/$/, ""));
let shown = "";

/** What the status line says of the event. */
export function statusText(event, now = Date.now()) {
  if (event.status === "waiting") return t("standings-waiting", { count: event.standings.length });
  if (event.status === "over") return t("standings-final");
  let text;
  if (event.ends_at_ms) {
    const left = Math.max(0, Math.ceil((event.ends_at_ms - now) / 1000));
    text = t("standings-arena", { time: `${Math.floor(left / 60)}:${String(left % 60).padStart(2, "0")}` });
  } else if (event.rounds) {
    text = t("standings-round-of", { round: event.round, rounds: event.rounds });
  } else {
    text = t("standings-round", { round: event.round });
  }
  return event.status === "paused" ? t("standings-paused", { status: text }) : text;
}

function render(event) {
  const title = document.querySelector("title");
  if (title) delete title.dataset.l10nId;
  document.title = t("standings-event-title", { name: event.settings.name });
  setText(byId("event-name"), event.settings.name);
  setText(byId("event-status"), statusText(event));
  const head = byId("standings-head");
  const columns = [
    "#",
    t("standings-column-name"),
    t("standings-column-score"),
    t("standings-column-wins"),
    t("standings-column-draws"),
    t("standings-column-losses"),
    ...event.tiebreaks.map(tiebreakName),
  ];
  head.replaceChildren(...columns.map((c, i) => el("th", { scope: "col", class: i >= 2 ? "num" : null }, c)));
  const names = new Map(event.standings.map((r) => [r.entrant, r.name]));
  byId("standings-rows").replaceChildren(
    ...event.standings.map((r) =>
      el(
        "tr",
        { class: r.presence },
        el("td", { class: "num" }, String(r.rank)),
        el("td", {}, r.on_fire ? `${r.name} 🔥` : r.name),
        el("td", { class: "num" }, r.score),
        el("td", { class: "num" }, String(r.wins)),
        el("td", { class: "num" }, String(r.draws)),
        el("td", { class: "num" }, String(r.losses)),
        ...r.tiebreaks.map((v) => el("td", { class: "num" }, v)),
      ),
    ),
  );
  // The round under way (or last played) first; an arena's newest games.
  const games = event.round > 0 ? event.games.filter((g) => g.round === event.round) : event.games.slice(-20).reverse();
  byId("event-games").replaceChildren(
    ...games.map((g) => {
      const black = names.get(g.black) ?? g.black;
      const white = names.get(g.white) ?? g.white;
      const text = g.result
        ? `${black} ${RESULT_SIGNS[g.result][0]}–${RESULT_SIGNS[g.result][1]} ${white}`
        : t("standings-game-vs", { black, white });
      const item = el("li", { "data-game": String(g.game) });
      if (g.room && !g.result) item.append(el("a", { href: `/r/${g.room}` }, text), t("standings-watch"));
      else item.append(text);
      return item;
    }),
  );
  const byes = event.byes?.filter((b) => b.round === event.round) ?? [];
  setText(
    byId("event-byes"),
    byes.length ? t("standings-byes", { names: byes.map((b) => names.get(b.entrant) ?? b.entrant).join(t("standings-list-separator")) }) : "",
  );
}

async function refresh() {
  try {
    const response = await fetch(`/t/${encodeURIComponent(id)}.json`, { cache: "no-store" });
    if (!response.ok) {
      setText(byId("event-status"), response.status === 404 ? t("standings-no-event") : t("standings-no-answer"));
    } else {
      const text = await response.text();
      if (text !== shown) {
        shown = text;
        render(JSON.parse(text));
      }
    }
  } catch {
    setText(byId("event-status"), t("standings-unreachable"));
  }
  setTimeout(refresh, REFRESH_MS);
}

/** The language the player chose on the main page, or null for the browser's. */
function chosenLanguage() {
  try {
    return localStorage.getItem(LANGUAGE_KEY) || null;
  } catch {
    return null;
  }
}

async function start() {
  await load(chosenLanguage());
  // The main page in another tab changed the language: speak it too.
  window.addEventListener("storage", async (event) => {
    if (event.key !== LANGUAGE_KEY) return;
    await load(chosenLanguage());
    if (shown) render(JSON.parse(shown));
  });
  refresh();
}

if (typeof document !== "undefined" && document.getElementById("standings-page")) start();
