// Replaying a finished game: the position at any ply of a `game_record`, worked out from the
// record alone. The server sends, with every move, every other point it changed and what stands
// there now (`changed`; an older server sends reversi's turned discs as `flipped`), so the
// position after move k is the start, each stone of moves 1..k put down and its changes made. No
// rules live here: the same few lines replay every game, and the words for it come from the
// game's entry of the catalogue (catalogue.js). Pure, tested in node.

import { key, other, resultText, changesOf, applyChanges } from "./state.js";
import { gameInfo, pieceKind, scoresPieces, changedText } from "./catalogue.js";
import { t } from "./i18n.js";

/** A `game_record` message as the replay uses it, with its game's entry of the `catalogue`. */
export function recordFrom(m, catalogue = []) {
  return {
    gameId: m.game_id ?? null,
    imported: !!m.imported,
    game: m.game,
    info: gameInfo(catalogue, m.game),
    options: m.options ?? {},
    names: { black: m.black ?? null, white: m.white ?? null },
    result: m.result ?? null,
    reason: m.reason ?? null,
    line: m.line ?? [],
    startedMs: m.started_ms ?? null,
    start: { black: m.start?.black ?? [], white: m.start?.white ?? [] },
    moves: (m.moves ?? []).map((mv) => ({
      by: mv.by,
      at: mv.at ?? null,
      pass: !!mv.pass,
      changed: changesOf(mv),
      comment: mv.comment ?? null,
    })),
  };
}

/** `ply` brought within the record: 0 (the start) to the number of moves (the end). */
export function clampPly(record, ply) {
  const n = record.moves.length;
  if (!Number.isFinite(ply)) return n;
  return Math.max(0, Math.min(n, Math.trunc(ply)));
}

/**
 * The position after the first `ply` moves: `stones` (a Map from point key to seat), `last` (the
 * move that led here: {at, by, pass, changed}, or null at the start), `toMove`, the pieces' `counts`,
 * and at the end the result and the winning `line`.
 */
export function positionAt(record, ply) {
  const at = clampPly(record, ply);
  const stones = new Map();
  for (const seat of ["black", "white"]) {
    for (const p of record.start[seat]) stones.set(key(p), seat);
  }
  for (let i = 0; i < at; i++) {
    const mv = record.moves[i];
    if (mv.pass) continue;
    stones.set(key(mv.at), mv.by);
    applyChanges(stones, mv.changed);
  }
  const last = at > 0 ? record.moves[at - 1] : null;
  const next = record.moves[at];
  const toMove = next ? next.by : last ? other(last.by) : "black";
  const counts = { black: 0, white: 0 };
  for (const seat of stones.values()) counts[seat] += 1;
  const end = at === record.moves.length;
  return {
    ply: at,
    stones,
    last,
    toMove,
    counts,
    end,
    result: end ? record.result : null,
    line: end ? record.line : [],
  };
}

/**
 * What a board draws for the position: the shape `Board.update` takes (a room seen by nobody
 * seated, so no move can be played on it and no hints are shown).
 */
export function boardView(record, position) {
  const last = position.last;
  return {
    code: "replay",
    gameId: record.gameId ?? "file",
    game: record.game,
    info: record.info,
    options: record.options,
    you: null,
    stones: position.stones,
    toMove: position.toMove,
    legal: [],
    status: "replay",
    line: position.line,
    last: last ? { at: last.at, pass: last.pass, by: last.by, changed: last.changed, seq: 0 } : null,
  };
}

/**
 * The line under the board at a position: which move it is, what it did, and at the end how the
 * game ended. `name(point)` names a point as the board labels it.
 */
export function positionText(record, position, name) {
  const n = record.moves.length;
  const parts = [];
  const last = position.last;
  if (!last) {
    parts.push(t("replay-start", { count: n }));
  } else {
    const move = { ply: position.ply, total: n, seat: last.by };
    const changed = changedText(record.info, last.changed.length);
    if (last.pass) parts.push(t("replay-move-passed", move));
    else if (changed) parts.push(t("replay-move-played-changed", { ...move, point: name(last.at), changed }));
    else parts.push(t("replay-move-played", { ...move, point: name(last.at) }));
  }
  if (scoresPieces(record.info)) {
    parts.push(t("status-count", { piece: pieceKind(record.info), black: position.counts.black, white: position.counts.white }));
  }
  if (position.end && record.result) {
    parts.push(resultText({ status: "over", game: record.game, info: record.info, result: record.result, reason: record.reason }));
  } else if (position.end && n > 0) {
    parts.push(t("replay-end"));
  }
  return parts.join(t("status-sentence-separator"));
}

/** The ply a key takes the replay to from `ply` (arrows step, Home and End jump), or null. */
export function plyForKey(keyName, ply, total) {
  const to = {
    ArrowLeft: ply - 1,
    ArrowRight: ply + 1,
    ArrowUp: ply - 10,
    ArrowDown: ply + 10,
    PageUp: ply - 10,
    PageDown: ply + 10,
    Home: 0,
    End: total,
  }[keyName];
  return to === undefined ? null : Math.max(0, Math.min(total, to));
}

/** The reasons a game ends by its own rules: its last position has no game left to play. */
const RULE_ENDINGS = ["five", "count", "no_legal_move", "board_full"];

/**
 * The moves up to `ply` as `options.opening`: a new game that starts where the replay stands.
 * Null when a pass is among them (an opening is a list of stones), and at the end of a game its
 * rules ended (the server refuses an opening that ends the game).
 */
export function openingUpTo(record, ply) {
  const at = clampPly(record, ply);
  if (at === record.moves.length && RULE_ENDINGS.includes(record.reason)) return null;
  const moves = record.moves.slice(0, at);
  if (moves.some((mv) => mv.pass)) return null;
  return moves.map((mv) => mv.at);
}

/**
 * The options of a new room that starts from the replay's position at `ply`, or null: the
 * record's size and its game's options (the catalogue's), and the opening.
 */
export function optionsFromHere(record, ply) {
  const opening = openingUpTo(record, ply);
  if (opening === null) return null;
  const options = {};
  for (const name of ["size", ...(record.info?.options ?? []).map((o) => o.name)]) {
    if (record.options[name] !== undefined) options[name] = record.options[name];
  }
  return { ...options, opening };
}

/** One line of the "Your games" list for a `games` entry: who against whom, how it went, when. */
export function summaryView(g) {
  const opponentSeat = other(g.you);
  const opponent = g[opponentSeat] ?? t("replay-empty-seat");
  const outcome = g.reason === "aborted" ? "aborted" : g.result === "draw" ? "draw" : g.result === g.you ? "won" : "lost";
  const reasons = {
    five: () => t("replay-why-five"),
    count: () => t("replay-why-count"),
    no_legal_move: () => t("replay-why-no-legal-move"),
    board_full: () => t("replay-why-board-full"),
    resign: () => t("replay-why-resign"),
    agreement: () => t("replay-why-agreement"),
    forfeit: () => t("replay-why-forfeit"),
    timeout: () => t("replay-why-timeout"),
    aborted: () => "",
  };
  const why = Object.hasOwn(reasons, g.reason ?? "") ? reasons[g.reason]() : g.reason;
  const date = new Date(g.ended_ms ?? g.started_ms).toISOString().slice(0, 10);
  return {
    opponent,
    outcome: why ? t("replay-outcome-why", { outcome, why }) : t("replay-outcome", { outcome }),
    date,
    moves: t("replay-moves", { count: g.moves }),
  };
}
