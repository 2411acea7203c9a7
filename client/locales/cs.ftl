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
