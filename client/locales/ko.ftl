# Boardroom 한국어 문구: 웹 페이지와 데스크톱 앱 공용. 메시지는 en.ftl과 같습니다.

## The page's top bar

page-title = Boardroom
page-brand = Boardroom
page-language = 언어
page-connected = 연결됨
page-connecting = 연결 중…
page-reconnecting = 다시 연결 중…
page-your-turn-title = 내 차례 · Boardroom
page-change-name =
    .title = 이름 바꾸기
page-ear-mode = 소리로 두기
page-ear-mode-hint = (화면 낭독기 모드, Alt+Shift+E)

## The host's notice

host-notice-region =
    .aria-label = 호스트의 공지
host-notice-label = 호스트 공지:
host-notice-close = 공지 닫기
