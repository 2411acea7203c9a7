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
