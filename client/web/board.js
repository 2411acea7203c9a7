// The boards, drawn in SVG. Where every point is comes from the geometry of the game's kind of
// board (geometry.js, picked by the catalogue's `board`); `Board` draws one and keeps it in step
// with the room.
//
// Every point is a `<g data-point="x,y">` (hex: "q,r") with an aria-label, holding a
// transparent hit area (so a tap anywhere near the point plays it), the stone, and markers
// (last move, legal hint, a forbidden point's cross, the winning line).

import { s } from "./dom.js";
import { CELL } from "./geometry.js";
import { boardGeometry, describeOptions, forbiddenSeat, gameTitle, pieceKind } from "./catalogue.js";
import { language, t } from "./i18n.js";
import { key, forbidden, legalPoints, myTurn } from "./state.js";

/**
 * The neighbour of `p` one step in the direction of an arrow key, or null. On the hex board
 * up and down follow the q = constant line (up-left, down-right); left and right stay in the row.
 */
function arrowStep(p, keyName) {
  const steps = {
    ArrowLeft: [-1, 0],
    ArrowRight: [1, 0],
    ArrowUp: [0, -1],
    ArrowDown: [0, 1],
  };
  const d = steps[keyName];
  if (!d) return null;
  return [p[0] + d[0], p[1] + d[1]];
}

/** One board on the page: built once per game and options, then updated in place. */
export class Board {
  /**
   * `container`: the element to draw in. `onPlay(point)`: called when the player clicks, taps
   * or presses Enter on a point.
   */
  constructor(container, onPlay) {
    this.container = container;
    this.onPlay = onPlay;
    this.geo = null;
    this.signature = null;
    this.elements = new Map();
    this.seenSeq = null;
    this.focusKey = null;
  }

  /**
   * Draws `room`; `hints`: whether to show the legal points when it is the viewer's turn;
   * `chosen`: the key of the point picked for the next move and not yet played (tap-twice
   * mode), drawn as a faint stone of the viewer's colour, or null. `marks` (a replay): `best`,
   * the engine's better move to draw as a ring, `line`, a missed win's points to dot, and
   * `changed`, the points the last move changed besides its own, to outline.
   */
  update(room, hints, chosen = null, marks = {}) {
    // A new language draws the board again, with its words.
    const signature = `${room.code}|${room.gameId}|${room.game}|${JSON.stringify(room.options)}|${language()}`;
    if (signature !== this.signature) {
      this.build(room);
      this.signature = signature;
      this.seenSeq = room.last?.seq ?? null;
    }
    const geo = this.geo;
    if (!geo) return;
    const mine = myTurn(room);
    const legal = new Set(legalPoints(room, geo.points).map(key));
    const banned = new Set(forbidden(room, geo.points).map(key));
    const bannedTo = forbiddenSeat(room.info, room.options);
    const line = new Set(room.line.map(key));
    const last = room.last;
    const lastKey = last?.at ? key(last.at) : null;
    const animate = last && last.seq !== this.seenSeq && last.seq > 0;
    // The pieces the last move turned over (a point it emptied has nothing to turn).
    const flipped = new Set(animate ? last.changed.filter((c) => c.stone).map((c) => key(c.at)) : []);
    const best = marks.best ? key(marks.best) : null;
    const missed = new Set((marks.line ?? []).map(key));
    const turned = new Set((marks.changed ?? []).map((c) => key(c.at)));
    this.seenSeq = last?.seq ?? null;
    const piece = pieceKind(room.info);
    const separator = t("board-separator");

    this.svg.classList.toggle("my-turn", mine);
    this.svg.classList.toggle("hints", hints && mine);
    for (const p of geo.points) {
      const k = key(p);
      const el = this.elements.get(k);
      const stone = room.stones.get(k) ?? null;
      const isLegal = mine && legal.has(k) && !stone;
      const isBanned = banned.has(k);
      el.classList.toggle("black", stone === "black");
      el.classList.toggle("white", stone === "white");
      el.classList.toggle("legal", isLegal);
      el.classList.toggle("forbidden", isBanned);
      el.classList.toggle("last", k === lastKey);
      el.classList.toggle("win", line.has(k));
      el.classList.toggle("best", k === best);
      el.classList.toggle("missed", missed.has(k) && k !== best);
      el.classList.toggle("turned", turned.has(k));
      const isChosen = k === chosen && !stone;
      el.classList.toggle("chosen", isChosen);
      el.classList.toggle("chosen-black", isChosen && room.you === "black");
      el.classList.toggle("chosen-white", isChosen && room.you === "white");
      if (flipped.has(k)) {
        el.classList.remove("flip-to-black", "flip-to-white");
        // Reading the layout restarts the animation when the same disc turns twice in a row.
        void el.getBoundingClientRect();
        el.classList.add(`flip-to-${stone}`);
      }
      if (animate && k === lastKey) {
        el.classList.remove("placed");
        void el.getBoundingClientRect();
        el.classList.add("placed");
      }
      const parts = [geo.name(p)];
      parts.push(stone ? t("board-point-stone", { seat: stone, piece }) : t("board-point-empty"));
      if (k === lastKey) parts.push(t("board-point-last-move"));
      if (line.has(k)) parts.push(t("board-point-winning-line"));
      if (turned.has(k)) parts.push(stone ? t("board-point-turned") : t("board-point-emptied"));
      if (k === best) parts.push(t("board-point-best"));
      else if (missed.has(k)) parts.push(t("board-point-missed-win"));
      if (isBanned) parts.push(t("board-point-forbidden", { seat: bannedTo }));
      else if (isLegal) parts.push(t("board-point-legal"));
      if (isChosen) parts.push(t("board-point-chosen"));
      const label = parts.join(separator);
      if (el.getAttribute("aria-label") !== label) el.setAttribute("aria-label", label);
    }
    this.drawWinLine(room.line);
  }

  build(room) {
    const geo = boardGeometry(room.info, room.options);
    this.geo = geo;
    this.elements.clear();
    if (!geo) {
      // A game the server did not describe, or on a board this page cannot draw.
      const p = document.createElement("p");
      p.className = "board-missing muted";
      p.textContent = t("board-cannot-draw", { game: gameTitle(room.info, room.game) });
      this.container.replaceChildren(p);
      return;
    }
    const r = geo.radius;
    const svg = s("svg", {
      class: `board board-${geo.shape}`,
      viewBox: `0 0 ${geo.width.toFixed(1)} ${geo.height.toFixed(1)}`,
      role: "group",
      "aria-label": t("board-label", { game: gameTitle(room.info, room.game), options: describeOptions(room.info, room.options) }),
    });
    svg.append(s("rect", { class: "board-bg", x: 0, y: 0, width: geo.width, height: geo.height, rx: 10 }));
    const face = geo.face;
    svg.append(
      face.polygon
        ? s("polygon", { class: "board-face", points: face.polygon.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(" ") })
        : s("rect", { class: "board-face", x: face.rect[0], y: face.rect[1], width: face.rect[2], height: face.rect[3], rx: 4 }),
    );
    const lines = s("g", { class: "lines", "aria-hidden": "true" });
    for (const [x1, y1, x2, y2] of geo.lines) {
      lines.append(s("line", { x1: x1.toFixed(1), y1: y1.toFixed(1), x2: x2.toFixed(1), y2: y2.toFixed(1) }));
    }
    svg.append(lines);
    const stars = s("g", { class: "stars", "aria-hidden": "true" });
    for (const [x, y] of geo.stars) {
      stars.append(s("circle", { cx: x.toFixed(1), cy: y.toFixed(1), r: geo.starRadius }));
    }
    svg.append(stars);
    const labels = s("g", { class: "coords", "aria-hidden": "true" });
    for (const l of geo.labels) {
      labels.append(s("text", { x: l.x.toFixed(1), y: l.y.toFixed(1), text: l.text }));
    }
    svg.append(labels);

    const points = s("g", { class: "points" });
    for (const p of geo.points) {
      const [x, y] = geo.pos(p).map((v) => v.toFixed(1));
      const k = key(p);
      const g = s(
        "g",
        { class: "pt", "data-point": k, role: "button", tabindex: -1, transform: `translate(${x} ${y})` },
        s("circle", { class: "hit", r: (CELL * 0.5).toFixed(1) }),
        s("circle", { class: "hint", r: (r * 0.28).toFixed(1) }),
        s("circle", { class: "stone", r: r.toFixed(1) }),
        s("circle", { class: "ring", r: (r + 3).toFixed(1) }),
        s("circle", { class: "mark", r: (r * 0.3).toFixed(1) }),
        s("path", {
          class: "cross",
          d: `M${-r * 0.35},${-r * 0.35}L${r * 0.35},${r * 0.35}M${r * 0.35},${-r * 0.35}L${-r * 0.35},${r * 0.35}`,
        }),
      );
      this.elements.set(k, g);
      points.append(g);
    }
    svg.append(points);
    this.winLine = s("line", { class: "win-line", "aria-hidden": "true" });
    svg.append(this.winLine);

    svg.addEventListener("click", (event) => {
      const target = event.target.closest?.("[data-point]");
      if (target) this.play(target);
    });
    svg.addEventListener("keydown", (event) => this.key(event));
    this.svg = svg;
    this.container.replaceChildren(svg);
    // One point takes part in the tab order (the centre); arrows move from there.
    const centre = geo.points[Math.floor(geo.points.length / 2)];
    this.focus(key(centre), false);
  }

  play(el) {
    const [a, b] = el.dataset.point.split(",").map(Number);
    this.focus(el.dataset.point, false);
    this.onPlay([a, b]);
  }

  focus(k, move) {
    const previous = this.elements.get(this.focusKey);
    if (previous) previous.setAttribute("tabindex", "-1");
    const el = this.elements.get(k);
    if (!el) return;
    el.setAttribute("tabindex", "0");
    this.focusKey = k;
    if (move) el.focus();
  }

  key(event) {
    const el = event.target.closest?.("[data-point]");
    if (!el) return;
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      this.play(el);
      return;
    }
    const p = el.dataset.point.split(",").map(Number);
    const next = arrowStep(p, event.key);
    if (next && this.elements.has(key(next))) {
      event.preventDefault();
      this.focus(key(next), true);
    }
  }

  drawWinLine(line) {
    if (!line || line.length < 2) {
      this.winLine.classList.remove("shown");
      return;
    }
    // The two ends of the row are the two points farthest apart.
    let best = [line[0], line[0]];
    let far = -1;
    for (const a of line) {
      for (const b of line) {
        const [ax, ay] = this.geo.pos(a);
        const [bx, by] = this.geo.pos(b);
        const d = (ax - bx) ** 2 + (ay - by) ** 2;
        if (d > far) {
          far = d;
          best = [a, b];
        }
      }
    }
    const [x1, y1] = this.geo.pos(best[0]);
    const [x2, y2] = this.geo.pos(best[1]);
    this.winLine.setAttribute("x1", x1.toFixed(1));
    this.winLine.setAttribute("y1", y1.toFixed(1));
    this.winLine.setAttribute("x2", x2.toFixed(1));
    this.winLine.setAttribute("y2", y2.toFixed(1));
    this.winLine.classList.add("shown");
  }
}
