# Boardroom's words in English: the web page's and the desktop app's. Every other language's
# file has the same messages (a test checks it). Keys are grouped by where they show:
# page-, lobby-, room-, chat-, replay-, review-, account-, ratings-, event-, host-, ear-.
# A name, a room code or a number goes in as a variable ({ $name }); plurals by the
# language's own rules ({ $count -> [one] ... *[other] ... }).

## The page's top bar

page-title = Boardroom
page-brand = Boardroom
page-language = Language
page-connected = Connected
page-connecting = Connecting…
page-reconnecting = Reconnecting…
page-your-turn-title = Your turn · Boardroom
page-change-name =
    .title = Change your name
page-ear-mode = Play by ear
page-ear-mode-hint = (screen reader mode, Alt+Shift+E)

## The host's notice

host-notice-region =
    .aria-label = Notice from the host
host-notice-label = Notice from the host:
host-notice-close = Close the notice

## The page: the name screen, the lobby (new game, rooms, events, your games, account), an
## event, a room, the replay (index.html and app.js)

## The name screen

name-title = Play a board game with friends
name-lead = Board games with a friend on this network or against the computer.
# $games: the server's games, as a list ("Gomoku, Renju and Reversi")
name-lead-games = { $games }, with a friend on this network or against the computer.
name-label = Your name
name-input =
    .placeholder = e.g. Ada
name-play = Play
name-save = Save
name-join = Join the game
name-invited = You are invited to room { $room }. Type your name to join the game.
# $game: the game's title; $details: its board, options and clock ("15×15 · 3+2")
name-invited-by = { $host } invites you to a game of { $game } ({ $details }). Type your name to join.
name-signin = Sign in with a password
name-signin-account = Account name
name-signin-password = Password
name-signin-submit = Sign in

## The lobby: rooms and your games

lobby-title = Lobby
lobby-rooms = Rooms
lobby-rooms-empty = No rooms yet. Create one, and send the link to a friend.
lobby-qr = A phone on this network opens Boardroom by scanning this.
lobby-code = Room code
lobby-join = Join
lobby-watch = Watch
lobby-join-room = Join room { $code }
lobby-watch-room = Watch room { $code }
lobby-room-waiting = Waiting for a player
lobby-room-playing = Playing
lobby-room-over = Finished
lobby-watching = { $count } watching
lobby-room-code = code { $code }
# Between two players' names
lobby-vs = vs
lobby-open-seat = open seat
lobby-no-undo = no undo
lobby-no-clock = no clock
lobby-games = Your games
lobby-games-empty = Your finished games show here.
lobby-games-more = Older games
lobby-sgf-file = Open an SGF file
lobby-game-vs = vs { $opponent }
lobby-replay = Replay
lobby-replay-game = Replay game { $id } against { $opponent }

## The lobby: a new game

create-title = New game
create-none = The server has not said which games it plays, so no game can be created.
create-game = Game
create-size = Board size
create-seat = Your colour
create-seat-random = Random
create-seat-black = Black (moves first)
create-seat-white = White
create-opponent = Opponent
create-opponent-human = A friend
create-opponent-ai = The computer
create-engine = Program
create-engine-default = Boardroom AI
create-level = Computer level
create-level-easy = Easy
create-level-medium = Medium
create-level-hard = Hard
create-clock = Clock
create-undo = Allow undo
create-submit = Create room

## Events: the lobby's list, a new event, an event's page

event-list = Events
event-list-empty = No events yet. A club night, a class or a LAN party: make one, and everyone plays everyone.
event-new = New event
event-new-hint = Every game of the event plays the game, board and clock chosen under New game.
event-name = Name
event-name-input =
    .value = Club night
event-format = Format
event-format-round-robin = Round robin: everyone plays everyone
event-format-double = Double round robin: twice, colours swapped
event-format-swiss = Swiss: a set number of rounds
event-format-arena = Arena: whoever is free plays, for a set time
event-format-gauntlet = Gauntlet: the first computer player against everyone
event-rounds = Rounds
event-minutes = Minutes
event-ai = Computer players
event-play = I play too
event-openings = Balanced openings (each played with both colours)
event-create = Create event
event-kind-round-robin = Round robin
event-kind-swiss = Swiss
event-kind-arena = Arena
event-kind-gauntlet = Gauntlet
event-status-waiting = Taking entrants
event-status-running = Under way
event-status-paused = Paused
event-status-over = Over
event-entrants =
    { $count ->
        [one] { $count } entrant
       *[other] { $count } entrants
    }
event-open = Open
event-open-event = Open the event { $name }
event-go = Go to your game
event-join = Join the event
event-leave = Leave the event
event-projector = Standings page for a projector
event-back = Back to the lobby
event-host-group =
    .aria-label = Host's controls
event-host-column = Host's controls
event-start = Start
event-pause = Pause
event-resume = Resume
event-end-round = End the round
event-finish = Finish the event
event-add-ai = Add the computer
event-add = Add
event-standings = Standings
event-column-name = Name
event-column-score = Score
# Wins, draws, losses: a letter or two each
event-column-wins = W
event-column-draws = D
event-column-losses = L
event-games = Games
event-games-empty = The games show here once the host starts the event.
event-taking = Taking entrants: { $count } so far. The host starts it.
event-over = The event is over: the final standings.
event-paused-by-host = Paused by the host.
event-arena-until = Arena, until { $time }.
event-round = Round { $round }.
event-round-of = Round { $round } of { $rounds }.
event-host-name = host { $name }
event-you = { $name } (you)
event-remove = Remove
event-remove-entrant = Remove { $name } from the event
event-pair = { $black } vs { $white }
event-game-void = does not count
event-game-playing = playing
event-game-round = Round { $round }
event-game-opening = opening { $opening }
# $game: the two players ("Ada vs Bashir")
event-watch-game = Watch { $game }
event-result-of = Result of { $game }
event-set = Set
event-set-result = Set the result of { $game }
event-confirm-remove = Remove { $name } from the event? A game of theirs under way is lost.
event-confirm-leave = Leave the event? A game of it under way is lost.
event-confirm-finish = Finish the event now? Games under way no longer count.
event-game-ready = Your game of { $event } is ready.
event-game-ready-unnamed = Your game of the event is ready.

## The lobby: the account panel

view-account-title = Account
view-account-signup = Keep this name with a password
view-account-new-password = New password
view-account-repeat = Repeat the new password
view-account-signup-hint = 8 to 128 characters. Nobody else can then play under this name.
view-account-keep = Keep this name
view-account-change = Change password
view-account-current = Current password
view-account-change-hint = 8 to 128 characters. Your other devices are signed out.
view-account-sign-out-elsewhere = Sign out my other devices

## The replay and its review

view-replay =
    .aria-label = Replay
view-replay-back = Back
view-replay-steps =
    .aria-label = Step through the game
view-replay-first =
    .aria-label = To the start
view-replay-prev =
    .aria-label = Back one move
view-replay-next =
    .aria-label = Forward one move
view-replay-last =
    .aria-label = To the end
view-replay-slider =
    .aria-label = Move
view-review = Review
view-review-start = Review with the computer
view-replay-actions =
    .aria-label = Replay actions
view-replay-friend = Play on from here with a friend
view-replay-ai = Play on from here against the computer
view-download-sgf = Download SGF
view-moves = Moves
app-replay-game = game { $id }
app-replay-file = from a file
app-replay-players = { $black } (black) vs { $white } (white)
app-review-file = A game from a file: the computer can review it too.
app-review-progress = Reviewing… { $done } of { $total } positions judged.
# $chance: a side and its chance ("black 62%")
app-review-done = Reviewed: at this point { $chance } to win.
app-review-graph = Evaluation graph: black's chance to win after each move
# A move of the list: its number, its point (or "pass"), who played it
app-move = { $n }. { $move }, { $seat }
# The same with the review's mark ("Mistake")
app-move-marked = { $n }. { $move }, { $seat }, { $mark }
app-sgf-too-large = The SGF file is too large ({ $size } KB; at most 15 KB).

## Words for the sides and moves

# A side, as a name on its own
app-side =
    { $seat ->
        [black] Black
       *[white] White
    }
# A side, within a sentence
app-side-lower =
    { $seat ->
        [black] black
       *[white] white
    }
# Before a player's name, for screen readers ("black: Ada")
app-side-prefix =
    { $seat ->
        [black] black:
       *[white] white:
    }
app-pass = pass

## Lists: the games on the name screen ("A, B and C"), the server's addresses ("A or B")

app-list-separator = { ", " }
app-list-and = { $head } and { $last }
app-list-or = { $head } or { $last }

## A room

room-region =
    .aria-label = Game room
room-leave = Leave room
room-invite-title = Invite a friend
room-invite-send = Send this link to a friend on the same network:
room-invite-link =
    .aria-label = Invite link
room-copy = Copy
room-invite-qr = Or a phone scans this.
room-invite-code = Room code
room-invite-ai = Or play the computer:
room-seat-ai = Seat the computer
room-players =
    .aria-label = Players
room-away =
    .aria-label = Players who left
room-claim-victory = Claim victory
room-claim-draw = Call it a draw
room-ear-log =
    .aria-label = Play by ear
room-ear-title = Play by ear
room-ear-move = Move
room-ear-play = Play
room-ear-hint = A point as the board names it, then Enter; ? for help.
room-ear-board =
    .aria-label = Text board
room-ear-keys = Keys
room-actions =
    .aria-label = Game actions
room-undo = Undo
room-draw = Offer draw
room-resign = Resign
room-abort = Abort
room-again = Play again
room-take-seat = Take the empty seat
room-hints = Show legal moves
room-tap-twice = Tap twice to play
room-download-sgf = Download SGF
room-moves = Moves
room-title = { $game } · room { $code }
room-spectators =
    { $count ->
        [one] { $count } spectator
       *[other] { $count } spectators
    }
room-you-watching = you are watching
room-claim = { $name } did not come back. Claim the victory, call it a draw, or keep waiting.
# $time: the countdown ("0:23")
room-first-move = { $time } to make the first move
# $where: the server's addresses ("192.168.1.5:8080 or boardroom.local:8080")
room-invite-address = To read it out: open { $where } in a browser on the same network, and enter the room code.
room-computer = Computer
room-empty-seat = Empty seat
room-level =
    Level: { $level ->
        [easy] easy
        [hard] hard
       *[medium] medium
    }
room-online = Online
room-offline = Offline · may come back
room-you = (you)
# $pieces: the game's word for them ("discs")
room-pieces = { $count } { $pieces }
room-to-move = to move
room-clock =
    { $seat ->
        [black] black's clock:
       *[white] white's clock:
    }
room-notice-watching = You are watching: spectators cannot play.
room-notice-waiting = Waiting for an opponent to take the other seat.
room-notice-over = The game is over.
room-notice-turn =
    { $seat ->
        [black] It is black's turn.
       *[white] It is white's turn.
    }
room-full = Both seats in room { $room } are taken, so you are watching.
room-confirm-switch = You are playing in room { $room }. Leave that game (it counts as a loss) and go to room { $wanted }?
room-confirm-leave = Leave this game? Leaving in the middle counts as a loss.
room-confirm-resign = Resign this game?
room-undo-request = Undo request
room-undo-ask = { $name } asks to take back their last move.
room-undo-wait = You asked to take back your last move. Waiting for { $name }…
room-draw-offer = Draw offer
room-draw-ask = { $name } offers a draw.
room-draw-wait = You offered a draw. Waiting for { $name }…
room-again-request = Play again
room-again-ask = { $name } wants to play again, with colours swapped.
room-again-wait = You asked to play again. Waiting for { $name }…
room-agree = Agree
room-refuse = Refuse
room-link-copied = Link copied. Paste it to your friend.
room-link-by-hand = Select the link and copy it by hand.

## A room's chat

chat-title = Chat
chat-log =
    .aria-label = Chat messages
chat-label = Chat
chat-input =
    .placeholder = Say something
chat-send = Send
chat-from-spectator = { $name } (watching)
chat-new =
    { $count ->
        [one] { $count } new message ↓
       *[other] { $count } new messages ↓
    }

# The host's kid mode: the fixed phrases a player may send, offered as buttons (the server
# sends each as its English text, with its id: chat-phrase-ID)
chat-phrases =
    .aria-label = Phrases you may send
chat-phrase-hello = Hello!
chat-phrase-good-luck = Good luck!
chat-phrase-have-fun = Have fun!
chat-phrase-nice-move = Nice move!
chat-phrase-well-played = Well played!
chat-phrase-good-game = Good game!
chat-phrase-thank-you = Thank you!
chat-phrase-oops = Oops!
chat-phrase-one-more = One more game?
chat-phrase-bye = Bye!

## What the page says of the connection and the server's errors

app-not-connected = Not connected right now; reconnecting…
app-error-rate-limited = Please wait a moment.
app-error-server-busy = Please try again shortly.
app-error-no-such-room = Check the code, or create a new room.

## The games of the server's catalogue, keyed by its data (catalogue.js): a game's title and
## summary (game-GAME-title, game-GAME-summary), an option's title and the words for a room with
## a flag off (option-NAME-title, option-NAME-off), a choice's title and summary
## (choice-NAME-VALUE-title, choice-NAME-VALUE-summary). English's are the server's own words
## (a test checks it).

game-gomoku-title = Gomoku
game-gomoku-summary = Five in a row on a square board.
game-reversi-title = Reversi
game-reversi-summary = Turn your opponent's discs over; the most discs at the end wins.
game-nogo-title = NoGo
game-nogo-summary = Go where capturing is forbidden: whoever has no legal move left loses.
game-hex_gomoku-title = Hex gomoku
game-hex_gomoku-summary = Five in a row on a hexagonal board.
option-rule-title = Rule
choice-rule-freestyle-title = Freestyle
choice-rule-freestyle-summary = five or more in a row wins
choice-rule-standard-title = Standard
choice-rule-standard-summary = exactly five in a row wins
choice-rule-renju-title = Renju
choice-rule-renju-summary = black has forbidden moves
choice-rule-caro-title = Caro
choice-rule-caro-summary = a five closed at both ends does not win
option-center_first_forbidden-title = The first move may not take the centre
option-center_first_forbidden-off = centre open

## A game's words around the catalogue's: a choice as the create form offers it, a room's
## options in a few words

# A choice of the create form: its title, then what it means.
choice-label = { $title }: { $summary }
# Between the parts of a room's few words: "15×15, Renju".
game-words-separator = { ", " }

## Boards (board.js, geometry.js): pieces, sizes, lines, and what a screen reader hears of
## each point. $piece is "stone", "disc" or "other" (a game whose piece has no words here);
## $seat is "black" or "white".

# A piece's name, for $count of them.
board-piece = { $piece ->
    [disc] { $count ->
        [one] disc
       *[other] discs
    }
    [stone] { $count ->
        [one] stone
       *[other] stones
    }
   *[other] { $count ->
        [one] piece
       *[other] pieces
    }
}
# $count pieces.
board-piece-count = { $piece ->
    [disc] { $count ->
        [one] { $count } disc
       *[other] { $count } discs
    }
    [stone] { $count ->
        [one] { $count } stone
       *[other] { $count } stones
    }
   *[other] { $count ->
        [one] { $count } piece
       *[other] { $count } pieces
    }
}
# The size of a hexagonal board, as the create form offers it.
board-size-hex-label = { $size } points a side
# The size of a hexagonal board, in a room's few words.
board-size-hex-words = { $size } a side
board-direction-row = row
board-direction-column = column
board-direction-diagonal = diagonal
board-direction-anti-diagonal = anti-diagonal
# The hexagonal board's line of constant q.
board-direction-q-line = q line
board-direction-third-line = third line
# The board as a whole: "Gomoku board, 15×15, Renju".
board-label = { $game } board, { $options }
board-cannot-draw = This page cannot draw the board of { $game }.
# Between the parts of a point's label: "H8, black stone, last move".
board-separator = { ", " }
board-point-stone = { $seat ->
    [black] black
   *[white] white
} { $piece ->
    [disc] disc
    [stone] stone
   *[other] piece
}
board-point-empty = empty
board-point-last-move = last move
board-point-winning-line = winning line
board-point-turned = turned by the last move
board-point-emptied = emptied by the last move
board-point-best = the engine's better move
board-point-missed-win = on the missed win
board-point-forbidden = forbidden for { $seat ->
    [black] black
   *[white] white
}
board-point-legal = legal move
board-point-chosen = chosen, press again to play

## Why a game was won, in a few words: "Black wins: five in a row."

reason-five = five in a row
reason-count = { $piece ->
    [disc] more discs
    [stone] more stones
   *[other] more pieces
}
reason-board-full = the board is full
reason-resign = resignation
reason-agreement = agreement
reason-forfeit = the opponent left
reason-timeout = time

## The room's status line and notices (state.js)

# Between the sentences of one line.
status-sentence-separator = { " " }
# A seat, named where its player's name is not known.
status-seat = { $seat ->
    [black] black
   *[white] white
}
status-the-computer = the computer
status-waiting-players = Waiting for players.
status-waiting-opponent = Waiting for an opponent to join.
status-your-turn = Your turn ({ $seat ->
    [black] black
   *[white] white
}).
status-waiting-for = Waiting for { $name } ({ $seat ->
    [black] black
   *[white] white
}).
status-to-move = { $seat ->
    [black] Black
   *[white] White
} to move.
status-passed = { $seat ->
    [black] Black
   *[white] White
} had no move and passed.
status-you-won = You won!
status-you-lost = You lost.
# The pieces on the board, counted.
status-count = { $piece ->
    [disc] Discs
    [stone] Stones
   *[other] Pieces
}: black { $black }, white { $white }.
status-wins = { $winner ->
    [black] Black wins.
   *[white] White wins.
}
# $why: one of the reason- messages.
status-wins-why = { $winner ->
    [black] Black
   *[white] White
} wins: { $why }.
status-wins-resign = { $winner ->
    [black] Black wins: white resigned.
   *[white] White wins: black resigned.
}
status-wins-forfeit = { $winner ->
    [black] Black wins: white left the game.
   *[white] White wins: black left the game.
}
status-wins-timeout = { $winner ->
    [black] Black wins on time: white ran out of time.
   *[white] White wins on time: black ran out of time.
}
status-wins-no-legal-move = { $winner ->
    [black] Black wins: white has no legal move.
   *[white] White wins: black has no legal move.
}
status-draw = Draw.
status-draw-agreement = Draw by agreement.
status-draw-count = Draw: the same number of { $piece ->
    [disc] discs
    [stone] stones
   *[other] pieces
}.
status-draw-board-full = Draw: the board is full.
status-draw-forfeit = Draw: called after a player left.
status-aborted = Game aborted: it counts for nobody.
status-undone = A move was taken back.
status-undo-refused = The request to take back a move was refused.
status-draw-refused = The draw offer was refused.
status-play-again-refused = The offer to play again was refused.
status-took-seat = { $name } took the { $seat ->
    [black] black
   *[white] white
} seat.
status-left-seat = { $name } left the { $seat ->
    [black] black
   *[white] white
} seat.
status-claimable-you = { $name } did not come back: you may claim the victory, call it a draw, or keep waiting.
status-claimable = { $name } did not come back in time.
status-back = { $name } is back.
status-away-gone = { $name } left · did not come back in time
# $time: the time left, "0:23".
status-away-countdown = { $name } left · { $time } to come back
status-wait-undo = You may ask to take back a move again in { $seconds } s.
status-wait-draw-time = You may offer a draw again in { $seconds } s.
status-wait-draw-moves = You may offer a draw again after { $moves ->
    [one] { $moves } more move
   *[other] { $moves } more moves
}.
status-wait-draw-time-moves = You may offer a draw again in { $seconds } s and after { $moves ->
    [one] { $moves } more move
   *[other] { $moves } more moves
}.
# A computer opponent of the create form: an engine and what the server says of it.
status-opponent-engine = { $name } ({ $about })
status-opponent-bot = { $name } (bot)
status-opponent-bot-busy = { $name } (bot, busy)

## Clocks (state.js)

clock-untimed = Untimed
# A fixed time for every move.
clock-per-move = { $seconds } s a move
# A time control whose base time is not whole minutes: "90 s+0".
clock-seconds-plus = { $seconds } s+{ $increment }
# A clock choice of the create form with no time added per move: "1 minute (1+0)".
clock-preset-sudden-death = { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
} ({ $minutes }+0)
# A clock choice of the create form with time added per move: "3 minutes + 2 s a move (3+2)".
clock-preset-increment = { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
} + { $increment } s a move ({ $minutes }+{ $increment })

## Replays (replay.js)

replay-start = Start · { $count ->
    [one] { $count } move
   *[other] { $count } moves
}.
replay-move-passed = Move { $ply } of { $total }: { $seat ->
    [black] black
   *[white] white
} passed.
replay-move-played = Move { $ply } of { $total }: { $seat ->
    [black] black
   *[white] white
} played { $point }.
# $changed: one of the replay-changed- messages.
replay-move-played-changed = Move { $ply } of { $total }: { $seat ->
    [black] black
   *[white] white
} played { $point }, { $changed }.
replay-changed-flips = turning { $piece ->
    [disc] { $count ->
        [one] { $count } disc
       *[other] { $count } discs
    }
    [stone] { $count ->
        [one] { $count } stone
       *[other] { $count } stones
    }
   *[other] { $count ->
        [one] { $count } piece
       *[other] { $count } pieces
    }
}
replay-changed-captures = taking { $piece ->
    [disc] { $count ->
        [one] { $count } disc
       *[other] { $count } discs
    }
    [stone] { $count ->
        [one] { $count } stone
       *[other] { $count } stones
    }
   *[other] { $count ->
        [one] { $count } piece
       *[other] { $count } pieces
    }
} off
replay-end = The record ends here.
# A game of the "Your games" list: who sat opposite, when the seat was empty.
replay-empty-seat = (empty seat)
replay-outcome = { $outcome ->
    [won] Won
    [lost] Lost
    [aborted] Aborted
   *[draw] Draw
}
# $why: one of the replay-why- messages.
replay-outcome-why = { $outcome ->
    [won] Won
    [lost] Lost
    [aborted] Aborted
   *[draw] Draw
} { $why }
replay-why-five = five in a row
replay-why-count = on count
replay-why-no-legal-move = no legal move
replay-why-board-full = board full
replay-why-resign = by resignation
replay-why-agreement = by agreement
replay-why-forfeit = by forfeit
replay-why-timeout = on time
replay-moves = { $count ->
    [one] { $count } move
   *[other] { $count } moves
}

## Reviews (review.js): black's chance to win, and the marks on moves

review-chance = black { $percent }%
review-mark-inaccuracy = Inaccuracy
review-mark-mistake = Mistake
review-mark-blunder = Blunder
review-mark-missed-win = { $mark }: missed a win by continuous fours
# A marked move's verdict: "Mistake: white 38% after this move, 52% after K7". The parts after
# the first are added to it in this order, each when it applies.
review-verdict-after = { $mark }: { $seat ->
    [black] black
   *[white] white
} { $percent }% after this move
review-verdict-after-best = , { $percent }% after { $point }
review-verdict-before-best = , { $percent }% before it; better { $point }
review-verdict-discs-lost = ; { $count } discs lost
# $points: the points of the missed win, in order.
review-verdict-missed-win = . Missed a win by continuous fours: { $points }

## The standings page of an event, for a projector (standings.html, standings.js)

standings-page-title = Standings · Boardroom
standings-event-title = { $name } · Standings · Boardroom
standings-heading = Standings
standings-loading = Loading…
standings-table-title = Standings
standings-games-title = Games
standings-waiting = Waiting for the host to start · { $count } entrants
standings-final = Final standings
# $time: the time left, "4:59".
standings-arena = Arena · { $time } left
standings-round = Round { $round }
standings-round-of = Round { $round } of { $rounds }
# $status: the event's status line.
standings-paused = { $status } · paused
# The columns of the standings: wins, draws, losses.
standings-column-name = Name
standings-column-score = Score
standings-column-wins = W
standings-column-draws = D
standings-column-losses = L
# The tiebreaks' columns, short.
standings-tiebreak-direct-encounter = DE
standings-tiebreak-buchholz = Buchholz
standings-tiebreak-median-buchholz = Median
standings-tiebreak-sonneborn-berger = SB
standings-tiebreak-wins = Wins
standings-tiebreak-fewer-games = Games
# A game not yet played out.
standings-game-vs = { $black } vs { $white }
# After the link to a game under way.
standings-watch = { " · " }watch
standings-byes = Bye: { $names }
standings-list-separator = { ", " }
standings-no-event = There is no such event.
standings-no-answer = The server did not answer; trying again…
standings-unreachable = The server cannot be reached; trying again…

## Play by ear (ear.js): what a player who listens through a screen reader hears in the live
## log, and the text board's labels. $seat, $side: "black" or "white" ("other" for neither);
## $who, $whose: those or "you", the player. $at, $from, $to, $example: a point as the board
## names it ("H8"); $stones, $points, $wins, $makes: points in a list ("G8 or L8").

ear-on = Play by ear is on. In a game, type a point such as H8 in the Move box and press Enter; type a question mark for help.
ear-off = Play by ear is off.
ear-room = { $title } in room { $code }.
ear-room-options = { $title } in room { $code }, { $options }.
ear-seat =
    { $seat ->
        [black] You play black.
        [white] You play white.
       *[other] You are watching.
    }
ear-new-game = A new game.
ear-position =
    { $count ->
        [one] { $count } move on the board.
       *[other] { $count } moves on the board.
    }
ear-played =
    { $who ->
        [you] You played { $at }.
        [black] Black played { $at }.
       *[white] White played { $at }.
    }
# $changed: what the move did to other pieces ("turning 2 discs").
ear-played-changed =
    { $who ->
        [you] You played { $at }, { $changed }.
        [black] Black played { $at }, { $changed }.
       *[white] White played { $at }, { $changed }.
    }
ear-passed =
    { $who ->
        [you] You passed.
        [black] Black passed.
       *[white] White passed.
    }
ear-your-turn = Your turn.
# The words typed in the Move box to answer a request (English's work in every language).
ear-command-agree = agree
ear-command-refuse = refuse
ear-asks-undo = { $name } asks to take back their last move. Answer with the Agree or Refuse button, or type { ear-command-agree } or { ear-command-refuse }.
ear-asks-draw = { $name } offers a draw. Answer with the Agree or Refuse button, or type { ear-command-agree } or { ear-command-refuse }.
ear-asks-play-again = { $name } wants to play again, with colours swapped. Answer with the Agree or Refuse button, or type { ear-command-agree } or { ear-command-refuse }.
ear-asked-undo = You asked to take back your last move. Waiting for { $name }.
ear-asked-draw = You offered a draw. Waiting for { $name }.
ear-asked-play-again = You asked to play again. Waiting for { $name }.
ear-withdrawn-undo = The request to take back a move was withdrawn.
ear-withdrawn-draw = The draw offer was withdrawn.
ear-withdrawn-play-again = The offer to play again was withdrawn.
ear-nothing-to-answer = There is no request to answer.
ear-clock-low =
    { $whose ->
        [you] Your clock is under ten seconds.
        [black] Black's clock is under ten seconds.
       *[white] White's clock is under ten seconds.
    }

## Play by ear: the Move box's answers

ear-type-point = Type a point such as { $example }, then press Enter.
# $text: what the player typed.
ear-not-a-point = { $text } is not a point of this board. Type a point such as { $example }.
ear-no-room = You are not in a game.
ear-watching = You are watching: spectators cannot play.
ear-waiting = Waiting for an opponent to take the other seat.
ear-over = The game is over.
ear-not-your-turn =
    { $seat ->
        [black] It is { $name }'s turn (black).
       *[white] It is { $name }'s turn (white).
    }
ear-sent = Your move is on its way.
# $piece: what the game puts down ("stone", "disc").
ear-taken =
    { $seat ->
        [black] { $at } is taken: a black { $piece } stands there.
       *[white] { $at } is taken: a white { $piece } stands there.
    }
ear-forbidden =
    { $seat ->
        [black] { $at } is forbidden for black.
       *[white] { $at } is forbidden for white.
    }
ear-illegal = { $at } is not a legal move.

## Play by ear: reading the board (a point of the text board reads "H8, black, last move")

ear-empty = empty
ear-stone =
    { $seat ->
        [black] black
       *[white] white
    }
ear-last-move = last move
ear-winning = winning line
ear-forbidden-for =
    { $seat ->
        [black] forbidden for black
       *[white] forbidden for white
    }
ear-no-last = No move has been played yet.
ear-last =
    { $seat ->
        [black] The last move: black at { $at }.
       *[white] The last move: white at { $at }.
    }
# $line: the line's name (board-direction-*) with a capital.
ear-line-through = { $line } through { $at }:
# $threats: the fours and threes on the line, as sentences.
ear-line-threats = { $line }: { $threats }
ear-no-line = This board has no such line.
# A line's points, in runs of the same ($what: black, white or empty): "A8 to F8 empty; G8 and
# H8 black; I8 white."
ear-run-one =
    { $what ->
        [black] { $from } black
        [white] { $from } white
       *[empty] { $from } empty
    }
ear-run-two =
    { $what ->
        [black] { $from } and { $to } black
        [white] { $from } and { $to } white
       *[empty] { $from } and { $to } empty
    }
ear-run-many =
    { $what ->
        [black] { $from } to { $to } black
        [white] { $from } to { $to } white
       *[empty] { $from } to { $to } empty
    }
ear-runs-separator = {"; "}
ear-runs = { $runs }.
ear-five =
    { $side ->
        [black] Black five: { $stones }.
       *[white] White five: { $stones }.
    }
ear-four =
    { $side ->
        [black] Black four ({ $stones }): five at { $wins }.
       *[white] White four ({ $stones }): five at { $wins }.
    }
ear-open-four =
    { $side ->
        [black] Black open four ({ $stones }): five at { $wins }.
       *[white] White open four ({ $stones }): five at { $wins }.
    }
ear-three =
    { $side ->
        [black] Black open three ({ $stones }): an open four at { $makes }.
       *[white] White open three ({ $stones }): an open four at { $makes }.
    }
ear-no-threats = No fours or open threes.
ear-no-threats-through = No fours or open threes on the lines through { $at }.
ear-no-threats-on-board = No fours or open threes on the board.
ear-forbidden-on-line =
    { $seat ->
        [black] Forbidden for black: { $points }.
       *[white] Forbidden for white: { $points }.
    }
# Between the items of a list ("H8, I8, J8"), and between points one of which will do ("G8 or L8").
ear-comma = {", "}
ear-or = {" or "}

## Play by ear: the text board and the keys

# The text board's corner, over the rows' names (heard, not seen).
ear-corner = Rows
ear-help-intro = Keys of play by ear:
ear-help-move = In the Move box: type a point such as { $example } and press Enter to play it.
# $key: a key's letter; $line: a line's name (board-direction-*).
ear-help-reads = { $key } reads the { $line }
# $lines: the ear-help-reads of each line, in a list; $first: the first line's letter.
ear-help-move-keys = In the Move box: { $lines }; t says the fours and open threes through the point, w those on the whole board, l the last move; add a point to read through it, as in { $first } { $example }; { ear-command-agree } or { ear-command-refuse } answers a request; b goes to the text board; ? says this help.
ear-help-board = On the text board: the arrow keys move, Home and End go to the ends of the row, Enter or Space plays the point.
ear-help-board-keys = On the text board: { $lines }; T says the fours and open threes through the point, W those on the whole board; L goes to the last move; M goes to the Move box; H or ? says this help.
ear-help-toggle = Alt+Shift+E turns play by ear on and off.

## Accounts (account.js): the name screen's sign-in form and the lobby's Account panel. $name: a
## player's name.

account-signing-in = Signing in…
account-wrong-password = Wrong name or password.
# $wait: how long, as account-seconds or account-minutes say it ("45 seconds").
account-too-many-tries = Too many tries. Try again in { $wait }.
account-too-many-tries-later = Too many tries. Try again later.
account-signed-out = You were signed out here: your password was changed, or your other devices were signed out, from another device. Sign in again with your password.
account-guest = { $name } is a guest on this device. Give the name a password to keep it, and to sign in as { $name } on any device.
account-holder = { $name } is an account: sign in with its name and password on any device.
account-keeps-name = { $name } is an account, and keeps its name.
account-made = { $name } is now an account. Sign in with its name and password on any other device.
account-changed = Your password is changed.
account-wrong-current = The current password is wrong.
account-sending = Sending…
account-not-connected = Not connected right now; try again in a moment.
# How many of the account's other devices were signed out.
account-revoked =
    { $count ->
        [0] No other device was signed in.
        [one] { $count } other device was signed out.
       *[other] { $count } other devices were signed out.
    }
account-too-short =
    { $min ->
        [one] A password needs at least { $min } character.
       *[other] A password needs at least { $min } characters.
    }
account-too-long =
    { $max ->
        [one] A password has at most { $max } character.
       *[other] A password has at most { $max } characters.
    }
account-differ = The two passwords differ: type the same one twice.
# A wait, in account-too-many-tries.
account-seconds =
    { $count ->
        [one] { $count } second
       *[other] { $count } seconds
    }
account-minutes =
    { $count ->
        [one] { $count } minute
       *[other] { $count } minutes
    }

## The host's doing (host.js): a player the host removed or banned, a chat the host stopped

host-kicked = The host removed you from this server.
host-kicked-more = You may come back and play on.
host-banned = The host has banned you from this server.
host-banned-more = You cannot play here unless the host lifts the ban.
host-come-back = Come back
host-muted = The host has muted you: your messages are not sent.
# $list: the phrases, as the server lists them.
host-phrases = Only these phrases are sent on this server: { $list }
host-chat-off = Chat is off on this server.

## Ratings (ratings.js, ratings-view.js): the create form's Rated box, a player's profile and
## the leaderboard. A rating ($rating, $first, $last) is a whole number such as 1712.

ratings-rated = Rated
ratings-rated-hint = A rated game counts only between two accounts, or against the computer: with a guest, a bot or a program it is played but not rated.
# In a room's options, in a few words ("15×15, Renju, rated").
ratings-rated-room = rated
ratings-your-ratings = Your ratings
ratings-title = Ratings
ratings-back = Back
ratings-your-profile = Your profile
ratings-profile-of = { $name }'s ratings
ratings-loading = Loading…
ratings-account = An account
ratings-guest = A guest: a guest's games are not rated.
ratings-guest-self = You play as a guest, and a guest's games are not rated: keep your name with a password (under Account) to be rated.
ratings-no-ratings = No rated games yet.
ratings-provisional-note = A ? marks a provisional rating: it settles after some 15 to 25 rated games.
ratings-games =
    { $count ->
        [one] { $count } rated game
       *[other] { $count } rated games
    }
# A provisional rating, as a screen reader says it (the page shows "1580?").
ratings-provisional = { $rating }, provisional
# The chart of a rating's history, as a screen reader names it; $title: the game (ratings-kind).
ratings-chart-one = { $title }: { $rating } after 1 rated game
ratings-chart =
    { $count ->
        [one] { $title }: from { $first } to { $last } over the last { $count } rated game
       *[other] { $title }: from { $first } to { $last } over the last { $count } rated games
    }
ratings-last-games = { $title }: the last rated games
ratings-when = When
ratings-rating = Rating
ratings-leaderboard = Leaderboard
ratings-game = Game
ratings-rule = Rule
ratings-game-of-leaderboard =
    .aria-label = Game of the leaderboard
ratings-rule-of-leaderboard =
    .aria-label = Rule of the leaderboard
ratings-rank = Rank
ratings-name = Name
ratings-games-column = Games
ratings-no-settled = No settled ratings yet: a player shows here once their rating is no longer provisional.
# A rating's kind: the game's title, then the rule's ("Gomoku, Renju").
ratings-kind = { $game }, { $rule }

## The invite's QR code (qr.js), as a screen reader names the picture

qr-alt = QR code of { $link }

## The desktop app (client/desktop): the words it says that the web page does not. Where the
## page says the same, the app uses the page's message. $seat, $winner: "black" or "white".

## The top bar, and what every screen shares

# The server's AI, by its level: its name as the server gives it ("Boardroom AI (hard)").
desk-ai-name = Boardroom AI ({ $level ->
    [easy] easy
    [hard] hard
   *[medium] medium
})
desk-status-connected = Connected to { $server }
desk-status-connecting = Connecting to { $server }…
desk-status-reconnecting = Reconnecting to { $server }…
desk-hosting-on-port = · Hosting on port { $port }
desk-leave-server = Leave server
desk-stop-hosting = Stop hosting
desk-playing-as = Playing as { $name }
# The language picker's first choice: the system's language, whatever it is.
desk-language-system = Same as the system
# A sentence of the server's words that ends with no stop: the stop the language puts there.
desk-sentence = { $text }.
desk-cancel = Cancel
desk-close = Close
desk-confirm-resign-yes = Yes, resign
desk-confirm-leave-yes = Yes, leave
desk-confirm-remove-yes = Yes, remove
# Nobody in a seat, or no opponent known.
desk-nobody = nobody
# Between addresses, one of which will do ("192.168.1.5:7878 or 10.0.0.2:7878").
desk-or = { " or " }
# The host's notice, at the top of every screen: $label is host-notice-label.
desk-notice-banner = { $label } { $text }
desk-notice-hide = Hide the notice

## The first screen: the name, hosting, joining, replaying, the servers found on the network

desk-find-name-hint = Type your name
desk-find-host = Host a game
desk-find-host-about = Start a server on this computer and invite a friend on the same network.
desk-find-open-my-server = Open my server
desk-find-join = Join a game
desk-find-address = Server address
desk-find-address-hint = 192.168.1.20:7878 or an invite link
desk-find-connect = Connect
desk-find-connect-to = Connect to { $address }
desk-find-replay = Replay a game record
desk-find-servers = Servers on your network
desk-find-no-server = No server found yet.
desk-find-no-open-room = No open room.
# An open room of a server found on the network: $options its board, rule and clock.
desk-find-open-room = { $game } ({ $options }) · { $host } is waiting · code { $code }
# $why: one of the desk-probe- messages.
desk-find-probe-failed = Cannot list its rooms: { $why }.
desk-find-asking = Asking for its rooms…
desk-probe-answered = it answered { $status }
desk-probe-no-answer = no answer
desk-probe-cannot-connect = cannot connect
desk-probe-connection-lost = connection lost
desk-probe-not-boardroom = not a Boardroom server
desk-last-server = Last server
desk-discovery-off = Finding servers on the network is turned off.
# $error: the system's own words.
desk-discovery-failed = Cannot look for servers on the network: { $error }.
# How the hosted server is named to the other apps on the network.
desk-announced-as = { $name }'s Boardroom
desk-type-name = Type your name first.
desk-type-address = Type a server address, like 192.168.1.20:7878.
desk-type-sgf = Type the path of an SGF file first.
desk-type-game-link = Type a game link, like http://host:7878/g/42.
desk-host-failed = Cannot host a game: { $error }.
desk-connect-failed = Cannot connect: { $error }.
desk-join-code = Join { $code }
desk-watch-code = Watch { $code }

## The lobby

desk-lobby-hosting = You are hosting. Friends on your network connect to { $addresses }.
desk-lobby-join-by-code = Join by code
desk-lobby-no-rooms = No rooms yet: create one.
desk-lobby-players = Black: { $black }  vs  White: { $white }
# A room of the list: its status, how many watch, its code (lobby-watching, lobby-room-code).
desk-lobby-room-line = { $status } · { $watching } · { $code }
desk-create-heading = Create a room
desk-create-size = Size
desk-create-seat = Your seat
desk-create-level = Level
desk-create-undo = Undo

## Your games, and records to replay

desk-games-refresh = Refresh
desk-games-opening = Opening the game…
desk-games-none = No finished games yet.
desk-games-opponent = Opponent
desk-games-game = Game
desk-games-result = Result
desk-games-ended = Ended (UTC)
desk-games-moves = Moves
# A game's result from the player's side, and why: "Won · five in a row".
desk-games-outcome = { $outcome ->
    [won] Won
    [lost] Lost
   *[draw] Draw
} · { $why }
desk-games-why-five = five in a row
desk-games-why-count = disc count
desk-games-why-no-legal-move = no legal move
desk-games-why-board-full = board full
desk-games-why-resign = resignation
desk-games-why-agreement = agreement
desk-games-why-forfeit = left the game
desk-games-why-timeout = time
desk-games-why-aborted = aborted
desk-sgf-file = SGF file
desk-sgf-hint = /path/to/game.sgf, or a link http://host:7878/g/42
desk-sgf-open = Open SGF
desk-sgf-reading = Reading the file…
desk-record-failed = Cannot read the record: { $error }.
desk-record-no-game = The server has no game { $id }.
desk-record-not-whole = The game's record could not be read whole.
# $error: the record reader's words.
desk-record-unreadable = The server's record of game { $id }: { $error }.
desk-server-answered = The server answered { $status }.
desk-server-no-answer = The server did not answer in time.
desk-server-unreachable = Cannot reach the server.
desk-file-cannot-open = Cannot open { $path }: { $error }.
desk-file-cannot-read = Cannot read { $path }: { $error }.
# $size: in kibibytes.
desk-file-too-large = { $path } is larger than { $size } KiB: not a game record.
desk-file-unreadable = { $path } cannot be read: { $error }.

## A room

desk-room-code = Room code:
desk-room-link = Link:
desk-room-copy-link = Copy link
# $addresses: the server's addresses (desk-or between them).
desk-room-invite-how = On the same network: open the link in a browser, or in Boardroom connect to { $addresses } and enter the code.
desk-room-invite-qr = Or a phone on the same network scans this.
desk-room-take-seat = Take the seat
desk-room-empty-seat = { $seat ->
    [black] Black
   *[white] White
} (empty seat)
desk-room-level = level { $level ->
    [easy] easy
    [hard] hard
   *[medium] medium
}
desk-room-online = online
desk-room-offline = offline · may come back
# A line of the chat: who said it, before what was said.
desk-chat-from = { $name }:
desk-chat-message = Message

## The replay of a finished game, and its review

desk-replay-title = { $black } vs { $white }
# $note: where the record says it comes from.
desk-replay-from-file = from a file: { $note }
desk-replay-passed = { $seat ->
    [black] Black
   *[white] White
} passed.
desk-replay-move-of = Move { $ply } of { $total }
desk-replay-start = Start
desk-replay-back = Back
desk-replay-forward = Forward
desk-replay-end = End
desk-replay-slider = move
desk-replay-new-game = New game from here:
desk-replay-against-computer = Against the computer
desk-replay-with-friend = With a friend
desk-replay-new-game-impossible = Only from a position reached by placements from the usual start, before the rules ended the game.
desk-replay-no-moves = No moves.
desk-replay-move-hover = { $seat ->
    [black] black
   *[white] white
}'s move { $ply }
desk-review-server-only = Reviews are made by the server, for the games played on it.
desk-review-connect = Connect to { $server } to review your games there.
desk-review-chance = Black's chance to win here: { $percent }%
desk-review-progress = Reviewing: { $done } of { $total } positions
desk-review-ask = Review with the engine
desk-review-good-move = A good move.
desk-review-missed-win-shown = The missed win is numbered on the board.
desk-review-better-move-shown = The better move is ringed in green.
desk-review-graph = Black's chance to win after each move: black above the middle line, white below.

## Events

desk-event-none = No events yet: make one, and everyone plays everyone.
desk-event-open = Open { $name }
desk-event-form-about = It plays the game, board and clock of the form at the right.
desk-event-name = Event name
# The new event form's name until the host types another.
desk-event-default-name = Club night
desk-event-double-round-robin = Double round robin
desk-event-computer-players = Computer players:
desk-event-round = round { $round }
desk-event-round-of = round { $round } of { $rounds }
desk-event-finish = Finish
desk-event-add-computer-at = Add the computer at
desk-event-entrant-left = { $name } · left
desk-event-entrant-removed = { $name } · removed
desk-event-remove = Remove { $name }
# $players: event-pair; $result: one of the desk-event-line- messages, event-game-void or
# event-game-playing.
desk-event-game-line = Game { $game } · { $players } · { $result }
desk-event-set-result = Set the result of game { $game }
desk-event-result-black = Black wins
desk-event-result-white = White wins
desk-event-result-draw = Draw
desk-event-result-black-forfeit = Black wins by forfeit
desk-event-result-white-forfeit = White wins by forfeit
desk-event-result-double-forfeit = Both lose by forfeit
desk-event-line-black = black wins
desk-event-line-white = white wins
desk-event-line-draw = draw
desk-event-line-black-forfeit = black wins by forfeit
desk-event-line-white-forfeit = white wins by forfeit
desk-event-line-double-forfeit = both lose by forfeit

## Accounts

desk-account-password-hint = only to sign in to an account
desk-account-password-about = Has your name a password? Type it to sign in from this device; leave it empty to play as a guest.
desk-account-sign-in-heading = Sign in to your account
desk-account-name = Name
# Beside the player's name in the top bar, for an account holder.
desk-account-badge = · account
desk-account-keep-name-about = With a password, nobody else can take this name, and you sign in with it from any device.
desk-account-choose-password = Choose a password
desk-account-repeat-password = Repeat the password
desk-account-keep-my-name = Keep my name
desk-account-change-password-about = Your other devices are signed out and sign in again with the new password.
desk-account-sign-out-elsewhere-about = Every other device signed in to this account is signed out; this one stays.
desk-account-current-missing = Type your current password.
desk-account-wrong-current = That is not your current password.
desk-account-signed-out = You were signed out: your account's password was changed, or its other devices were signed out, on another device. Sign in again with your name and password.
desk-account-password-length = A password is { $min } to { $max } characters.
desk-account-standing-holder = You are signed in to the account { $name }.
desk-account-standing-guest = You play as the guest { $name }: only this device's token keeps the name for you.
desk-account-try-again-now = Too many tries: you may try again now.
desk-account-try-again-in = Too many tries: try again in { $seconds } s.
desk-account-made = Your name is now an account: sign in with it and your password from any device.
# $revoked: account-revoked.
desk-account-password-changed = Your password is changed. { $revoked }

## Ratings

desk-ratings-needs-account = Rated games are for accounts: keep your name with a password in the Account tab.
desk-ratings-refresh = Refresh ratings
desk-ratings-guest = A guest: a guest's games are not rated. Keep the name with a password to be rated.
desk-ratings-provisional = provisional: few rated games yet
# A rating in a profile: "Gomoku, Freestyle: 1662? · 1 rated game"; $games: ratings-games.
desk-ratings-line = { $title }: { $rating } · { $games }
# A rating after a game, and when: "1534 (2025-11-24 16:10)".
desk-ratings-point = { $rating } ({ $when })
desk-ratings-last-games = Last games: { $points }

## The host's controls over the server the app hosts

desk-console-open = Host's controls
desk-console-title = Controls of the server you host
desk-console-asking = Asking the server…
desk-console-server-on-port = The server on port { $port }
desk-console-refresh = Refresh
desk-console-open-in-browser = Open the console in the browser
desk-console-key-warning = The link carries the console's key: keep it to yourself.
desk-console-copy-link = Copy the console's link
desk-console-players = Players
desk-console-notice-and-chat = Notice and chat
desk-console-class = Make a class
desk-console-server = Server and log
desk-console-nobody-online = Nobody is online.
desk-console-column-name = Name
desk-console-column-id = Id
desk-console-column-account = Account
desk-console-column-connections = Connections
desk-console-column-state = State
desk-console-yes = yes
desk-console-no = no
desk-console-banned = banned
desk-console-muted = muted
desk-console-kick = Kick { $name }
# $name: a player's name, or an address.
desk-console-unban = Lift the ban of { $name }
desk-console-ban = Ban { $name }
desk-console-unmute = Let { $name } chat
desk-console-mute = Mute { $name }
desk-console-confirm-abort = Abort the game of room { $code }? Nobody wins and nothing is rated.
desk-console-confirm-abort-yes = Yes, abort it
desk-console-confirm-abort-no = Keep it
desk-console-no-rooms = No rooms yet.
desk-console-column-room = Room
desk-console-column-game = Game
desk-console-column-black = Black
desk-console-column-white = White
desk-console-column-status = Status
desk-console-column-watching = Watching
desk-console-room-waiting = waiting for a player
desk-console-room-playing = playing
desk-console-room-over = finished
desk-console-own-game = Your own game is under way: finish it first.
desk-console-abort = Abort the game of { $code }
desk-console-notice-heading = The host's notice
desk-console-notice-field = Notice to everyone
desk-console-notice-hint = What every player sees at the top of their screen
desk-console-send-notice = Send the notice
desk-console-take-down = Take the notice down
desk-console-standing-none = Standing now: none
desk-console-standing = Standing now: { $text }
desk-console-chat-heading = Chat on this server
desk-console-chat-open = open
desk-console-chat-phrases = only fixed friendly phrases (kid mode)
desk-console-chat-off = off
desk-console-class-about = Each name gets an account with a new password; the login cards below are the only time the passwords show.
desk-console-names-field = Names, one a line
desk-console-make-class = Make their accounts
desk-console-cards = Login cards
desk-console-copy-cards = Copy the cards
desk-console-card-password = Password: { $password }
desk-console-card-open = Open: { $link }
desk-console-backup = Back up the database now
desk-console-backup-about = Into the data folder's backups/ (the last 10 kept).
desk-console-banned-addresses = Addresses banned
desk-console-address-to-ban = Address to ban
desk-console-ban-address = Ban the address
desk-console-none = None.
desk-console-engines = Engines
desk-console-no-engines = No outside engines.
# An engine: its name, the protocol it speaks, the games it plays.
desk-console-engine = { $name } · { $protocol } · plays { $plays }
desk-console-bots = Bots online
desk-console-no-bots = No bots online.
desk-console-bot = { $name } · plays { $plays } · { $busy ->
    [busy] busy
   *[free] free
}
desk-console-log = What was done
desk-console-log-empty = Nothing yet.
# A line of the audit log; $action and $detail are the server's own words.
desk-console-log-line = { $time } UTC · { $action }: { $detail }
desk-console-every-game = every game
desk-console-plays-rules = { $game } ({ $rules })
desk-console-plays-separator = { "; " }
desk-console-key-unreadable = The console's key could not be read from { $path }: { $error }.
desk-console-key-empty = The console's key file { $path } is empty.
desk-console-key-refused = The server did not take the console's key (401).
desk-console-state-unreadable = The console's state could not be read: { $error }.
desk-console-action-unwritable = The action could not be written: { $error }.
desk-console-answer-unreadable = The server's answer could not be read: { $error }.
desk-console-answer-not-whole = The server's answer could not be read whole.
desk-console-cannot-ask = Cannot ask the server: { $error }.

## egui's own words, said in the player's language

# The handle that resizes a side panel, as assistive technologies name it.
desk-resize-panel = Resize panel
# The handles that resize a window, by its edges and corners.
desk-window-resize-right = Resize window right edge
desk-window-resize-left = Resize window left edge
desk-window-resize-bottom = Resize window bottom edge
desk-window-resize-top = Resize window top edge
desk-window-resize-bottom-right = Resize window bottom-right corner
desk-window-resize-top-right = Resize window top-right corner
desk-window-resize-bottom-left = Resize window bottom-left corner
desk-window-resize-top-left = Resize window top-left corner

## The server's sentences to players (server-): why a request was refused, and what the
## server tells of itself, as an `error` message's words (docs/protocol.md, "Errors"). The
## server sends the English beside them, rendered from this file. A name, a code, a point or
## a detail the server gives goes in as a text, kept as it is; a number that counts goes in as
## a number.

# Why the rules refuse a move ($reason: the rules' own name for it); the messages below that
# give a $reason say it through this one.
server-rule-reason = { $reason ->
    [off_board] point is off the board
    [occupied] point is occupied
    [no_flip] move flips no disc
    [cannot_pass] passing is not allowed now
    [suicide] move leaves its own group without liberties
    [captures] move would capture
    [center_first] first move may not be the centre
    [overline] forbidden for black: overline
    [double_four] forbidden for black: double four
    [double_three] forbidden for black: double three
    [game_over] game is over
   *[other] { $reason }
}

## The connection, and signing in

server-full = the server is full; try again later
server-frame-not-text = frames must be JSON text
# $most: bytes
server-frame-too-large = a frame may be at most { $most } bytes
server-too-fast = too many messages; slow down
server-too-fast-closed = too many messages; the connection is closed
# A frame that is not a message; $detail: the JSON reader's own words, which stay as they are
server-frame-over-limit = the frame is { $length } bytes, over the limit of { $most } bytes
server-frame-bad-json = the frame is not valid JSON: { $detail }
server-frame-not-an-object = a message must be a JSON object
server-frame-no-type = a message must have a string field "type"
# $type: the message's type as sent
server-frame-unknown-type = unknown message type "{ $type }"
# $field: the faulty field, such as options.size
server-frame-bad-field = { $type }: field "{ $field }": { $detail }
server-frame-bad-message = { $type }: { $detail }
server-hello-first = say hello first
server-hello-twice = hello is sent once, first
# $ours, $theirs: protocol versions
server-protocol-version = this server speaks protocol { $ours }, not { $theirs }
server-banned = the host has banned you from this server
server-new-players-too-fast = too many new players from your address; sign in with your saved token, or wait a minute
server-wrong-password = wrong name or password
server-account-tried-too-often = this account has been tried too often; wait a minute
server-sign-ins-too-fast = too many sign-ins from your address; wait a moment

## Names and accounts

server-name-length = a name is 1 to { $most } characters
server-name-invisible-characters = a name may not hold control, direction or other invisible formatting characters
server-name-nothing-visible = a name must show at least one visible character
server-name-is-the-ai = that name belongs to the server's AI
server-name-is-an-engine = that name is one of the server's engines
server-name-is-a-bot = that name belongs to a bot online
server-name-has-account = that name has an account: sign in with its password, or choose another name
# $name: the name asked for
server-name-taken = "{ $name }" (or a name that looks like it) has an account already; choose another name
server-bot-keeps-name = a bot keeps the name it signed in with
server-account-keeps-name = an account keeps its name
server-bot-no-password = a bot signs in with its key, not a password
server-bot-has-no-account = a bot signs in with its key; it has no account
server-account-exists = you have an account already (change_password changes its password)
server-no-account = you have no account (sign_up makes one)
server-not-the-password = that is not the account's password now
# $least, $most: characters
server-password-length = a password is { $least } to { $most } characters
server-passwords-busy = passwords cannot be checked now; try again

## Chat

server-chat-muted = the host has muted you: your chat is not sent
server-chat-off = chat is off on this server
# $phrases: the phrases allowed (they stay as they are)
server-chat-phrases-only = only these phrases are sent on this server: { $phrases }
# $most: characters
server-chat-length = a chat message is 1 to { $most } characters, not all blank

## Making and finding rooms

server-not-in-a-room = you are not in a room
# $code: the room's code
server-no-such-room = there is no room { $code }
# $code: the room's code; asked again, the room is found once a live machine holds it
server-room-moving = room { $code } is moving to another machine of the server: back in a moment
server-busy-retry = the server is busy: ask again in a moment
server-room-list-unread = your last room list has not been read yet
server-new-rooms-too-fast = too many new rooms from your address; wait a minute
server-new-rooms-and-events-too-fast = too many new rooms and events from your address; wait a minute
# $count: the most a player may
server-rooms-per-player = you already sit in { $count } rooms; leave one first
server-waiting-rooms-per-player = you already have { $count } rooms waiting for an opponent; close one first
server-ai-games-per-player = you already play { $count } games against the AI; finish one first
server-too-many-rooms = the server has too many rooms open
# $count: the rooms open from the address
server-rooms-per-address = { $count } rooms created from your address are open; close some first
server-not-stored = the server could not store that; try again
# $detail: what went wrong, as the server's store says it
server-room-not-claimed = could not claim the room: { $detail }
server-room-not-stored-new = could not store the room: { $detail }
server-opening-not-stored = could not store the room's opening: { $detail }
server-room-not-opened = could not open the room: { $detail }
server-room-closed = the room has closed
server-room-away = the room's server is away; try again in a moment
server-engine-or-bot = an engine or a bot, not both
server-engine-or-bot-needs-ai = an engine or a bot plays only with "opponent": "ai"
# $min, $max: milliseconds
server-ai-budget-range = ai_budget_ms is { $min } to { $max } milliseconds
# $max: seconds (the protocol's field names stay as they are)
server-clock-initial-range = clock.initial_s is 1 to { $max } seconds
server-clock-increment-range = clock.increment_s is 0 to { $max } seconds
server-clock-per-move-range = clock.per_move_s is 1 to { $max } seconds
server-clock-shape = clock is either {"{"}initial_s, increment_s?{"}"} (Fischer) or {"{"}per_move_s{"}"} (time per move)

## A game's options ($game: gomoku, reversi, nogo or hex_gomoku)

server-options-size-only = { $game } is played on size { $min } only, not { $size }
server-options-size-range = { $game } size must be { $min } to { $max }, not { $size }
# $rule: the rule asked for; $rules: the rules there are, a list
server-options-unknown-rule = unknown rule "{ $rule }": expected one of { $rules }
# $option: the option's name in the protocol
server-options-no-option = { $game } has no option { $option }

## A room's opening

# $name: the opening asked for; $names: the game's openings, a list
server-no-such-opening = this game has no opening named "{ $name }"; it has "random", { $names }
# $number: the move's number in the opening; $point: as [x,y]
server-opening-move-refused = opening move { $number } ({ $point }): { server-rule-reason }
server-opening-ends-game = the opening ends the game before it starts
# $side: black or white
server-opening-leaves-pass = the opening leaves { $side ->
        [black] black
       *[white] white
    } no move but a pass: end it a move sooner or later

## In a room: seats, moves, requests

server-not-your-turn = it is not your turn
# $played: the moves played so far; $ply: the ply the player's move was for
server-stale-ply = the board has moved on: { $played } moves have been played, you sent ply { $ply }
# $move: the point, as [x,y]
server-illegal-move = illegal move { $move }: { server-rule-reason }
server-illegal-pass = illegal move pass: { server-rule-reason }
server-abort-too-late = both sides have moved: the game can no longer be aborted (resign, or offer a draw)
server-claim-too-soon = you may claim the game only once your absent opponent's countdown has run out
server-seats-taken = both seats are taken
server-room-full = both seats are taken; join as a spectator to watch
# $name: a player's or a bot's name
server-already-seated-or-invited = { $name } is already seated or invited here
server-no-seat-kept = no seat is kept for you in this room
server-not-in-this-room = you are not in this room
server-spectator-cannot-play = you have no seat: spectators can watch and chat, not play
server-game-over = the game is over
server-waiting-for-opponent = waiting for an opponent to take the other seat
server-ai-no-move = the AI found no move
server-undo-off = undo is off in this room
server-undo-nothing = you have no move to take back
server-draw-too-soon = you may offer a draw once every { $every } moves; { $left } to go
# $what: undo or draw
server-ask-again-later = your last request was refused: you may ask for { $what ->
        [undo] an undo
       *[draw] a draw
    } again in { $seconds } s
server-request-pending = that request is already waiting for an answer
server-nothing-to-answer = there is no request from your opponent to answer
server-game-still-on = the game is still going on
server-no-opponent-to-play-again = there is no opponent to play again
# $type: the protocol's message type
server-not-a-room-message = { $type } is not a room message
server-room-not-stored = the server could not store that; nothing changed, try again
server-room-failed = this room failed and was closed; its moves so far are kept

## The AI, engines and bots

server-ai-busy = the server's AI is too busy; try again shortly
# $name: the engine's name
server-engine-does-not-play = the engine { $name } does not play this game with these options
server-engines-all-busy = the server runs as many engines as it may; try again later
server-engines-address-cap = your address runs as many engines as it may; leave a game against one first
server-room-no-such-engine = the room's server runs no engine "{ $name }"
# $name: the engine asked for
server-no-such-engine-none = there is no engine "{ $name }": this server runs none
# $names: the engines the server runs, a list
server-no-such-engine = there is no engine "{ $name }": this server runs { $names }
# $name: the bot's name; $side: black or white
server-bot-declined = the bot { $name } declined the invitation; the { $side ->
        [black] black
       *[white] white
    } seat is free again
server-bot-did-not-come = the bot { $name } did not come in time; the { $side ->
        [black] black
       *[white] white
    } seat is free again
server-bot-does-not-play = the bot { $name } does not play this game with these options
# $count: the rooms in which the player plays the bot (the most a player may)
server-bot-rooms-per-player = you already play the bot { $name } in { $count } rooms, the most one player may; finish a game with it first
# $count: the most rooms a bot may play in
server-bot-rooms-cap = the bot { $name } plays in as many rooms as a bot may ({ $count }); try again later
server-bot-busy = the bot { $name } is busy: none of its connections waits for a game
server-bot-other-node = a bot plays only in rooms of the node it is connected to
server-bot-plays-too-many = a bot lists at most { $count } games
server-bot-connections-per-address = { $count } bots' connections from your address are online already; close one first
server-bot-name-online = a bot named { $name } is online already
server-no-such-bot = no bot named "{ $name }" is online
server-bot-game-has-no-rules = { $game } has no rules
# $size: the size the bot sent
server-bot-not-a-size = { $size } is not a board size
server-bots-unread = the server could not read its bots; try again
server-bots-registered-only = this server seats registered bots only: its host registers one with `boardroom-server bots add NAME`, which prints the key the bot signs in with as its token (docs/bots.md)

## Games past, games from files, reviews, ratings

server-no-such-player = there is no such player
server-games-unread = the server could not read your games; try again
server-game-unread = the server could not read the game; try again
# $game: the game's id
server-no-such-game = no game has the id "{ $game }"
server-replay-not-over = game { $game } is not over yet: it can be replayed once it ends
server-stored-game-no-replay = the stored game does not replay
server-file-unread = reading the file failed
server-sgf-setup-review = the SGF file starts from a set-up position (AB, AW or AE): a review starts from the game's own start
# $count: the most games from files a player (an address) may keep
server-imports-per-player = you have { $count } games from files kept for reviews, the most a player may; review the games you played here instead
server-imports-per-address = the players of your address have { $count } games from files kept for reviews, the most an address may
server-imports-full = the server keeps as many games from files as it may; review the games you played here instead
server-import-not-kept = the server could not keep the game; try again
server-live-games-unread = the server could not read your games under way; try again
# $what: what would be judged
server-reaches-live-game = { $what ->
        [file] the file
        [game] the game
        [opening] the opening
       *[review_rest] the rest of this review
    } reaches the position of your game under way: the server's engines give no help in your own games; ask again when that game ends
server-check-failed = the check failed; try again
server-reviews-per-player = you have { $count } reviews under way; ask again when one is done
# $owed: positions of the address's reviews under way; $positions: this game's; $most: the cap
server-review-positions-per-address = your address has { $owed } positions under review and this game has { $positions }; the most is { $most }: ask again when a review is done
server-reviews-busy = the server is reviewing many games; try again later
# $game: the game's id
server-review-not-yours = game { $game } is not one of yours: only its players (or who brought its file) may ask for a review
server-review-not-over = game { $game } is not over yet
server-review-no-replay = game { $game } as stored does not replay
server-review-store-failed = the server could not read or store that; try again

## An SGF file that cannot be read ($at: the byte where the problem is)

server-sgf-no-game-tree = the SGF file: not an SGF file: no game tree '(' found
server-sgf-not-text = the SGF file: not text: byte { $at } is not UTF-8 (nor Latin-1 named by CA)
server-sgf-unclosed-tree = the SGF file: the game tree opened at byte { $at } is never closed
server-sgf-unclosed-value = the SGF file: unclosed property value at byte { $at }
# $found: the character
server-sgf-unexpected = the SGF file: unexpected '{ $found }' at byte { $at }
# $property: the SGF property's name (such as B or SZ)
server-sgf-no-value = the SGF file: property { $property } at byte { $at } has no value
# $game: the file's GM value
server-sgf-unknown-game = the SGF file: unknown game GM[{ $game }]: Boardroom reads GM[4] (gomoku, renju, caro, hex gomoku), GM[2] (reversi) and GM[1] with RU[nogo]
# $rule: the file's RU value
server-sgf-unknown-rule = the SGF file: unknown rule RU[{ $rule }]: expected freestyle, standard, renju, caro or hex
server-sgf-bad-value = the SGF file: { $property }[{ $value }] at byte { $at } cannot be read
# $what: what the file does that Boardroom's records cannot hold
server-sgf-unsupported = the SGF file: { $what ->
        [empty_tree] a game tree without nodes
        [rectangular_board] a rectangular board
        [removing_stones] removing stones (AE)
        [two_moves_in_a_node] a second move in one node
        [late_setup] set-up after the first move
       *[other] { $what }
    } (byte { $at }) is not supported
server-sgf-size-only = the SGF file: the board: { $game } is played on size { $min } only, not { $size }
server-sgf-size-range = the SGF file: the board: { $game } size must be { $min } to { $max }, not { $size }
server-sgf-board-unknown-rule = the SGF file: the board: unknown rule "{ $rule }": expected one of { $rules }
server-sgf-no-option = the SGF file: the board: { $game } has no option { $option }
# $point: as [x,y]
server-sgf-setup-off-board = the SGF file: the set-up stones: stone off the board at { $point }
server-sgf-setup-overlap = the SGF file: the set-up stones: two stones at { $point }
server-sgf-setup-no-liberty = the SGF file: the set-up stones: the group at { $point } has no liberty
server-sgf-setup-already-won = the SGF file: the set-up stones: a winning row already stands at { $point }
# $number: the move's number; $side: black or white, whose move the file says it is
server-sgf-wrong-turn = the SGF file: move { $number } (byte { $at }) is { $side ->
        [black] black's, but it is white's turn
       *[white] white's, but it is black's turn
    }
# $move: the move as written in the file, such as B[hh]
server-sgf-illegal = the SGF file: move { $number } { $move } (byte { $at }) is illegal ({ server-rule-reason })
# $result: the file's RE value; $side: black or white, the winner by the moves
server-sgf-result-not-win = the SGF file: RE[{ $result }] but the moves end in { $side ->
        [black] black's
       *[white] white's
    } win
server-sgf-result-not-draw = the SGF file: RE[{ $result }] but the moves end in a draw

## Events

# $most: characters
server-event-name = an event's name is 1 to { $most } characters, without control characters
server-event-openings-twice = an event's games start from its set of openings or from options.opening, not both
server-event-too-many-named = an event is made with at most { $most } entrants named; more may join
# $name: an entrant's name
server-event-named-twice = { $name } is named twice
server-event-no-challenger-named = a gauntlet's challenger is the first entrant named
server-events-per-host = you host { $count } events under way; finish one first
server-events-busy = the server runs as many events as it may; try again when one is over
server-event-not-claimed-leaving = the event could not be claimed: this server is leaving its cluster
server-event-not-claimed = the event could not be claimed: { $detail }
server-event-not-stored = the event could not be stored: { $detail }
server-event-rules-failed = the event's rules failed
# $event: the event's id as asked for
server-no-such-event = there is no event "{ $event }"
# $event: the event's number
server-event-unreachable = no server of the cluster answers for an event { $event }; try again in a moment
server-event-answered-amiss = the event's server answered amiss
# $detail: the command as stored
server-event-bad-command = { $detail }
server-event-host-only = only the event's host may do that
# $action, $field: the protocol's names
server-event-action-needs-field = the action { $action } needs the field "{ $field }"
server-event-bot-joins-itself = a bot is entered by the event's host, not by itself
server-event-no-such-entrant = the event has no entrant "{ $name }"
server-no-such-engine-here = this server runs no engine "{ $name }"
server-engine-not-stored = the engine could not be stored: { $detail }
server-event-stopped = the event has stopped

## An event's own refusals

server-event-started = the event has already started
server-event-not-started = the event has not started yet
server-event-over = the event is over
server-event-already-in = this entrant is already in the event
server-event-unknown-entrant = no such entrant in the event
server-event-entrant-left = this entrant has already left the event
server-event-entrant-removed = the host removed this entrant from the event
server-event-entrant-name = an entrant's name is 1 to 256 bytes
server-event-full = the event is full
server-event-closed = the event takes no more entrants
server-event-too-few = too few entrants to start
server-event-too-many-rounds = more rounds than the entrants can play without meeting twice
server-event-no-challenger = the gauntlet's challenger has not joined
server-event-unknown-game = no such game in the event
server-event-already-decided = this game already has a result
server-event-not-counted = this game no longer counts
server-event-already-paused = the event is already paused
server-event-not-paused = the event is not paused
server-event-no-round = no round is under way
server-event-arena-no-rounds = an arena has no rounds
server-event-swiss-no-rounds = a swiss needs at least one round
server-event-swiss-too-many-rounds = a swiss has at most 64 rounds
server-event-arena-too-short = an arena lasts at least a minute
server-event-arena-too-long = an arena lasts at most a day
server-event-too-many-openings = an event uses at most 10000 openings
server-event-wait-too-long = a break or a wait lasts at most an hour

## Sounds and the turn alert

alerts-sound = Sounds
alerts-notify = Tell me when it is my turn
alerts-notify-denied = The browser does not allow notifications from this page: turn them on in its settings.
alerts-turn-title = Your turn
alerts-turn-body = { $opponent } has played in room { $room }.
alerts-turn-body-start = The game in room { $room } has begun: your move.

## What the host did to a room

host-closed-room = The host closed the room.

## Desktop app: the turn alert, and closing a room from the host's controls

desk-alerts-notify-hint = The window asks for your attention (in the taskbar or the dock) when it becomes your turn while it is not in front.
desk-console-close-room = Close room { $code }
desk-console-confirm-close = Close room { $code }? A game under way there is aborted, and everyone in the room goes back to the lobby.
desk-console-confirm-close-yes = Yes, close it
