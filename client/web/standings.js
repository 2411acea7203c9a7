// The standings page of an event (`/t/{id}`), for a projector: it reads the event from
// `/t/{id}.json` every two seconds and shows the standings, the games with links to watch each
// board, and the byes. No controls; the host's are in the page itself.

import { h as el, byId } from "./dom.js";

const REFRESH_MS = 2000;
const RESULT_SIGNS = {
  black: ["1", "0"],
  white: ["0", "1"],
  draw: ["½", "½"],
  black_forfeit: ["+", "−"],
  white_forfeit: ["−", "+"],
  double_forfeit: ["−", "−"],
};
const TIEBREAK_NAMES = {
  direct_encounter: "DE",
  buchholz: "Buchholz",
  median_buchholz: "Median",
  sonneborn_berger: "SB",
  wins: "Wins",
  fewer_games: "Games",
};

function setText(node, text) {
  if (node.textContent !== text) node.textContent = text;
}

const id = decodeURIComponent(location.pathname.replace(/^\/t\//, "").replace(/\/$/, ""));
let shown = "";

/** What the status line says of the event. */
export function statusText(t, now = Date.now()) {
  if (t.status === "waiting") return `Waiting for the host to start · ${t.standings.length} entrants`;
  if (t.status === "over") return "Final standings";
  const paused = t.status === "paused" ? " · paused" : "";
  if (t.ends_at_ms) {
    const left = Math.max(0, Math.ceil((t.ends_at_ms - now) / 1000));
    return `Arena · ${Math.floor(left / 60)}:${String(left % 60).padStart(2, "0")} left${paused}`;
  }
  return `Round ${t.round}${t.rounds ? ` of ${t.rounds}` : ""}${paused}`;
}

function render(t) {
  document.title = `${t.settings.name} · Standings · Boardroom`;
  setText(byId("event-name"), t.settings.name);
  setText(byId("event-status"), statusText(t));
  const head = byId("standings-head");
  const columns = ["#", "Name", "Score", "W", "D", "L", ...t.tiebreaks.map((n) => TIEBREAK_NAMES[n] ?? n)];
  head.replaceChildren(...columns.map((c, i) => el("th", { scope: "col", class: i >= 2 ? "num" : null }, c)));
  const names = new Map(t.standings.map((r) => [r.entrant, r.name]));
  byId("standings-rows").replaceChildren(
    ...t.standings.map((r) =>
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
  const games = t.round > 0 ? t.games.filter((g) => g.round === t.round) : t.games.slice(-20).reverse();
  byId("event-games").replaceChildren(
    ...games.map((g) => {
      const [b, w] = g.result ? RESULT_SIGNS[g.result] : ["", ""];
      const text = `${names.get(g.black) ?? g.black} ${b}–${w} ${names.get(g.white) ?? g.white}`.replace(" – ", " vs ");
      const item = el("li", { "data-game": String(g.game) });
      if (g.room && !g.result) item.append(el("a", { href: `/r/${g.room}` }, text), " · watch");
      else item.append(text);
      return item;
    }),
  );
  const byes = t.byes?.filter((b) => b.round === t.round) ?? [];
  setText(byId("event-byes"), byes.length ? `Bye: ${byes.map((b) => names.get(b.entrant) ?? b.entrant).join(", ")}` : "");
}

async function refresh() {
  try {
    const response = await fetch(`/t/${encodeURIComponent(id)}.json`, { cache: "no-store" });
    if (!response.ok) {
      setText(byId("event-status"), response.status === 404 ? "There is no such event." : "The server did not answer; trying again…");
    } else {
      const text = await response.text();
      if (text !== shown) {
        shown = text;
        render(JSON.parse(text));
      }
    }
  } catch {
    setText(byId("event-status"), "The server cannot be reached; trying again…");
  }
  setTimeout(refresh, REFRESH_MS);
}

if (typeof document !== "undefined" && document.getElementById("standings-page")) refresh();
