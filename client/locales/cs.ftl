# Texty Boardroomu v češtině: společné pro webovou stránku i desktopovou aplikaci. Zprávy odpovídají en.ftl.

## The page's top bar

page-title = Boardroom
page-brand = Boardroom
page-language = Jazyk
page-connected = Připojeno
page-connecting = Připojování…
page-reconnecting = Znovu se připojuji…
page-your-turn-title = Jste na tahu · Boardroom
page-change-name =
    .title = Změnit jméno
page-ear-mode = Hra po sluchu
page-ear-mode-hint = (režim čtečky obrazovky, Alt+Shift+E)

## The host's notice

host-notice-region =
    .aria-label = Oznámení hostitele
host-notice-label = Oznámení hostitele:
host-notice-close = Zavřít oznámení

## The page: the name screen, the lobby (new game, rooms, events, your games, account), an
## event, a room, the replay (index.html and app.js)

## The name screen

name-title = Zahrajte si deskovou hru s přáteli
name-lead = Deskové hry s kamarádem v této síti nebo proti počítači.
name-lead-games = { $games } – s kamarádem v této síti nebo proti počítači.
name-label = Vaše jméno
name-input =
    .placeholder = např. Ada
name-play = Hrát
name-save = Uložit
name-join = Připojit se ke hře
name-invited = Jste pozváni do místnosti { $room }. Zadejte své jméno a připojte se ke hře.
name-invited-by = { $host } vás zve na partii: { $game } ({ $details }). Zadejte své jméno a připojte se.
name-signin = Přihlásit se heslem
name-signin-account = Název účtu
name-signin-password = Heslo
name-signin-submit = Přihlásit se

## The lobby: rooms and your games

lobby-title = Lobby
lobby-rooms = Místnosti
lobby-rooms-empty = Zatím tu nejsou žádné místnosti. Založte jednu a pošlete odkaz kamarádovi.
lobby-qr = Telefon v této síti otevře Boardroom naskenováním tohoto kódu.
lobby-code = Kód místnosti
lobby-join = Připojit se
lobby-watch = Sledovat
lobby-join-room = Připojit se do místnosti { $code }
lobby-watch-room = Sledovat místnost { $code }
lobby-room-waiting = Čeká na hráče
lobby-room-playing = Hraje se
lobby-room-over = Dohráno
lobby-watching =
    { $count ->
        [one] { $count } divák
        [few] { $count } diváci
        [many] { $count } diváka
       *[other] { $count } diváků
    }
lobby-room-code = kód { $code }
lobby-vs = vs.
lobby-open-seat = volné místo
lobby-no-undo = bez vracení tahů
lobby-no-clock = bez hodin
lobby-games = Vaše partie
lobby-games-empty = Zde se zobrazí vaše dohrané partie.
lobby-games-more = Starší partie
lobby-sgf-file = Otevřít soubor SGF
lobby-game-vs = proti { $opponent }
lobby-replay = Přehrát
lobby-replay-game = Přehrát partii { $id } proti { $opponent }

## The lobby: a new game

create-title = Nová hra
create-none = Server neuvedl, které hry hraje, takže nelze založit žádnou hru.
create-game = Hra
create-size = Velikost desky
create-seat = Vaše barva
create-seat-random = Náhodně
create-seat-black = Černý (táhne první)
create-seat-white = Bílý
create-opponent = Soupeř
create-opponent-human = Kamarád
create-opponent-ai = Počítač
create-engine = Program
create-engine-default = AI Boardroom
create-level = Úroveň počítače
create-level-easy = Snadná
create-level-medium = Střední
create-level-hard = Těžká
create-clock = Hodiny
create-undo = Povolit vracení tahů
create-submit = Založit místnost

## Events: the lobby's list, a new event, an event's page

event-list = Turnaje
event-list-empty = Zatím žádné turnaje. Klubový večer, třída nebo LAN párty: založte turnaj a každý si zahraje s každým.
event-new = Nový turnaj
event-new-hint = Každá partie turnaje se hraje ve hře, na desce a s hodinami zvolenými v části Nová hra.
event-name = Název
event-name-input =
    .value = Klubový večer
event-format = Systém
event-format-round-robin = Každý s každým: všichni hrají proti všem
event-format-double = Dvoukolově každý s každým: dvakrát, s prohozenými barvami
event-format-swiss = Švýcarský systém: daný počet kol
event-format-arena = Aréna: hraje, kdo je volný, po stanovenou dobu
event-format-gauntlet = Gauntlet: první počítačový hráč proti všem
event-rounds = Kola
event-minutes = Minuty
event-ai = Počítačoví hráči
event-play = Hraji také
event-openings = Vyvážená zahájení (každé se hraje oběma barvami)
event-create = Založit turnaj
event-kind-round-robin = Každý s každým
event-kind-swiss = Švýcarský systém
event-kind-arena = Aréna
event-kind-gauntlet = Gauntlet
event-status-waiting = Přihlašování
event-status-running = Probíhá
event-status-paused = Pozastaven
event-status-over = Skončil
event-entrants =
    { $count ->
        [one] { $count } účastník
        [few] { $count } účastníci
        [many] { $count } účastníka
       *[other] { $count } účastníků
    }
event-open = Otevřít
event-open-event = Otevřít turnaj { $name }
event-go = Přejít ke své partii
event-join = Přihlásit se do turnaje
event-leave = Odstoupit z turnaje
event-projector = Stránka s pořadím pro projektor
event-back = Zpět do lobby
event-host-group =
    .aria-label = Ovládání hostitele
event-host-column = Ovládání hostitele
event-start = Zahájit
event-pause = Pozastavit
event-resume = Pokračovat
event-end-round = Ukončit kolo
event-finish = Ukončit turnaj
event-add-ai = Přidat počítač
event-add = Přidat
event-standings = Pořadí
event-column-name = Jméno
event-column-score = Body
event-column-wins = V
event-column-draws = R
event-column-losses = P
event-games = Partie
event-games-empty = Partie se zde zobrazí, jakmile hostitel turnaj zahájí.
event-taking = Přihlašování: zatím { $count }. Turnaj zahájí hostitel.
event-over = Turnaj skončil: konečné pořadí.
event-paused-by-host = Pozastaveno hostitelem.
event-arena-until = Aréna, do { $time }.
event-round = Kolo { $round }.
event-round-of = Kolo { $round } z { $rounds }.
event-host-name = hostitel { $name }
event-you = { $name } (vy)
event-remove = Odebrat
event-remove-entrant = Odebrat hráče { $name } z turnaje
event-pair = { $black } vs. { $white }
event-game-void = nepočítá se
event-game-playing = hraje se
event-game-round = Kolo { $round }
event-game-opening = zahájení { $opening }
event-watch-game = Sledovat { $game }
event-result-of = Výsledek: { $game }
event-set = Nastavit
event-set-result = Nastavit výsledek: { $game }
event-confirm-remove = Odebrat hráče { $name } z turnaje? Jeho rozehraná partie bude prohraná.
event-confirm-leave = Odstoupit z turnaje? Rozehraná partie turnaje bude prohraná.
event-confirm-finish = Ukončit turnaj hned teď? Rozehrané partie se už nebudou počítat.
event-game-ready = Vaše partie turnaje { $event } je připravena.
event-game-ready-unnamed = Vaše partie turnaje je připravena.

## The lobby: the account panel

view-account-title = Účet
view-account-signup = Ponechat si toto jméno s heslem
view-account-new-password = Nové heslo
view-account-repeat = Zopakujte nové heslo
view-account-signup-hint = 8 až 128 znaků. Pod tímto jménem pak nebude moci hrát nikdo jiný.
view-account-keep = Ponechat si toto jméno
view-account-change = Změnit heslo
view-account-current = Současné heslo
view-account-change-hint = 8 až 128 znaků. Vaše ostatní zařízení budou odhlášena.
view-account-sign-out-elsewhere = Odhlásit má ostatní zařízení

## The replay and its review

view-replay =
    .aria-label = Záznam partie
view-replay-back = Zpět
view-replay-steps =
    .aria-label = Procházení partie
view-replay-first =
    .aria-label = Na začátek
view-replay-prev =
    .aria-label = O tah zpět
view-replay-next =
    .aria-label = O tah vpřed
view-replay-last =
    .aria-label = Na konec
view-replay-slider =
    .aria-label = Tah
view-review = Rozbor
view-review-start = Rozebrat s počítačem
view-replay-actions =
    .aria-label = Akce se záznamem
view-replay-friend = Hrát odsud dál s kamarádem
view-replay-ai = Hrát odsud dál proti počítači
view-download-sgf = Stáhnout SGF
view-moves = Tahy
app-replay-game = partie { $id }
app-replay-file = ze souboru
app-replay-players = { $black } (černý) vs. { $white } (bílý)
app-review-file = Partie ze souboru: počítač ji také může rozebrat.
app-review-progress =
    { $total ->
        [one] Rozbor… posouzeno { $done } z { $total } pozice.
        [many] Rozbor… posouzeno { $done } z { $total } pozice.
       *[other] Rozbor… posouzeno { $done } z { $total } pozic.
    }
app-review-done = Rozebráno: v této chvíli má šanci na výhru { $chance }.
app-review-graph = Graf hodnocení: šance černého na výhru po každém tahu
app-move = { $n }. { $move }, { $seat }
app-move-marked = { $n }. { $move }, { $seat }, { $mark }
app-sgf-too-large = Soubor SGF je příliš velký ({ $size } KB; nejvýše 15 KB).

## Words for the sides and moves

app-side =
    { $seat ->
        [black] Černý
       *[white] Bílý
    }
app-side-lower =
    { $seat ->
        [black] černý
       *[white] bílý
    }
app-side-prefix =
    { $seat ->
        [black] černý:
       *[white] bílý:
    }
app-pass = pas

## Lists: the games on the name screen ("A, B and C"), the server's addresses ("A or B")

app-list-separator = { ", " }
app-list-and = { $head } a { $last }
app-list-or = { $head } nebo { $last }

## A room

room-region =
    .aria-label = Herní místnost
room-leave = Opustit místnost
room-invite-title = Pozvat kamaráda
room-invite-send = Pošlete tento odkaz kamarádovi ve stejné síti:
room-invite-link =
    .aria-label = Odkaz s pozvánkou
room-copy = Kopírovat
room-invite-qr = Nebo ať telefon naskenuje tento kód.
room-invite-code = Kód místnosti
room-invite-ai = Nebo hrajte proti počítači:
room-seat-ai = Posadit počítač
room-players =
    .aria-label = Hráči
room-away =
    .aria-label = Hráči, kteří odešli
room-claim-victory = Vyžádat si výhru
room-claim-draw = Vyhlásit remízu
room-ear-log =
    .aria-label = Hra po sluchu
room-ear-title = Hra po sluchu
room-ear-move = Tah
room-ear-play = Táhnout
room-ear-hint = Bod tak, jak ho deska pojmenovává, pak Enter; ? pro nápovědu.
room-ear-board =
    .aria-label = Textová deska
room-ear-keys = Klávesy
room-actions =
    .aria-label = Akce ve hře
room-undo = Vrátit tah
room-draw = Nabídnout remízu
room-resign = Vzdát se
room-abort = Zrušit
room-again = Hrát znovu
room-take-seat = Obsadit volné místo
room-hints = Zobrazit možné tahy
room-tap-twice = Táhnout dvojím klepnutím
room-download-sgf = Stáhnout SGF
room-moves = Tahy
room-title = { $game } · místnost { $code }
room-spectators =
    { $count ->
        [one] { $count } divák
        [few] { $count } diváci
        [many] { $count } diváka
       *[other] { $count } diváků
    }
room-you-watching = sledujete
room-claim = Hráč { $name } se nevrátil. Vyžádejte si výhru, vyhlaste remízu, nebo čekejte dál.
room-first-move = { $time } na první tah
room-invite-address = Pro nadiktování: otevřete { $where } v prohlížeči ve stejné síti a zadejte kód místnosti.
room-computer = Počítač
room-empty-seat = Volné místo
room-level =
    Úroveň: { $level ->
        [easy] snadná
        [hard] těžká
       *[medium] střední
    }
room-online = Online
room-offline = Offline · může se vrátit
room-you = (vy)
room-pieces = { $count } { $pieces }
room-to-move = na tahu
room-clock =
    { $seat ->
        [black] hodiny černého:
       *[white] hodiny bílého:
    }
room-notice-watching = Sledujete hru: diváci nemohou táhnout.
room-notice-waiting = Čeká se, až soupeř obsadí druhé místo.
room-notice-over = Hra skončila.
room-notice-turn =
    { $seat ->
        [black] Na tahu je černý.
       *[white] Na tahu je bílý.
    }
room-full = Obě místa v místnosti { $room } jsou obsazená, takže hru sledujete.
room-confirm-switch = Hrajete v místnosti { $room }. Opustit tu hru (počítá se jako prohra) a přejít do místnosti { $wanted }?
room-confirm-leave = Opustit tuto hru? Odchod uprostřed partie se počítá jako prohra.
room-confirm-resign = Vzdát tuto partii?
room-undo-request = Žádost o vrácení tahu
room-undo-ask = { $name } žádá o vrácení svého posledního tahu.
room-undo-wait = Požádali jste o vrácení svého posledního tahu. Čeká se na odpověď: { $name }…
room-draw-offer = Nabídka remízy
room-draw-ask = { $name } nabízí remízu.
room-draw-wait = Nabídli jste remízu. Čeká se na odpověď: { $name }…
room-again-request = Hrát znovu
room-again-ask = { $name } chce hrát znovu, s prohozenými barvami.
room-again-wait = Navrhli jste hrát znovu. Čeká se na odpověď: { $name }…
room-agree = Souhlasit
room-refuse = Odmítnout
room-link-copied = Odkaz zkopírován. Vložte ho kamarádovi.
room-link-by-hand = Označte odkaz a zkopírujte ho ručně.

## A room's chat

chat-title = Chat
chat-log =
    .aria-label = Zprávy chatu
chat-label = Chat
chat-input =
    .placeholder = Napište něco
chat-send = Odeslat
chat-from-spectator = { $name } (divák)
chat-new =
    { $count ->
        [one] { $count } nová zpráva ↓
        [few] { $count } nové zprávy ↓
        [many] { $count } nové zprávy ↓
       *[other] { $count } nových zpráv ↓
    }

# The host's kid mode: the fixed phrases a player may send, offered as buttons (the server
# sends each as its English text, with its id: chat-phrase-ID)
chat-phrases =
    .aria-label = Fráze, které můžete poslat
chat-phrase-hello = Ahoj!
chat-phrase-good-luck = Hodně štěstí!
chat-phrase-have-fun = Ať tě to baví!
chat-phrase-nice-move = Pěkný tah!
chat-phrase-well-played = Dobře zahráno!
chat-phrase-good-game = Pěkná hra!
chat-phrase-thank-you = Děkuji!
chat-phrase-oops = Jejda!
chat-phrase-one-more = Ještě jednu hru?
chat-phrase-bye = Měj se!

## What the page says of the connection and the server's errors

app-not-connected = Momentálně nepřipojeno; připojuji znovu…
app-error-rate-limited = Chvíli prosím počkejte.
app-error-server-busy = Zkuste to prosím za chvíli znovu.
app-error-no-such-room = Zkontrolujte kód, nebo založte novou místnost.

## Hry z katalogu serveru, pojmenované podle jeho dat (catalogue.js): název a popis hry, název
## volby a slova pro místnost, kde je vypnutá, název a popis každé možnosti

game-gomoku-title = Gomoku
game-gomoku-summary = Pět v řadě na čtvercové desce.
game-reversi-title = Reversi
game-reversi-summary = Obracejte kameny soupeře na svou barvu; na konci vyhrává ten, kdo má víc kamenů.
game-nogo-title = NoGo
game-nogo-summary = Go, ve kterém je zajímání zakázané: prohrává ten, komu nezbude žádný platný tah.
game-hex_gomoku-title = Hexagonální gomoku
game-hex_gomoku-summary = Pět v řadě na šestiúhelníkové desce.
option-rule-title = Pravidla
choice-rule-freestyle-title = Volná
choice-rule-freestyle-summary = vyhrává pět nebo více v řadě
choice-rule-standard-title = Standardní
choice-rule-standard-summary = vyhrává právě pět v řadě
choice-rule-renju-title = Renju
choice-rule-renju-summary = černý má zakázané tahy
choice-rule-caro-title = Caro
choice-rule-caro-summary = pětice uzavřená z obou stran nevyhrává
option-center_first_forbidden-title = První tah nesmí obsadit střed
option-center_first_forbidden-off = střed volný

## Slova kolem katalogu: možnost ve formuláři nové místnosti, volby místnosti v několika slovech

choice-label = { $title }: { $summary }
game-words-separator = { ", " }

## Desky (board.js, geometry.js): kameny, velikosti, linie a to, co čtečka obrazovky řekne
## o každém bodu

board-piece = { $piece ->
    [disc] { $count ->
        [one] kámen
        [few] kameny
        [many] kamene
       *[other] kamenů
    }
    [stone] { $count ->
        [one] kámen
        [few] kameny
        [many] kamene
       *[other] kamenů
    }
   *[other] { $count ->
        [one] figurka
        [few] figurky
        [many] figurky
       *[other] figurek
    }
}
board-piece-count = { $piece ->
    [disc] { $count ->
        [one] { $count } kámen
        [few] { $count } kameny
        [many] { $count } kamene
       *[other] { $count } kamenů
    }
    [stone] { $count ->
        [one] { $count } kámen
        [few] { $count } kameny
        [many] { $count } kamene
       *[other] { $count } kamenů
    }
   *[other] { $count ->
        [one] { $count } figurka
        [few] { $count } figurky
        [many] { $count } figurky
       *[other] { $count } figurek
    }
}
board-size-hex-label = { $size ->
    [one] { $size } bod na stranu
    [few] { $size } body na stranu
   *[other] { $size } bodů na stranu
}
board-size-hex-words = { $size } na stranu
board-direction-row = řada
board-direction-column = sloupec
board-direction-diagonal = úhlopříčka
board-direction-anti-diagonal = protější úhlopříčka
board-direction-q-line = linie q
board-direction-third-line = třetí linie
board-label = Deska hry { $game }, { $options }
board-cannot-draw = Tato stránka neumí nakreslit desku hry { $game }.
board-separator = { ", " }
board-point-stone = { $piece ->
    [disc] { $seat ->
        [black] černý kámen
       *[white] bílý kámen
    }
    [stone] { $seat ->
        [black] černý kámen
       *[white] bílý kámen
    }
   *[other] { $seat ->
        [black] černá figurka
       *[white] bílá figurka
    }
}
board-point-empty = prázdné
board-point-last-move = poslední tah
board-point-winning-line = vítězná řada
board-point-turned = otočen posledním tahem
board-point-emptied = uvolněno posledním tahem
board-point-best = lepší tah podle enginu
board-point-missed-win = na promarněné výhře
board-point-forbidden = { $seat ->
    [black] zakázáno pro černého
   *[white] zakázáno pro bílého
}
board-point-legal = platný tah
board-point-chosen = vybráno, dalším stiskem zahrajete

## Proč byla partie vyhraná, v několika slovech: „Černý vyhrál: pět v řadě.“

reason-five = pět v řadě
reason-count = { $piece ->
    [disc] víc kamenů
    [stone] víc kamenů
   *[other] víc figurek
}
reason-board-full = deska je plná
reason-resign = vzdání
reason-agreement = dohoda
reason-forfeit = soupeř odešel
reason-timeout = čas

## Stavový řádek místnosti a oznámení (state.js)

status-sentence-separator = { " " }
status-seat = { $seat ->
    [black] černý
   *[white] bílý
}
status-the-computer = počítač
status-waiting-players = Čeká se na hráče.
status-waiting-opponent = Čeká se, až se připojí soupeř.
status-your-turn = Jste na tahu ({ $seat ->
    [black] černý
   *[white] bílý
}).
status-waiting-for = Na tahu je { $name } ({ $seat ->
    [black] černý
   *[white] bílý
}).
status-to-move = { $seat ->
    [black] Na tahu je černý.
   *[white] Na tahu je bílý.
}
status-passed = { $seat ->
    [black] Černý neměl kam táhnout a vynechal tah.
   *[white] Bílý neměl kam táhnout a vynechal tah.
}
status-you-won = Vyhráli jste!
status-you-lost = Prohráli jste.
status-count = { $piece ->
    [disc] Kameny
    [stone] Kameny
   *[other] Figurky
}: černý { $black }, bílý { $white }.
status-wins = { $winner ->
    [black] Černý vyhrál.
   *[white] Bílý vyhrál.
}
status-wins-why = { $winner ->
    [black] Černý vyhrál
   *[white] Bílý vyhrál
}: { $why }.
status-wins-resign = { $winner ->
    [black] Černý vyhrál: bílý se vzdal.
   *[white] Bílý vyhrál: černý se vzdal.
}
status-wins-forfeit = { $winner ->
    [black] Černý vyhrál: bílý opustil partii.
   *[white] Bílý vyhrál: černý opustil partii.
}
status-wins-timeout = { $winner ->
    [black] Černý vyhrál na čas: bílému došel čas.
   *[white] Bílý vyhrál na čas: černému došel čas.
}
status-wins-no-legal-move = { $winner ->
    [black] Černý vyhrál: bílý nemá žádný platný tah.
   *[white] Bílý vyhrál: černý nemá žádný platný tah.
}
status-draw = Remíza.
status-draw-agreement = Remíza dohodou.
status-draw-count = { $piece ->
    [disc] Remíza: stejný počet kamenů.
    [stone] Remíza: stejný počet kamenů.
   *[other] Remíza: stejný počet figurek.
}
status-draw-board-full = Remíza: deska je plná.
status-draw-forfeit = Remíza: vyhlášena poté, co hráč odešel.
status-aborted = Partie byla zrušena: nepočítá se nikomu.
status-undone = Tah byl vrácen.
status-undo-refused = Žádost o vrácení tahu byla odmítnuta.
status-draw-refused = Nabídka remízy byla odmítnuta.
status-play-again-refused = Nabídka další partie byla odmítnuta.
status-took-seat = { $name } { $seat ->
    [black] hraje za černého.
   *[white] hraje za bílého.
}
status-left-seat = { $name } { $seat ->
    [black] uvolňuje místo černého.
   *[white] uvolňuje místo bílého.
}
status-claimable-you = Hráč { $name } se nevrátil: můžete si vzít výhru, vyhlásit remízu, nebo dál čekat.
status-claimable = Hráč { $name } se nevrátil včas.
status-back = Hráč { $name } je zpět.
status-away-gone = { $name }: mimo hru · včas se nevrátil
status-away-countdown = { $name }: mimo hru · na návrat zbývá { $time }
status-wait-undo = O vrácení tahu můžete znovu požádat za { $seconds } s.
status-wait-draw-time = Remízu můžete znovu nabídnout za { $seconds } s.
status-wait-draw-moves = Remízu můžete znovu nabídnout po { $moves ->
    [one] { $moves } dalším tahu
   *[other] { $moves } dalších tazích
}.
status-wait-draw-time-moves = Remízu můžete znovu nabídnout za { $seconds } s a po { $moves ->
    [one] { $moves } dalším tahu
   *[other] { $moves } dalších tazích
}.
status-opponent-engine = { $name } ({ $about })
status-opponent-bot = { $name } (bot)
status-opponent-bot-busy = { $name } (bot, obsazený)

## Hodiny (state.js)

clock-untimed = Bez časové kontroly
clock-per-move = { $seconds } s na tah
clock-seconds-plus = { $seconds } s+{ $increment }
clock-preset-sudden-death = { $minutes ->
    [one] { $minutes } minuta
    [few] { $minutes } minuty
   *[other] { $minutes } minut
} ({ $minutes }+0)
clock-preset-increment = { $minutes ->
    [one] { $minutes } minuta
    [few] { $minutes } minuty
   *[other] { $minutes } minut
} + { $increment } s na tah ({ $minutes }+{ $increment })

## Přehrávání partie (replay.js)

replay-start = Začátek · { $count ->
    [one] { $count } tah
    [few] { $count } tahy
   *[other] { $count } tahů
}.
replay-move-passed = Tah { $ply } z { $total }: { $seat ->
    [black] černý vynechal.
   *[white] bílý vynechal.
}
replay-move-played = Tah { $ply } z { $total }: { $seat ->
    [black] černý
   *[white] bílý
} zahrál { $point }.
replay-move-played-changed = Tah { $ply } z { $total }: { $seat ->
    [black] černý
   *[white] bílý
} zahrál { $point } a { $changed }.
replay-changed-flips = { $piece ->
    [disc] { $count ->
        [one] otočil { $count } kámen
        [few] otočil { $count } kameny
       *[other] otočil { $count } kamenů
    }
    [stone] { $count ->
        [one] otočil { $count } kámen
        [few] otočil { $count } kameny
       *[other] otočil { $count } kamenů
    }
   *[other] { $count ->
        [one] otočil { $count } figurku
        [few] otočil { $count } figurky
       *[other] otočil { $count } figurek
    }
}
replay-changed-captures = { $piece ->
    [disc] { $count ->
        [one] sebral { $count } kámen
        [few] sebral { $count } kameny
       *[other] sebral { $count } kamenů
    }
    [stone] { $count ->
        [one] sebral { $count } kámen
        [few] sebral { $count } kameny
       *[other] sebral { $count } kamenů
    }
   *[other] { $count ->
        [one] sebral { $count } figurku
        [few] sebral { $count } figurky
       *[other] sebral { $count } figurek
    }
}
replay-end = Záznam tady končí.
replay-empty-seat = (volné místo)
replay-outcome = { $outcome ->
    [won] Výhra
    [lost] Prohra
    [aborted] Zrušeno
   *[draw] Remíza
}
replay-outcome-why = { $outcome ->
    [won] Výhra
    [lost] Prohra
    [aborted] Zrušeno
   *[draw] Remíza
} { $why }
replay-why-five = pěti v řadě
replay-why-count = na počet
replay-why-no-legal-move = bez platného tahu
replay-why-board-full = při plné desce
replay-why-resign = vzdáním
replay-why-agreement = dohodou
replay-why-forfeit = kontumačně
replay-why-timeout = na čas
replay-moves = { $count ->
    [one] { $count } tah
    [few] { $count } tahy
   *[other] { $count } tahů
}

## Rozbor partie (review.js): šance černého na výhru a značky u tahů

review-chance = černý { $percent } %
review-mark-inaccuracy = Nepřesnost
review-mark-mistake = Chyba
review-mark-blunder = Hrubá chyba
review-mark-missed-win = { $mark }: promarněná výhra nepřetržitými čtyřkami
review-verdict-after = { $mark }: { $seat ->
    [black] černý
   *[white] bílý
} { $percent } % po tomto tahu
review-verdict-after-best = , { $percent } % po { $point }
review-verdict-before-best = , { $percent } % před ním; lepší { $point }
review-verdict-discs-lost = ; { $count ->
    [one] ztracen { $count } kámen
    [few] ztraceny { $count } kameny
   *[other] ztraceno { $count } kamenů
}
review-verdict-missed-win = . Promarněná výhra nepřetržitými čtyřkami: { $points }

## Stránka s pořadím turnaje pro projektor (standings.html, standings.js)

standings-page-title = Pořadí · Boardroom
standings-event-title = { $name } · Pořadí · Boardroom
standings-heading = Pořadí
standings-loading = Načítání…
standings-table-title = Pořadí
standings-games-title = Partie
standings-waiting = Čeká se, až hostitel turnaj spustí · { $count ->
    [one] { $count } účastník
    [few] { $count } účastníci
   *[other] { $count } účastníků
}
standings-final = Konečné pořadí
standings-arena = Aréna · zbývá { $time }
standings-round = Kolo { $round }
standings-round-of = Kolo { $round } z { $rounds }
standings-paused = { $status } · pozastaveno
standings-column-name = Jméno
standings-column-score = Body
standings-column-wins = V
standings-column-draws = R
standings-column-losses = P
standings-tiebreak-direct-encounter = Vzáj.
standings-tiebreak-buchholz = Buchholz
standings-tiebreak-median-buchholz = Medián
standings-tiebreak-sonneborn-berger = SB
standings-tiebreak-wins = Výhry
standings-tiebreak-fewer-games = Partie
standings-game-vs = { $black } proti { $white }
standings-watch = { " · " }sledovat
standings-byes = Volno: { $names }
standings-list-separator = { ", " }
standings-no-event = Takový turnaj neexistuje.
standings-no-answer = Server neodpověděl; zkouším to znovu…
standings-unreachable = Server není dostupný; zkouším to znovu…

## Play by ear (ear.js): what a player who listens through a screen reader hears in the live
## log, and the text board's labels. $seat, $side: "black" or "white" ("other" for neither);
## $who, $whose: those or "you", the player. $at, $from, $to, $example: a point as the board
## names it ("H8"); $stones, $points, $wins, $makes: points in a list ("G8 or L8").

ear-on = Hra po sluchu je zapnutá. Během hry napište do pole Tah bod, například H8, a stiskněte Enter; nápovědu uslyšíte, když napíšete otazník.
ear-off = Hra po sluchu je vypnutá.
ear-room = { $title } v místnosti { $code }.
ear-room-options = { $title } v místnosti { $code }, { $options }.
ear-seat =
    { $seat ->
        [black] Hrajete za černého.
        [white] Hrajete za bílého.
       *[other] Díváte se.
    }
ear-new-game = Nová hra.
ear-position =
    { $count ->
        [one] Odehrán { $count } tah.
        [few] Odehrány { $count } tahy.
        [many] Odehráno { $count } tahu.
       *[other] Odehráno { $count } tahů.
    }
ear-played =
    { $who ->
        [you] Zahráli jste { $at }.
        [black] Černý zahrál { $at }.
       *[white] Bílý zahrál { $at }.
    }
# $changed: what the move did to other pieces ("turning 2 discs").
ear-played-changed =
    { $who ->
        [you] Zahráli jste { $at }, { $changed }.
        [black] Černý zahrál { $at }, { $changed }.
       *[white] Bílý zahrál { $at }, { $changed }.
    }
ear-passed =
    { $who ->
        [you] Vynechali jste tah.
        [black] Černý vynechal tah.
       *[white] Bílý vynechal tah.
    }
ear-your-turn = Jste na tahu.
# The words typed in the Move box to answer a request (English's work in every language).
ear-command-agree = ano
ear-command-refuse = ne
ear-asks-undo = { $name } žádá o vrácení svého posledního tahu. Odpovězte tlačítkem Souhlasit nebo Odmítnout, nebo napište { ear-command-agree } či { ear-command-refuse }.
ear-asks-draw = { $name } nabízí remízu. Odpovězte tlačítkem Souhlasit nebo Odmítnout, nebo napište { ear-command-agree } či { ear-command-refuse }.
ear-asks-play-again = { $name } chce hrát znovu s prohozenými barvami. Odpovězte tlačítkem Souhlasit nebo Odmítnout, nebo napište { ear-command-agree } či { ear-command-refuse }.
ear-asked-undo = Požádali jste o vrácení svého posledního tahu. Čeká se na odpověď: { $name }.
ear-asked-draw = Nabídli jste remízu. Čeká se na odpověď: { $name }.
ear-asked-play-again = Navrhli jste další hru. Čeká se na odpověď: { $name }.
ear-withdrawn-undo = Žádost o vrácení tahu byla stažena.
ear-withdrawn-draw = Nabídka remízy byla stažena.
ear-withdrawn-play-again = Návrh další hry byl stažen.
ear-nothing-to-answer = Není na co odpovědět: žádná žádost nečeká.
ear-clock-low =
    { $whose ->
        [you] Na vašich hodinách zbývá méně než deset sekund.
        [black] Černému zbývá na hodinách méně než deset sekund.
       *[white] Bílému zbývá na hodinách méně než deset sekund.
    }

## Play by ear: the Move box's answers

ear-type-point = Napište bod, například { $example }, a stiskněte Enter.
# $text: what the player typed.
ear-not-a-point = „{ $text }“ není bod této desky. Napište bod, například { $example }.
ear-no-room = Nejste ve hře.
ear-watching = Díváte se: diváci nemohou hrát.
ear-waiting = Čeká se, až soupeř obsadí druhé místo.
ear-over = Hra skončila.
ear-not-your-turn =
    { $seat ->
        [black] Na tahu je { $name } (černý).
       *[white] Na tahu je { $name } (bílý).
    }
ear-sent = Váš tah se odesílá.
# $piece: what the game puts down ("stone", "disc").
ear-taken =
    { $seat ->
        [black] Bod { $at } je obsazený: stojí tam { $piece } černého.
       *[white] Bod { $at } je obsazený: stojí tam { $piece } bílého.
    }
ear-forbidden =
    { $seat ->
        [black] Bod { $at } je pro černého zakázaný.
       *[white] Bod { $at } je pro bílého zakázaný.
    }
ear-illegal = { $at } není platný tah.

## Play by ear: reading the board (a point of the text board reads "H8, black, last move")

ear-empty = prázdné
ear-stone =
    { $seat ->
        [black] černý
       *[white] bílý
    }
ear-last-move = poslední tah
ear-winning = vítězná řada
ear-forbidden-for =
    { $seat ->
        [black] zakázané pro černého
       *[white] zakázané pro bílého
    }
ear-no-last = Zatím nepadl žádný tah.
ear-last =
    { $seat ->
        [black] Poslední tah: černý na { $at }.
       *[white] Poslední tah: bílý na { $at }.
    }
# $line: the line's name (board-direction-*) with a capital.
ear-line-through = { $line } přes { $at }:
# $threats: the fours and threes on the line, as sentences.
ear-line-threats = { $line }: { $threats }
ear-no-line = Tato deska takovou čáru nemá.
# A line's points, in runs of the same ($what: black, white or empty): "A8 to F8 empty; G8 and
# H8 black; I8 white."
ear-run-one =
    { $what ->
        [black] { $from } černý
        [white] { $from } bílý
       *[empty] { $from } prázdné
    }
ear-run-two =
    { $what ->
        [black] { $from } a { $to } černé
        [white] { $from } a { $to } bílé
       *[empty] { $from } a { $to } prázdné
    }
ear-run-many =
    { $what ->
        [black] { $from } až { $to } černé
        [white] { $from } až { $to } bílé
       *[empty] { $from } až { $to } prázdné
    }
ear-runs-separator = {"; "}
ear-runs = { $runs }.
ear-five =
    { $side ->
        [black] Pětice černého: { $stones }.
       *[white] Pětice bílého: { $stones }.
    }
ear-four =
    { $side ->
        [black] Čtveřice černého ({ $stones }): pětice na { $wins }.
       *[white] Čtveřice bílého ({ $stones }): pětice na { $wins }.
    }
ear-open-four =
    { $side ->
        [black] Otevřená čtveřice černého ({ $stones }): pětice na { $wins }.
       *[white] Otevřená čtveřice bílého ({ $stones }): pětice na { $wins }.
    }
ear-three =
    { $side ->
        [black] Otevřená trojice černého ({ $stones }): otevřená čtveřice na { $makes }.
       *[white] Otevřená trojice bílého ({ $stones }): otevřená čtveřice na { $makes }.
    }
ear-no-threats = Žádné čtveřice ani otevřené trojice.
ear-no-threats-through = Na čarách přes { $at } nejsou žádné čtveřice ani otevřené trojice.
ear-no-threats-on-board = Na desce nejsou žádné čtveřice ani otevřené trojice.
ear-forbidden-on-line =
    { $seat ->
        [black] Zakázané pro černého: { $points }.
       *[white] Zakázané pro bílého: { $points }.
    }
# Between the items of a list ("H8, I8, J8"), and between points one of which will do ("G8 or L8").
ear-comma = {", "}
ear-or = {" nebo "}

## Play by ear: the text board and the keys

# The text board's corner, over the rows' names (heard, not seen).
ear-corner = Řady
ear-help-intro = Klávesy hry po sluchu:
ear-help-move = V poli Tah: napište bod, například { $example }, a stiskněte Enter, tím na něj zahrajete.
# $key: a key's letter; $line: a line's name (board-direction-*).
ear-help-reads = { $key } – { $line }
# $lines: the ear-help-reads of each line, in a list; $first: the first line's letter.
ear-help-move-keys = V poli Tah čtou čáry přes bod písmena { $lines }; t řekne čtveřice a otevřené trojice přes bod, w ty na celé desce, l poslední tah; přidejte bod a čte se přes něj, například { $first } { $example }; { ear-command-agree } nebo { ear-command-refuse } odpoví na žádost; b přejde na textovou desku; ? řekne tuto nápovědu.
ear-help-board = Na textové desce: šipky posouvají, Home a End skočí na konce řady, Enter nebo mezerník zahraje bod.
ear-help-board-keys = Na textové desce čtou čáry přes bod klávesy { $lines }; T řekne čtveřice a otevřené trojice přes bod, W ty na celé desce; L přejde na poslední tah; M přejde do pole Tah; H nebo ? řekne tuto nápovědu.
ear-help-toggle = Alt+Shift+E zapíná a vypíná hru po sluchu.

## Accounts (account.js): the name screen's sign-in form and the lobby's Account panel. $name: a
## player's name.

account-signing-in = Přihlašování…
account-wrong-password = Nesprávné jméno nebo heslo.
# $wait: how long, as account-seconds or account-minutes say it ("45 seconds").
account-too-many-tries = Příliš mnoho pokusů. Zkuste to znovu za { $wait }.
account-too-many-tries-later = Příliš mnoho pokusů. Zkuste to znovu později.
account-signed-out = Na tomto zařízení jste byli odhlášeni: z jiného zařízení bylo změněno vaše heslo nebo byla odhlášena vaše ostatní zařízení. Přihlaste se znovu svým heslem.
account-guest = { $name } je na tomto zařízení host. Nastavte jménu heslo, abyste si ho ponechali a mohli se jako { $name } přihlásit na kterémkoli zařízení.
account-holder = { $name } je účet: přihlaste se jeho jménem a heslem na kterémkoli zařízení.
account-keeps-name = { $name } je účet a své jméno si ponechává.
account-made = { $name } je nyní účet. Přihlaste se jeho jménem a heslem na kterémkoli jiném zařízení.
account-changed = Vaše heslo bylo změněno.
account-wrong-current = Současné heslo je nesprávné.
account-sending = Odesílání…
account-not-connected = Právě teď nejste připojeni; zkuste to za chvíli znovu.
# How many of the account's other devices were signed out.
account-revoked =
    { $count ->
        [0] Žádné jiné zařízení nebylo přihlášené.
        [one] { $count } jiné zařízení bylo odhlášeno.
        [few] { $count } jiná zařízení byla odhlášena.
        [many] { $count } jiného zařízení bylo odhlášeno.
       *[other] { $count } jiných zařízení bylo odhlášeno.
    }
account-too-short =
    { $min ->
        [one] Heslo musí mít alespoň { $min } znak.
        [few] Heslo musí mít alespoň { $min } znaky.
        [many] Heslo musí mít alespoň { $min } znaku.
       *[other] Heslo musí mít alespoň { $min } znaků.
    }
account-too-long =
    { $max ->
        [one] Heslo může mít nejvýše { $max } znak.
        [few] Heslo může mít nejvýše { $max } znaky.
        [many] Heslo může mít nejvýše { $max } znaku.
       *[other] Heslo může mít nejvýše { $max } znaků.
    }
account-differ = Hesla se liší: napište dvakrát totéž heslo.
# A wait, in account-too-many-tries.
account-seconds =
    { $count ->
        [one] { $count } sekundu
        [few] { $count } sekundy
        [many] { $count } sekundy
       *[other] { $count } sekund
    }
account-minutes =
    { $count ->
        [one] { $count } minutu
        [few] { $count } minuty
        [many] { $count } minuty
       *[other] { $count } minut
    }

## The host's doing (host.js): a player the host removed or banned, a chat the host stopped

host-kicked = Hostitel vás z tohoto serveru odebral.
host-kicked-more = Můžete se vrátit a hrát dál.
host-banned = Hostitel vám zakázal přístup na tento server.
host-banned-more = Dokud hostitel zákaz nezruší, nemůžete tu hrát.
host-come-back = Vrátit se
host-muted = Hostitel vás umlčel: vaše zprávy se neodesílají.
# $list: the phrases, as the server lists them.
host-phrases = Na tomto serveru se odesílají jen tyto fráze: { $list }
host-chat-off = Chat je na tomto serveru vypnutý.

## Ratings (ratings.js, ratings-view.js): the create form's Rated box, a player's profile and
## the leaderboard. A rating ($rating, $first, $last) is a whole number such as 1712.

ratings-rated = Hodnocená
ratings-rated-hint = Hodnocená hra se počítá jen mezi dvěma účty nebo proti počítači: s hostem, botem nebo programem se hraje, ale nehodnotí.
# In a room's options, in a few words ("15×15, Renju, rated").
ratings-rated-room = hodnocená
ratings-your-ratings = Moje hodnocení
ratings-title = Hodnocení
ratings-back = Zpět
ratings-your-profile = Můj profil
ratings-profile-of = Hodnocení hráče { $name }
ratings-loading = Načítání…
ratings-account = Účet
ratings-guest = Host: hry hosta se nehodnotí.
ratings-guest-self = Hrajete jako host a hry hosta se nehodnotí: chcete-li být hodnoceni, ponechte si jméno s heslem (v části Účet).
ratings-no-ratings = Zatím žádné hodnocené hry.
ratings-provisional-note = Znak ? označuje předběžné hodnocení: ustálí se zhruba po 15 až 25 hodnocených hrách.
ratings-games =
    { $count ->
        [one] { $count } hodnocená hra
        [few] { $count } hodnocené hry
        [many] { $count } hodnocené hry
       *[other] { $count } hodnocených her
    }
# A provisional rating, as a screen reader says it (the page shows "1580?").
ratings-provisional = { $rating }, předběžné
# The chart of a rating's history, as a screen reader names it; $title: the game (ratings-kind).
ratings-chart-one = { $title }: { $rating } po 1 hodnocené hře
ratings-chart =
    { $count ->
        [one] { $title }: z { $first } na { $last } za poslední { $count } hodnocenou hru
        [few] { $title }: z { $first } na { $last } za poslední { $count } hodnocené hry
        [many] { $title }: z { $first } na { $last } za posledních { $count } hodnocené hry
       *[other] { $title }: z { $first } na { $last } za posledních { $count } hodnocených her
    }
ratings-last-games = { $title }: poslední hodnocené hry
ratings-when = Kdy
ratings-rating = Hodnocení
ratings-leaderboard = Žebříček
ratings-game = Hra
ratings-rule = Pravidla
ratings-game-of-leaderboard =
    .aria-label = Hra žebříčku
ratings-rule-of-leaderboard =
    .aria-label = Pravidla žebříčku
ratings-rank = Pořadí
ratings-name = Jméno
ratings-games-column = Hry
ratings-no-settled = Zatím žádná ustálená hodnocení: hráč se tu objeví, jakmile jeho hodnocení přestane být předběžné.
# A rating's kind: the game's title, then the rule's ("Gomoku, Renju").
ratings-kind = { $game }, { $rule }

## The invite's QR code (qr.js), as a screen reader names the picture

qr-alt = QR kód odkazu { $link }

## The desktop app (client/desktop): the words it says that the web page does not. Where the
## page says the same, the app uses the page's message. $seat, $winner: "black" or "white".

## The top bar, and what every screen shares

# The server's AI, by its level: its name as the server gives it ("Boardroom AI (hard)").
desk-ai-name = Boardroom AI ({ $level ->
    [easy] lehká
    [hard] těžká
   *[medium] střední
})
desk-status-connected = Připojeno k { $server }
desk-status-connecting = Připojování k { $server }…
desk-status-reconnecting = Opětovné připojování k { $server }…
desk-hosting-on-port = · Hostujete na portu { $port }
desk-leave-server = Odejít ze serveru
desk-stop-hosting = Přestat hostovat
desk-playing-as = Hrajete jako { $name }
# The language picker's first choice: the system's language, whatever it is.
desk-language-system = Podle systému
# A sentence of the server's words that ends with no stop: the stop the language puts there.
desk-sentence = { $text }.
desk-cancel = Zrušit
desk-close = Zavřít
desk-confirm-resign-yes = Ano, vzdát se
desk-confirm-leave-yes = Ano, odejít
desk-confirm-remove-yes = Ano, odebrat
# Nobody in a seat, or no opponent known.
desk-nobody = nikdo
# Between addresses, one of which will do ("192.168.1.5:7878 or 10.0.0.2:7878").
desk-or = { " nebo " }
# The host's notice, at the top of every screen: $label is host-notice-label.
desk-notice-banner = { $label } { $text }
desk-notice-hide = Skrýt oznámení

## The first screen: the name, hosting, joining, replaying, the servers found on the network

desk-find-name-hint = Napište své jméno
desk-find-host = Hostovat hru
desk-find-host-about = Spusťte server na tomto počítači a pozvěte kamaráda ze stejné sítě.
desk-find-open-my-server = Otevřít můj server
desk-find-join = Připojit se ke hře
desk-find-address = Adresa serveru
desk-find-address-hint = 192.168.1.20:7878 nebo odkaz s pozvánkou
desk-find-connect = Připojit
desk-find-connect-to = Připojit k { $address }
desk-find-replay = Přehrát záznam partie
desk-find-servers = Servery ve vaší síti
desk-find-no-server = Zatím nebyl nalezen žádný server.
desk-find-no-open-room = Žádná místnost s volným místem.
# An open room of a server found on the network: $options its board, rule and clock.
desk-find-open-room = { $game } ({ $options }) · { $host } čeká · kód { $code }
# $why: one of the desk-probe- messages.
desk-find-probe-failed = Nelze zjistit jeho místnosti: { $why }.
desk-find-asking = Zjišťování místností…
desk-probe-answered = odpověděl { $status }
desk-probe-no-answer = žádná odpověď
desk-probe-cannot-connect = nelze se připojit
desk-probe-connection-lost = spojení přerušeno
desk-probe-not-boardroom = není to server Boardroom
desk-last-server = Poslední server
desk-discovery-off = Hledání serverů v síti je vypnuté.
# $error: the system's own words.
desk-discovery-failed = Servery v síti nelze hledat: { $error }.
# How the hosted server is named to the other apps on the network.
desk-announced-as = Boardroom hráče { $name }
desk-type-name = Nejdřív napište své jméno.
desk-type-address = Napište adresu serveru, například 192.168.1.20:7878.
desk-type-sgf = Nejdřív napište cestu k souboru SGF.
desk-type-game-link = Napište odkaz na partii, například http://host:7878/g/42.
desk-host-failed = Hru nelze hostovat: { $error }.
desk-connect-failed = Nelze se připojit: { $error }.
desk-join-code = Připojit se do { $code }
desk-watch-code = Sledovat { $code }

## The lobby

desk-lobby-hosting = Hostujete. Kamarádi ve vaší síti se připojí k { $addresses }.
desk-lobby-join-by-code = Připojit se podle kódu
desk-lobby-no-rooms = Zatím tu nejsou žádné místnosti: založte nějakou.
desk-lobby-players = Černý: { $black }  proti  Bílý: { $white }
# A room of the list: its status, how many watch, its code (lobby-watching, lobby-room-code).
desk-lobby-room-line = { $status } · { $watching } · { $code }
desk-create-heading = Založit místnost
desk-create-size = Velikost
desk-create-seat = Vaše barva
desk-create-level = Úroveň
desk-create-undo = Vracení tahů

## Your games, and records to replay

desk-games-refresh = Obnovit
desk-games-opening = Otevírání partie…
desk-games-none = Zatím žádné dohrané partie.
desk-games-opponent = Soupeř
desk-games-game = Hra
desk-games-result = Výsledek
desk-games-ended = Konec (UTC)
desk-games-moves = Tahy
# A game's result from the player's side, and why: "Won · five in a row".
desk-games-outcome = { $outcome ->
    [won] Výhra
    [lost] Prohra
   *[draw] Remíza
} · { $why }
desk-games-why-five = pět v řadě
desk-games-why-count = počet kamenů
desk-games-why-no-legal-move = žádný platný tah
desk-games-why-board-full = plná deska
desk-games-why-resign = vzdání
desk-games-why-agreement = dohoda
desk-games-why-forfeit = soupeř odešel
desk-games-why-timeout = čas
desk-games-why-aborted = přerušeno
desk-sgf-file = Soubor SGF
desk-sgf-hint = /cesta/k/partii.sgf nebo odkaz http://host:7878/g/42
desk-sgf-open = Otevřít SGF
desk-sgf-reading = Čtení souboru…
desk-record-failed = Záznam nelze přečíst: { $error }.
desk-record-no-game = Server nemá partii { $id }.
desk-record-not-whole = Záznam partie nešlo přečíst celý.
# $error: the record reader's words.
desk-record-unreadable = Záznam partie { $id } ze serveru: { $error }.
desk-server-answered = Server odpověděl { $status }.
desk-server-no-answer = Server neodpověděl včas.
desk-server-unreachable = Server není dostupný.
desk-file-cannot-open = { $path } nelze otevřít: { $error }.
desk-file-cannot-read = { $path } nelze číst: { $error }.
# $size: in kibibytes.
desk-file-too-large = { $path } je větší než { $size } KiB: to není záznam partie.
desk-file-unreadable = { $path } nelze přečíst: { $error }.

## A room

desk-room-code = Kód místnosti:
desk-room-link = Odkaz:
desk-room-copy-link = Zkopírovat odkaz
# $addresses: the server's addresses (desk-or between them).
desk-room-invite-how = Ve stejné síti: otevřete odkaz v prohlížeči, nebo se v Boardroomu připojte k { $addresses } a zadejte kód.
desk-room-invite-qr = Nebo tento kód naskenujte telefonem ve stejné síti.
desk-room-take-seat = Posadit se
desk-room-empty-seat = { $seat ->
    [black] Černý
   *[white] Bílý
} (volné místo)
desk-room-level = úroveň { $level ->
    [easy] lehká
    [hard] těžká
   *[medium] střední
}
desk-room-online = online
desk-room-offline = offline · může se vrátit
# A line of the chat: who said it, before what was said.
desk-chat-from = { $name }:
desk-chat-message = Zpráva

## The replay of a finished game, and its review

desk-replay-title = { $black } proti { $white }
# $note: where the record says it comes from.
desk-replay-from-file = ze souboru: { $note }
desk-replay-passed = { $seat ->
    [black] Černý pasoval.
   *[white] Bílý pasoval.
}
desk-replay-move-of = Tah { $ply } z { $total }
desk-replay-start = Začátek
desk-replay-back = Zpět
desk-replay-forward = Vpřed
desk-replay-end = Konec
desk-replay-slider = tah
desk-replay-new-game = Nová partie od této pozice:
desk-replay-against-computer = Proti počítači
desk-replay-with-friend = S kamarádem
desk-replay-new-game-impossible = Jen z pozice, do které se došlo pokládáním kamenů od obvyklého začátku, dřív než pravidla partii ukončila.
desk-replay-no-moves = Žádné tahy.
desk-replay-move-hover = { $ply }. tah { $seat ->
    [black] černého
   *[white] bílého
}
desk-review-server-only = Rozbory dělá server, a to jen pro partie odehrané na něm.
desk-review-connect = Připojte se k { $server } a rozeberte tam své partie.
desk-review-chance = Šance černého na výhru v této pozici: { $percent } %
desk-review-progress = Rozbor: { $done } z { $total ->
    [one] { $total } pozice
   *[other] { $total } pozic
}
desk-review-ask = Rozebrat s enginem
desk-review-good-move = Dobrý tah.
desk-review-missed-win-shown = Promarněná výhra je na desce očíslovaná.
desk-review-better-move-shown = Lepší tah je označený zeleným kroužkem.
desk-review-graph = Šance černého na výhru po každém tahu: nad prostřední čarou má navrch černý, pod ní bílý.

## Events

desk-event-none = Zatím žádné turnaje: založte jeden a každý si zahraje s každým.
desk-event-open = Otevřít { $name }
desk-event-form-about = Hraje se hra, deska a čas z formuláře vpravo.
desk-event-name = Název turnaje
# The new event form's name until the host types another.
desk-event-default-name = Klubový večer
desk-event-double-round-robin = Dvakrát každý s každým
desk-event-computer-players = Počítačoví hráči:
desk-event-round = { $round }. kolo
desk-event-round-of = { $round }. kolo z { $rounds }
desk-event-finish = Ukončit
desk-event-add-computer-at = Přidat počítač s úrovní
desk-event-entrant-left = { $name } · odešel
desk-event-entrant-removed = { $name } · odebrán
desk-event-remove = Odebrat { $name }
# $players: event-pair; $result: one of the desk-event-line- messages, event-game-void or
# event-game-playing.
desk-event-game-line = Partie { $game } · { $players } · { $result }
desk-event-set-result = Nastavit výsledek partie { $game }
desk-event-result-black = Vyhrál černý
desk-event-result-white = Vyhrál bílý
desk-event-result-draw = Remíza
desk-event-result-black-forfeit = Černý vyhrál kontumačně
desk-event-result-white-forfeit = Bílý vyhrál kontumačně
desk-event-result-double-forfeit = Oba prohráli kontumačně
desk-event-line-black = vyhrál černý
desk-event-line-white = vyhrál bílý
desk-event-line-draw = remíza
desk-event-line-black-forfeit = černý vyhrál kontumačně
desk-event-line-white-forfeit = bílý vyhrál kontumačně
desk-event-line-double-forfeit = oba prohráli kontumačně

## Accounts

desk-account-password-hint = jen pro přihlášení k účtu
desk-account-password-about = Má vaše jméno heslo? Zadejte ho a přihlásíte se z tohoto zařízení; nechte pole prázdné a budete hrát jako host.
desk-account-sign-in-heading = Přihlášení k účtu
desk-account-name = Jméno
# Beside the player's name in the top bar, for an account holder.
desk-account-badge = · účet
desk-account-keep-name-about = S heslem si toto jméno nikdo jiný nevezme a vy se s ním přihlásíte z kteréhokoli zařízení.
desk-account-choose-password = Zvolte heslo
desk-account-repeat-password = Zopakujte heslo
desk-account-keep-my-name = Ponechat si jméno
desk-account-change-password-about = Vaše ostatní zařízení se odhlásí a přihlásí se znovu novým heslem.
desk-account-sign-out-elsewhere-about = Všechna ostatní zařízení přihlášená k tomuto účtu se odhlásí; toto zůstane přihlášené.
desk-account-current-missing = Zadejte své současné heslo.
desk-account-wrong-current = To není vaše současné heslo.
desk-account-signed-out = Byli jste odhlášeni: na jiném zařízení bylo změněno heslo účtu nebo byla odhlášena ostatní zařízení. Přihlaste se znovu jménem a heslem.
desk-account-password-length = Heslo má { $min } až { $max } znaků.
desk-account-standing-holder = Jste přihlášeni k účtu { $name }.
desk-account-standing-guest = Hrajete jako host { $name }: jméno vám drží jen token tohoto zařízení.
desk-account-try-again-now = Příliš mnoho pokusů: teď to můžete zkusit znovu.
desk-account-try-again-in = Příliš mnoho pokusů: zkuste to znovu za { $seconds } s.
desk-account-made = Vaše jméno je teď účet: přihlaste se s ním a heslem z kteréhokoli zařízení.
# $revoked: account-revoked.
desk-account-password-changed = Heslo je změněno. { $revoked }

## Ratings

desk-ratings-needs-account = Hodnocené partie jsou pro účty: ponechte si jméno s heslem na kartě Účet.
desk-ratings-refresh = Obnovit hodnocení
desk-ratings-guest = Host: partie hostů se nehodnotí. Ponechte si jméno s heslem, abyste byli hodnoceni.
desk-ratings-provisional = předběžné: zatím málo hodnocených her
# A rating in a profile: "Gomoku, Freestyle: 1662? · 1 rated game"; $games: ratings-games.
desk-ratings-line = { $title }: { $rating } · { $games }
# A rating after a game, and when: "1534 (2025-11-24 16:10)".
desk-ratings-point = { $rating } ({ $when })
desk-ratings-last-games = Poslední hry: { $points }

## The host's controls over the server the app hosts

desk-console-open = Ovládání hostitele
desk-console-title = Ovládání serveru, který hostujete
desk-console-asking = Dotaz na server…
desk-console-server-on-port = Server na portu { $port }
desk-console-refresh = Obnovit
desk-console-open-in-browser = Otevřít konzoli v prohlížeči
desk-console-key-warning = Odkaz obsahuje klíč konzole: nikomu ho nedávejte.
desk-console-copy-link = Zkopírovat odkaz na konzoli
desk-console-players = Hráči
desk-console-notice-and-chat = Oznámení a chat
desk-console-class = Založit třídu
desk-console-server = Server a záznam
desk-console-nobody-online = Nikdo není online.
desk-console-column-name = Jméno
desk-console-column-id = ID
desk-console-column-account = Účet
desk-console-column-connections = Připojení
desk-console-column-state = Stav
desk-console-yes = ano
desk-console-no = ne
desk-console-banned = zablokován
desk-console-muted = umlčen
desk-console-kick = Vyhodit { $name }
# $name: a player's name, or an address.
desk-console-unban = Zrušit zákaz: { $name }
desk-console-ban = Zablokovat { $name }
desk-console-unmute = Povolit chat: { $name }
desk-console-mute = Umlčet { $name }
desk-console-confirm-abort = Přerušit partii v místnosti { $code }? Nikdo nevyhraje a nic se nehodnotí.
desk-console-confirm-abort-yes = Ano, přerušit
desk-console-confirm-abort-no = Ponechat
desk-console-no-rooms = Zatím žádné místnosti.
desk-console-column-room = Místnost
desk-console-column-game = Hra
desk-console-column-black = Černý
desk-console-column-white = Bílý
desk-console-column-status = Stav
desk-console-column-watching = Diváci
desk-console-room-waiting = čeká na hráče
desk-console-room-playing = hraje se
desk-console-room-over = skončila
desk-console-own-game = Právě probíhá vaše vlastní partie: nejdřív ji dohrajte.
desk-console-abort = Přerušit partii v { $code }
desk-console-notice-heading = Oznámení hostitele
desk-console-notice-field = Oznámení všem
desk-console-notice-hint = Co každý hráč uvidí nahoře na obrazovce
desk-console-send-notice = Odeslat oznámení
desk-console-take-down = Stáhnout oznámení
desk-console-standing-none = Platí teď: nic
desk-console-standing = Platí teď: { $text }
desk-console-chat-heading = Chat na tomto serveru
desk-console-chat-open = volný
desk-console-chat-phrases = jen pevné přátelské fráze (dětský režim)
desk-console-chat-off = vypnutý
desk-console-class-about = Každé jméno dostane účet s novým heslem; hesla se ukážou jedinkrát, na přihlašovacích kartičkách níže.
desk-console-names-field = Jména, jedno na řádek
desk-console-make-class = Založit jim účty
desk-console-cards = Přihlašovací kartičky
desk-console-copy-cards = Zkopírovat kartičky
desk-console-card-password = Heslo: { $password }
desk-console-card-open = Otevřít: { $link }
desk-console-backup = Zálohovat databázi hned
desk-console-backup-about = Do složky backups/ v datové složce (uchovává se posledních 10).
desk-console-banned-addresses = Zablokované adresy
desk-console-address-to-ban = Adresa k zablokování
desk-console-ban-address = Zablokovat adresu
desk-console-none = Žádné.
desk-console-engines = Enginy
desk-console-no-engines = Žádné vnější enginy.
# An engine: its name, the protocol it speaks, the games it plays.
desk-console-engine = { $name } · { $protocol } · hraje { $plays }
desk-console-bots = Boti online
desk-console-no-bots = Žádní boti online.
desk-console-bot = { $name } · hraje { $plays } · { $busy ->
    [busy] zaneprázdněn
   *[free] volný
}
desk-console-log = Co se dělo
desk-console-log-empty = Zatím nic.
# A line of the audit log; $action and $detail are the server's own words.
desk-console-log-line = { $time } UTC · { $action }: { $detail }
desk-console-every-game = všechny hry
desk-console-plays-rules = { $game } ({ $rules })
desk-console-plays-separator = { "; " }
desk-console-key-unreadable = Klíč konzole nelze přečíst z { $path }: { $error }.
desk-console-key-empty = Soubor s klíčem konzole { $path } je prázdný.
desk-console-key-refused = Server klíč konzole nepřijal (401).
desk-console-state-unreadable = Stav konzole nelze přečíst: { $error }.
desk-console-action-unwritable = Akci nelze zapsat: { $error }.
desk-console-answer-unreadable = Odpověď serveru nelze přečíst: { $error }.
desk-console-answer-not-whole = Odpověď serveru nešlo přečíst celou.
desk-console-cannot-ask = Na server se nelze obrátit: { $error }.

## egui's own words, said in the player's language

# The handle that resizes a side panel, as assistive technologies name it.
desk-resize-panel = Změnit velikost panelu
# The handles that resize a window, by its edges and corners.
desk-window-resize-right = Změnit velikost okna pravým okrajem
desk-window-resize-left = Změnit velikost okna levým okrajem
desk-window-resize-bottom = Změnit velikost okna dolním okrajem
desk-window-resize-top = Změnit velikost okna horním okrajem
desk-window-resize-bottom-right = Změnit velikost okna pravým dolním rohem
desk-window-resize-top-right = Změnit velikost okna pravým horním rohem
desk-window-resize-bottom-left = Změnit velikost okna levým dolním rohem
desk-window-resize-top-left = Změnit velikost okna levým horním rohem

## Co server říká hráčům (server-): proč odmítl požadavek a co sděluje sám od sebe (words zprávy error).

server-rule-reason = { $reason ->
        [off_board] bod je mimo desku
        [occupied] bod je obsazený
        [no_flip] tah neotočí žádný kámen
        [cannot_pass] teď nelze pasovat
        [suicide] tah by vlastní skupině nenechal žádnou svobodu
        [captures] tah by zajal soupeřovy kameny
        [center_first] první tah nesmí být do středu
        [overline] pro černého zakázáno: přesah
        [double_four] pro černého zakázáno: dvojitá čtyřka
        [double_three] pro černého zakázáno: dvojitá trojka
        [game_over] hra skončila
       *[other] { $reason }
    }

## The connection, and signing in

server-full = server je plný; zkuste to později
server-frame-not-text = rámce musí být text ve formátu JSON
server-frame-too-large = rámec může mít nejvýše { $most } { $most ->
        [one] bajt
        [few] bajty
        [many] bajtů
       *[other] bajtů
    }
server-too-fast = posíláte příliš mnoho zpráv; zpomalte
server-too-fast-closed = posíláte příliš mnoho zpráv; spojení je ukončeno
server-frame-over-limit = rámec má { $length } { $length ->
        [one] bajt
        [few] bajty
        [many] bajtů
       *[other] bajtů
    }, víc než limit { $most } { $most ->
        [one] bajt
        [few] bajty
        [many] bajtů
       *[other] bajtů
    }
server-frame-bad-json = rámec není platný JSON: { $detail }
server-frame-not-an-object = zpráva musí být objekt JSON
server-frame-no-type = zpráva musí mít textové pole "type"
server-frame-unknown-type = neznámý typ zprávy "{ $type }"
server-frame-bad-field = { $type }: pole "{ $field }": { $detail }
server-frame-bad-message = { $type }: { $detail }
server-hello-first = nejdřív pošlete hello
server-hello-twice = hello se posílá jednou, jako první
server-protocol-version = tento server používá protokol { $ours }, ne { $theirs }
server-banned = hostitel vám zakázal přístup na tento server
server-new-players-too-fast = z vaší adresy přichází příliš mnoho nových hráčů; přihlaste se uloženým tokenem, nebo minutu počkejte
server-wrong-password = špatné jméno nebo heslo
server-account-tried-too-often = do tohoto účtu se někdo pokusil přihlásit příliš často; minutu počkejte
server-sign-ins-too-fast = z vaší adresy je příliš mnoho přihlášení; chvíli počkejte

## Names and accounts

server-name-length = jméno má 1 až { $most } { $most ->
        [one] znak
        [few] znaky
        [many] znaků
       *[other] znaků
    }
server-name-invisible-characters = jméno nesmí obsahovat řídicí znaky, znaky směru textu ani jiné neviditelné formátovací znaky
server-name-nothing-visible = jméno musí obsahovat aspoň jeden viditelný znak
server-name-is-the-ai = to jméno patří serverové AI
server-name-is-an-engine = tak se jmenuje jeden z programů serveru
server-name-is-a-bot = to jméno patří botovi, který je online
server-name-has-account = to jméno má účet: přihlaste se jeho heslem, nebo si zvolte jiné jméno
server-name-taken = „{ $name }“ (nebo jméno, které mu je podobné) už má účet; zvolte si jiné jméno
server-bot-keeps-name = bot si ponechává jméno, se kterým se přihlásil
server-account-keeps-name = jméno účtu nelze změnit
server-bot-no-password = bot se přihlašuje svým klíčem, ne heslem
server-bot-has-no-account = bot se přihlašuje svým klíčem; účet nemá
server-account-exists = účet už máte (heslo změní change_password)
server-no-account = nemáte účet (založí ho sign_up)
server-not-the-password = to není současné heslo účtu
server-password-length = heslo má { $least } až { $most } { $most ->
        [one] znak
        [few] znaky
        [many] znaků
       *[other] znaků
    }
server-passwords-busy = hesla teď nelze ověřit; zkuste to znovu

## Chat

server-chat-muted = hostitel vás umlčel: vaše zprávy se neodesílají
server-chat-off = chat je na tomto serveru vypnutý
server-chat-phrases-only = na tomto serveru se odesílají jen tyto fráze: { $phrases }
server-chat-length = zpráva v chatu má 1 až { $most } { $most ->
        [one] znak
        [few] znaky
        [many] znaků
       *[other] znaků
    } a nesmí být jen z mezer

## Making and finding rooms

server-not-in-a-room = nejste v žádné místnosti
server-no-such-room = místnost { $code } neexistuje
# $code: the room's code; asked again, the room is found once a live machine holds it
server-room-moving = místnost { $code } se stěhuje na jiný stroj serveru: za chvíli bude zpět
server-busy-retry = server je zaneprázdněný: zkuste to za chvíli znovu
server-room-list-unread = váš minulý seznam místností ještě nebyl přečten
server-new-rooms-too-fast = z vaší adresy vzniká příliš mnoho nových místností; minutu počkejte
server-new-rooms-and-events-too-fast = z vaší adresy vzniká příliš mnoho nových místností a turnajů; minutu počkejte
server-rooms-per-player = už sedíte v nejvyšším povoleném počtu místností ({ $count }); nejdřív jednu opusťte
server-waiting-rooms-per-player = už máte { $count ->
        [one] { $count } místnost čekající
        [few] { $count } místnosti čekající
        [many] { $count } místností čekajících
       *[other] { $count } místností čekajících
    } na soupeře; nejdřív jednu zavřete
server-ai-games-per-player = už hrajete { $count } { $count ->
        [one] partii
        [few] partie
        [many] partií
       *[other] partií
    } proti AI; nejdřív jednu dohrajte
server-too-many-rooms = na serveru je otevřeno příliš mnoho místností
server-rooms-per-address = { $count ->
        [one] z vaší adresy je otevřená { $count } místnost
        [few] z vaší adresy jsou otevřené { $count } místnosti
        [many] z vaší adresy je otevřeno { $count } místností
       *[other] z vaší adresy je otevřeno { $count } místností
    }; nejdřív některé zavřete
server-not-stored = server to nedokázal uložit; zkuste to znovu
server-room-not-claimed = místnost se nepodařilo zabrat: { $detail }
server-room-not-stored-new = místnost se nepodařilo uložit: { $detail }
server-opening-not-stored = zahájení místnosti se nepodařilo uložit: { $detail }
server-room-not-opened = místnost se nepodařilo otevřít: { $detail }
server-room-closed = místnost byla zavřena
server-room-away = server místnosti je nedostupný; zkuste to za chvíli
server-engine-or-bot = buď program, nebo bot, ne obojí
server-engine-or-bot-needs-ai = program nebo bot hraje jen s "opponent": "ai"
server-ai-budget-range = ai_budget_ms je { $min } až { $max } { $max ->
        [one] milisekunda
        [few] milisekundy
        [many] milisekund
       *[other] milisekund
    }
server-clock-initial-range = clock.initial_s je 1 až { $max } { $max ->
        [one] sekunda
        [few] sekundy
        [many] sekund
       *[other] sekund
    }
server-clock-increment-range = clock.increment_s je 0 až { $max } { $max ->
        [one] sekunda
        [few] sekundy
        [many] sekund
       *[other] sekund
    }
server-clock-per-move-range = clock.per_move_s je 1 až { $max } { $max ->
        [one] sekunda
        [few] sekundy
        [many] sekund
       *[other] sekund
    }
server-clock-shape = clock je buď {"{"}initial_s, increment_s?{"}"} (Fischer), nebo {"{"}per_move_s{"}"} (čas na tah)

## A game's options ($game: gomoku, reversi, nogo or hex_gomoku)

server-options-size-only = { $game ->
        [gomoku] gomoku
        [reversi] reversi
        [nogo] NoGo
        [hex_gomoku] hexagonální gomoku
       *[other] { $game }
    } se hraje jen na desce velikosti { $min }, ne { $size }
server-options-size-range = velikost desky pro { $game ->
        [gomoku] gomoku
        [reversi] reversi
        [nogo] NoGo
        [hex_gomoku] hexagonální gomoku
       *[other] { $game }
    } musí být { $min } až { $max }, ne { $size }
server-options-unknown-rule = neznámé pravidlo „{ $rule }“: očekává se jedno z { $rules }
server-options-no-option = { $game ->
        [gomoku] gomoku
        [reversi] reversi
        [nogo] NoGo
        [hex_gomoku] hexagonální gomoku
       *[other] { $game }
    } nemá volbu { $option }

## A room's opening

server-no-such-opening = tato hra nemá zahájení „{ $name }“; má "random", { $names }
server-opening-move-refused = tah { $number } zahájení ({ $point }): { server-rule-reason }
server-opening-ends-game = toto zahájení ukončí hru dřív, než začne
server-opening-leaves-pass = po tomto zahájení { $side ->
        [black] černému
       *[white] bílému
    } nezbývá jiný tah než pas: ukončete zahájení o tah dřív nebo později

## In a room: seats, moves, requests

server-not-your-turn = nejste na tahu
server-stale-ply = hra už pokročila: { $played ->
        [one] byl odehrán { $played } tah
        [few] byly odehrány { $played } tahy
        [many] bylo odehráno { $played } tahů
       *[other] bylo odehráno { $played } tahů
    }, vy jste poslali tah číslo { $ply }
server-illegal-move = neplatný tah { $move }: { server-rule-reason }
server-illegal-pass = nelze pasovat: { server-rule-reason }
server-abort-too-late = obě strany už táhly: hru už nelze zrušit (vzdejte se, nebo nabídněte remízu)
server-claim-too-soon = výhru si můžete vyžádat, až nepřítomnému soupeři vyprší odpočet
server-seats-taken = obě místa jsou obsazená
server-room-full = obě místa jsou obsazená; připojte se jako divák a sledujte hru
server-already-seated-or-invited = { $name } už tu sedí nebo je pozván
server-no-seat-kept = v této místnosti pro vás není drženo žádné místo
server-not-in-this-room = nejste v této místnosti
server-spectator-cannot-play = nemáte místo: diváci mohou sledovat a psát do chatu, ale ne hrát
server-game-over = hra skončila
server-waiting-for-opponent = čeká se, až soupeř obsadí druhé místo
server-ai-no-move = AI nenašla žádný tah
server-undo-off = v této místnosti je vracení tahů vypnuté
server-undo-nothing = nemáte žádný tah, který by šel vrátit
server-draw-too-soon = remízu můžete nabídnout jednou za { $every } { $every ->
        [one] tah
        [few] tahy
        [many] tahů
       *[other] tahů
    }; { $left ->
        [one] zbývá ještě { $left } tah
        [few] zbývají ještě { $left } tahy
        [many] zbývá ještě { $left } tahů
       *[other] zbývá ještě { $left } tahů
    }
server-ask-again-later = váš minulý požadavek byl odmítnut: { $what ->
        [undo] o vrácení tahu můžete znovu požádat
       *[draw] remízu můžete znovu nabídnout
    } za { $seconds } s
server-request-pending = tento požadavek už čeká na odpověď
server-nothing-to-answer = soupeř nemá žádný požadavek, na který byste odpovídali
server-game-still-on = hra ještě pokračuje
server-no-opponent-to-play-again = není tu soupeř, se kterým byste hráli znovu
server-not-a-room-message = { $type } není zpráva místnosti
server-room-not-stored = server to nedokázal uložit; nic se nezměnilo, zkuste to znovu
server-room-failed = tato místnost selhala a byla zavřena; dosavadní tahy jsou uložené

## The AI, engines and bots

server-ai-busy = AI serveru je příliš vytížená; zkuste to za chvíli
server-engine-does-not-play = program { $name } tuto hru s těmito volbami nehraje
server-engines-all-busy = server už spouští nejvyšší povolený počet programů; zkuste to později
server-engines-address-cap = z vaší adresy už běží nejvyšší povolený počet programů; nejdřív opusťte jednu hru proti programu
server-room-no-such-engine = server místnosti nemá program „{ $name }“
server-no-such-engine-none = program „{ $name }“ neexistuje: tento server žádné programy nemá
server-no-such-engine = program „{ $name }“ neexistuje: tento server má { $names }
server-bot-declined = bot { $name } odmítl pozvánku; místo { $side ->
        [black] černého
       *[white] bílého
    } je zase volné
server-bot-did-not-come = bot { $name } nepřišel včas; místo { $side ->
        [black] černého
       *[white] bílého
    } je zase volné
server-bot-does-not-play = bot { $name } tuto hru s těmito volbami nehraje
server-bot-rooms-per-player = s botem { $name } už hrajete v nejvyšším počtu místností, jaký jeden hráč smí ({ $count }); nejdřív s ním jednu partii dohrajte
server-bot-rooms-cap = bot { $name } už hraje v nejvyšším počtu místností, jaký bot smí ({ $count }); zkuste to později
server-bot-busy = bot { $name } je obsazený: žádné z jeho připojení nečeká na hru
server-bot-other-node = bot hraje jen v místnostech uzlu, ke kterému je připojen
server-bot-plays-too-many = bot může uvést nejvýše { $count } { $count ->
        [one] hru
        [few] hry
        [many] her
       *[other] her
    }
server-bot-connections-per-address = z vaší adresy { $count ->
        [one] už je online { $count } připojení botů
        [few] už jsou online { $count } připojení botů
        [many] už je online { $count } připojení botů
       *[other] už je online { $count } připojení botů
    }; nejdřív jedno ukončete
server-bot-name-online = bot se jménem { $name } už je online
server-no-such-bot = bot se jménem „{ $name }“ není online
server-bot-game-has-no-rules = { $game ->
        [gomoku] gomoku
        [reversi] reversi
        [nogo] NoGo
        [hex_gomoku] hexagonální gomoku
       *[other] { $game }
    } nemá žádná pravidla na výběr
server-bot-not-a-size = { $size } není velikost desky
server-bots-unread = server nedokázal načíst své boty; zkuste to znovu
server-bots-registered-only = tento server přijímá jen registrované boty: hostitel bota zaregistruje příkazem `boardroom-server bots add NAME`, který vypíše klíč, jímž se bot přihlašuje jako tokenem (docs/bots.md)

## Games past, games from files, reviews, ratings

server-no-such-player = takový hráč neexistuje
server-games-unread = server nedokázal načíst vaše hry; zkuste to znovu
server-game-unread = server nedokázal načíst hru; zkuste to znovu
server-no-such-game = žádná hra nemá id „{ $game }“
server-replay-not-over = hra { $game } ještě neskončila: přehrát si ji můžete, až skončí
server-stored-game-no-replay = uloženou hru nelze přehrát
server-file-unread = soubor se nepodařilo načíst
server-sgf-setup-review = soubor SGF začíná z rozestavené pozice (AB, AW nebo AE): rozbor začíná od skutečného začátku hry
server-imports-per-player = už máte { $count } { $count ->
        [one] hru
        [few] hry
        [many] her
       *[other] her
    } ze souborů uložených k rozboru, víc jeden hráč nesmí; rozeberte raději hry, které jste hráli tady
server-imports-per-address = hráči z vaší adresy už mají { $count } { $count ->
        [one] hru
        [few] hry
        [many] her
       *[other] her
    } ze souborů uložených k rozboru, víc jedna adresa nesmí
server-imports-full = server už uchovává nejvyšší povolený počet her ze souborů; rozeberte raději hry, které jste hráli tady
server-import-not-kept = server nedokázal hru uložit; zkuste to znovu
server-live-games-unread = server nedokázal načíst vaše rozehrané hry; zkuste to znovu
server-reaches-live-game = { $what ->
        [file] tento soubor
        [game] tato hra
        [opening] toto zahájení
       *[review_rest] zbytek tohoto rozboru
    } vede do pozice vaší rozehrané hry: programy serveru vám ve vašich vlastních hrách nepomáhají; požádejte znovu, až ta hra skončí
server-check-failed = kontrola selhala; zkuste to znovu
server-reviews-per-player = { $count ->
        [one] běží vám { $count } rozbor
        [few] běží vám { $count } rozbory
        [many] běží vám { $count } rozborů
       *[other] běží vám { $count } rozborů
    }; požádejte znovu, až jeden skončí
server-review-positions-per-address = z vaší adresy { $owed ->
        [one] je v rozboru { $owed } pozice
        [few] jsou v rozboru { $owed } pozice
        [many] je v rozboru { $owed } pozic
       *[other] je v rozboru { $owed } pozic
    } a tato hra jich má { $positions }; nejvýše jich smí být { $most }: požádejte znovu, až rozbor skončí
server-reviews-busy = server rozebírá mnoho her; zkuste to později
server-review-not-yours = hra { $game } není vaše: o rozbor mohou požádat jen její hráči (nebo ten, kdo nahrál její soubor)
server-review-not-over = hra { $game } ještě neskončila
server-review-no-replay = uloženou hru { $game } nelze přehrát
server-review-store-failed = server to nedokázal načíst ani uložit; zkuste to znovu

## An SGF file that cannot be read ($at: the byte where the problem is)

server-sgf-no-game-tree = soubor SGF: není to soubor SGF: nenalezen strom hry „(“
server-sgf-not-text = soubor SGF: není to text: bajt { $at } není UTF-8 (ani Latin-1 uvedené v CA)
server-sgf-unclosed-tree = soubor SGF: strom hry otevřený na bajtu { $at } není nikde uzavřen
server-sgf-unclosed-value = soubor SGF: neuzavřená hodnota vlastnosti na bajtu { $at }
server-sgf-unexpected = soubor SGF: nečekaný znak „{ $found }“ na bajtu { $at }
server-sgf-no-value = soubor SGF: vlastnost { $property } na bajtu { $at } nemá hodnotu
server-sgf-unknown-game = soubor SGF: neznámá hra GM[{ $game }]: Boardroom čte GM[4] (gomoku, renju, caro, hexagonální gomoku), GM[2] (reversi) a GM[1] s RU[nogo]
server-sgf-unknown-rule = soubor SGF: neznámé pravidlo RU[{ $rule }]: očekává se freestyle, standard, renju, caro nebo hex
server-sgf-bad-value = soubor SGF: { $property }[{ $value }] na bajtu { $at } nelze přečíst
server-sgf-unsupported = soubor SGF: není podporováno: { $what ->
        [empty_tree] strom hry bez uzlů
        [rectangular_board] obdélníková deska
        [removing_stones] odebírání kamenů (AE)
        [two_moves_in_a_node] druhý tah v jednom uzlu
        [late_setup] rozestavení po prvním tahu
       *[other] { $what }
    } (bajt { $at })
server-sgf-size-only = soubor SGF: deska: { $game ->
        [gomoku] gomoku
        [reversi] reversi
        [nogo] NoGo
        [hex_gomoku] hexagonální gomoku
       *[other] { $game }
    } se hraje jen na desce velikosti { $min }, ne { $size }
server-sgf-size-range = soubor SGF: deska: velikost desky pro { $game ->
        [gomoku] gomoku
        [reversi] reversi
        [nogo] NoGo
        [hex_gomoku] hexagonální gomoku
       *[other] { $game }
    } musí být { $min } až { $max }, ne { $size }
server-sgf-board-unknown-rule = soubor SGF: deska: neznámé pravidlo „{ $rule }“: očekává se jedno z { $rules }
server-sgf-no-option = soubor SGF: deska: { $game ->
        [gomoku] gomoku
        [reversi] reversi
        [nogo] NoGo
        [hex_gomoku] hexagonální gomoku
       *[other] { $game }
    } nemá volbu { $option }
server-sgf-setup-off-board = soubor SGF: rozestavené kameny: kámen mimo desku na { $point }
server-sgf-setup-overlap = soubor SGF: rozestavené kameny: dva kameny na { $point }
server-sgf-setup-no-liberty = soubor SGF: rozestavené kameny: skupina na { $point } nemá žádnou svobodu
server-sgf-setup-already-won = soubor SGF: rozestavené kameny: na { $point } už stojí vítězná řada
server-sgf-wrong-turn = soubor SGF: tah { $number } (bajt { $at }) je tah { $side ->
        [black] černého, ale na tahu je bílý
       *[white] bílého, ale na tahu je černý
    }
server-sgf-illegal = soubor SGF: tah { $number } { $move } (bajt { $at }) je neplatný ({ server-rule-reason })
server-sgf-result-not-win = soubor SGF: RE[{ $result }], ale podle tahů vyhrává { $side ->
        [black] černý
       *[white] bílý
    }
server-sgf-result-not-draw = soubor SGF: RE[{ $result }], ale podle tahů končí hra remízou

## Events

server-event-name = název turnaje má 1 až { $most } { $most ->
        [one] znak
        [few] znaky
        [many] znaků
       *[other] znaků
    }, bez řídicích znaků
server-event-openings-twice = hry turnaje začínají buď z jeho sady zahájení, nebo z options.opening, ne z obojího
server-event-too-many-named = při založení turnaje lze jmenovat nejvýše { $most } { $most ->
        [one] účastníka
        [few] účastníky
        [many] účastníků
       *[other] účastníků
    }; další se mohou přihlásit později
server-event-named-twice = { $name } je jmenován dvakrát
server-event-no-challenger-named = vyzyvatelem gauntletu je první jmenovaný účastník: jmenujte aspoň jednoho
server-events-per-host = pořádáte { $count } { $count ->
        [one] probíhající turnaj
        [few] probíhající turnaje
        [many] probíhajících turnajů
       *[other] probíhajících turnajů
    }; nejdřív jeden ukončete
server-events-busy = server už pořádá nejvyšší povolený počet turnajů; zkuste to, až některý skončí
server-event-not-claimed-leaving = turnaj se nepodařilo zabrat: tento server opouští cluster
server-event-not-claimed = turnaj se nepodařilo zabrat: { $detail }
server-event-not-stored = turnaj se nepodařilo uložit: { $detail }
server-event-rules-failed = pravidla turnaje selhala
server-no-such-event = turnaj „{ $event }“ neexistuje
server-event-unreachable = žádný server clusteru neodpovídá za turnaj { $event }; zkuste to za chvíli
server-event-answered-amiss = server turnaje odpověděl chybně
server-event-bad-command = příkaz turnaje nelze přečíst: { $detail }
server-event-host-only = to smí jen hostitel turnaje
server-event-action-needs-field = akce { $action } potřebuje pole "{ $field }"
server-event-bot-joins-itself = bota do turnaje přihlašuje hostitel, ne bot sám
server-event-no-such-entrant = turnaj nemá účastníka „{ $name }“
server-no-such-engine-here = tento server nemá program „{ $name }“
server-engine-not-stored = program se nepodařilo uložit: { $detail }
server-event-stopped = turnaj se zastavil

## An event's own refusals

server-event-started = turnaj už začal
server-event-not-started = turnaj ještě nezačal
server-event-over = turnaj skončil
server-event-already-in = tento účastník už v turnaji je
server-event-unknown-entrant = takový účastník v turnaji není
server-event-entrant-left = tento účastník už turnaj opustil
server-event-entrant-removed = hostitel tohoto účastníka z turnaje vyřadil
server-event-entrant-name = jméno účastníka má 1 až 256 bajtů
server-event-full = turnaj je plný
server-event-closed = turnaj už nepřijímá další účastníky
server-event-too-few = na začátek je příliš málo účastníků
server-event-too-many-rounds = kol je víc, než mohou účastníci odehrát, aniž by se potkali dvakrát
server-event-no-challenger = vyzyvatel gauntletu se ještě nepřihlásil
server-event-unknown-game = taková hra v turnaji není
server-event-already-decided = tato hra už má výsledek
server-event-not-counted = tato hra se už nepočítá
server-event-already-paused = turnaj už je pozastavený
server-event-not-paused = turnaj není pozastavený
server-event-no-round = žádné kolo neprobíhá
server-event-arena-no-rounds = aréna nemá kola
server-event-swiss-no-rounds = švýcarský systém potřebuje aspoň jedno kolo
server-event-swiss-too-many-rounds = švýcarský systém má nejvýše 64 kol
server-event-arena-too-short = aréna trvá aspoň minutu
server-event-arena-too-long = aréna trvá nejvýše den
server-event-too-many-openings = turnaj používá nejvýše 10000 zahájení
server-event-wait-too-long = přestávka nebo čekání trvá nejvýše hodinu

## Sounds and the turn alert

alerts-sound = Zvuky
alerts-notify = Upozornit mě, když jsem na tahu
alerts-notify-denied = Prohlížeč této stránce nepovoluje oznámení: zapněte je v jeho nastavení.
alerts-turn-title = Jste na tahu
alerts-turn-body = V místnosti { $room } byl zahrán tah ({ $opponent }).
alerts-turn-body-start = Hra v místnosti { $room } začala: jste na tahu.

## What the host did to a room

host-closed-room = Hostitel místnost zavřel.

## Desktop app: the turn alert, and closing a room from the host's controls

desk-alerts-notify-hint = Když jste na tahu a okno není v popředí, upozorní vás na hlavním panelu nebo v Docku.
desk-console-close-room = Zavřít místnost { $code }
desk-console-confirm-close = Zavřít místnost { $code }? Rozehraná partie v ní se přeruší a všichni v místnosti se vrátí do lobby.
desk-console-confirm-close-yes = Ano, zavřít
