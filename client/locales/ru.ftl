# Тексты Boardroom на русском: общие для веб-страницы и настольного приложения. Сообщения те же, что в en.ftl.

## The page's top bar

page-title = Boardroom
page-brand = Boardroom
page-language = Язык
page-connected = Подключено
page-connecting = Подключение…
page-reconnecting = Переподключение…
page-your-turn-title = Ваш ход · Boardroom
page-change-name =
    .title = Изменить имя
page-ear-mode = Игра на слух
page-ear-mode-hint = (режим экранного диктора, Alt+Shift+E)

## The host's notice

host-notice-region =
    .aria-label = Объявление организатора
host-notice-label = Объявление организатора:
host-notice-close = Закрыть объявление

## The page: the name screen, the lobby (new game, rooms, events, your games, account), an
## event, a room, the replay (index.html and app.js)

## The name screen

name-title = Сыграйте в настольную игру с друзьями
name-lead = Настольные игры с другом в этой сети или против компьютера.
name-lead-games = { $games } — с другом в этой сети или против компьютера.
name-label = Ваше имя
name-input =
    .placeholder = например, Ada
name-play = Играть
name-save = Сохранить
name-join = Присоединиться к игре
name-invited = Вас пригласили в комнату { $room }. Введите своё имя, чтобы присоединиться к игре.
name-invited-by = { $host } приглашает вас сыграть: { $game } ({ $details }). Введите своё имя, чтобы присоединиться.
name-signin = Войти с паролем
name-signin-account = Имя учётной записи
name-signin-password = Пароль
name-signin-submit = Войти

## The lobby: rooms and your games

lobby-title = Лобби
lobby-rooms = Комнаты
lobby-rooms-empty = Комнат пока нет. Создайте комнату и отправьте ссылку другу.
lobby-qr = Телефон в этой сети откроет Boardroom, если отсканировать этот код.
lobby-code = Код комнаты
lobby-join = Войти
lobby-watch = Смотреть
lobby-join-room = Войти в комнату { $code }
lobby-watch-room = Смотреть комнату { $code }
lobby-room-waiting = Ждёт игрока
lobby-room-playing = Идёт игра
lobby-room-over = Завершена
lobby-watching =
    { $count ->
        [one] { $count } зритель
        [few] { $count } зрителя
        [many] { $count } зрителей
       *[other] { $count } зрителя
    }
lobby-room-code = код { $code }
lobby-vs = —
lobby-open-seat = место свободно
lobby-no-undo = без отмены ходов
lobby-no-clock = без часов
lobby-games = Ваши партии
lobby-games-empty = Здесь появятся ваши завершённые партии.
lobby-games-more = Более ранние партии
lobby-sgf-file = Открыть файл SGF
lobby-game-vs = против { $opponent }
lobby-replay = Просмотреть
lobby-replay-game = Просмотреть партию { $id } против { $opponent }

## The lobby: a new game

create-title = Новая игра
create-none = Сервер не сообщил, в какие игры он умеет играть, поэтому создать игру нельзя.
create-game = Игра
create-size = Размер доски
create-seat = Ваш цвет
create-seat-random = Случайно
create-seat-black = Чёрные (ходят первыми)
create-seat-white = Белые
create-opponent = Соперник
create-opponent-human = Друг
create-opponent-ai = Компьютер
create-engine = Программа
create-engine-default = ИИ Boardroom
create-level = Уровень компьютера
create-level-easy = Лёгкий
create-level-medium = Средний
create-level-hard = Сложный
create-clock = Часы
create-undo = Разрешить отмену хода
create-submit = Создать комнату

## Events: the lobby's list, a new event, an event's page

event-list = Турниры
event-list-empty = Турниров пока нет. Клубный вечер, урок или LAN-вечеринка: создайте турнир, и каждый сыграет с каждым.
event-new = Новый турнир
event-new-hint = Все партии турнира играются в игру, на доске и с часами, выбранными в разделе «Новая игра».
event-name = Название
event-name-input =
    .value = Клубный вечер
event-format = Система
event-format-round-robin = Круговая: каждый играет с каждым
event-format-double = Двухкруговая: дважды, со сменой цвета
event-format-swiss = Швейцарская: заданное число туров
event-format-arena = Арена: играют все, кто свободен, в течение заданного времени
event-format-gauntlet = Гаунтлет: первый компьютерный игрок против всех
event-rounds = Туры
event-minutes = Минуты
event-ai = Компьютерные игроки
event-play = Я тоже играю
event-openings = Сбалансированные дебюты (каждый играется обоими цветами)
event-create = Создать турнир
event-kind-round-robin = Круговая
event-kind-swiss = Швейцарская
event-kind-arena = Арена
event-kind-gauntlet = Гаунтлет
event-status-waiting = Набор участников
event-status-running = Идёт
event-status-paused = Приостановлен
event-status-over = Завершён
event-entrants =
    { $count ->
        [one] { $count } участник
        [few] { $count } участника
        [many] { $count } участников
       *[other] { $count } участника
    }
event-open = Открыть
event-open-event = Открыть турнир «{ $name }»
event-go = К вашей партии
event-join = Участвовать в турнире
event-leave = Выйти из турнира
event-projector = Таблица для проектора
event-back = Вернуться в лобби
event-host-group =
    .aria-label = Управление организатора
event-host-column = Управление организатора
event-start = Начать
event-pause = Приостановить
event-resume = Продолжить
event-end-round = Завершить тур
event-finish = Завершить турнир
event-add-ai = Добавить компьютер
event-add = Добавить
event-standings = Турнирная таблица
event-column-name = Имя
event-column-score = Очки
event-column-wins = В
event-column-draws = Н
event-column-losses = П
event-games = Партии
event-games-empty = Партии появятся здесь, когда организатор начнёт турнир.
event-taking = Набор участников: пока { $count }. Турнир начнёт организатор.
event-over = Турнир завершён: итоговая таблица.
event-paused-by-host = Организатор приостановил турнир.
event-arena-until = Арена, до { $time }.
event-round = Тур { $round }.
event-round-of = Тур { $round } из { $rounds }.
event-host-name = организатор { $name }
event-you = { $name } (вы)
event-remove = Удалить
event-remove-entrant = Удалить { $name } из турнира
event-pair = { $black } — { $white }
event-game-void = не засчитывается
event-game-playing = идёт игра
event-game-round = Тур { $round }
event-game-opening = дебют { $opening }
event-watch-game = Смотреть: { $game }
event-result-of = Результат: { $game }
event-set = Задать
event-set-result = Задать результат: { $game }
event-confirm-remove = Удалить { $name } из турнира? Текущая партия этого игрока будет проиграна.
event-confirm-leave = Выйти из турнира? Текущая партия турнира будет проиграна.
event-confirm-finish = Завершить турнир сейчас? Текущие партии больше не будут засчитаны.
event-game-ready = Ваша партия турнира «{ $event }» готова.
event-game-ready-unnamed = Ваша партия турнира готова.

## The lobby: the account panel

view-account-title = Учётная запись
view-account-signup = Закрепить это имя паролем
view-account-new-password = Новый пароль
view-account-repeat = Повторите новый пароль
view-account-signup-hint = От 8 до 128 символов. После этого никто другой не сможет играть под этим именем.
view-account-keep = Закрепить имя
view-account-change = Сменить пароль
view-account-current = Текущий пароль
view-account-change-hint = От 8 до 128 символов. На остальных ваших устройствах будет выполнен выход.
view-account-sign-out-elsewhere = Выйти на других моих устройствах

## The replay and its review

view-replay =
    .aria-label = Просмотр партии
view-replay-back = Назад
view-replay-steps =
    .aria-label = Пошаговый просмотр партии
view-replay-first =
    .aria-label = В начало
view-replay-prev =
    .aria-label = На ход назад
view-replay-next =
    .aria-label = На ход вперёд
view-replay-last =
    .aria-label = В конец
view-replay-slider =
    .aria-label = Ход
view-review = Разбор
view-review-start = Разобрать с компьютером
view-replay-actions =
    .aria-label = Действия с партией
view-replay-friend = Продолжить отсюда с другом
view-replay-ai = Продолжить отсюда против компьютера
view-download-sgf = Скачать SGF
view-moves = Ходы
app-replay-game = партия { $id }
app-replay-file = из файла
app-replay-players = { $black } (чёрные) — { $white } (белые)
app-review-file = Партия из файла: компьютер тоже может её разобрать.
app-review-progress =
    { $total ->
        [one] Разбор… оценено { $done } из { $total } позиции.
       *[other] Разбор… оценено { $done } из { $total } позиций.
    }
app-review-done = Разобрано: в этой позиции шансы на победу — { $chance }.
app-review-graph = График оценки: шансы чёрных на победу после каждого хода
app-move = { $n }. { $move }, { $seat }
app-move-marked = { $n }. { $move }, { $seat }, { $mark }
app-sgf-too-large = Файл SGF слишком большой ({ $size } КБ; не более 15 КБ).

## Words for the sides and moves

app-side =
    { $seat ->
        [black] Чёрные
       *[white] Белые
    }
app-side-lower =
    { $seat ->
        [black] чёрные
       *[white] белые
    }
app-side-prefix =
    { $seat ->
        [black] чёрные:
       *[white] белые:
    }
app-pass = пас

## Lists: the games on the name screen ("A, B and C"), the server's addresses ("A or B")

app-list-separator = { ", " }
app-list-and = { $head } и { $last }
app-list-or = { $head } или { $last }

## A room

room-region =
    .aria-label = Игровая комната
room-leave = Выйти из комнаты
room-invite-title = Пригласить друга
room-invite-send = Отправьте эту ссылку другу в той же сети:
room-invite-link =
    .aria-label = Ссылка-приглашение
room-copy = Копировать
room-invite-qr = Или отсканируйте код телефоном.
room-invite-code = Код комнаты
room-invite-ai = Или сыграйте с компьютером:
room-seat-ai = Посадить компьютер
room-players =
    .aria-label = Игроки
room-away =
    .aria-label = Вышедшие игроки
room-claim-victory = Объявить победу
room-claim-draw = Согласиться на ничью
room-ear-log =
    .aria-label = Игра на слух
room-ear-title = Игра на слух
room-ear-move = Ход
room-ear-play = Сходить
room-ear-hint = Введите пункт так, как он назван на доске, и нажмите Enter; ? — справка.
room-ear-board =
    .aria-label = Текстовая доска
room-ear-keys = Клавиши
room-actions =
    .aria-label = Действия в игре
room-undo = Отменить ход
room-draw = Предложить ничью
room-resign = Сдаться
room-abort = Прервать
room-again = Сыграть ещё
room-take-seat = Занять свободное место
room-hints = Показывать возможные ходы
room-tap-twice = Ходить двойным касанием
room-download-sgf = Скачать SGF
room-moves = Ходы
room-title = { $game } · комната { $code }
room-spectators =
    { $count ->
        [one] { $count } зритель
        [few] { $count } зрителя
        [many] { $count } зрителей
       *[other] { $count } зрителя
    }
room-you-watching = вы смотрите
room-claim = Игрок { $name } не вернулся. Объявите победу, согласитесь на ничью или подождите ещё.
room-first-move = { $time } на первый ход
room-invite-address = Чтобы продиктовать: откройте { $where } в браузере в той же сети и введите код комнаты.
room-computer = Компьютер
room-empty-seat = Свободное место
room-level =
    Уровень: { $level ->
        [easy] лёгкий
        [hard] сложный
       *[medium] средний
    }
room-online = В сети
room-offline = Не в сети · может вернуться
room-you = (вы)
room-pieces = { $count } { $pieces }
room-to-move = ходит
room-clock =
    { $seat ->
        [black] часы чёрных:
       *[white] часы белых:
    }
room-notice-watching = Вы зритель: зрители не могут ходить.
room-notice-waiting = Ждём, когда соперник займёт второе место.
room-notice-over = Игра окончена.
room-notice-turn =
    { $seat ->
        [black] Сейчас ход чёрных.
       *[white] Сейчас ход белых.
    }
room-full = Оба места в комнате { $room } заняты, поэтому вы смотрите игру.
room-confirm-switch = Вы играете в комнате { $room }. Покинуть эту игру (это засчитается как поражение) и перейти в комнату { $wanted }?
room-confirm-leave = Покинуть эту игру? Уход посреди партии засчитывается как поражение.
room-confirm-resign = Сдаться в этой партии?
room-undo-request = Просьба отменить ход
room-undo-ask = { $name } просит отменить свой последний ход.
room-undo-wait = Вы попросили отменить свой последний ход. Ждём ответа: { $name }…
room-draw-offer = Предложение ничьей
room-draw-ask = { $name } предлагает ничью.
room-draw-wait = Вы предложили ничью. Ждём ответа: { $name }…
room-again-request = Сыграть ещё
room-again-ask = { $name } хочет сыграть ещё раз, поменявшись цветами.
room-again-wait = Вы предложили сыграть ещё. Ждём ответа: { $name }…
room-agree = Согласиться
room-refuse = Отказаться
room-link-copied = Ссылка скопирована. Вставьте её в сообщение другу.
room-link-by-hand = Выделите ссылку и скопируйте её вручную.

## A room's chat

chat-title = Чат
chat-log =
    .aria-label = Сообщения чата
chat-label = Чат
chat-input =
    .placeholder = Напишите что-нибудь
chat-send = Отправить
chat-from-spectator = { $name } (зритель)
chat-new =
    { $count ->
        [one] { $count } новое сообщение ↓
        [few] { $count } новых сообщения ↓
        [many] { $count } новых сообщений ↓
       *[other] { $count } нового сообщения ↓
    }

# The host's kid mode: the fixed phrases a player may send, offered as buttons (the server
# sends each as its English text, with its id: chat-phrase-ID)
chat-phrases =
    .aria-label = Фразы, которые можно отправить
chat-phrase-hello = Привет!
chat-phrase-good-luck = Удачи!
chat-phrase-have-fun = Приятной игры!
chat-phrase-nice-move = Хороший ход!
chat-phrase-well-played = Отлично сыграно!
chat-phrase-good-game = Хорошая игра!
chat-phrase-thank-you = Спасибо!
chat-phrase-oops = Ой!
chat-phrase-one-more = Ещё партию?
chat-phrase-bye = Пока!

## What the page says of the connection and the server's errors

app-not-connected = Сейчас нет соединения; переподключаемся…
app-error-rate-limited = Пожалуйста, подождите немного.
app-error-server-busy = Пожалуйста, повторите попытку чуть позже.
app-error-no-such-room = Проверьте код или создайте новую комнату.

## Игры из каталога сервера, по его данным (catalogue.js): название и описание игры, название
## параметра и слова для комнаты, где он выключен, название и описание каждого варианта

game-gomoku-title = Гомоку
game-gomoku-summary = Пять в ряд на квадратной доске.
game-reversi-title = Реверси
game-reversi-summary = Переворачивайте фишки соперника; в конце побеждает тот, у кого больше фишек.
game-nogo-title = NoGo
game-nogo-summary = Го, в котором брать камни запрещено: проигрывает тот, у кого не осталось допустимых ходов.
game-hex_gomoku-title = Гекс-гомоку
game-hex_gomoku-summary = Пять в ряд на шестиугольной доске.
option-rule-title = Правила
choice-rule-freestyle-title = Свободные
choice-rule-freestyle-summary = побеждают пять в ряд или больше
choice-rule-standard-title = Стандартные
choice-rule-standard-summary = побеждают ровно пять в ряд
choice-rule-renju-title = Рэндзю
choice-rule-renju-summary = у чёрных есть запрещённые ходы
choice-rule-caro-title = Каро
choice-rule-caro-summary = пятёрка, закрытая с обоих концов, не побеждает
option-center_first_forbidden-title = Первым ходом нельзя занять центр
option-center_first_forbidden-off = центр открыт

## Слова вокруг каталога: вариант в форме создания комнаты, параметры комнаты в двух словах

choice-label = { $title }: { $summary }
game-words-separator = { ", " }

## Доски (board.js, geometry.js): фишки и камни, размеры, линии и то, что экранный диктор
## говорит о каждой точке

board-piece = { $piece ->
    [disc] { $count ->
        [one] фишка
        [few] фишки
        [many] фишек
       *[other] фишки
    }
    [stone] { $count ->
        [one] камень
        [few] камня
        [many] камней
       *[other] камня
    }
   *[other] { $count ->
        [one] фигура
        [few] фигуры
        [many] фигур
       *[other] фигуры
    }
}
board-piece-count = { $piece ->
    [disc] { $count ->
        [one] { $count } фишка
        [few] { $count } фишки
        [many] { $count } фишек
       *[other] { $count } фишки
    }
    [stone] { $count ->
        [one] { $count } камень
        [few] { $count } камня
        [many] { $count } камней
       *[other] { $count } камня
    }
   *[other] { $count ->
        [one] { $count } фигура
        [few] { $count } фигуры
        [many] { $count } фигур
       *[other] { $count } фигуры
    }
}
board-size-hex-label = { $size ->
    [one] { $size } точка на сторону
    [few] { $size } точки на сторону
   *[other] { $size } точек на сторону
}
board-size-hex-words = { $size } на сторону
board-direction-row = горизонталь
board-direction-column = вертикаль
board-direction-diagonal = диагональ
board-direction-anti-diagonal = обратная диагональ
board-direction-q-line = линия q
board-direction-third-line = третья линия
board-label = Доска: { $game }, { $options }
board-cannot-draw = Эта страница не умеет рисовать доску для игры «{ $game }».
board-separator = { ", " }
board-point-stone = { $piece ->
    [disc] { $seat ->
        [black] чёрная фишка
       *[white] белая фишка
    }
    [stone] { $seat ->
        [black] чёрный камень
       *[white] белый камень
    }
   *[other] { $seat ->
        [black] чёрная фигура
       *[white] белая фигура
    }
}
board-point-empty = пусто
board-point-last-move = последний ход
board-point-winning-line = выигрышный ряд
board-point-turned = перевёрнута последним ходом
board-point-emptied = освобождена последним ходом
board-point-best = лучший ход по оценке движка
board-point-missed-win = на упущенном выигрыше
board-point-forbidden = { $seat ->
    [black] запрещено для чёрных
   *[white] запрещено для белых
}
board-point-legal = допустимый ход
board-point-chosen = выбрано, нажмите ещё раз, чтобы сходить

## Почему партия выиграна, в двух словах: «Чёрные победили: пять в ряд.»

reason-five = пять в ряд
reason-count = { $piece ->
    [disc] больше фишек
    [stone] больше камней
   *[other] больше фигур
}
reason-board-full = доска заполнена
reason-resign = сдача
reason-agreement = по соглашению
reason-forfeit = соперник ушёл
reason-timeout = по времени

## Строка состояния комнаты и уведомления (state.js)

status-sentence-separator = { " " }
status-seat = { $seat ->
    [black] чёрные
   *[white] белые
}
status-the-computer = компьютер
status-waiting-players = Ждём игроков.
status-waiting-opponent = Ждём, пока присоединится соперник.
status-your-turn = Ваш ход ({ $seat ->
    [black] чёрные
   *[white] белые
}).
status-waiting-for = Ходит { $name } ({ $seat ->
    [black] чёрные
   *[white] белые
}).
status-to-move = { $seat ->
    [black] Ход чёрных.
   *[white] Ход белых.
}
status-passed = { $seat ->
    [black] Чёрные пропустили ход: у них не было ходов.
   *[white] Белые пропустили ход: у них не было ходов.
}
status-you-won = Вы победили!
status-you-lost = Вы проиграли.
status-count = { $piece ->
    [disc] Фишки
    [stone] Камни
   *[other] Фигуры
}: чёрные { $black }, белые { $white }.
status-wins = { $winner ->
    [black] Чёрные победили.
   *[white] Белые победили.
}
status-wins-why = { $winner ->
    [black] Чёрные победили
   *[white] Белые победили
}: { $why }.
status-wins-resign = { $winner ->
    [black] Чёрные победили: белые сдались.
   *[white] Белые победили: чёрные сдались.
}
status-wins-forfeit = { $winner ->
    [black] Чёрные победили: белые покинули партию.
   *[white] Белые победили: чёрные покинули партию.
}
status-wins-timeout = { $winner ->
    [black] Чёрные победили по времени: у белых закончилось время.
   *[white] Белые победили по времени: у чёрных закончилось время.
}
status-wins-no-legal-move = { $winner ->
    [black] Чёрные победили: у белых нет допустимых ходов.
   *[white] Белые победили: у чёрных нет допустимых ходов.
}
status-draw = Ничья.
status-draw-agreement = Ничья по соглашению.
status-draw-count = { $piece ->
    [disc] Ничья: фишек поровну.
    [stone] Ничья: камней поровну.
   *[other] Ничья: фигур поровну.
}
status-draw-board-full = Ничья: доска заполнена.
status-draw-forfeit = Ничья: объявлена после ухода игрока.
status-aborted = Партия прервана: она не засчитывается никому.
status-undone = Ход взят назад.
status-undo-refused = Просьбу взять ход назад отклонили.
status-draw-refused = Предложение ничьей отклонили.
status-play-again-refused = Предложение сыграть ещё раз отклонили.
status-took-seat = { $name } { $seat ->
    [black] играет чёрными.
   *[white] играет белыми.
}
status-left-seat = { $name } { $seat ->
    [black] покидает место чёрных.
   *[white] покидает место белых.
}
status-claimable-you = Игрок { $name } не вернулся: вы можете забрать победу, согласиться на ничью или подождать ещё.
status-claimable = Игрок { $name } не вернулся вовремя.
status-back = Игрок { $name } вернулся.
status-away-gone = { $name }: нет в игре · время на возвращение вышло
status-away-countdown = { $name }: нет в игре · на возвращение осталось { $time }
status-wait-undo = Попросить взять ход назад снова можно через { $seconds } с.
status-wait-draw-time = Предложить ничью снова можно через { $seconds } с.
status-wait-draw-moves = Предложить ничью снова можно через { $moves ->
    [one] { $moves } ход
    [few] { $moves } хода
   *[other] { $moves } ходов
}.
status-wait-draw-time-moves = Предложить ничью снова можно через { $seconds } с и после { $moves ->
    [one] ещё { $moves } хода
   *[other] ещё { $moves } ходов
}.
status-opponent-engine = { $name } ({ $about })
status-opponent-bot = { $name } (бот)
status-opponent-bot-busy = { $name } (бот, занят)

## Часы (state.js)

clock-untimed = Без контроля времени
clock-per-move = { $seconds } с на ход
clock-seconds-plus = { $seconds } с+{ $increment }
clock-preset-sudden-death = { $minutes ->
    [one] { $minutes } минута
    [few] { $minutes } минуты
   *[other] { $minutes } минут
} ({ $minutes }+0)
clock-preset-increment = { $minutes ->
    [one] { $minutes } минута
    [few] { $minutes } минуты
   *[other] { $minutes } минут
} + { $increment } с на ход ({ $minutes }+{ $increment })

## Просмотр партии (replay.js)

replay-start = Начало · { $count ->
    [one] { $count } ход
    [few] { $count } хода
   *[other] { $count } ходов
}.
replay-move-passed = Ход { $ply } из { $total }: { $seat ->
    [black] чёрные пропустили ход.
   *[white] белые пропустили ход.
}
replay-move-played = Ход { $ply } из { $total }: { $seat ->
    [black] чёрные
   *[white] белые
} сыграли { $point }.
replay-move-played-changed = Ход { $ply } из { $total }: { $seat ->
    [black] чёрные
   *[white] белые
} сыграли { $point }, { $changed }.
replay-changed-flips = { $piece ->
    [disc] { $count ->
        [one] перевернув { $count } фишку
        [few] перевернув { $count } фишки
       *[other] перевернув { $count } фишек
    }
    [stone] { $count ->
        [one] перевернув { $count } камень
        [few] перевернув { $count } камня
       *[other] перевернув { $count } камней
    }
   *[other] { $count ->
        [one] перевернув { $count } фигуру
        [few] перевернув { $count } фигуры
       *[other] перевернув { $count } фигур
    }
}
replay-changed-captures = { $piece ->
    [disc] { $count ->
        [one] сняв { $count } фишку
        [few] сняв { $count } фишки
       *[other] сняв { $count } фишек
    }
    [stone] { $count ->
        [one] сняв { $count } камень
        [few] сняв { $count } камня
       *[other] сняв { $count } камней
    }
   *[other] { $count ->
        [one] сняв { $count } фигуру
        [few] сняв { $count } фигуры
       *[other] сняв { $count } фигур
    }
}
replay-end = Запись партии на этом заканчивается.
replay-empty-seat = (свободное место)
replay-outcome = { $outcome ->
    [won] Победа
    [lost] Поражение
    [aborted] Прервана
   *[draw] Ничья
}
replay-outcome-why = { $outcome ->
    [won] Победа
    [lost] Поражение
    [aborted] Прервана
   *[draw] Ничья
} { $why }
replay-why-five = пятью в ряд
replay-why-count = по счёту
replay-why-no-legal-move = из-за отсутствия ходов
replay-why-board-full = при заполненной доске
replay-why-resign = сдачей
replay-why-agreement = по соглашению
replay-why-forfeit = неявкой
replay-why-timeout = по времени
replay-moves = { $count ->
    [one] { $count } ход
    [few] { $count } хода
   *[other] { $count } ходов
}

## Анализ партии (review.js): шансы чёрных на победу и пометки ходов

review-chance = чёрные { $percent }%
review-mark-inaccuracy = Неточность
review-mark-mistake = Ошибка
review-mark-blunder = Грубая ошибка
review-mark-missed-win = { $mark }: упущена победа непрерывными четвёрками
review-verdict-after = { $mark }: { $seat ->
    [black] чёрные
   *[white] белые
} { $percent }% после этого хода
review-verdict-after-best = , { $percent }% после { $point }
review-verdict-before-best = , { $percent }% до него; лучше { $point }
review-verdict-discs-lost = ; { $count ->
    [one] потеряна { $count } фишка
    [few] потеряны { $count } фишки
   *[other] потеряно { $count } фишек
}
review-verdict-missed-win = . Упущена победа непрерывными четвёрками: { $points }

## Таблица турнира для проектора (standings.html, standings.js)

standings-page-title = Турнирная таблица · Boardroom
standings-event-title = { $name } · Турнирная таблица · Boardroom
standings-heading = Турнирная таблица
standings-loading = Загрузка…
standings-table-title = Турнирная таблица
standings-games-title = Партии
standings-waiting = Ждём, когда организатор начнёт · { $count ->
    [one] { $count } участник
    [few] { $count } участника
   *[other] { $count } участников
}
standings-final = Итоговая таблица
standings-arena = Арена · осталось { $time }
standings-round = Тур { $round }
standings-round-of = Тур { $round } из { $rounds }
standings-paused = { $status } · пауза
standings-column-name = Имя
standings-column-score = Очки
standings-column-wins = В
standings-column-draws = Н
standings-column-losses = П
standings-tiebreak-direct-encounter = Личн.
standings-tiebreak-buchholz = Бухгольц
standings-tiebreak-median-buchholz = Медиана
standings-tiebreak-sonneborn-berger = Бергер
standings-tiebreak-wins = Победы
standings-tiebreak-fewer-games = Партии
standings-game-vs = { $black } против { $white }
standings-watch = { " · " }смотреть
standings-byes = Без пары: { $names }
standings-list-separator = { ", " }
standings-no-event = Такого турнира нет.
standings-no-answer = Сервер не ответил; пробуем снова…
standings-unreachable = Сервер недоступен; пробуем снова…

## Play by ear (ear.js): what a player who listens through a screen reader hears in the live
## log, and the text board's labels. $seat, $side: "black" or "white" ("other" for neither);
## $who, $whose: those or "you", the player. $at, $from, $to, $example: a point as the board
## names it ("H8"); $stones, $points, $wins, $makes: points in a list ("G8 or L8").

ear-on = Игра на слух включена. Во время партии введите в поле «Ход» точку, например H8, и нажмите Enter; чтобы услышать справку, введите вопросительный знак.
ear-off = Игра на слух выключена.
ear-room = { $title }, комната { $code }.
ear-room-options = { $title }, комната { $code }, { $options }.
ear-seat =
    { $seat ->
        [black] Вы играете чёрными.
        [white] Вы играете белыми.
       *[other] Вы зритель.
    }
ear-new-game = Новая партия.
ear-position =
    { $count ->
        [one] Сделан { $count } ход.
        [few] Сделано { $count } хода.
        [many] Сделано { $count } ходов.
       *[other] Сделано { $count } хода.
    }
ear-played =
    { $who ->
        [you] Вы сыграли { $at }.
        [black] Чёрные сыграли { $at }.
       *[white] Белые сыграли { $at }.
    }
# $changed: what the move did to other pieces ("turning 2 discs").
ear-played-changed =
    { $who ->
        [you] Вы сыграли { $at }, { $changed }.
        [black] Чёрные сыграли { $at }, { $changed }.
       *[white] Белые сыграли { $at }, { $changed }.
    }
ear-passed =
    { $who ->
        [you] Вы пропустили ход.
        [black] Чёрные пропустили ход.
       *[white] Белые пропустили ход.
    }
ear-your-turn = Ваш ход.
# The words typed in the Move box to answer a request (English's work in every language).
ear-command-agree = да
ear-command-refuse = нет
ear-asks-undo = { $name } просит вернуть свой последний ход. Ответьте кнопкой «Согласиться» или «Отказаться» либо введите { ear-command-agree } или { ear-command-refuse }.
ear-asks-draw = { $name } предлагает ничью. Ответьте кнопкой «Согласиться» или «Отказаться» либо введите { ear-command-agree } или { ear-command-refuse }.
ear-asks-play-again = { $name } предлагает сыграть ещё раз, поменявшись цветами. Ответьте кнопкой «Согласиться» или «Отказаться» либо введите { ear-command-agree } или { ear-command-refuse }.
ear-asked-undo = Вы попросили вернуть свой последний ход. Ожидание ответа: { $name }.
ear-asked-draw = Вы предложили ничью. Ожидание ответа: { $name }.
ear-asked-play-again = Вы предложили сыграть ещё раз. Ожидание ответа: { $name }.
ear-withdrawn-undo = Просьба вернуть ход отозвана.
ear-withdrawn-draw = Предложение ничьей отозвано.
ear-withdrawn-play-again = Предложение сыграть ещё раз отозвано.
ear-nothing-to-answer = Отвечать не на что: запросов нет.
ear-clock-low =
    { $whose ->
        [you] На ваших часах меньше десяти секунд.
        [black] На часах чёрных меньше десяти секунд.
       *[white] На часах белых меньше десяти секунд.
    }

## Play by ear: the Move box's answers

ear-type-point = Введите точку, например { $example }, и нажмите Enter.
# $text: what the player typed.
ear-not-a-point = «{ $text }» — не точка этой доски. Введите точку, например { $example }.
ear-no-room = Вы не участвуете в партии.
ear-watching = Вы зритель: зрители не могут ходить.
ear-waiting = Ждём, когда соперник займёт второе место.
ear-over = Партия окончена.
ear-not-your-turn =
    { $seat ->
        [black] Сейчас ходит { $name } (чёрные).
       *[white] Сейчас ходит { $name } (белые).
    }
ear-sent = Ваш ход отправляется.
# $piece: what the game puts down ("stone", "disc").
ear-taken =
    { $seat ->
        [black] Точка { $at } занята: там стоит { $piece } чёрных.
       *[white] Точка { $at } занята: там стоит { $piece } белых.
    }
ear-forbidden =
    { $seat ->
        [black] Ход на { $at } запрещён для чёрных.
       *[white] Ход на { $at } запрещён для белых.
    }
ear-illegal = Ход на { $at } невозможен.

## Play by ear: reading the board (a point of the text board reads "H8, black, last move")

ear-empty = пусто
ear-stone =
    { $seat ->
        [black] чёрные
       *[white] белые
    }
ear-last-move = последний ход
ear-winning = выигрышный ряд
ear-forbidden-for =
    { $seat ->
        [black] запрещено для чёрных
       *[white] запрещено для белых
    }
ear-no-last = Ходов ещё не было.
ear-last =
    { $seat ->
        [black] Последний ход: чёрные, { $at }.
       *[white] Последний ход: белые, { $at }.
    }
# $line: the line's name (board-direction-*) with a capital.
ear-line-through = { $line } через { $at }:
# $threats: the fours and threes on the line, as sentences.
ear-line-threats = { $line }: { $threats }
ear-no-line = На этой доске нет такой линии.
# A line's points, in runs of the same ($what: black, white or empty): "A8 to F8 empty; G8 and
# H8 black; I8 white."
ear-run-one =
    { $what ->
        [black] { $from } — чёрные
        [white] { $from } — белые
       *[empty] { $from } — пусто
    }
ear-run-two =
    { $what ->
        [black] { $from } и { $to } — чёрные
        [white] { $from } и { $to } — белые
       *[empty] { $from } и { $to } — пусто
    }
ear-run-many =
    { $what ->
        [black] с { $from } по { $to } — чёрные
        [white] с { $from } по { $to } — белые
       *[empty] с { $from } по { $to } — пусто
    }
ear-runs-separator = {"; "}
ear-runs = { $runs }.
ear-five =
    { $side ->
        [black] Пятёрка чёрных: { $stones }.
       *[white] Пятёрка белых: { $stones }.
    }
ear-four =
    { $side ->
        [black] Четвёрка чёрных ({ $stones }): пятёрка на { $wins }.
       *[white] Четвёрка белых ({ $stones }): пятёрка на { $wins }.
    }
ear-open-four =
    { $side ->
        [black] Открытая четвёрка чёрных ({ $stones }): пятёрка на { $wins }.
       *[white] Открытая четвёрка белых ({ $stones }): пятёрка на { $wins }.
    }
ear-three =
    { $side ->
        [black] Открытая тройка чёрных ({ $stones }): открытая четвёрка на { $makes }.
       *[white] Открытая тройка белых ({ $stones }): открытая четвёрка на { $makes }.
    }
ear-no-threats = Ни четвёрок, ни открытых троек.
ear-no-threats-through = На линиях через { $at } нет ни четвёрок, ни открытых троек.
ear-no-threats-on-board = На доске нет ни четвёрок, ни открытых троек.
ear-forbidden-on-line =
    { $seat ->
        [black] Запрещено для чёрных: { $points }.
       *[white] Запрещено для белых: { $points }.
    }
# Between the items of a list ("H8, I8, J8"), and between points one of which will do ("G8 or L8").
ear-comma = {", "}
ear-or = {" или "}

## Play by ear: the text board and the keys

# The text board's corner, over the rows' names (heard, not seen).
ear-corner = Горизонтали
ear-help-intro = Клавиши игры на слух:
ear-help-move = В поле «Ход»: введите точку, например { $example }, и нажмите Enter, чтобы сходить туда.
# $key: a key's letter; $line: a line's name (board-direction-*).
ear-help-reads = { $key } — { $line }
# $lines: the ear-help-reads of each line, in a list; $first: the first line's letter.
ear-help-move-keys = В поле «Ход» линии через точку читают буквы: { $lines }; t называет четвёрки и открытые тройки на линиях через точку, w — на всей доске, l — последний ход; добавьте точку, чтобы читать через неё, например { $first } { $example }; { ear-command-agree } или { ear-command-refuse } — ответ на запрос; b — переход к текстовой доске; ? — эта справка.
ear-help-board = На текстовой доске: стрелки перемещают по доске, Home и End — к концам горизонтали, Enter или пробел — ход в эту точку.
ear-help-board-keys = На текстовой доске линии через точку читают клавиши: { $lines }; T называет четвёрки и открытые тройки на линиях через точку, W — на всей доске; L — переход к последнему ходу; M — переход к полю «Ход»; H или ? — эта справка.
ear-help-toggle = Alt+Shift+E включает и выключает игру на слух.

## Accounts (account.js): the name screen's sign-in form and the lobby's Account panel. $name: a
## player's name.

account-signing-in = Вход…
account-wrong-password = Неверное имя или пароль.
# $wait: how long, as account-seconds or account-minutes say it ("45 seconds").
account-too-many-tries = Слишком много попыток. Попробуйте снова через { $wait }.
account-too-many-tries-later = Слишком много попыток. Попробуйте позже.
account-signed-out = На этом устройстве выполнен выход: с другого устройства был изменён ваш пароль или выполнен выход на остальных ваших устройствах. Войдите снова с паролем.
account-guest = { $name } — гость на этом устройстве. Задайте для этого имени пароль, чтобы сохранить его и входить как { $name } с любого устройства.
account-holder = { $name } — учётная запись: входите с этим именем и паролем на любом устройстве.
account-keeps-name = { $name } — учётная запись, и её имя не меняется.
account-made = Теперь { $name } — учётная запись. Входите с этим именем и паролем на любом другом устройстве.
account-changed = Ваш пароль изменён.
account-wrong-current = Текущий пароль неверен.
account-sending = Отправка…
account-not-connected = Сейчас нет соединения; попробуйте снова чуть позже.
# How many of the account's other devices were signed out.
account-revoked =
    { $count ->
        [0] Других устройств со входом не было.
        [one] Выполнен выход на { $count } другом устройстве.
        [few] Выполнен выход на { $count } других устройствах.
        [many] Выполнен выход на { $count } других устройствах.
       *[other] Выполнен выход на { $count } других устройствах.
    }
account-too-short =
    { $min ->
        [one] Пароль должен содержать не менее { $min } символа.
        [few] Пароль должен содержать не менее { $min } символов.
        [many] Пароль должен содержать не менее { $min } символов.
       *[other] Пароль должен содержать не менее { $min } символа.
    }
account-too-long =
    { $max ->
        [one] Пароль может содержать не более { $max } символа.
        [few] Пароль может содержать не более { $max } символов.
        [many] Пароль может содержать не более { $max } символов.
       *[other] Пароль может содержать не более { $max } символа.
    }
account-differ = Пароли не совпадают: введите один и тот же пароль дважды.
# A wait, in account-too-many-tries.
account-seconds =
    { $count ->
        [one] { $count } секунду
        [few] { $count } секунды
        [many] { $count } секунд
       *[other] { $count } секунды
    }
account-minutes =
    { $count ->
        [one] { $count } минуту
        [few] { $count } минуты
        [many] { $count } минут
       *[other] { $count } минуты
    }

## The host's doing (host.js): a player the host removed or banned, a chat the host stopped

host-kicked = Организатор удалил вас с этого сервера.
host-kicked-more = Вы можете вернуться и продолжить игру.
host-banned = Организатор заблокировал вам доступ к этому серверу.
host-banned-more = Вы не сможете играть здесь, пока организатор не снимет блокировку.
host-come-back = Вернуться
host-muted = Организатор запретил вам писать в чат: ваши сообщения не отправляются.
# $list: the phrases, as the server lists them.
host-phrases = На этом сервере отправляются только эти фразы: { $list }
host-chat-off = Чат на этом сервере отключён.

## Ratings (ratings.js, ratings-view.js): the create form's Rated box, a player's profile and
## the leaderboard. A rating ($rating, $first, $last) is a whole number such as 1712.

ratings-rated = Рейтинговая
ratings-rated-hint = Рейтинговая партия засчитывается только между двумя учётными записями или против компьютера: с гостем, ботом или программой партия играется, но на рейтинг не влияет.
# In a room's options, in a few words ("15×15, Renju, rated").
ratings-rated-room = рейтинговая
ratings-your-ratings = Мой рейтинг
ratings-title = Рейтинги
ratings-back = Назад
ratings-your-profile = Мой профиль
ratings-profile-of = Рейтинги игрока { $name }
ratings-loading = Загрузка…
ratings-account = Учётная запись
ratings-guest = Гость: партии гостя не идут в рейтинг.
ratings-guest-self = Вы играете как гость, а партии гостя не идут в рейтинг: чтобы получать рейтинг, сохраните имя с паролем (в разделе «Учётная запись»).
ratings-no-ratings = Рейтинговых партий пока нет.
ratings-provisional-note = Знак ? отмечает предварительный рейтинг: он устанавливается примерно после 15–25 рейтинговых партий.
ratings-games =
    { $count ->
        [one] { $count } рейтинговая партия
        [few] { $count } рейтинговые партии
        [many] { $count } рейтинговых партий
       *[other] { $count } рейтинговой партии
    }
# A provisional rating, as a screen reader says it (the page shows "1580?").
ratings-provisional = { $rating }, предварительный
# The chart of a rating's history, as a screen reader names it; $title: the game (ratings-kind).
ratings-chart-one = { $title }: { $rating } после 1 рейтинговой партии
ratings-chart =
    { $count ->
        [one] { $title }: от { $first } до { $last } за последнюю { $count } рейтинговую партию
        [few] { $title }: от { $first } до { $last } за последние { $count } рейтинговые партии
        [many] { $title }: от { $first } до { $last } за последние { $count } рейтинговых партий
       *[other] { $title }: от { $first } до { $last } за последние { $count } рейтинговой партии
    }
ratings-last-games = { $title }: последние рейтинговые партии
ratings-when = Когда
ratings-rating = Рейтинг
ratings-leaderboard = Таблица лидеров
ratings-game = Игра
ratings-rule = Правила
ratings-game-of-leaderboard =
    .aria-label = Игра таблицы лидеров
ratings-rule-of-leaderboard =
    .aria-label = Правила таблицы лидеров
ratings-rank = Место
ratings-name = Имя
ratings-games-column = Партии
ratings-no-settled = Установившихся рейтингов пока нет: игрок появится здесь, когда его рейтинг перестанет быть предварительным.
# A rating's kind: the game's title, then the rule's ("Gomoku, Renju").
ratings-kind = { $game }, { $rule }

## The invite's QR code (qr.js), as a screen reader names the picture

qr-alt = QR-код ссылки { $link }

## The desktop app (client/desktop): the words it says that the web page does not. Where the
## page says the same, the app uses the page's message. $seat, $winner: "black" or "white".

## The top bar, and what every screen shares

# The server's AI, by its level: its name as the server gives it ("Boardroom AI (hard)").
desk-ai-name = Boardroom AI ({ $level ->
    [easy] лёгкий
    [hard] сложный
   *[medium] средний
})
desk-status-connected = Подключено к { $server }
desk-status-connecting = Подключение к { $server }…
desk-status-reconnecting = Переподключение к { $server }…
desk-hosting-on-port = · Ваш сервер на порту { $port }
desk-leave-server = Покинуть сервер
desk-stop-hosting = Остановить сервер
desk-playing-as = Вы играете как { $name }
# The language picker's first choice: the system's language, whatever it is.
desk-language-system = Как в системе
# A sentence of the server's words that ends with no stop: the stop the language puts there.
desk-sentence = { $text }.
desk-cancel = Отмена
desk-close = Закрыть
desk-confirm-resign-yes = Да, сдаться
desk-confirm-leave-yes = Да, выйти
desk-confirm-remove-yes = Да, удалить
# Nobody in a seat, or no opponent known.
desk-nobody = никто
# Between addresses, one of which will do ("192.168.1.5:7878 or 10.0.0.2:7878").
desk-or = { " или " }
# The host's notice, at the top of every screen: $label is host-notice-label.
desk-notice-banner = { $label } { $text }
desk-notice-hide = Скрыть объявление

## The first screen: the name, hosting, joining, replaying, the servers found on the network

desk-find-name-hint = Введите своё имя
desk-find-host = Провести игру
desk-find-host-about = Запустите сервер на этом компьютере и пригласите друга из той же сети.
desk-find-open-my-server = Открыть мой сервер
desk-find-join = Присоединиться к игре
desk-find-address = Адрес сервера
desk-find-address-hint = 192.168.1.20:7878 или ссылка-приглашение
desk-find-connect = Подключиться
desk-find-connect-to = Подключиться к { $address }
desk-find-replay = Просмотреть запись партии
desk-find-servers = Серверы в вашей сети
desk-find-no-server = Серверы пока не найдены.
desk-find-no-open-room = Нет комнат со свободным местом.
# An open room of a server found on the network: $options its board, rule and clock.
desk-find-open-room = { $game } ({ $options }) · { $host } ждёт соперника · код { $code }
# $why: one of the desk-probe- messages.
desk-find-probe-failed = Не удалось получить список комнат: { $why }.
desk-find-asking = Запрашиваем список комнат…
desk-probe-answered = сервер ответил { $status }
desk-probe-no-answer = нет ответа
desk-probe-cannot-connect = не удаётся подключиться
desk-probe-connection-lost = соединение прервано
desk-probe-not-boardroom = это не сервер Boardroom
desk-last-server = Последний сервер
desk-discovery-off = Поиск серверов в сети отключён.
# $error: the system's own words.
desk-discovery-failed = Не удаётся искать серверы в сети: { $error }.
# How the hosted server is named to the other apps on the network.
desk-announced-as = Boardroom игрока { $name }
desk-type-name = Сначала введите своё имя.
desk-type-address = Введите адрес сервера, например 192.168.1.20:7878.
desk-type-sgf = Сначала введите путь к файлу SGF.
desk-type-game-link = Введите ссылку на партию, например http://host:7878/g/42.
desk-host-failed = Не удалось запустить игру: { $error }.
desk-connect-failed = Не удалось подключиться: { $error }.
desk-join-code = Войти в { $code }
desk-watch-code = Смотреть { $code }

## The lobby

desk-lobby-hosting = Вы проводите игру. Друзья из вашей сети подключаются к { $addresses }.
desk-lobby-join-by-code = Войти по коду
desk-lobby-no-rooms = Комнат пока нет: создайте первую.
desk-lobby-players = Чёрные: { $black }  против  Белые: { $white }
# A room of the list: its status, how many watch, its code (lobby-watching, lobby-room-code).
desk-lobby-room-line = { $status } · { $watching } · { $code }
desk-create-heading = Создать комнату
desk-create-size = Размер
desk-create-seat = Ваш цвет
desk-create-level = Уровень
desk-create-undo = Отмена хода

## Your games, and records to replay

desk-games-refresh = Обновить
desk-games-opening = Открываем партию…
desk-games-none = Сыгранных партий пока нет.
desk-games-opponent = Соперник
desk-games-game = Игра
desk-games-result = Результат
desk-games-ended = Окончена (UTC)
desk-games-moves = Ходы
# A game's result from the player's side, and why: "Won · five in a row".
desk-games-outcome = { $outcome ->
    [won] Победа
    [lost] Поражение
   *[draw] Ничья
} · { $why }
desk-games-why-five = пять в ряд
desk-games-why-count = подсчёт фишек
desk-games-why-no-legal-move = нет допустимых ходов
desk-games-why-board-full = доска заполнена
desk-games-why-resign = сдача
desk-games-why-agreement = по соглашению
desk-games-why-forfeit = соперник ушёл
desk-games-why-timeout = время
desk-games-why-aborted = прервана
desk-sgf-file = Файл SGF
desk-sgf-hint = /путь/к/партии.sgf или ссылка http://host:7878/g/42
desk-sgf-open = Открыть SGF
desk-sgf-reading = Читаем файл…
desk-record-failed = Не удалось прочитать запись: { $error }.
desk-record-no-game = На сервере нет партии { $id }.
desk-record-not-whole = Не удалось прочитать запись партии целиком.
# $error: the record reader's words.
desk-record-unreadable = Запись партии { $id } на сервере: { $error }.
desk-server-answered = Сервер ответил { $status }.
desk-server-no-answer = Сервер не ответил вовремя.
desk-server-unreachable = Не удаётся связаться с сервером.
desk-file-cannot-open = Не удаётся открыть { $path }: { $error }.
desk-file-cannot-read = Не удаётся прочитать { $path }: { $error }.
# $size: in kibibytes.
desk-file-too-large = { $path } больше { $size } КиБ: это не запись партии.
desk-file-unreadable = Не удаётся разобрать { $path }: { $error }.

## A room

desk-room-code = Код комнаты:
desk-room-link = Ссылка:
desk-room-copy-link = Скопировать ссылку
# $addresses: the server's addresses (desk-or between them).
desk-room-invite-how = В той же сети: откройте ссылку в браузере или в Boardroom подключитесь к { $addresses } и введите код.
desk-room-invite-qr = Или отсканируйте этот код телефоном в той же сети.
desk-room-take-seat = Занять место
desk-room-empty-seat = { $seat ->
    [black] Чёрные
   *[white] Белые
} (место свободно)
desk-room-level = уровень: { $level ->
    [easy] лёгкий
    [hard] сложный
   *[medium] средний
}
desk-room-online = в сети
desk-room-offline = не в сети · может вернуться
# A line of the chat: who said it, before what was said.
desk-chat-from = { $name }:
desk-chat-message = Сообщение

## The replay of a finished game, and its review

desk-replay-title = { $black } против { $white }
# $note: where the record says it comes from.
desk-replay-from-file = из файла: { $note }
desk-replay-passed = { $seat ->
    [black] Чёрные пасовали.
   *[white] Белые пасовали.
}
desk-replay-move-of = Ход { $ply } из { $total }
desk-replay-start = В начало
desk-replay-back = Назад
desk-replay-forward = Вперёд
desk-replay-end = В конец
desk-replay-slider = ход
desk-replay-new-game = Новая партия с этой позиции:
desk-replay-against-computer = Против компьютера
desk-replay-with-friend = С другом
desk-replay-new-game-impossible = Только с позиции, к которой пришли ходами от обычного начала, пока правила не закончили партию.
desk-replay-no-moves = Ходов нет.
desk-replay-move-hover = { $seat ->
    [black] Ход чёрных
   *[white] Ход белых
} № { $ply }
desk-review-server-only = Разбор делает сервер, и только для партий, сыгранных на нём.
desk-review-connect = Подключитесь к { $server }, чтобы разобрать сыгранные там партии.
desk-review-chance = Шансы чёрных на победу здесь: { $percent }%
desk-review-progress = Разбор: { $done } из { $total ->
    [one] { $total } позиции
   *[other] { $total } позиций
}
desk-review-ask = Разобрать с движком
desk-review-good-move = Хороший ход.
desk-review-missed-win-shown = Упущенный выигрыш пронумерован на доске.
desk-review-better-move-shown = Лучший ход обведён зелёным кругом.
desk-review-graph = Шансы чёрных на победу после каждого хода: выше средней линии — перевес чёрных, ниже — белых.

## Events

desk-event-none = Турниров пока нет: создайте турнир, и каждый сыграет с каждым.
desk-event-open = Открыть { $name }
desk-event-form-about = В турнире играют в игру, на доске и с контролем времени из формы справа.
desk-event-name = Название турнира
# The new event form's name until the host types another.
desk-event-default-name = Клубный вечер
desk-event-double-round-robin = Двухкруговой
desk-event-computer-players = Компьютерные участники:
desk-event-round = тур { $round }
desk-event-round-of = тур { $round } из { $rounds }
desk-event-finish = Завершить
desk-event-add-computer-at = Добавить компьютер, уровень
desk-event-entrant-left = { $name } · вышел
desk-event-entrant-removed = { $name } · удалён
desk-event-remove = Удалить { $name }
# $players: event-pair; $result: one of the desk-event-line- messages, event-game-void or
# event-game-playing.
desk-event-game-line = Партия { $game } · { $players } · { $result }
desk-event-set-result = Задать результат партии { $game }
desk-event-result-black = Победа чёрных
desk-event-result-white = Победа белых
desk-event-result-draw = Ничья
desk-event-result-black-forfeit = Победа чёрных за неявкой
desk-event-result-white-forfeit = Победа белых за неявкой
desk-event-result-double-forfeit = Поражение обоим за неявкой
desk-event-line-black = победа чёрных
desk-event-line-white = победа белых
desk-event-line-draw = ничья
desk-event-line-black-forfeit = победа чёрных за неявкой
desk-event-line-white-forfeit = победа белых за неявкой
desk-event-line-double-forfeit = поражение обоим за неявкой

## Accounts

desk-account-password-hint = только для входа в учётную запись
desk-account-password-about = У вашего имени есть пароль? Введите его, чтобы войти с этого устройства; оставьте поле пустым, чтобы играть как гость.
desk-account-sign-in-heading = Вход в учётную запись
desk-account-name = Имя
# Beside the player's name in the top bar, for an account holder.
desk-account-badge = · учётная запись
desk-account-keep-name-about = С паролем никто другой не сможет занять это имя, а вы сможете входить под ним с любого устройства.
desk-account-choose-password = Придумайте пароль
desk-account-repeat-password = Повторите пароль
desk-account-keep-my-name = Сохранить моё имя
desk-account-change-password-about = На других ваших устройствах будет выполнен выход, и войти там нужно будет с новым паролем.
desk-account-sign-out-elsewhere-about = На всех других устройствах, где выполнен вход в эту учётную запись, будет выполнен выход; на этом вход сохранится.
desk-account-current-missing = Введите текущий пароль.
desk-account-wrong-current = Это не ваш текущий пароль.
desk-account-signed-out = Выполнен выход: на другом устройстве сменили пароль учётной записи или вышли на остальных устройствах. Войдите снова, указав имя и пароль.
desk-account-password-length = Пароль должен содержать от { $min } до { $max } символов.
desk-account-standing-holder = Вы вошли в учётную запись { $name }.
desk-account-standing-guest = Вы играете как гость { $name }: имя за вами сохраняет только токен этого устройства.
desk-account-try-again-now = Слишком много попыток: теперь можно попробовать снова.
desk-account-try-again-in = Слишком много попыток: повторите через { $seconds } с.
desk-account-made = Теперь ваше имя — учётная запись: входите под ним с паролем с любого устройства.
# $revoked: account-revoked.
desk-account-password-changed = Пароль изменён. { $revoked }

## Ratings

desk-ratings-needs-account = Рейтинговые партии — только для учётных записей: сохраните имя с паролем на вкладке «Учётная запись».
desk-ratings-refresh = Обновить рейтинги
desk-ratings-guest = Гость: партии гостей не идут в рейтинг. Сохраните имя с паролем, чтобы получить рейтинг.
desk-ratings-provisional = предварительный: рейтинговых партий пока мало
# A rating in a profile: "Gomoku, Freestyle: 1662? · 1 rated game"; $games: ratings-games.
desk-ratings-line = { $title }: { $rating } · { $games }
# A rating after a game, and when: "1534 (2025-11-24 16:10)".
desk-ratings-point = { $rating } ({ $when })
desk-ratings-last-games = Последние партии: { $points }

## The host's controls over the server the app hosts

desk-console-open = Пульт организатора
desk-console-title = Управление вашим сервером
desk-console-asking = Запрашиваем сервер…
desk-console-server-on-port = Сервер на порту { $port }
desk-console-refresh = Обновить
desk-console-open-in-browser = Открыть консоль в браузере
desk-console-key-warning = В ссылке содержится ключ консоли: никому её не передавайте.
desk-console-copy-link = Скопировать ссылку на консоль
desk-console-players = Игроки
desk-console-notice-and-chat = Объявление и чат
desk-console-class = Создать класс
desk-console-server = Сервер и журнал
desk-console-nobody-online = Никого нет в сети.
desk-console-column-name = Имя
desk-console-column-id = ID
desk-console-column-account = Учётная запись
desk-console-column-connections = Подключения
desk-console-column-state = Состояние
desk-console-yes = да
desk-console-no = нет
desk-console-banned = заблокирован
desk-console-muted = без чата
desk-console-kick = Выгнать { $name }
# $name: a player's name, or an address.
desk-console-unban = Разблокировать { $name }
desk-console-ban = Заблокировать { $name }
desk-console-unmute = Разрешить чат: { $name }
desk-console-mute = Запретить чат: { $name }
desk-console-confirm-abort = Прервать партию в комнате { $code }? Никто не победит, и в рейтинг она не пойдёт.
desk-console-confirm-abort-yes = Да, прервать
desk-console-confirm-abort-no = Оставить
desk-console-no-rooms = Комнат пока нет.
desk-console-column-room = Комната
desk-console-column-game = Игра
desk-console-column-black = Чёрные
desk-console-column-white = Белые
desk-console-column-status = Состояние
desk-console-column-watching = Зрители
desk-console-room-waiting = ждёт игрока
desk-console-room-playing = идёт игра
desk-console-room-over = окончена
desk-console-own-game = Идёт ваша собственная партия: сначала доиграйте её.
desk-console-abort = Прервать партию в { $code }
desk-console-notice-heading = Объявление организатора
desk-console-notice-field = Объявление для всех
desk-console-notice-hint = Это увидит каждый игрок вверху экрана
desk-console-send-notice = Отправить объявление
desk-console-take-down = Убрать объявление
desk-console-standing-none = Сейчас действует: нет
desk-console-standing = Сейчас действует: { $text }
desk-console-chat-heading = Чат на этом сервере
desk-console-chat-open = открыт
desk-console-chat-phrases = только готовые дружелюбные фразы (детский режим)
desk-console-chat-off = выключен
desk-console-class-about = Для каждого имени создаётся учётная запись с новым паролем; пароли показываются только один раз — на карточках для входа ниже.
desk-console-names-field = Имена, по одному в строке
desk-console-make-class = Создать их учётные записи
desk-console-cards = Карточки для входа
desk-console-copy-cards = Скопировать карточки
desk-console-card-password = Пароль: { $password }
desk-console-card-open = Открыть: { $link }
desk-console-backup = Сделать резервную копию базы сейчас
desk-console-backup-about = В папку backups/ каталога данных (хранятся последние 10).
desk-console-banned-addresses = Заблокированные адреса
desk-console-address-to-ban = Адрес для блокировки
desk-console-ban-address = Заблокировать адрес
desk-console-none = Нет.
desk-console-engines = Движки
desk-console-no-engines = Внешних движков нет.
# An engine: its name, the protocol it speaks, the games it plays.
desk-console-engine = { $name } · { $protocol } · играет: { $plays }
desk-console-bots = Боты в сети
desk-console-no-bots = Ботов в сети нет.
desk-console-bot = { $name } · играет: { $plays } · { $busy ->
    [busy] занят
   *[free] свободен
}
desk-console-log = Журнал действий
desk-console-log-empty = Пока ничего.
# A line of the audit log; $action and $detail are the server's own words.
desk-console-log-line = { $time } UTC · { $action }: { $detail }
desk-console-every-game = любые игры
desk-console-plays-rules = { $game } ({ $rules })
desk-console-plays-separator = { "; " }
desk-console-key-unreadable = Не удалось прочитать ключ консоли из { $path }: { $error }.
desk-console-key-empty = Файл ключа консоли { $path } пуст.
desk-console-key-refused = Сервер не принял ключ консоли (401).
desk-console-state-unreadable = Не удалось прочитать состояние консоли: { $error }.
desk-console-action-unwritable = Не удалось записать действие: { $error }.
desk-console-answer-unreadable = Не удалось прочитать ответ сервера: { $error }.
desk-console-answer-not-whole = Не удалось прочитать ответ сервера целиком.
desk-console-cannot-ask = Не удалось обратиться к серверу: { $error }.

## egui's own words, said in the player's language

# The handle that resizes a side panel, as assistive technologies name it.
desk-resize-panel = Изменить размер панели
# The handles that resize a window, by its edges and corners.
desk-window-resize-right = Изменить размер окна за правый край
desk-window-resize-left = Изменить размер окна за левый край
desk-window-resize-bottom = Изменить размер окна за нижний край
desk-window-resize-top = Изменить размер окна за верхний край
desk-window-resize-bottom-right = Изменить размер окна за правый нижний угол
desk-window-resize-top-right = Изменить размер окна за правый верхний угол
desk-window-resize-bottom-left = Изменить размер окна за левый нижний угол
desk-window-resize-top-left = Изменить размер окна за левый верхний угол

## Что сервер говорит игрокам (server-): почему запрос отклонён и о чём сервер сообщает сам (words сообщения error).

server-rule-reason = { $reason ->
        [off_board] точка за пределами доски
        [occupied] точка уже занята
        [no_flip] ход не переворачивает ни одной фишки
        [cannot_pass] пропустить ход сейчас нельзя
        [suicide] после хода у своей группы не остаётся дамэ
        [captures] ход захватил бы камни соперника
        [center_first] первый ход нельзя делать в центр
        [overline] запрещено для чёрных: длинный ряд
        [double_four] запрещено для чёрных: двойная четвёрка
        [double_three] запрещено для чёрных: двойная тройка
        [game_over] партия окончена
       *[other] { $reason }
    }

## The connection, and signing in

server-full = сервер переполнен; попробуйте позже
server-frame-not-text = кадры должны быть текстом JSON
server-frame-too-large = кадр может занимать не больше { $most } { $most ->
        [one] байта
        [few] байт
        [many] байт
       *[other] байт
    }
server-too-fast = слишком много сообщений; отправляйте реже
server-too-fast-closed = слишком много сообщений; соединение закрыто
server-frame-over-limit = в кадре { $length } { $length ->
        [one] байт
        [few] байта
        [many] байт
       *[other] байта
    }, больше предела в { $most } { $most ->
        [one] байт
        [few] байта
        [many] байт
       *[other] байта
    }
server-frame-bad-json = кадр не является корректным JSON: { $detail }
server-frame-not-an-object = сообщение должно быть объектом JSON
server-frame-no-type = у сообщения должно быть строковое поле "type"
server-frame-unknown-type = неизвестный тип сообщения "{ $type }"
server-frame-bad-field = { $type }: поле "{ $field }": { $detail }
server-frame-bad-message = { $type }: { $detail }
server-hello-first = сначала отправьте hello
server-hello-twice = hello отправляют один раз, первым
server-protocol-version = этот сервер работает по протоколу { $ours }, а не { $theirs }
server-banned = организатор заблокировал вам доступ к этому серверу
server-new-players-too-fast = слишком много новых игроков с вашего адреса; войдите с сохранённым токеном или подождите минуту
server-wrong-password = неверное имя или пароль
server-account-tried-too-often = в эту учётную запись пытались войти слишком часто; подождите минуту
server-sign-ins-too-fast = слишком много попыток входа с вашего адреса; подождите немного

## Names and accounts

server-name-length = имя — от 1 до { $most } { $most ->
        [one] символа
        [few] символов
        [many] символов
       *[other] символов
    }
server-name-invisible-characters = в имени не может быть управляющих символов, символов направления текста и других невидимых символов форматирования
server-name-nothing-visible = в имени должен быть хотя бы один видимый символ
server-name-is-the-ai = это имя принадлежит ИИ сервера
server-name-is-an-engine = так называется одна из программ сервера
server-name-is-a-bot = это имя занято ботом, который сейчас в сети
server-name-has-account = у этого имени есть учётная запись: войдите с её паролем или выберите другое имя
server-name-taken = у имени «{ $name }» (или похожего на него) уже есть учётная запись; выберите другое имя
server-bot-keeps-name = бот сохраняет имя, с которым вошёл
server-account-keeps-name = имя учётной записи изменить нельзя
server-bot-no-password = бот входит со своим ключом, а не с паролем
server-bot-has-no-account = бот входит со своим ключом; учётной записи у него нет
server-account-exists = у вас уже есть учётная запись (пароль меняет change_password)
server-no-account = у вас нет учётной записи (её создаёт sign_up)
server-not-the-password = это не текущий пароль учётной записи
server-password-length = пароль — от { $least } до { $most } { $most ->
        [one] символа
        [few] символов
        [many] символов
       *[other] символов
    }
server-passwords-busy = сейчас не удаётся проверить пароль; попробуйте ещё раз

## Chat

server-chat-muted = организатор запретил вам писать в чат: ваши сообщения не отправляются
server-chat-off = чат на этом сервере выключен
server-chat-phrases-only = на этом сервере отправляются только эти фразы: { $phrases }
server-chat-length = сообщение в чате — от 1 до { $most } { $most ->
        [one] символа
        [few] символов
        [many] символов
       *[other] символов
    }, и не только из пробелов

## Making and finding rooms

server-not-in-a-room = вы не в комнате
server-no-such-room = комнаты { $code } нет
# $code: the room's code; asked again, the room is found once a live machine holds it
server-room-moving = комната { $code } переезжает на другую машину сервера: скоро вернётся
server-busy-retry = сервер занят: попробуйте ещё раз через мгновение
server-room-list-unread = ваш прошлый список комнат ещё не прочитан
server-new-rooms-too-fast = слишком много новых комнат с вашего адреса; подождите минуту
server-new-rooms-and-events-too-fast = слишком много новых комнат и турниров с вашего адреса; подождите минуту
server-rooms-per-player = вы уже сидите в { $count } { $count ->
        [one] комнате
        [few] комнатах
        [many] комнатах
       *[other] комнатах
    }; сначала выйдите из одной
server-waiting-rooms-per-player = { $count ->
        [one] у вас уже { $count } комната ждёт соперника
        [few] у вас уже { $count } комнаты ждут соперника
        [many] у вас уже { $count } комнат ждут соперника
       *[other] у вас уже { $count } комнаты ждут соперника
    }; сначала закройте одну
server-ai-games-per-player = вы уже играете { $count } { $count ->
        [one] партию
        [few] партии
        [many] партий
       *[other] партии
    } против ИИ; сначала доиграйте одну
server-too-many-rooms = на сервере открыто слишком много комнат
server-rooms-per-address = { $count ->
        [one] { $count } комната, созданная с вашего адреса, открыта
        [few] { $count } комнаты, созданные с вашего адреса, открыты
        [many] { $count } комнат, созданных с вашего адреса, открыто
       *[other] { $count } комнаты, созданные с вашего адреса, открыты
    }; сначала закройте несколько
server-not-stored = сервер не смог это сохранить; попробуйте ещё раз
server-room-not-claimed = не удалось занять комнату: { $detail }
server-room-not-stored-new = не удалось сохранить комнату: { $detail }
server-opening-not-stored = не удалось сохранить дебют комнаты: { $detail }
server-room-not-opened = не удалось открыть комнату: { $detail }
server-room-closed = комната закрыта
server-room-away = сервер комнаты недоступен; попробуйте через минуту
server-engine-or-bot = либо программа, либо бот, но не оба
server-engine-or-bot-needs-ai = программа или бот играют только при "opponent": "ai"
server-ai-budget-range = ai_budget_ms — от { $min } до { $max } { $max ->
        [one] миллисекунды
        [few] миллисекунд
        [many] миллисекунд
       *[other] миллисекунд
    }
server-clock-initial-range = clock.initial_s — от 1 до { $max } { $max ->
        [one] секунды
        [few] секунд
        [many] секунд
       *[other] секунд
    }
server-clock-increment-range = clock.increment_s — от 0 до { $max } { $max ->
        [one] секунды
        [few] секунд
        [many] секунд
       *[other] секунд
    }
server-clock-per-move-range = clock.per_move_s — от 1 до { $max } { $max ->
        [one] секунды
        [few] секунд
        [many] секунд
       *[other] секунд
    }
server-clock-shape = clock — это либо {"{"}initial_s, increment_s?{"}"} (Фишер), либо {"{"}per_move_s{"}"} (время на ход)

## A game's options ($game: gomoku, reversi, nogo or hex_gomoku)

server-options-size-only = в { $game ->
        [gomoku] гомоку
        [reversi] реверси
        [nogo] NoGo
        [hex_gomoku] гекс-гомоку
       *[other] { $game }
    } играют только на доске размера { $min }, а не { $size }
server-options-size-range = размер доски в { $game ->
        [gomoku] гомоку
        [reversi] реверси
        [nogo] NoGo
        [hex_gomoku] гекс-гомоку
       *[other] { $game }
    } — от { $min } до { $max }, а не { $size }
server-options-unknown-rule = неизвестное правило «{ $rule }»: ожидается одно из { $rules }
server-options-no-option = у { $game ->
        [gomoku] гомоку
        [reversi] реверси
        [nogo] NoGo
        [hex_gomoku] гекс-гомоку
       *[other] { $game }
    } нет параметра { $option }

## A room's opening

server-no-such-opening = в этой игре нет дебюта «{ $name }»; есть "random", { $names }
server-opening-move-refused = ход { $number } дебюта ({ $point }): { server-rule-reason }
server-opening-ends-game = этот дебют заканчивает партию ещё до её начала
server-opening-leaves-pass = после этого дебюта у { $side ->
        [black] чёрных
       *[white] белых
    } нет других ходов, кроме пропуска: закончите дебют на ход раньше или позже

## In a room: seats, moves, requests

server-not-your-turn = сейчас не ваш ход
server-stale-ply = позиция уже изменилась: на доске { $played } { $played ->
        [one] ход
        [few] хода
        [many] ходов
       *[other] хода
    }, а вы отправили ход номер { $ply }
server-illegal-move = недопустимый ход { $move }: { server-rule-reason }
server-illegal-pass = нельзя пропустить ход: { server-rule-reason }
server-abort-too-late = обе стороны уже сходили: прервать партию больше нельзя (сдайтесь или предложите ничью)
server-claim-too-soon = потребовать победу можно только после того, как истечёт отсчёт времени отсутствующего соперника
server-seats-taken = оба места заняты
server-room-full = оба места заняты; войдите как зритель, чтобы смотреть
server-already-seated-or-invited = { $name } уже сидит здесь или приглашён
server-no-seat-kept = в этой комнате для вас не оставлено места
server-not-in-this-room = вы не в этой комнате
server-spectator-cannot-play = у вас нет места: зрители могут смотреть и писать в чат, но не играть
server-game-over = партия окончена
server-waiting-for-opponent = ждём, пока соперник займёт второе место
server-ai-no-move = ИИ не нашёл хода
server-undo-off = в этой комнате отмена ходов выключена
server-undo-nothing = вам нечего отменять
server-draw-too-soon = ничью можно предлагать раз в { $every } { $every ->
        [one] ход
        [few] хода
        [many] ходов
       *[other] хода
    }; до следующего предложения ещё { $left } { $left ->
        [one] ход
        [few] хода
        [many] ходов
       *[other] хода
    }
server-ask-again-later = ваш прошлый запрос отклонили: { $what ->
        [undo] попросить отменить ход
       *[draw] предложить ничью
    } снова можно через { $seconds } с
server-request-pending = этот запрос уже ждёт ответа
server-nothing-to-answer = у соперника нет запроса, на который нужно ответить
server-game-still-on = партия ещё идёт
server-no-opponent-to-play-again = нет соперника, чтобы сыграть ещё раз
server-not-a-room-message = { $type } — не сообщение комнаты
server-room-not-stored = сервер не смог это сохранить; ничего не изменилось, попробуйте ещё раз
server-room-failed = в этой комнате произошёл сбой, и она закрыта; сделанные ходы сохранены

## The AI, engines and bots

server-ai-busy = ИИ сервера слишком занят; попробуйте чуть позже
server-engine-does-not-play = программа { $name } не играет в эту игру с такими параметрами
server-engines-all-busy = на сервере запущено максимум программ; попробуйте позже
server-engines-address-cap = с вашего адреса запущено максимум программ; сначала выйдите из партии против одной из них
server-room-no-such-engine = на сервере комнаты нет программы «{ $name }»
server-no-such-engine-none = программы «{ $name }» нет: на этом сервере нет программ
server-no-such-engine = программы «{ $name }» нет: на этом сервере есть { $names }
server-bot-declined = бот { $name } отклонил приглашение; место { $side ->
        [black] чёрных
       *[white] белых
    } снова свободно
server-bot-did-not-come = бот { $name } не пришёл вовремя; место { $side ->
        [black] чёрных
       *[white] белых
    } снова свободно
server-bot-does-not-play = бот { $name } не играет в эту игру с такими параметрами
server-bot-rooms-per-player = вы уже играете с ботом { $name } в { $count } { $count ->
        [one] комнате
        [few] комнатах
        [many] комнатах
       *[other] комнатах
    } — это предел для одного игрока; сначала доиграйте с ним одну партию
server-bot-rooms-cap = бот { $name } уже играет в максимальном для бота числе комнат ({ $count }); попробуйте позже
server-bot-busy = бот { $name } занят: ни одно из его подключений не ждёт партии
server-bot-other-node = бот играет только в комнатах того узла, к которому подключён
server-bot-plays-too-many = бот может указать не больше { $count } { $count ->
        [one] игры
        [few] игр
        [many] игр
       *[other] игр
    }
server-bot-connections-per-address = с вашего адреса уже в сети { $count } { $count ->
        [one] подключение
        [few] подключения
        [many] подключений
       *[other] подключения
    } ботов; сначала закройте одно
server-bot-name-online = бот с именем { $name } уже в сети
server-no-such-bot = бота с именем «{ $name }» нет в сети
server-bot-game-has-no-rules = у { $game ->
        [gomoku] гомоку
        [reversi] реверси
        [nogo] NoGo
        [hex_gomoku] гекс-гомоку
       *[other] { $game }
    } нет вариантов правил
server-bot-not-a-size = { $size } — не размер доски
server-bots-unread = сервер не смог прочитать своих ботов; попробуйте ещё раз
server-bots-registered-only = на этом сервере играют только зарегистрированные боты: организатор регистрирует бота командой `boardroom-server bots add NAME`, которая выводит ключ, с которым бот входит как с токеном (docs/bots.md)

## Games past, games from files, reviews, ratings

server-no-such-player = такого игрока нет
server-games-unread = сервер не смог прочитать ваши партии; попробуйте ещё раз
server-game-unread = сервер не смог прочитать партию; попробуйте ещё раз
server-no-such-game = партии с идентификатором «{ $game }» нет
server-replay-not-over = партия { $game } ещё не окончена: её можно будет просмотреть, когда она закончится
server-stored-game-no-replay = сохранённую партию не удаётся воспроизвести
server-file-unread = не удалось прочитать файл
server-sgf-setup-review = файл SGF начинается с расставленной позиции (AB, AW или AE): разбор начинается с самого начала партии
server-imports-per-player = у вас уже { $count } { $count ->
        [one] партия
        [few] партии
        [many] партий
       *[other] партии
    } из файлов для разбора — это предел для одного игрока; разберите лучше партии, сыгранные здесь
server-imports-per-address = у игроков с вашего адреса уже { $count } { $count ->
        [one] партия
        [few] партии
        [many] партий
       *[other] партии
    } из файлов для разбора — это предел для одного адреса
server-imports-full = сервер хранит максимум партий из файлов; разберите лучше партии, сыгранные здесь
server-import-not-kept = сервер не смог сохранить партию; попробуйте ещё раз
server-live-games-unread = сервер не смог прочитать ваши текущие партии; попробуйте ещё раз
server-reaches-live-game = { $what ->
        [file] этот файл доходит
        [game] эта партия доходит
        [opening] этот дебют доходит
       *[review_rest] оставшаяся часть разбора доходит
    } до позиции вашей текущей партии: программы сервера не помогают в ваших собственных партиях; попросите снова, когда та партия закончится
server-check-failed = проверка не удалась; попробуйте ещё раз
server-reviews-per-player = у вас уже идёт { $count } { $count ->
        [one] разбор
        [few] разбора
        [many] разборов
       *[other] разбора
    }; попросите снова, когда один закончится
server-review-positions-per-address = с вашего адреса на разборе уже { $owed } { $owed ->
        [one] позиция
        [few] позиции
        [many] позиций
       *[other] позиции
    }, а в этой партии { $positions } { $positions ->
        [one] позиция
        [few] позиции
        [many] позиций
       *[other] позиции
    }; максимум — { $most }: попросите снова, когда разбор закончится
server-reviews-busy = сервер разбирает много партий; попробуйте позже
server-review-not-yours = партия { $game } не ваша: попросить разбор могут только её игроки (или тот, кто загрузил её файл)
server-review-not-over = партия { $game } ещё не окончена
server-review-no-replay = сохранённую партию { $game } не удаётся воспроизвести
server-review-store-failed = сервер не смог это прочитать или сохранить; попробуйте ещё раз

## An SGF file that cannot be read ($at: the byte where the problem is)

server-sgf-no-game-tree = файл SGF: это не файл SGF: не найдено дерево партии «(»
server-sgf-not-text = файл SGF: это не текст: байт { $at } не в UTF-8 (и не в Latin-1, указанной в CA)
server-sgf-unclosed-tree = файл SGF: дерево партии, открытое в байте { $at }, не закрыто
server-sgf-unclosed-value = файл SGF: незакрытое значение свойства в байте { $at }
server-sgf-unexpected = файл SGF: неожиданный символ «{ $found }» в байте { $at }
server-sgf-no-value = файл SGF: у свойства { $property } в байте { $at } нет значения
server-sgf-unknown-game = файл SGF: неизвестная игра GM[{ $game }]: Boardroom читает GM[4] (гомоку, рэндзю, каро, гекс-гомоку), GM[2] (реверси) и GM[1] с RU[nogo]
server-sgf-unknown-rule = файл SGF: неизвестное правило RU[{ $rule }]: ожидается freestyle, standard, renju, caro или hex
server-sgf-bad-value = файл SGF: не удаётся прочитать { $property }[{ $value }] в байте { $at }
server-sgf-unsupported = файл SGF: { $what ->
        [empty_tree] дерево партии без узлов
        [rectangular_board] прямоугольная доска
        [removing_stones] снятие камней (AE)
        [two_moves_in_a_node] второй ход в одном узле
        [late_setup] расстановка после первого хода
       *[other] { $what }
    } (байт { $at }) не поддерживается
server-sgf-size-only = файл SGF: доска: в { $game ->
        [gomoku] гомоку
        [reversi] реверси
        [nogo] NoGo
        [hex_gomoku] гекс-гомоку
       *[other] { $game }
    } играют только на доске размера { $min }, а не { $size }
server-sgf-size-range = файл SGF: доска: размер доски в { $game ->
        [gomoku] гомоку
        [reversi] реверси
        [nogo] NoGo
        [hex_gomoku] гекс-гомоку
       *[other] { $game }
    } — от { $min } до { $max }, а не { $size }
server-sgf-board-unknown-rule = файл SGF: доска: неизвестное правило «{ $rule }»: ожидается одно из { $rules }
server-sgf-no-option = файл SGF: доска: у { $game ->
        [gomoku] гомоку
        [reversi] реверси
        [nogo] NoGo
        [hex_gomoku] гекс-гомоку
       *[other] { $game }
    } нет параметра { $option }
server-sgf-setup-off-board = файл SGF: расстановка: камень за пределами доски в точке { $point }
server-sgf-setup-overlap = файл SGF: расстановка: два камня в точке { $point }
server-sgf-setup-no-liberty = файл SGF: расстановка: у группы в точке { $point } нет дамэ
server-sgf-setup-already-won = файл SGF: расстановка: в точке { $point } уже стоит выигрышный ряд
server-sgf-wrong-turn = файл SGF: ход { $number } (байт { $at }) — ход { $side ->
        [black] чёрных, но сейчас очередь белых
       *[white] белых, но сейчас очередь чёрных
    }
server-sgf-illegal = файл SGF: ход { $number } { $move } (байт { $at }) недопустим ({ server-rule-reason })
server-sgf-result-not-win = файл SGF: RE[{ $result }], но по ходам побеждают { $side ->
        [black] чёрные
       *[white] белые
    }
server-sgf-result-not-draw = файл SGF: RE[{ $result }], но по ходам партия кончается ничьей

## Events

server-event-name = название турнира — от 1 до { $most } { $most ->
        [one] символа
        [few] символов
        [many] символов
       *[other] символов
    }, без управляющих символов
server-event-openings-twice = партии турнира начинаются либо с его набора дебютов, либо с options.opening, но не с того и другого сразу
server-event-too-many-named = при создании турнира можно назвать не больше { $most } { $most ->
        [one] участника
        [few] участников
        [many] участников
       *[other] участников
    }; остальные могут присоединиться потом
server-event-named-twice = { $name } назван дважды
server-event-no-challenger-named = претендент в гаунтлете — первый названный участник: назовите хотя бы одного
server-events-per-host = { $count ->
        [one] у вас уже идёт { $count } турнир
        [few] у вас уже идут { $count } турнира
        [many] у вас уже идут { $count } турниров
       *[other] у вас уже идут { $count } турнира
    }; сначала завершите один
server-events-busy = на сервере идёт максимум турниров; попробуйте, когда один из них закончится
server-event-not-claimed-leaving = не удалось занять турнир: этот сервер выходит из кластера
server-event-not-claimed = не удалось занять турнир: { $detail }
server-event-not-stored = не удалось сохранить турнир: { $detail }
server-event-rules-failed = сбой в правилах турнира
server-no-such-event = турнира «{ $event }» нет
server-event-unreachable = ни один сервер кластера не отвечает за турнир { $event }; попробуйте через минуту
server-event-answered-amiss = сервер турнира ответил некорректно
server-event-bad-command = не удаётся прочитать команду турнира: { $detail }
server-event-host-only = это может сделать только организатор турнира
server-event-action-needs-field = для действия { $action } нужно поле "{ $field }"
server-event-bot-joins-itself = бота в турнир добавляет организатор, сам он не записывается
server-event-no-such-entrant = в турнире нет участника «{ $name }»
server-no-such-engine-here = на этом сервере нет программы «{ $name }»
server-engine-not-stored = не удалось сохранить программу: { $detail }
server-event-stopped = турнир остановлен

## An event's own refusals

server-event-started = турнир уже начался
server-event-not-started = турнир ещё не начался
server-event-over = турнир окончен
server-event-already-in = этот участник уже в турнире
server-event-unknown-entrant = такого участника в турнире нет
server-event-entrant-left = этот участник уже покинул турнир
server-event-entrant-removed = организатор исключил этого участника из турнира
server-event-entrant-name = имя участника — от 1 до 256 байт
server-event-full = в турнире нет мест
server-event-closed = турнир больше не принимает участников
server-event-too-few = слишком мало участников, чтобы начать
server-event-too-many-rounds = туров больше, чем участники могут сыграть, не встречаясь дважды
server-event-no-challenger = претендент гаунтлета ещё не присоединился
server-event-unknown-game = такой партии в турнире нет
server-event-already-decided = у этой партии уже есть результат
server-event-not-counted = эта партия больше не засчитывается
server-event-already-paused = турнир уже приостановлен
server-event-not-paused = турнир не приостановлен
server-event-no-round = сейчас не идёт ни один тур
server-event-arena-no-rounds = в арене нет туров
server-event-swiss-no-rounds = в швейцарской системе нужен хотя бы один тур
server-event-swiss-too-many-rounds = в швейцарской системе не больше 64 туров
server-event-arena-too-short = арена длится не меньше минуты
server-event-arena-too-long = арена длится не больше суток
server-event-too-many-openings = в турнире можно использовать не больше 10000 дебютов
server-event-wait-too-long = перерыв или ожидание длится не больше часа

## Sounds and the turn alert

alerts-sound = Звуки
alerts-notify = Сообщать, когда мой ход
alerts-notify-denied = Браузер не разрешает этой странице показывать уведомления: включите их в настройках браузера.
alerts-turn-title = Ваш ход
alerts-turn-body = В комнате { $room } сделан ход ({ $opponent }).
alerts-turn-body-start = Партия в комнате { $room } началась: ваш ход.

## What the host did to a room

host-closed-room = Организатор закрыл комнату.

## Desktop app: the turn alert, and closing a room from the host's controls

desk-alerts-notify-hint = Когда наступает ваш ход, а окно не на переднем плане, оно привлечёт ваше внимание на панели задач или в Dock.
desk-console-close-room = Закрыть комнату { $code }
desk-console-confirm-close = Закрыть комнату { $code }? Идущая в ней партия будет прервана, а все, кто в комнате, вернутся в лобби.
desk-console-confirm-close-yes = Да, закрыть
