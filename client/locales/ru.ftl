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
