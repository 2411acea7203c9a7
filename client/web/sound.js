// Sounds and the turn alert. A stone's knock for every move, a chime when it becomes the
// player's turn while they look elsewhere (or the game's first move is theirs), three beeps when
// their clock runs under ten seconds, a chord at the game's end (client/sounds, the project's
// own), and, when the player has turned it on, a notification when it is their turn while the
// page is hidden. What to play is decided by pure functions (tested in node); `Alerts` plays it.

import { myTurn } from "./state.js";

/** Under this much time on the player's clock, on their turn, the low-time beeps sound once. */
export const LOW_TIME_MS = 10000;

/**
 * The sounds a server message calls for, in order, for a player in `room` (the room after the
 * message; null when none) whose page is `hidden` or not: names of client/sounds' files.
 */
export function soundsFor(msg, room, hidden) {
  const mine = myTurn(room);
  switch (msg.type) {
    case "step":
      return mine && (hidden || msg.ply === 1) ? ["stone", "your-turn"] : ["stone"];
    case "player_joined":
      // A game put under way by this seat, when its first move is the player's.
      return mine && (room.ply ?? 0) === 0 ? ["your-turn"] : [];
    case "game_over":
      return ["game-end"];
    default:
      return [];
  }
}

/** Whether the player's clock has just run under the low-time mark: from `before` to `now` ms. */
export function lowTimeCrossed(before, now) {
  return before !== null && before >= LOW_TIME_MS && now < LOW_TIME_MS && now > 0;
}

/** Plays the sounds and raises the turn notification, as the player's settings say. */
export class Alerts {
  /**
   * `settings` reads and keeps the two choices ({get(name), set(name, value)}: the page's
   * store); `base` is where the sounds are served.
   */
  constructor(settings, base = "/sounds/") {
    this.settings = settings;
    this.base = base;
    /** One element a sound, made when first played. */
    this.audio = new Map();
  }

  /** Whether sounds play (on unless the player turned them off). */
  get soundOn() {
    return this.settings.get("sound") !== "off";
  }

  /** Turns sounds on or off. */
  setSound(on) {
    this.settings.set("sound", on ? "on" : "off");
  }

  /** Whether the player asked for a notification on their turn (and the browser allows it). */
  get notifyOn() {
    return this.settings.get("notify") === "on" && typeof Notification !== "undefined" && Notification.permission === "granted";
  }

  /**
   * Turns the turn notification on (asking the browser's permission now, the only time it is
   * asked) or off; answers whether it is on.
   */
  async setNotify(on) {
    if (!on || typeof Notification === "undefined") {
      this.settings.set("notify", "off");
      return false;
    }
    const permission = Notification.permission === "default" ? await Notification.requestPermission() : Notification.permission;
    this.settings.set("notify", permission === "granted" ? "on" : "off");
    return permission === "granted";
  }

  /** Plays the sounds `names` one after the other (a failure to play is not the game's). */
  play(names) {
    if (!this.soundOn || names.length === 0) return;
    const [first, ...rest] = names;
    let audio = this.audio.get(first);
    if (!audio) {
      audio = new Audio(`${this.base}${first}.wav`);
      this.audio.set(first, audio);
    }
    audio.currentTime = 0;
    const next = () => this.play(rest);
    if (rest.length > 0) audio.addEventListener("ended", next, { once: true });
    audio.play().catch(() => {});
  }

  /** Tells a player who looks elsewhere that it is their turn: `title` and `body`, once a turn. */
  notify(title, body, tag) {
    if (!this.notifyOn) return;
    try {
      const note = new Notification(title, { body, tag, icon: "/assets/icon.svg" });
      note.onclick = () => {
        window.focus();
        note.close();
      };
    } catch {
      // A browser that shows notifications only from a service worker: the sound still says it.
    }
  }
}
