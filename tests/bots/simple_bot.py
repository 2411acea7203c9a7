#!/usr/bin/env python3
"""A complete Boardroom bot: it signs in as a bot, waits to be seated, and plays the first
legal point it is given until the game ends; then it waits for the next room.

    BOARDROOM_BOT_KEY=KEY python3 simple_bot.py ws://127.0.0.1:7878/ws simplebot [GAME ...]

KEY: what `boardroom-server bots add simplebot` printed on the server's machine (a server run
with `--bots open` needs none). GAME: the games it says it plays (gomoku, reversi, nogo,
hex_gomoku); none, every game.
Python's standard library only: the WebSocket client is the few lines below.
"""
import base64
import json
import os
import socket
import struct
import sys
from urllib.parse import urlparse


class WebSocket:
    """A WebSocket client (RFC 6455) for text frames: enough for Boardroom's JSON frames."""

    def __init__(self, url):
        address = urlparse(url)
        self.sock = socket.create_connection((address.hostname, address.port or 80))
        key = base64.b64encode(os.urandom(16)).decode()
        self.sock.sendall(
            f"GET {address.path or '/'} HTTP/1.1\r\nHost: {address.netloc}\r\n"
            "Upgrade: websocket\r\nConnection: Upgrade\r\n"
            f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n".encode()
        )
        head = b""
        while not head.endswith(b"\r\n\r\n"):
            byte = self.sock.recv(1)
            if not byte:
                raise ConnectionError("the server closed during the handshake")
            head += byte
        if b" 101 " not in head.split(b"\r\n")[0]:
            raise ConnectionError(head.decode(errors="replace"))

    def _exact(self, n):
        data = b""
        while len(data) < n:
            chunk = self.sock.recv(n - len(data))
            if not chunk:
                raise ConnectionError("the server closed the connection")
            data += chunk
        return data

    def _send_frame(self, opcode, payload):
        # A client masks every frame it sends.
        head = bytes([0x80 | opcode])
        if len(payload) < 126:
            head += bytes([0x80 | len(payload)])
        elif len(payload) < 65536:
            head += bytes([0x80 | 126]) + struct.pack("!H", len(payload))
        else:
            head += bytes([0x80 | 127]) + struct.pack("!Q", len(payload))
        mask = os.urandom(4)
        body = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
        self.sock.sendall(head + mask + body)

    def send(self, message):
        self._send_frame(0x1, json.dumps(message).encode())

    def receive(self):
        """The next message from the server, as a dict; answers pings on the way."""
        text = b""
        while True:
            first, second = self._exact(2)
            length = second & 0x7F
            if length == 126:
                (length,) = struct.unpack("!H", self._exact(2))
            elif length == 127:
                (length,) = struct.unpack("!Q", self._exact(8))
            payload = self._exact(length)
            opcode = first & 0x0F
            if opcode == 0x9:
                self._send_frame(0xA, payload)
            elif opcode == 0x8:
                raise ConnectionError("the server closed the connection")
            elif opcode in (0x0, 0x1):
                text += payload
                if first & 0x80:
                    return json.loads(text)


def main():
    url, name, games = sys.argv[1], sys.argv[2], sys.argv[3:]
    ws = WebSocket(url)
    hello = {"type": "hello", "protocol": 1, "name": name, "bot": True}
    if os.environ.get("BOARDROOM_BOT_KEY"):
        # The registered bot's key is its token: the server knows it by it.
        hello["token"] = os.environ["BOARDROOM_BOT_KEY"]
    if games:
        hello["plays"] = [{"game": game} for game in games]
    ws.send(hello)
    room, seat, signed_in, over = None, None, False, False
    while True:
        msg = ws.receive()
        kind = msg["type"]
        if kind == "welcome":
            signed_in = True
            print(f"signed in as {msg['name']}", flush=True)
        elif kind == "invited":
            if room is None or over:
                # Take the seat kept for us: a join like anyone's (it leaves a room whose game
                # is over, as an event's next game comes at once).
                room, over = msg["room"], False
                ws.send({"type": "join_room", "room": room})
            else:
                ws.send({"type": "decline_invite", "room": msg["room"]})
        elif kind == "room_state":
            seat = msg["you"]
            if msg["status"] == "playing":
                play(ws, seat, msg["to_move"], msg["legal"], msg["ply"])
            elif msg["status"] == "over" and not over:
                # Over before we came (the opponent resigned first): as after a game_over.
                over = True
                ws.send({"type": "leave_room"})
        elif kind == "step":
            play(ws, seat, msg["to_move"], msg["legal"], msg["ply"])
        elif kind == "game_over":
            print(f"game over: {msg['result']} ({msg['reason']})", flush=True)
            over = True
            ws.send({"type": "leave_room"})
        elif kind == "left":
            if msg.get("room") == room:
                room, seat = None, None
        elif kind == "error":
            print(f"error: {msg['code']}: {msg['message']}", file=sys.stderr, flush=True)
            if not signed_in:
                sys.exit(1)


def play(ws, seat, to_move, legal, ply):
    """Plays the first legal point when it is our turn."""
    if seat is not None and to_move == seat and legal:
        ws.send({"type": "put_step", "at": legal[0], "ply": ply})


if __name__ == "__main__":
    main()
