"""A Gomocup (Piskvork protocol) brain for the tests: it plays the first empty point, row by
row from the top left. The argument makes it misbehave on its second move of a game:
`crash` exits, `slow` never answers, `illegal` plays on the opponent's last stone. Two modes
misbehave between moves: `flood` prints without end once it has moved, and `escape` starts a
child in a session of its own (which a kill of its process group does not reach). `hungry`
fills all the memory `INFO max_memory` allows with its table, as Gomocup brains size theirs."""
import subprocess
import sys
import threading

mode = sys.argv[1] if len(sys.argv) > 1 else "play"
size, stones, moves, last = 15, {}, 0, None


def say(line):
    print(line, flush=True)


def move():
    global moves
    moves += 1
    if moves == 2 and mode == "crash":
        sys.exit(3)
    if moves == 2 and mode == "slow":
        return
    if moves == 2 and mode == "illegal" and last:
        x, y = last
    else:
        x, y = next((x, y) for y in range(size) for x in range(size) if (x, y) not in stones)
    stones[(x, y)] = 1
    say(f"{x},{y}")
    if mode == "flood" and moves == 1:
        threading.Thread(target=flood, daemon=True).start()


def flood():
    while True:
        say("MESSAGE flooding the pipe while nobody asks anything")


if mode == "escape":
    subprocess.Popen(["sleep", "600"], start_new_session=True)


reading_board = False
for line in sys.stdin:
    words = line.strip().replace(",", " ").split()
    if not words:
        continue
    command = words[0].upper()
    if reading_board:
        if command == "DONE":
            reading_board = False
            move()
        else:
            x, y, who = map(int, words)
            stones[(x, y)] = who
            last = (x, y) if who == 2 else last
    elif command == "START":
        size, stones, moves = int(words[1]), {}, 0
        say("OK")
    elif command == "RESTART":
        stones, moves = {}, 0
        say("OK")
    elif command == "BEGIN":
        move()
    elif command == "TURN":
        last = (int(words[1]), int(words[2]))
        stones[last] = 2
        move()
    elif command == "BOARD":
        stones, reading_board = {}, True
    elif command == "INFO" and len(words) > 2 and words[1].lower() == "max_memory":
        if mode == "hungry":
            table = bytearray(int(words[2]))  # zero-filled: every page touched
    elif command == "ABOUT":
        say('name="testbrain", version="1.0", author="Boardroom tests"')
    elif command == "END":
        break
