"""A Botzone bot for the tests (one turn per process, the whole history as JSON on one line):
it plays the first empty point, row by row, on a 15 x 15 board. The argument makes it misbehave
on its second move: `crash` exits, `slow` never answers, `illegal` plays on the opponent's
stone, `garbage` prints something that is not JSON."""
import json
import sys

mode = sys.argv[1] if len(sys.argv) > 1 else "play"
turn = json.loads(sys.stdin.readline())
requests, responses = turn["requests"], turn["responses"]
taken = {(m["x"], m["y"]) for m in requests + responses if m["x"] >= 0}
second = len(responses) == 1
if second and mode == "crash":
    sys.exit(3)
if second and mode == "slow":
    sys.stdin.read()
if second and mode == "garbage":
    print("I resign, probably", flush=True)
    sys.exit(0)
x, y = next((x, y) for y in range(15) for x in range(15) if (x, y) not in taken)
if second and mode == "illegal":
    x, y = requests[-1]["x"], requests[-1]["y"]
print(json.dumps({"response": {"x": x, "y": y}, "data": f"turn {len(responses) + 1}"}), flush=True)
