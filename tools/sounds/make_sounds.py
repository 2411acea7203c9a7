#!/usr/bin/env python3
"""Makes Boardroom's sounds (client/sounds/*.wav), shared by the web page and the desktop app.

They are made here, from sine waves and a little noise, so that they are the project's own
(no licence to track) and small: 16 kHz, 16-bit mono, a fraction of a second each.
Run: python3 tools/sounds/make_sounds.py (the files are committed; run it again only to change
them).
"""
import math
import random
import struct
import wave
from pathlib import Path

RATE = 16000
OUT = Path(__file__).resolve().parents[2] / "client" / "sounds"


def envelope(i, n, attack=0.005, release=0.6):
    """A soft start and an exponential fade, so that no sound clicks."""
    t = i / RATE
    start = min(1.0, t / attack) if attack else 1.0
    return start * math.exp(-release * 10 * i / n)


def tone(freqs, seconds, volume=0.5, release=0.6):
    n = int(RATE * seconds)
    return [
        volume * envelope(i, n, release=release) * sum(math.sin(2 * math.pi * f * i / RATE) for f in freqs) / len(freqs)
        for i in range(n)
    ]


def silence(seconds):
    return [0.0] * int(RATE * seconds)


def stone():
    """A stone put on a wooden board: a short knock (a low thud and a click of filtered noise)."""
    rng = random.Random(7)
    n = int(RATE * 0.07)
    out, last = [], 0.0
    for i in range(n):
        noise = rng.uniform(-1, 1)
        last = 0.55 * last + 0.45 * noise  # a little smoothing: wood, not hiss
        thud = math.sin(2 * math.pi * 180 * i / RATE)
        out.append(0.7 * math.exp(-60 * i / RATE) * (0.6 * last + 0.4 * thud))
    return out


def your_turn():
    """Two rising notes: it is your move."""
    return tone([660], 0.12, 0.35) + tone([880], 0.22, 0.35)


def low_time():
    """Three short high beeps: little time is left."""
    beep = tone([1200], 0.06, 0.3, release=0.2)
    return beep + silence(0.06) + beep + silence(0.06) + beep


def game_end():
    """A short rising chord: the game is over."""
    return tone([523.25], 0.14, 0.3) + tone([659.25], 0.14, 0.3) + tone([523.25, 659.25, 783.99], 0.5, 0.35)


def write(name, samples):
    OUT.mkdir(parents=True, exist_ok=True)
    with wave.open(str(OUT / f"{name}.wav"), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(b"".join(struct.pack("<h", int(max(-1.0, min(1.0, s)) * 32767)) for s in samples))


if __name__ == "__main__":
    for name, make in [("stone", stone), ("your-turn", your_turn), ("low-time", low_time), ("game-end", game_end)]:
        write(name, make())
    for f in sorted(OUT.glob("*.wav")):
        print(f"{f.name}: {f.stat().st_size} bytes")
