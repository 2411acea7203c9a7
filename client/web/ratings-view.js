// Ratings on the page: the ratings view (a player's profile with each rating and its history,
// and the leaderboard of a game and rule) and the create form's Rated box. The words and the
// sums are ratings.js's; the connection and the choice of view are app.js's, reached through the
// callbacks given. Names come from other people: they reach the page as text only (dom.js). What
// is drawn is drawn again in another language (the language is part of what was drawn); the
// fixed words carry their message's id, for i18n.js to write them again.

import { byId, h, s, show } from "./dom.js";
import { msg } from "./protocol.js";
import { gameInfo } from "./catalogue.js";
import { language, said, translate } from "./i18n.js";
import { TEXT, chartOf, kindOf, kindTitle, lastPoints, leaderboardGames, leaderboardRules, whenText } from "./ratings.js";

const CHART_W = 240;
const CHART_H = 60;

export class RatingsView {
  /** `send(message)`: a message on the connection (false when there is none). */
  constructor({ send }) {
    this.send = send;
    /** The player whose profile is asked for (null: one's own), or undefined before any. */
    this.wanted = undefined;
    /** The leaderboard's kind asked for last, or null. */
    this.board = null;
    this.profileDrawn = "";
    this.boardDrawn = "";
    this.gamesDrawn = "";
    fillTexts();
    byId("leaderboard-game").addEventListener("change", () => {
      this.drawRules();
      this.askLeaderboard();
    });
    byId("leaderboard-rule").addEventListener("change", () => this.askLeaderboard());
    byId("profile-mine").addEventListener("click", () => this.askProfile(null));
  }

  /** The view opens: one's own profile (or `playerId`'s) and the leaderboard chosen, asked afresh. */
  open(catalogue, playerId = null) {
    this.catalogue = catalogue;
    this.drawGames(catalogue);
    this.askProfile(playerId);
    this.askLeaderboard();
  }

  /** Asks for a profile: `playerId`'s, or one's own with null. */
  askProfile(playerId) {
    this.wanted = playerId;
    this.profileDrawn = "";
    this.say("");
    // Until the answer comes, nothing of the profile shown before.
    setText(byId("profile-about"), TEXT.loading);
    byId("profile-ratings").replaceChildren();
    show(byId("profile-note"), false);
    show(byId("profile-empty"), false);
    this.send(msg.getProfile(playerId ?? undefined));
  }

  /** Asks for the leaderboard of the game (and rule) the form shows. */
  askLeaderboard() {
    const game = byId("leaderboard-game").value;
    if (!game) return;
    const rule = byId("leaderboard-rule-field").hidden ? null : byId("leaderboard-rule").value || null;
    this.board = kindOf(this.catalogue, game, rule);
    this.boardDrawn = "";
    // Until the answer comes, nothing of the leaderboard shown before.
    show(byId("leaderboard-table"), false);
    byId("leaderboard-table").dataset.kind = "";
    show(byId("leaderboard-empty"), true);
    setText(byId("leaderboard-empty"), TEXT.loading);
    this.send(msg.listLeaderboard(game, rule ?? undefined));
  }

  /** The server refused one of the view's requests: its sentence, as text, in the view. */
  refused(error) {
    const text = said(error).trim() || error.code.replace(/_/g, " ");
    this.say(text[0].toUpperCase() + text.slice(1));
  }

  say(text) {
    const el = byId("ratings-result");
    if (el.textContent !== text) el.textContent = text;
  }

  /** Draws the view from the state: `me` (for one's own profile), `profile`, `leaderboard`. */
  render(state) {
    this.catalogue = state.catalogue;
    this.drawGames(state.catalogue);
    this.renderProfile(state);
    this.renderLeaderboard(state);
  }

  // ----- the profile ----------------------------------------------------------------------------

  renderProfile(state) {
    const id = this.wanted ?? state.me?.id;
    const profile = state.profile && state.profile.player_id === id ? state.profile : null;
    const signature = JSON.stringify([profile, state.catalogue.length, language()]);
    if (signature === this.profileDrawn) return;
    this.profileDrawn = signature;
    const card = byId("profile-card");
    card.dataset.player = profile?.player_id ?? "";
    setText(byId("profile-title"), profile ? TEXT.profileOf(profile.name) : TEXT.yourProfile);
    show(byId("profile-mine"), !!this.wanted && this.wanted !== state.me?.id);
    const mine = profile?.player_id === state.me?.id;
    setText(byId("profile-about"), !profile ? TEXT.loading : profile.account ? TEXT.account : mine ? TEXT.guestSelf : TEXT.guest);
    const ratings = profile?.ratings ?? [];
    show(byId("profile-empty"), !!profile && profile.account && ratings.length === 0);
    show(byId("profile-note"), ratings.some((r) => r.provisional));
    byId("profile-ratings").replaceChildren(...ratings.map((r) => this.ratingItem(r)));
  }

  /** One rating of the profile: its game and rule, the rating, the games, the history. */
  ratingItem(r) {
    const title = kindTitle(this.catalogue, r.kind);
    const history = r.history ?? [];
    const id = `rating-${r.kind.replace(/[^a-z0-9]/gi, "-")}`;
    return h(
      "li",
      {
        class: "rating-item",
        "aria-labelledby": `${id}-title`,
        dataset: { kind: r.kind, rating: String(r.rating), provisional: String(r.provisional), games: String(r.games), points: String(history.length) },
      },
      h("h3", { id: `${id}-title`, class: "rating-title", text: title }),
      h(
        "p",
        { class: "rating-line" },
        h("span", { class: "rating-value", "aria-hidden": "true", text: TEXT.ratingShown(r) }),
        h("span", { class: "sr-only", text: TEXT.ratingSaid(r) }),
        h("span", { class: "muted small", text: ` · ${TEXT.games(r.games)}` }),
      ),
      history.length ? chart(title, history) : null,
      history.length ? pointsTable(title, history) : null,
    );
  }

  // ----- the leaderboard ------------------------------------------------------------------------

  /** The games the leaderboard offers, from the catalogue (drawn again only when it changed). */
  drawGames(catalogue) {
    const games = leaderboardGames(catalogue);
    const signature = JSON.stringify([games, language()]);
    if (signature === this.gamesDrawn) return;
    this.gamesDrawn = signature;
    const select = byId("leaderboard-game");
    const chosen = select.value;
    select.replaceChildren(...games.map((g) => h("option", { value: g.value, text: g.title, selected: g.value === chosen })));
    this.drawRules();
  }

  /** The rules of the chosen game, for a game rated per rule (gomoku); hidden otherwise. */
  drawRules() {
    const rules = leaderboardRules(gameInfo(this.catalogue, byId("leaderboard-game").value));
    const select = byId("leaderboard-rule");
    const chosen = select.value;
    select.replaceChildren(...rules.map((r) => h("option", { value: r.value, text: r.title, selected: r.value === chosen })));
    show(byId("leaderboard-rule-field"), rules.length > 0);
  }

  renderLeaderboard(state) {
    const board = state.leaderboard && state.leaderboard.kind === this.board ? state.leaderboard : null;
    const signature = JSON.stringify([board, this.board, state.me?.id, language()]);
    if (signature === this.boardDrawn) return;
    this.boardDrawn = signature;
    const rows = board?.rows ?? [];
    const table = byId("leaderboard-table");
    table.dataset.kind = board?.kind ?? "";
    show(table, rows.length > 0);
    const empty = byId("leaderboard-empty");
    show(empty, rows.length === 0);
    setText(empty, board ? TEXT.noSettled : TEXT.loading);
    setText(byId("leaderboard-caption"), this.board ? kindTitle(this.catalogue, this.board) : "");
    byId("leaderboard-rows").replaceChildren(
      ...rows.map((row) =>
        h(
          "tr",
          { class: row.player_id === state.me?.id ? "you" : "", dataset: { player: row.player_id } },
          h("td", { class: "num", text: String(row.rank) }),
          h(
            "td",
            {},
            h("button", {
              type: "button",
              class: "link",
              text: row.name,
              on: { click: () => this.showProfile(row.player_id) },
            }),
          ),
          h("td", { class: "num" }, h("span", { "aria-hidden": "true", text: TEXT.ratingShown(row) }), h("span", { class: "sr-only", text: TEXT.ratingSaid(row) })),
          h("td", { class: "num", text: String(row.games) }),
        ),
      ),
    );
  }

  /** A name of the leaderboard was chosen: that player's profile, brought into sight. */
  showProfile(playerId) {
    this.askProfile(playerId);
    const title = byId("profile-title");
    title.scrollIntoView?.({ block: "nearest" });
    title.focus();
  }

  // ----- the create form ------------------------------------------------------------------------

  /** The Rated box is offered to an account holder only (a guest's games are never rated). */
  renderRatedBox(me) {
    const holder = me?.account === true;
    show(byId("field-rated"), holder);
    if (!holder) byId("create-rated").checked = false;
  }
}

/** The fixed words of the view, the Account panel's buttons and the Rated box. */
function fillTexts() {
  l10n("ratings-rated", "rated-label");
  l10n("ratings-rated-hint", "rated-hint");
  l10n("ratings-your-ratings", "open-ratings");
  l10n("ratings-leaderboard", "open-leaderboard");
  l10n("ratings-title", "ratings-title");
  l10n("ratings-back", "ratings-back");
  l10n("ratings-your-profile", "profile-mine");
  l10n("ratings-no-ratings", "profile-empty");
  l10n("ratings-provisional-note", "profile-note");
  l10n("ratings-leaderboard", "leaderboard-title");
  l10n("ratings-rank", "leaderboard-rank");
  l10n("ratings-name", "leaderboard-name");
  l10n("ratings-rating", "leaderboard-rating");
  l10n("ratings-games-column", "leaderboard-games");
  // "Game" and "Rule" name the create form's fields too: the choices say whose they are, unseen.
  l10n("ratings-game", "leaderboard-game-label");
  l10n("ratings-rule", "leaderboard-rule-label");
  l10n("ratings-game-of-leaderboard", "leaderboard-game");
  l10n("ratings-rule-of-leaderboard", "leaderboard-rule");
}

/**
 * Gives the element `id` the words of `message` (its text, its attributes), now if the
 * catalogues are in, and again whenever i18n.js writes the page's fixed words.
 */
function l10n(message, id) {
  const el = byId(id);
  el.dataset.l10nId = message;
  translate(el.parentElement);
}

/** A history as a small line chart: an image whose name says where it went. */
function chart(title, history) {
  const c = chartOf(history, CHART_W, CHART_H);
  return s(
    "svg",
    { class: "rating-chart", viewBox: `0 0 ${CHART_W} ${CHART_H}`, role: "img", "aria-label": TEXT.chartLabel(title, history) },
    s("path", { class: "rating-line-path", d: c.path }),
    ...c.points.map((p) => s("circle", { class: "rating-point", cx: p.x, cy: p.y, r: 2.5 })),
  );
}

/** The last points of a history, newest first, as a table (the chart's numbers, for reading). */
function pointsTable(title, history) {
  return h(
    "table",
    { class: "standings small rating-points" },
    h("caption", { class: "sr-only", text: TEXT.lastGames(title) }),
    h("thead", {}, h("tr", {}, h("th", { scope: "col", text: TEXT.when }), h("th", { scope: "col", class: "num", text: TEXT.rating }))),
    h(
      "tbody",
      {},
      ...lastPoints(history).map((p) => h("tr", {}, h("td", { text: whenText(p.at_ms) }), h("td", { class: "num", text: String(p.rating) }))),
    ),
  );
}

function setText(el, text) {
  if (el.textContent !== text) el.textContent = text;
}
