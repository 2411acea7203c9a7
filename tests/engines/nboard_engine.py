"""An NBoard engine for the tests: it plays the first legal move in reading order (`PA` when it
has none). The argument makes it misbehave on its second move of a process: `crash` exits,
`slow` never answers, `illegal` plays on a taken square."""
import re
import sys

mode = sys.argv[1] if len(sys.argv) > 1 else "play"
moves, board, me = 0, {}, "*"
DIRS = [(dx, dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1) if (dx, dy) != (0, 0)]


def flips(board, x, y, me):
    other, taken = ("O" if me == "*" else "*"), []
    for dx, dy in DIRS:
        run, cx, cy = [], x + dx, y + dy
        while board.get((cx, cy)) == other:
            run, cx, cy = run + [(cx, cy)], cx + dx, cy + dy
        if run and board.get((cx, cy)) == me:
            taken += run
    return taken if board.get((x, y)) == "-" else []


def load(ggf):
    global board, me
    cells, me = re.search(r"BO\[8 (\S+) (.)\]", ggf).groups()
    board = {(i % 8, i // 8): c for i, c in enumerate(cells)}
    for colour, square in re.findall(r"([BW])\[(\w+)", ggf):
        who = "*" if colour == "B" else "O"
        if square.upper() != "PA":
            x, y = ord(square[0].upper()) - ord("A"), int(square[1:]) - 1
            for p in flips(board, x, y, who) + [(x, y)]:
                board[p] = who
        me = "O" if who == "*" else "*"


def go():
    global moves
    moves += 1
    if moves == 2 and mode == "crash":
        sys.exit(3)
    if moves == 2 and mode == "slow":
        return
    if moves == 2 and mode == "illegal":
        print("=== D4", flush=True)
        return
    legal = [(x, y) for y in range(8) for x in range(8) if flips(board, x, y, me)]
    answer = f"{chr(ord('A') + legal[0][0])}{legal[0][1] + 1}" if legal else "PA"
    print(f"=== {answer}", flush=True)


print("set myname testnboard", flush=True)
for line in sys.stdin:
    line = line.strip()
    if line.startswith("set game "):
        load(line[len("set game "):])
    elif line.startswith("ping "):
        print("pong " + line[5:], flush=True)
    elif line == "go":
        go()
