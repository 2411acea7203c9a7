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

## The page: the name screen, the lobby (new game, rooms, events, your games, account), an
## event, a room, the replay (index.html and app.js)

## The name screen

name-title = 친구와 보드게임 한 판
name-lead = 같은 네트워크의 친구나 컴퓨터와 함께 즐기는 보드게임.
name-lead-games = { $games }: 같은 네트워크의 친구나 컴퓨터와 함께 두세요.
name-label = 내 이름
name-input =
    .placeholder = 예: Ada
name-play = 시작
name-save = 저장
name-join = 대국 참가
name-invited = { $room } 방에 초대받았습니다. 이름을 입력하고 대국에 참가하세요.
name-invited-by = { $host } 님이 { $game }({ $details }) 대국에 초대했습니다. 이름을 입력하고 참가하세요.
name-signin = 비밀번호로 로그인
name-signin-account = 계정 이름
name-signin-password = 비밀번호
name-signin-submit = 로그인

## The lobby: rooms and your games

lobby-title = 로비
lobby-rooms = 방
lobby-rooms-empty = 아직 방이 없습니다. 방을 만들고 친구에게 링크를 보내세요.
lobby-qr = 같은 네트워크의 휴대폰으로 이 코드를 스캔하면 Boardroom이 열립니다.
lobby-code = 방 코드
lobby-join = 참가
lobby-watch = 관전
lobby-join-room = { $code } 방에 참가
lobby-watch-room = { $code } 방 관전
lobby-room-waiting = 상대를 기다리는 중
lobby-room-playing = 대국 중
lobby-room-over = 종료
lobby-watching = 관전 { $count }명
lobby-room-code = 코드 { $code }
lobby-vs = 대
lobby-open-seat = 빈자리
lobby-no-undo = 무르기 없음
lobby-no-clock = 시간제한 없음
lobby-games = 내 대국
lobby-games-empty = 끝난 대국이 여기에 표시됩니다.
lobby-games-more = 이전 대국
lobby-sgf-file = SGF 파일 열기
lobby-game-vs = 대 { $opponent }
lobby-replay = 다시 보기
lobby-replay-game = { $opponent } 님과의 대국 { $id } 다시 보기

## The lobby: a new game

create-title = 새 대국
create-none = 서버가 지원하는 게임을 알려 주지 않아 대국을 만들 수 없습니다.
create-game = 게임
create-size = 판 크기
create-seat = 내 색
create-seat-random = 무작위
create-seat-black = 흑 (먼저 둠)
create-seat-white = 백
create-opponent = 상대
create-opponent-human = 친구
create-opponent-ai = 컴퓨터
create-engine = 프로그램
create-engine-default = Boardroom AI
create-level = 컴퓨터 난이도
create-level-easy = 쉬움
create-level-medium = 보통
create-level-hard = 어려움
create-clock = 시간제한
create-undo = 무르기 허용
create-submit = 방 만들기

## Events: the lobby's list, a new event, an event's page

event-list = 대회
event-list-empty = 아직 대회가 없습니다. 동호회 모임, 수업, LAN 파티에서 대회를 만들면 모두가 서로 한 번씩 둡니다.
event-new = 새 대회
event-new-hint = 대회의 모든 대국은 '새 대국'에서 고른 게임, 판, 시간제한으로 진행됩니다.
event-name = 이름
event-name-input =
    .value = 동호회 모임
event-format = 방식
event-format-round-robin = 리그전: 모두가 서로 한 번씩
event-format-double = 더블 리그전: 색을 바꿔 두 번씩
event-format-swiss = 스위스 방식: 정해진 라운드 수
event-format-arena = 아레나: 정해진 시간 동안 비어 있는 사람끼리
event-format-gauntlet = 건틀릿: 첫 번째 컴퓨터 참가자가 모두와 대국
event-rounds = 라운드 수
event-minutes = 시간(분)
event-ai = 컴퓨터 참가자
event-play = 나도 참가
event-openings = 균형 잡힌 오프닝 (각 오프닝을 양쪽 색으로 한 번씩)
event-create = 대회 만들기
event-kind-round-robin = 리그전
event-kind-swiss = 스위스 방식
event-kind-arena = 아레나
event-kind-gauntlet = 건틀릿
event-status-waiting = 참가 접수 중
event-status-running = 진행 중
event-status-paused = 일시 정지
event-status-over = 종료
event-entrants = 참가자 { $count }명
event-open = 열기
event-open-event = { $name } 대회 열기
event-go = 내 대국으로 가기
event-join = 대회 참가
event-leave = 대회 나가기
event-projector = 프로젝터용 순위표 페이지
event-back = 로비로 돌아가기
event-host-group =
    .aria-label = 호스트 조작
event-host-column = 호스트 조작
event-start = 시작
event-pause = 일시 정지
event-resume = 재개
event-end-round = 라운드 끝내기
event-finish = 대회 끝내기
event-add-ai = 컴퓨터 추가
event-add = 추가
event-standings = 순위
event-column-name = 이름
event-column-score = 점수
event-column-wins = 승
event-column-draws = 무
event-column-losses = 패
event-games = 대국
event-games-empty = 호스트가 대회를 시작하면 대국이 여기에 표시됩니다.
event-taking = 참가 접수 중: 지금까지 { $count }명. 호스트가 시작합니다.
event-over = 대회가 끝났습니다: 최종 순위입니다.
event-paused-by-host = 호스트가 일시 정지했습니다.
event-arena-until = 아레나, { $time }까지.
event-round = { $round }라운드.
event-round-of = { $round }/{ $rounds }라운드.
event-host-name = 호스트 { $name }
event-you = { $name } (나)
event-remove = 제외
event-remove-entrant = { $name } 님을 대회에서 제외
event-pair = { $black } 대 { $white }
event-game-void = 무효
event-game-playing = 대국 중
event-game-round = { $round }라운드
event-game-opening = 오프닝 { $opening }
event-watch-game = { $game } 관전
event-result-of = { $game } 결과
event-set = 설정
event-set-result = { $game } 결과 설정
event-confirm-remove = { $name } 님을 대회에서 제외할까요? 진행 중인 대국은 패배로 처리됩니다.
event-confirm-leave = 대회에서 나갈까요? 진행 중인 대국은 패배로 처리됩니다.
event-confirm-finish = 지금 대회를 끝낼까요? 진행 중인 대국은 더 이상 인정되지 않습니다.
event-game-ready = { $event }의 내 대국이 준비되었습니다.
event-game-ready-unnamed = 대회의 내 대국이 준비되었습니다.

## The lobby: the account panel

view-account-title = 계정
view-account-signup = 비밀번호로 이 이름 지키기
view-account-new-password = 새 비밀번호
view-account-repeat = 새 비밀번호 다시 입력
view-account-signup-hint = 8~128자. 이후 다른 사람은 이 이름으로 둘 수 없습니다.
view-account-keep = 이 이름 지키기
view-account-change = 비밀번호 변경
view-account-current = 현재 비밀번호
view-account-change-hint = 8~128자. 다른 기기에서는 로그아웃됩니다.
view-account-sign-out-elsewhere = 다른 기기에서 로그아웃

## The replay and its review

view-replay =
    .aria-label = 다시 보기
view-replay-back = 뒤로
view-replay-steps =
    .aria-label = 대국을 한 수씩 보기
view-replay-first =
    .aria-label = 처음으로
view-replay-prev =
    .aria-label = 한 수 뒤로
view-replay-next =
    .aria-label = 한 수 앞으로
view-replay-last =
    .aria-label = 끝으로
view-replay-slider =
    .aria-label = 수
view-review = 복기
view-review-start = 컴퓨터로 복기
view-replay-actions =
    .aria-label = 다시 보기 조작
view-replay-friend = 여기서부터 친구와 이어 두기
view-replay-ai = 여기서부터 컴퓨터와 이어 두기
view-download-sgf = SGF 다운로드
view-moves = 수순
app-replay-game = 대국 { $id }
app-replay-file = 파일에서
app-replay-players = { $black } (흑) 대 { $white } (백)
app-review-file = 파일에서 연 대국: 컴퓨터가 복기할 수도 있습니다.
app-review-progress = 복기 중… 국면 { $total }개 중 { $done }개 평가 완료.
app-review-done = 복기 완료: 이 시점의 승률은 { $chance }.
app-review-graph = 형세 그래프: 각 수 이후 흑의 승률
app-move = { $n }. { $move }, { $seat }
app-move-marked = { $n }. { $move }, { $seat }, { $mark }
app-sgf-too-large = SGF 파일이 너무 큽니다({ $size }KB, 최대 15KB).

## Words for the sides and moves

app-side =
    { $seat ->
        [black] 흑
       *[white] 백
    }
app-side-lower =
    { $seat ->
        [black] 흑
       *[white] 백
    }
app-side-prefix =
    { $seat ->
        [black] 흑:
       *[white] 백:
    }
app-pass = 패스

## Lists: the games on the name screen ("A, B and C"), the server's addresses ("A or B")

app-list-separator = { ", " }
app-list-and = { $head }, { $last }
app-list-or = { $head } 또는 { $last }

## A room

room-region =
    .aria-label = 대국실
room-leave = 방 나가기
room-invite-title = 친구 초대
room-invite-send = 같은 네트워크의 친구에게 이 링크를 보내세요:
room-invite-link =
    .aria-label = 초대 링크
room-copy = 복사
room-invite-qr = 또는 휴대폰으로 이 코드를 스캔하세요.
room-invite-code = 방 코드
room-invite-ai = 또는 컴퓨터와 두기:
room-seat-ai = 컴퓨터 앉히기
room-players =
    .aria-label = 대국자
room-away =
    .aria-label = 나간 대국자
room-claim-victory = 승리 선언
room-claim-draw = 무승부로 하기
room-ear-log =
    .aria-label = 소리로 두기
room-ear-title = 소리로 두기
room-ear-move = 수
room-ear-play = 두기
room-ear-hint = 판에 표시된 이름으로 좌표를 입력하고 Enter를 누르세요. 도움말은 ?.
room-ear-board =
    .aria-label = 텍스트 판
room-ear-keys = 키
room-actions =
    .aria-label = 대국 조작
room-undo = 무르기
room-draw = 무승부 제안
room-resign = 기권
room-abort = 취소
room-again = 한 판 더
room-take-seat = 빈자리에 앉기
room-hints = 둘 수 있는 곳 표시
room-tap-twice = 두 번 눌러 두기
room-download-sgf = SGF 다운로드
room-moves = 수순
room-title = { $game } · { $code } 방
room-spectators = 관전자 { $count }명
room-you-watching = 관전 중
room-claim = { $name } 님이 돌아오지 않았습니다. 승리를 선언하거나, 무승부로 하거나, 계속 기다리세요.
room-first-move = 첫 수까지 { $time }
room-invite-address = 말로 알려 주려면: 같은 네트워크의 브라우저에서 { $where } 주소를 열고 방 코드를 입력하면 됩니다.
room-computer = 컴퓨터
room-empty-seat = 빈자리
room-level =
    난이도: { $level ->
        [easy] 쉬움
        [hard] 어려움
       *[medium] 보통
    }
room-online = 온라인
room-offline = 오프라인 · 돌아올 수 있음
room-you = (나)
room-pieces = { $pieces }: { $count }
room-to-move = 둘 차례
room-clock =
    { $seat ->
        [black] 흑의 시계:
       *[white] 백의 시계:
    }
room-notice-watching = 관전 중입니다: 관전자는 둘 수 없습니다.
room-notice-waiting = 상대가 다른 자리에 앉기를 기다리는 중입니다.
room-notice-over = 대국이 끝났습니다.
room-notice-turn =
    { $seat ->
        [black] 흑의 차례입니다.
       *[white] 백의 차례입니다.
    }
room-full = { $room } 방의 두 자리가 모두 찼으므로 관전합니다.
room-confirm-switch = { $room } 방에서 대국 중입니다. 그 대국을 떠나고(패배로 처리됩니다) { $wanted } 방으로 갈까요?
room-confirm-leave = 이 대국을 떠날까요? 도중에 나가면 패배로 처리됩니다.
room-confirm-resign = 이 대국을 기권할까요?
room-undo-request = 무르기 요청
room-undo-ask = { $name } 님이 마지막 수를 무르자고 요청합니다.
room-undo-wait = 마지막 수를 무르자고 요청했습니다. { $name } 님을 기다리는 중…
room-draw-offer = 무승부 제안
room-draw-ask = { $name } 님이 무승부를 제안합니다.
room-draw-wait = 무승부를 제안했습니다. { $name } 님을 기다리는 중…
room-again-request = 한 판 더
room-again-ask = { $name } 님이 색을 바꿔 한 판 더 두고 싶어 합니다.
room-again-wait = 한 판 더 두자고 요청했습니다. { $name } 님을 기다리는 중…
room-agree = 수락
room-refuse = 거절
room-link-copied = 링크를 복사했습니다. 친구에게 붙여 넣어 보내세요.
room-link-by-hand = 링크를 선택해 직접 복사하세요.

## A room's chat

chat-title = 채팅
chat-log =
    .aria-label = 채팅 메시지
chat-label = 채팅
chat-input =
    .placeholder = 메시지를 입력하세요
chat-send = 보내기
chat-from-spectator = { $name } (관전)
chat-new = 새 메시지 { $count }개 ↓

# The host's kid mode: the fixed phrases a player may send, offered as buttons (the server
# sends each as its English text, with its id: chat-phrase-ID)
chat-phrases =
    .aria-label = 보낼 수 있는 문구
chat-phrase-hello = 안녕하세요!
chat-phrase-good-luck = 행운을 빌어요!
chat-phrase-have-fun = 즐겁게 해요!
chat-phrase-nice-move = 좋은 수!
chat-phrase-well-played = 잘 두셨어요!
chat-phrase-good-game = 좋은 대국이었어요!
chat-phrase-thank-you = 고마워요!
chat-phrase-oops = 앗!
chat-phrase-one-more = 한 판 더 할까요?
chat-phrase-bye = 잘 가요!

## What the page says of the connection and the server's errors

app-not-connected = 지금은 연결되어 있지 않습니다. 다시 연결하는 중…
app-error-rate-limited = 잠시 기다려 주세요.
app-error-server-busy = 잠시 후 다시 시도해 주세요.
app-error-no-such-room = 코드를 확인하거나 새 방을 만드세요.

## 서버 카탈로그의 게임(데이터로 이름이 정해짐, catalogue.js): 게임의 이름과 설명, 옵션의 이름과
## 꺼졌을 때의 설명, 선택지의 이름과 설명

game-gomoku-title = 오목
game-gomoku-summary = 사각형 판에서 다섯 개를 한 줄로 놓습니다.
game-reversi-title = 리버시
game-reversi-summary = 상대의 돌을 뒤집어 내 돌로 만듭니다. 마지막에 돌이 더 많은 쪽이 이깁니다.
game-nogo-title = 노고
game-nogo-summary = 돌을 따내는 것이 금지된 바둑입니다. 둘 곳이 없어진 쪽이 집니다.
game-hex_gomoku-title = 육각 오목
game-hex_gomoku-summary = 육각형 판에서 다섯 개를 한 줄로 놓습니다.
option-rule-title = 규칙
choice-rule-freestyle-title = 자유룰
choice-rule-freestyle-summary = 다섯 개 이상 이어지면 승리
choice-rule-standard-title = 표준
choice-rule-standard-summary = 정확히 다섯 개가 이어져야 승리
choice-rule-renju-title = 렌주
choice-rule-renju-summary = 흑에게 금수가 있음
choice-rule-caro-title = 카로
choice-rule-caro-summary = 양 끝이 막힌 오목은 승리가 아님
option-center_first_forbidden-title = 첫 수는 천원에 둘 수 없음
option-center_first_forbidden-off = 천원 허용

## 카탈로그 주변의 게임 용어: 만들기 양식의 선택지, 방 옵션의 간단한 설명

choice-label = { $title }: { $summary }
game-words-separator = { ", " }

## 판(board.js, geometry.js): 돌, 크기, 줄, 화면 낭독기가 읽는 각 점의 설명

board-piece = { $piece ->
    [disc] 돌
    [stone] 돌
   *[other] 말
}
board-piece-count = { $piece ->
    [disc] 돌 { $count }개
    [stone] 돌 { $count }개
   *[other] 말 { $count }개
}
board-size-hex-label = 한 변에 { $size }점
board-size-hex-words = 한 변 { $size }
board-direction-row = 가로줄
board-direction-column = 세로줄
board-direction-diagonal = 대각선
board-direction-anti-diagonal = 반대 대각선
board-direction-q-line = q 줄
board-direction-third-line = 세 번째 줄
board-label = { $game } 판, { $options }
board-cannot-draw = 이 페이지에서는 { $game } 판을 그릴 수 없습니다.
board-separator = { ", " }
board-point-stone = { $seat ->
    [black] 흑
   *[white] 백
}{ $piece ->
    [disc] 돌
    [stone] 돌
   *[other] 말
}
board-point-empty = 빈 점
board-point-last-move = 마지막 수
board-point-winning-line = 승리한 줄
board-point-turned = 마지막 수로 뒤집힘
board-point-emptied = 마지막 수로 따냄
board-point-best = 엔진이 추천한 더 나은 수
board-point-missed-win = 놓친 승리 수순
board-point-forbidden = { $seat ->
    [black] 흑의 금수
   *[white] 백의 금수
}
board-point-legal = 둘 수 있는 곳
board-point-chosen = 선택됨, 한 번 더 누르면 둡니다

## 승리 이유: "흑 승리: 오목 완성."

reason-five = 오목 완성
reason-count = { $piece ->
    [disc] 돌이 더 많음
    [stone] 돌이 더 많음
   *[other] 말이 더 많음
}
reason-board-full = 판이 가득 참
reason-resign = 기권
reason-agreement = 합의
reason-forfeit = 상대가 나감
reason-timeout = 시간 초과

## 방의 상태 줄과 알림(state.js)

status-sentence-separator = { " " }
status-seat = { $seat ->
    [black] 흑
   *[white] 백
}
status-the-computer = 컴퓨터
status-waiting-players = 플레이어를 기다리는 중입니다.
status-waiting-opponent = 상대가 들어오기를 기다리는 중입니다.
status-your-turn = 내 차례입니다({ $seat ->
    [black] 흑
   *[white] 백
}).
status-waiting-for = { $name }({ $seat ->
    [black] 흑
   *[white] 백
})의 차례를 기다리는 중입니다.
status-to-move = { $seat ->
    [black] 흑 차례입니다.
   *[white] 백 차례입니다.
}
status-passed = { $seat ->
    [black] 흑은 둘 곳이 없어 한 수 쉬었습니다.
   *[white] 백은 둘 곳이 없어 한 수 쉬었습니다.
}
status-you-won = 이겼습니다!
status-you-lost = 졌습니다.
status-count = { $piece ->
    [disc] 돌
    [stone] 돌
   *[other] 말
}: 흑 { $black }, 백 { $white }.
status-wins = { $winner ->
    [black] 흑 승리.
   *[white] 백 승리.
}
status-wins-why = { $winner ->
    [black] 흑 승리
   *[white] 백 승리
}: { $why }.
status-wins-resign = { $winner ->
    [black] 흑 승리: 백이 기권했습니다.
   *[white] 백 승리: 흑이 기권했습니다.
}
status-wins-forfeit = { $winner ->
    [black] 흑 승리: 백이 대국을 떠났습니다.
   *[white] 백 승리: 흑이 대국을 떠났습니다.
}
status-wins-timeout = { $winner ->
    [black] 흑 시간승: 백의 시간이 다 되었습니다.
   *[white] 백 시간승: 흑의 시간이 다 되었습니다.
}
status-wins-no-legal-move = { $winner ->
    [black] 흑 승리: 백은 둘 곳이 없습니다.
   *[white] 백 승리: 흑은 둘 곳이 없습니다.
}
status-draw = 무승부.
status-draw-agreement = 합의로 무승부.
status-draw-count = { $piece ->
    [disc] 무승부: 돌의 수가 같습니다.
    [stone] 무승부: 돌의 수가 같습니다.
   *[other] 무승부: 말의 수가 같습니다.
}
status-draw-board-full = 무승부: 판이 가득 찼습니다.
status-draw-forfeit = 무승부: 플레이어가 나간 뒤 무승부로 정했습니다.
status-aborted = 대국이 중단되었습니다: 승패에 반영되지 않습니다.
status-undone = 한 수를 물렀습니다.
status-undo-refused = 무르기 요청이 거절되었습니다.
status-draw-refused = 무승부 제안이 거절되었습니다.
status-play-again-refused = 재대국 제안이 거절되었습니다.
status-took-seat = { $name } 님이 { $seat ->
    [black] 흑
   *[white] 백
} 자리에 앉았습니다.
status-left-seat = { $name } 님이 { $seat ->
    [black] 흑
   *[white] 백
} 자리를 떠났습니다.
status-claimable-you = { $name } 님이 돌아오지 않았습니다. 승리를 선언하거나, 무승부로 하거나, 계속 기다릴 수 있습니다.
status-claimable = { $name } 님이 제시간에 돌아오지 않았습니다.
status-back = { $name } 님이 돌아왔습니다.
status-away-gone = { $name } 님 나감 · 제시간에 돌아오지 않음
status-away-countdown = { $name } 님 나감 · 돌아올 때까지 { $time } 남음
status-wait-undo = { $seconds }초 후에 다시 무르기를 요청할 수 있습니다.
status-wait-draw-time = { $seconds }초 후에 다시 무승부를 제안할 수 있습니다.
status-wait-draw-moves = { $moves }수를 더 둔 뒤에 다시 무승부를 제안할 수 있습니다.
status-wait-draw-time-moves = { $seconds }초 후, 그리고 { $moves }수를 더 둔 뒤에 다시 무승부를 제안할 수 있습니다.
status-opponent-engine = { $name } ({ $about })
status-opponent-bot = { $name } (봇)
status-opponent-bot-busy = { $name } (봇, 대국 중)

## 시계(state.js)

clock-untimed = 시간 제한 없음
clock-per-move = 한 수에 { $seconds }초
clock-seconds-plus = { $seconds }초+{ $increment }
clock-preset-sudden-death = { $minutes }분 ({ $minutes }+0)
clock-preset-increment = { $minutes }분 + 한 수마다 { $increment }초 ({ $minutes }+{ $increment })

## 기보 재생(replay.js)

replay-start = 시작 · 총 { $count }수.
replay-move-passed = { $total }수 중 { $ply }번째 수: { $seat ->
    [black] 흑
   *[white] 백
}이 한 수 쉬었습니다.
replay-move-played = { $total }수 중 { $ply }번째 수: { $seat ->
    [black] 흑
   *[white] 백
}이 { $point }에 두었습니다.
replay-move-played-changed = { $total }수 중 { $ply }번째 수: { $seat ->
    [black] 흑
   *[white] 백
}이 { $point }에 두고 { $changed }.
replay-changed-flips = { $piece ->
    [disc] 돌 { $count }개를 뒤집었습니다
    [stone] 돌 { $count }개를 뒤집었습니다
   *[other] 말 { $count }개를 뒤집었습니다
}
replay-changed-captures = { $piece ->
    [disc] 돌 { $count }개를 따냈습니다
    [stone] 돌 { $count }개를 따냈습니다
   *[other] 말 { $count }개를 따냈습니다
}
replay-end = 기보는 여기서 끝납니다.
replay-empty-seat = (빈 자리)
replay-outcome = { $outcome ->
    [won] 승리
    [lost] 패배
    [aborted] 중단
   *[draw] 무승부
}
replay-outcome-why = { $why } { $outcome ->
    [won] 승리
    [lost] 패배
    [aborted] 중단
   *[draw] 무승부
}
replay-why-five = 오목 완성으로
replay-why-count = 돌 수 계산으로
replay-why-no-legal-move = 둘 곳이 없어
replay-why-board-full = 판이 가득 차
replay-why-resign = 기권으로
replay-why-agreement = 합의로
replay-why-forfeit = 부전으로
replay-why-timeout = 시간 초과로
replay-moves = { $count }수

## 복기(review.js): 흑의 승률과 수에 붙는 표시

review-chance = 흑 { $percent }%
review-mark-inaccuracy = 부정확한 수
review-mark-mistake = 실수
review-mark-blunder = 악수
review-mark-missed-win = { $mark }: 연속 사(四)로 이기는 수를 놓침
review-verdict-after = { $mark }: 이 수 뒤 { $seat ->
    [black] 흑
   *[white] 백
} { $percent }%
review-verdict-after-best = , { $point }에 두었다면 { $percent }%
review-verdict-before-best = , 이 수 전에는 { $percent }%; { $point }이(가) 더 나음
review-verdict-discs-lost = ; 돌 { $count }개 손해
review-verdict-missed-win = . 연속 사(四)로 이기는 수를 놓침: { $points }

## 대회 순위 페이지(프로젝터용, standings.html, standings.js)

standings-page-title = 순위 · Boardroom
standings-event-title = { $name } · 순위 · Boardroom
standings-heading = 순위
standings-loading = 불러오는 중…
standings-table-title = 순위
standings-games-title = 대국
standings-waiting = 호스트가 시작하기를 기다리는 중 · 참가자 { $count }명
standings-final = 최종 순위
standings-arena = 아레나 · { $time } 남음
standings-round = { $round }라운드
standings-round-of = { $round }/{ $rounds }라운드
standings-paused = { $status } · 일시 정지
standings-column-name = 이름
standings-column-score = 점수
standings-column-wins = 승
standings-column-draws = 무
standings-column-losses = 패
standings-tiebreak-direct-encounter = 승자승
standings-tiebreak-buchholz = 부흐홀츠
standings-tiebreak-median-buchholz = 메디안
standings-tiebreak-sonneborn-berger = SB
standings-tiebreak-wins = 승수
standings-tiebreak-fewer-games = 대국 수
standings-game-vs = { $black } 대 { $white }
standings-watch = { " · " }관전
standings-byes = 부전승: { $names }
standings-list-separator = { ", " }
standings-no-event = 그런 대회는 없습니다.
standings-no-answer = 서버가 응답하지 않습니다. 다시 시도하는 중…
standings-unreachable = 서버에 연결할 수 없습니다. 다시 시도하는 중…

## Play by ear (ear.js): what a player who listens through a screen reader hears in the live
## log, and the text board's labels. $seat, $side: "black" or "white" ("other" for neither);
## $who, $whose: those or "you", the player. $at, $from, $to, $example: a point as the board
## names it ("H8"); $stones, $points, $wins, $makes: points in a list ("G8 or L8").

ear-on = 소리로 두기를 켰습니다. 대국 중에 '수' 칸에 H8 같은 좌표를 입력하고 Enter를 누르세요. 도움말을 들으려면 물음표를 입력하세요.
ear-off = 소리로 두기를 껐습니다.
ear-room = { $code } 방의 { $title }.
ear-room-options = { $code } 방의 { $title }, { $options }.
ear-seat =
    { $seat ->
        [black] 흑을 잡았습니다.
        [white] 백을 잡았습니다.
       *[other] 관전 중입니다.
    }
ear-new-game = 새 대국입니다.
ear-position = 판에 { $count }수가 놓였습니다.
ear-played =
    { $who ->
        [you] { $at }에 두었습니다.
        [black] 흑이 { $at }에 두었습니다.
       *[white] 백이 { $at }에 두었습니다.
    }
# $changed: what the move did to other pieces ("turning 2 discs").
ear-played-changed =
    { $who ->
        [you] { $at }에 두었습니다({ $changed }).
        [black] 흑이 { $at }에 두었습니다({ $changed }).
       *[white] 백이 { $at }에 두었습니다({ $changed }).
    }
ear-passed =
    { $who ->
        [you] 패스했습니다.
        [black] 흑이 패스했습니다.
       *[white] 백이 패스했습니다.
    }
ear-your-turn = 내 차례입니다.
# The words typed in the Move box to answer a request (English's work in every language).
ear-command-agree = 수락
ear-command-refuse = 거절
ear-asks-undo = { $name }에게서 무르기 요청이 왔습니다. 수락 또는 거절 버튼을 누르거나 { ear-command-agree }, { ear-command-refuse } 중 하나를 입력해 답하세요.
ear-asks-draw = { $name }에게서 무승부 제안이 왔습니다. 수락 또는 거절 버튼을 누르거나 { ear-command-agree }, { ear-command-refuse } 중 하나를 입력해 답하세요.
ear-asks-play-again = { $name }에게서 흑백을 바꿔 한 판 더 두자는 제안이 왔습니다. 수락 또는 거절 버튼을 누르거나 { ear-command-agree }, { ear-command-refuse } 중 하나를 입력해 답하세요.
ear-asked-undo = 무르기를 요청했습니다. { $name }의 답을 기다리는 중입니다.
ear-asked-draw = 무승부를 제안했습니다. { $name }의 답을 기다리는 중입니다.
ear-asked-play-again = 한 판 더 두자고 제안했습니다. { $name }의 답을 기다리는 중입니다.
ear-withdrawn-undo = 무르기 요청이 철회되었습니다.
ear-withdrawn-draw = 무승부 제안이 철회되었습니다.
ear-withdrawn-play-again = 한 판 더 두자는 제안이 철회되었습니다.
ear-nothing-to-answer = 답할 요청이 없습니다.
ear-clock-low =
    { $whose ->
        [you] 내 남은 시간이 10초 미만입니다.
        [black] 흑의 남은 시간이 10초 미만입니다.
       *[white] 백의 남은 시간이 10초 미만입니다.
    }

## Play by ear: the Move box's answers

ear-type-point = { $example } 같은 좌표를 입력한 뒤 Enter를 누르세요.
# $text: what the player typed.
ear-not-a-point = { $text }: 이 판에 없는 좌표입니다. { $example } 같은 좌표를 입력하세요.
ear-no-room = 대국 중이 아닙니다.
ear-watching = 관전 중입니다. 관전자는 둘 수 없습니다.
ear-waiting = 상대가 남은 자리에 앉기를 기다리는 중입니다.
ear-over = 대국이 끝났습니다.
ear-not-your-turn =
    { $seat ->
        [black] 지금은 { $name }(흑)의 차례입니다.
       *[white] 지금은 { $name }(백)의 차례입니다.
    }
ear-sent = 수를 보내는 중입니다.
# $piece: what the game puts down ("stone", "disc").
ear-taken =
    { $seat ->
        [black] { $at } 자리는 이미 차 있습니다: 흑 { $piece }.
       *[white] { $at } 자리는 이미 차 있습니다: 백 { $piece }.
    }
ear-forbidden =
    { $seat ->
        [black] { $at } 자리는 흑의 금수입니다.
       *[white] { $at } 자리는 백의 금수입니다.
    }
ear-illegal = { $at } 자리에는 둘 수 없습니다.

## Play by ear: reading the board (a point of the text board reads "H8, black, last move")

ear-empty = 빈 자리
ear-stone =
    { $seat ->
        [black] 흑
       *[white] 백
    }
ear-last-move = 마지막 수
ear-winning = 승리한 줄
ear-forbidden-for =
    { $seat ->
        [black] 흑 금수
       *[white] 백 금수
    }
ear-no-last = 아직 둔 수가 없습니다.
ear-last =
    { $seat ->
        [black] 마지막 수: 흑, { $at }.
       *[white] 마지막 수: 백, { $at }.
    }
# $line: the line's name (board-direction-*) with a capital.
ear-line-through = { $at } 자리를 지나는 { $line }:
# $threats: the fours and threes on the line, as sentences.
ear-line-threats = { $line }: { $threats }
ear-no-line = 이 판에는 그런 줄이 없습니다.
# A line's points, in runs of the same ($what: black, white or empty): "A8 to F8 empty; G8 and
# H8 black; I8 white."
ear-run-one =
    { $what ->
        [black] { $from } 흑
        [white] { $from } 백
       *[empty] { $from } 빈 자리
    }
ear-run-two =
    { $what ->
        [black] { $from }, { $to } 흑
        [white] { $from }, { $to } 백
       *[empty] { $from }, { $to } 빈 자리
    }
ear-run-many =
    { $what ->
        [black] { $from }부터 { $to }까지 흑
        [white] { $from }부터 { $to }까지 백
       *[empty] { $from }부터 { $to }까지 빈 자리
    }
ear-runs-separator = {"; "}
ear-runs = { $runs }.
ear-five =
    { $side ->
        [black] 흑 오목: { $stones }.
       *[white] 백 오목: { $stones }.
    }
ear-four =
    { $side ->
        [black] 흑 사({ $stones }): { $wins }에 두면 오목.
       *[white] 백 사({ $stones }): { $wins }에 두면 오목.
    }
ear-open-four =
    { $side ->
        [black] 흑 열린 사({ $stones }): { $wins }에 두면 오목.
       *[white] 백 열린 사({ $stones }): { $wins }에 두면 오목.
    }
ear-three =
    { $side ->
        [black] 흑 열린 삼({ $stones }): { $makes }에 두면 열린 사.
       *[white] 백 열린 삼({ $stones }): { $makes }에 두면 열린 사.
    }
ear-no-threats = 사나 열린 삼이 없습니다.
ear-no-threats-through = { $at } 자리를 지나는 줄에는 사나 열린 삼이 없습니다.
ear-no-threats-on-board = 판 위에 사나 열린 삼이 없습니다.
ear-forbidden-on-line =
    { $seat ->
        [black] 흑 금수: { $points }.
       *[white] 백 금수: { $points }.
    }
# Between the items of a list ("H8, I8, J8"), and between points one of which will do ("G8 or L8").
ear-comma = {", "}
ear-or = {" 또는 "}

## Play by ear: the text board and the keys

# The text board's corner, over the rows' names (heard, not seen).
ear-corner = 행
ear-help-intro = 소리로 두기 키:
ear-help-move = '수' 칸에서: { $example } 같은 좌표를 입력하고 Enter를 누르면 그 자리에 둡니다.
# $key: a key's letter; $line: a line's name (board-direction-*).
ear-help-reads = { $key }: { $line } 읽기
# $lines: the ear-help-reads of each line, in a list; $first: the first line's letter.
ear-help-move-keys = '수' 칸에서: { $lines }; t: 그 자리를 지나는 사와 열린 삼, w: 판 전체의 사와 열린 삼, l: 마지막 수 읽기; 좌표를 덧붙이면 그 자리를 지나는 줄을 읽습니다(예: { $first } { $example }); { ear-command-agree } 또는 { ear-command-refuse }: 요청에 답하기; b: 텍스트 판으로 이동; ?: 이 도움말 읽기.
ear-help-board = 텍스트 판에서: 화살표 키로 이동하고, Home과 End로 줄의 양 끝에 가며, Enter나 Space로 그 자리에 둡니다.
ear-help-board-keys = 텍스트 판에서: { $lines }; T: 그 자리를 지나는 사와 열린 삼, W: 판 전체의 사와 열린 삼 읽기; L: 마지막 수로 이동; M: '수' 칸으로 이동; H 또는 ?: 이 도움말 읽기.
ear-help-toggle = Alt+Shift+E로 소리로 두기를 켜고 끕니다.

## Accounts (account.js): the name screen's sign-in form and the lobby's Account panel. $name: a
## player's name.

account-signing-in = 로그인하는 중…
account-wrong-password = 이름 또는 비밀번호가 틀렸습니다.
# $wait: how long, as account-seconds or account-minutes say it ("45 seconds").
account-too-many-tries = 시도 횟수가 너무 많습니다. { $wait } 후에 다시 시도하세요.
account-too-many-tries-later = 시도 횟수가 너무 많습니다. 나중에 다시 시도하세요.
account-signed-out = 이 기기에서 로그아웃되었습니다. 다른 기기에서 비밀번호를 바꿨거나 다른 기기들을 로그아웃했기 때문입니다. 비밀번호로 다시 로그인하세요.
account-guest = { $name }은(는) 이 기기의 게스트입니다. 이름에 비밀번호를 설정하면 이름을 지킬 수 있고, 어느 기기에서나 { $name }(으)로 로그인할 수 있습니다.
account-holder = { $name }은(는) 계정입니다. 어느 기기에서나 이 이름과 비밀번호로 로그인하세요.
account-keeps-name = { $name }은(는) 계정이므로 이름이 그대로 유지됩니다.
account-made = 이제 { $name }은(는) 계정입니다. 다른 기기에서도 이 이름과 비밀번호로 로그인하세요.
account-changed = 비밀번호를 변경했습니다.
account-wrong-current = 현재 비밀번호가 틀렸습니다.
account-sending = 보내는 중…
account-not-connected = 지금은 연결되어 있지 않습니다. 잠시 후 다시 시도하세요.
# How many of the account's other devices were signed out.
account-revoked =
    { $count ->
        [0] 로그인된 다른 기기가 없습니다.
       *[other] 다른 기기 { $count }대를 로그아웃했습니다.
    }
account-too-short = 비밀번호는 { $min }자 이상이어야 합니다.
account-too-long = 비밀번호는 최대 { $max }자입니다.
account-differ = 두 비밀번호가 다릅니다. 같은 비밀번호를 두 번 입력하세요.
# A wait, in account-too-many-tries.
account-seconds = { $count }초
account-minutes = { $count }분

## The host's doing (host.js): a player the host removed or banned, a chat the host stopped

host-kicked = 호스트가 이 서버에서 나를 내보냈습니다.
host-kicked-more = 다시 들어와서 계속 둘 수 있습니다.
host-banned = 호스트가 이 서버에서 나를 차단했습니다.
host-banned-more = 호스트가 차단을 풀기 전에는 여기서 둘 수 없습니다.
host-come-back = 다시 들어가기
host-muted = 호스트가 나를 음소거했습니다. 내 메시지는 전송되지 않습니다.
# $list: the phrases, as the server lists them.
host-phrases = 이 서버에서는 다음 문구만 보낼 수 있습니다: { $list }
host-chat-off = 이 서버에서는 채팅이 꺼져 있습니다.

## Ratings (ratings.js, ratings-view.js): the create form's Rated box, a player's profile and
## the leaderboard. A rating ($rating, $first, $last) is a whole number such as 1712.

ratings-rated = 레이팅 대국
ratings-rated-hint = 레이팅은 두 계정 사이의 대국이나 컴퓨터와의 대국에만 반영됩니다. 게스트, 봇, 프로그램과의 대국은 둘 수는 있지만 레이팅에 반영되지 않습니다.
# In a room's options, in a few words ("15×15, Renju, rated").
ratings-rated-room = 레이팅
ratings-your-ratings = 내 레이팅
ratings-title = 레이팅
ratings-back = 뒤로
ratings-your-profile = 내 프로필
ratings-profile-of = { $name }의 레이팅
ratings-loading = 불러오는 중…
ratings-account = 계정
ratings-guest = 게스트: 게스트의 대국은 레이팅에 반영되지 않습니다.
ratings-guest-self = 게스트로 두고 있어 대국이 레이팅에 반영되지 않습니다. 레이팅을 받으려면 (계정에서) 비밀번호를 설정해 이름을 지키세요.
ratings-no-ratings = 아직 레이팅 대국이 없습니다.
ratings-provisional-note = ?는 임시 레이팅이라는 뜻입니다. 레이팅 대국을 15~25판쯤 두면 안정됩니다.
ratings-games = 레이팅 대국 { $count }판
# A provisional rating, as a screen reader says it (the page shows "1580?").
ratings-provisional = { $rating }, 임시
# The chart of a rating's history, as a screen reader names it; $title: the game (ratings-kind).
ratings-chart-one = { $title }: 레이팅 대국 1판 후 { $rating }
ratings-chart = { $title }: 최근 레이팅 대국 { $count }판 동안 { $first }에서 { $last }까지
ratings-last-games = { $title }: 최근 레이팅 대국
ratings-when = 일시
ratings-rating = 레이팅
ratings-leaderboard = 순위표
ratings-game = 게임
ratings-rule = 규칙
ratings-game-of-leaderboard =
    .aria-label = 순위표 게임
ratings-rule-of-leaderboard =
    .aria-label = 순위표 규칙
ratings-rank = 순위
ratings-name = 이름
ratings-games-column = 대국 수
ratings-no-settled = 아직 확정된 레이팅이 없습니다. 레이팅이 더 이상 임시가 아니게 되면 여기에 표시됩니다.
# A rating's kind: the game's title, then the rule's ("Gomoku, Renju").
ratings-kind = { $game }, { $rule }

## The invite's QR code (qr.js), as a screen reader names the picture

qr-alt = { $link }의 QR 코드

## The desktop app (client/desktop): the words it says that the web page does not. Where the
## page says the same, the app uses the page's message. $seat, $winner: "black" or "white".

## The top bar, and what every screen shares

# The server's AI, by its level: its name as the server gives it ("Boardroom AI (hard)").
desk-ai-name = Boardroom AI ({ $level ->
    [easy] 쉬움
    [hard] 어려움
   *[medium] 보통
})
desk-status-connected = { $server }에 연결됨
desk-status-connecting = { $server }에 연결하는 중…
desk-status-reconnecting = { $server }에 다시 연결하는 중…
desk-hosting-on-port = · 포트 { $port }에서 호스트하는 중
desk-leave-server = 서버 나가기
desk-stop-hosting = 호스트 그만하기
desk-playing-as = { $name }(으)로 플레이 중
# The language picker's first choice: the system's language, whatever it is.
desk-language-system = 시스템 설정에 따름
# A sentence of the server's words that ends with no stop: the stop the language puts there.
desk-sentence = { $text }.
desk-cancel = 취소
desk-close = 닫기
desk-confirm-resign-yes = 네, 기권합니다
desk-confirm-leave-yes = 네, 나갑니다
desk-confirm-remove-yes = 네, 내보냅니다
# Nobody in a seat, or no opponent known.
desk-nobody = 없음
# Between addresses, one of which will do ("192.168.1.5:7878 or 10.0.0.2:7878").
desk-or = { " 또는 " }
# The host's notice, at the top of every screen: $label is host-notice-label.
desk-notice-banner = { $label } { $text }
desk-notice-hide = 공지 숨기기

## The first screen: the name, hosting, joining, replaying, the servers found on the network

desk-find-name-hint = 이름을 입력하세요
desk-find-host = 대국 호스트하기
desk-find-host-about = 이 컴퓨터에서 서버를 열고 같은 네트워크의 친구를 초대하세요.
desk-find-open-my-server = 내 서버 열기
desk-find-join = 대국 참가하기
desk-find-address = 서버 주소
desk-find-address-hint = 192.168.1.20:7878 또는 초대 링크
desk-find-connect = 연결
desk-find-connect-to = { $address }에 연결
desk-find-replay = 기보 다시 보기
desk-find-servers = 내 네트워크의 서버
desk-find-no-server = 아직 찾은 서버가 없습니다.
desk-find-no-open-room = 빈자리가 있는 방이 없습니다.
# An open room of a server found on the network: $options its board, rule and clock.
desk-find-open-room = { $game }({ $options }) · { $host } 님이 기다리는 중 · 코드 { $code }
# $why: one of the desk-probe- messages.
desk-find-probe-failed = 방 목록을 가져올 수 없습니다: { $why }.
desk-find-asking = 방 목록을 묻는 중…
desk-probe-answered = 응답 코드 { $status }
desk-probe-no-answer = 응답 없음
desk-probe-cannot-connect = 연결할 수 없음
desk-probe-connection-lost = 연결이 끊김
desk-probe-not-boardroom = Boardroom 서버가 아님
desk-last-server = 지난번 서버
desk-discovery-off = 네트워크에서 서버 찾기가 꺼져 있습니다.
# $error: the system's own words.
desk-discovery-failed = 네트워크에서 서버를 찾을 수 없습니다: { $error }.
# How the hosted server is named to the other apps on the network.
desk-announced-as = { $name }의 Boardroom
desk-type-name = 먼저 이름을 입력하세요.
desk-type-address = 서버 주소를 입력하세요. 예: 192.168.1.20:7878
desk-type-sgf = 먼저 SGF 파일의 경로를 입력하세요.
desk-type-game-link = 대국 링크를 입력하세요. 예: http://host:7878/g/42
desk-host-failed = 대국을 호스트할 수 없습니다: { $error }.
desk-connect-failed = 연결할 수 없습니다: { $error }.
desk-join-code = { $code } 참가
desk-watch-code = { $code } 관전

## The lobby

desk-lobby-hosting = 호스트하는 중입니다. 같은 네트워크의 친구는 { $addresses }에 연결하면 됩니다.
desk-lobby-join-by-code = 코드로 참가
desk-lobby-no-rooms = 아직 방이 없습니다. 하나 만들어 보세요.
desk-lobby-players = 흑: { $black }  대  백: { $white }
# A room of the list: its status, how many watch, its code (lobby-watching, lobby-room-code).
desk-lobby-room-line = { $status } · { $watching } · { $code }
desk-create-heading = 방 만들기
desk-create-size = 크기
desk-create-seat = 내 자리
desk-create-level = 난이도
desk-create-undo = 무르기

## Your games, and records to replay

desk-games-refresh = 새로 고침
desk-games-opening = 대국을 여는 중…
desk-games-none = 아직 끝난 대국이 없습니다.
desk-games-opponent = 상대
desk-games-game = 게임
desk-games-result = 결과
desk-games-ended = 종료 시각(UTC)
desk-games-moves = 수
# A game's result from the player's side, and why: "Won · five in a row".
desk-games-outcome = { $outcome ->
    [won] 승
    [lost] 패
   *[draw] 무승부
} · { $why }
desk-games-why-five = 오목 완성
desk-games-why-count = 돌 수
desk-games-why-no-legal-move = 둘 곳 없음
desk-games-why-board-full = 판이 가득 참
desk-games-why-resign = 기권
desk-games-why-agreement = 합의
desk-games-why-forfeit = 상대가 나감
desk-games-why-timeout = 시간패
desk-games-why-aborted = 중단
desk-sgf-file = SGF 파일
desk-sgf-hint = /path/to/game.sgf 또는 링크 http://host:7878/g/42
desk-sgf-open = SGF 열기
desk-sgf-reading = 파일을 읽는 중…
desk-record-failed = 기보를 읽을 수 없습니다: { $error }.
desk-record-no-game = 서버에 { $id }번 대국이 없습니다.
desk-record-not-whole = 대국 기보를 끝까지 읽을 수 없었습니다.
# $error: the record reader's words.
desk-record-unreadable = 서버에 있는 { $id }번 대국의 기보: { $error }.
desk-server-answered = 서버가 { $status }(으)로 응답했습니다.
desk-server-no-answer = 서버가 제때 응답하지 않았습니다.
desk-server-unreachable = 서버에 연결할 수 없습니다.
desk-file-cannot-open = { $path }을(를) 열 수 없습니다: { $error }.
desk-file-cannot-read = { $path }을(를) 읽을 수 없습니다: { $error }.
# $size: in kibibytes.
desk-file-too-large = { $path }이(가) { $size } KiB보다 큽니다. 기보 파일이 아닙니다.
desk-file-unreadable = { $path }의 내용을 읽을 수 없습니다: { $error }.

## A room

desk-room-code = 방 코드:
desk-room-link = 링크:
desk-room-copy-link = 링크 복사
# $addresses: the server's addresses (desk-or between them).
desk-room-invite-how = 같은 네트워크에서: 브라우저로 링크를 열거나, Boardroom에서 { $addresses }에 연결한 뒤 코드를 입력하세요.
desk-room-invite-qr = 또는 같은 네트워크의 휴대폰으로 이것을 스캔하세요.
desk-room-take-seat = 자리에 앉기
desk-room-empty-seat = { $seat ->
    [black] 흑
   *[white] 백
} (빈자리)
desk-room-level = 난이도 { $level ->
    [easy] 쉬움
    [hard] 어려움
   *[medium] 보통
}
desk-room-online = 온라인
desk-room-offline = 오프라인 · 돌아올 수 있음
# A line of the chat: who said it, before what was said.
desk-chat-from = { $name }:
desk-chat-message = 메시지

## The replay of a finished game, and its review

desk-replay-title = { $black } 대 { $white }
# $note: where the record says it comes from.
desk-replay-from-file = 파일에서: { $note }
desk-replay-passed = { $seat ->
    [black] 흑
   *[white] 백
}이 패스했습니다.
desk-replay-move-of = { $total }수 중 { $ply }수
desk-replay-start = 처음
desk-replay-back = 뒤로
desk-replay-forward = 앞으로
desk-replay-end = 끝
desk-replay-slider = 수
desk-replay-new-game = 여기서 새 대국:
desk-replay-against-computer = 컴퓨터와
desk-replay-with-friend = 친구와
desk-replay-new-game-impossible = 보통의 시작 배치에서 착수만으로 도달했고, 규칙상 대국이 끝나기 전인 국면에서만 시작할 수 있습니다.
desk-replay-no-moves = 수가 없습니다.
desk-replay-move-hover = { $seat ->
    [black] 흑
   *[white] 백
}의 { $ply }수
desk-review-server-only = 복기는 서버가 하며, 그 서버에서 둔 대국만 할 수 있습니다.
desk-review-connect = { $server }에 연결하면 그곳에서 둔 대국을 복기할 수 있습니다.
desk-review-chance = 이 국면에서 흑의 승률: { $percent }%
desk-review-progress = 복기 중: { $total }개 국면 중 { $done }개
desk-review-ask = 엔진으로 복기
desk-review-good-move = 좋은 수입니다.
desk-review-missed-win-shown = 놓친 승리 수순을 판에 번호로 표시했습니다.
desk-review-better-move-shown = 더 좋은 수를 초록색 원으로 표시했습니다.
desk-review-graph = 각 수 뒤의 흑 승률: 가운데 선 위는 흑, 아래는 백이 유리합니다.

## Events

desk-event-none = 아직 대회가 없습니다. 하나 만들면 모두가 서로 한 번씩 둡니다.
desk-event-open = { $name } 열기
desk-event-form-about = 오른쪽 양식의 게임, 판, 시간으로 둡니다.
desk-event-name = 대회 이름
# The new event form's name until the host types another.
desk-event-default-name = 클럽의 밤
desk-event-double-round-robin = 더블 리그전
desk-event-computer-players = 컴퓨터 참가자:
desk-event-round = { $round }라운드
desk-event-round-of = { $round }/{ $rounds }라운드
desk-event-finish = 끝내기
desk-event-add-computer-at = 컴퓨터 추가, 난이도
desk-event-entrant-left = { $name } · 나감
desk-event-entrant-removed = { $name } · 제외됨
desk-event-remove = { $name } 내보내기
# $players: event-pair; $result: one of the desk-event-line- messages, event-game-void or
# event-game-playing.
desk-event-game-line = { $game }번 대국 · { $players } · { $result }
desk-event-set-result = { $game }번 대국 결과 정하기
desk-event-result-black = 흑 승
desk-event-result-white = 백 승
desk-event-result-draw = 무승부
desk-event-result-black-forfeit = 흑 부전승
desk-event-result-white-forfeit = 백 부전승
desk-event-result-double-forfeit = 양쪽 모두 부전패
desk-event-line-black = 흑 승
desk-event-line-white = 백 승
desk-event-line-draw = 무승부
desk-event-line-black-forfeit = 흑 부전승
desk-event-line-white-forfeit = 백 부전승
desk-event-line-double-forfeit = 양쪽 모두 부전패

## Accounts

desk-account-password-hint = 계정에 로그인할 때만 입력
desk-account-password-about = 이름에 비밀번호가 있나요? 입력하면 이 기기에서 로그인합니다. 비워 두면 게스트로 둡니다.
desk-account-sign-in-heading = 계정에 로그인
desk-account-name = 이름
# Beside the player's name in the top bar, for an account holder.
desk-account-badge = · 계정
desk-account-keep-name-about = 비밀번호를 정하면 다른 사람이 이 이름을 쓸 수 없고, 어느 기기에서나 이 이름으로 로그인할 수 있습니다.
desk-account-choose-password = 비밀번호 정하기
desk-account-repeat-password = 비밀번호 다시 입력
desk-account-keep-my-name = 내 이름 지키기
desk-account-change-password-about = 다른 기기는 로그아웃되며, 새 비밀번호로 다시 로그인해야 합니다.
desk-account-sign-out-elsewhere-about = 이 계정에 로그인한 다른 기기는 모두 로그아웃됩니다. 이 기기는 그대로입니다.
desk-account-current-missing = 현재 비밀번호를 입력하세요.
desk-account-wrong-current = 현재 비밀번호가 아닙니다.
desk-account-signed-out = 로그아웃되었습니다. 다른 기기에서 계정 비밀번호가 바뀌었거나 다른 기기들이 로그아웃되었습니다. 이름과 비밀번호로 다시 로그인하세요.
desk-account-password-length = 비밀번호는 { $min }~{ $max }자입니다.
desk-account-standing-holder = { $name } 계정에 로그인했습니다.
desk-account-standing-guest = 게스트 { $name }(으)로 두고 있습니다. 이 이름은 이 기기의 토큰으로만 지켜집니다.
desk-account-try-again-now = 시도가 너무 많았습니다. 이제 다시 시도할 수 있습니다.
desk-account-try-again-in = 시도가 너무 많습니다. { $seconds }초 뒤에 다시 시도하세요.
desk-account-made = 이제 이름이 계정이 되었습니다. 어느 기기에서나 이 이름과 비밀번호로 로그인하세요.
# $revoked: account-revoked.
desk-account-password-changed = 비밀번호를 바꿨습니다. { $revoked }

## Ratings

desk-ratings-needs-account = 레이팅 대국은 계정만 할 수 있습니다. '계정' 탭에서 이름에 비밀번호를 정하세요.
desk-ratings-refresh = 레이팅 새로 고침
desk-ratings-guest = 게스트: 게스트의 대국은 레이팅에 반영되지 않습니다. 이름에 비밀번호를 정하면 레이팅을 받을 수 있습니다.
desk-ratings-provisional = 임시: 아직 레이팅 대국이 적음
# A rating in a profile: "Gomoku, Freestyle: 1662? · 1 rated game"; $games: ratings-games.
desk-ratings-line = { $title }: { $rating } · { $games }
# A rating after a game, and when: "1534 (2025-11-24 16:10)".
desk-ratings-point = { $rating } ({ $when })
desk-ratings-last-games = 최근 대국: { $points }

## The host's controls over the server the app hosts

desk-console-open = 호스트 관리
desk-console-title = 내가 호스트하는 서버 관리
desk-console-asking = 서버에 묻는 중…
desk-console-server-on-port = 포트 { $port }의 서버
desk-console-refresh = 새로 고침
desk-console-open-in-browser = 브라우저에서 관리 화면 열기
desk-console-key-warning = 이 링크에는 관리 화면의 키가 들어 있습니다. 다른 사람에게 알려 주지 마세요.
desk-console-copy-link = 관리 화면 링크 복사
desk-console-players = 플레이어
desk-console-notice-and-chat = 공지와 채팅
desk-console-class = 반 만들기
desk-console-server = 서버와 기록
desk-console-nobody-online = 접속한 사람이 없습니다.
desk-console-column-name = 이름
desk-console-column-id = ID
desk-console-column-account = 계정
desk-console-column-connections = 연결 수
desk-console-column-state = 상태
desk-console-yes = 예
desk-console-no = 아니요
desk-console-banned = 차단됨
desk-console-muted = 음소거됨
desk-console-kick = { $name } 내보내기
# $name: a player's name, or an address.
desk-console-unban = { $name } 차단 풀기
desk-console-ban = { $name } 차단
desk-console-unmute = { $name } 채팅 허용
desk-console-mute = { $name } 음소거
desk-console-confirm-abort = { $code } 방의 대국을 중단할까요? 승자는 없고 레이팅에도 반영되지 않습니다.
desk-console-confirm-abort-yes = 네, 중단합니다
desk-console-confirm-abort-no = 그대로 두기
desk-console-no-rooms = 아직 방이 없습니다.
desk-console-column-room = 방
desk-console-column-game = 게임
desk-console-column-black = 흑
desk-console-column-white = 백
desk-console-column-status = 상황
desk-console-column-watching = 관전
desk-console-room-waiting = 플레이어를 기다리는 중
desk-console-room-playing = 대국 중
desk-console-room-over = 끝남
desk-console-own-game = 내 대국이 진행 중입니다. 먼저 끝내세요.
desk-console-abort = { $code }의 대국 중단
desk-console-notice-heading = 호스트 공지
desk-console-notice-field = 모두에게 보내는 공지
desk-console-notice-hint = 모든 플레이어의 화면 맨 위에 보이는 내용
desk-console-send-notice = 공지 보내기
desk-console-take-down = 공지 내리기
desk-console-standing-none = 현재 공지: 없음
desk-console-standing = 현재 공지: { $text }
desk-console-chat-heading = 이 서버의 채팅
desk-console-chat-open = 자유롭게
desk-console-chat-phrases = 정해진 친절한 문구만(키즈 모드)
desk-console-chat-off = 끔
desk-console-class-about = 이름마다 새 비밀번호가 있는 계정을 만듭니다. 비밀번호는 아래 로그인 카드에 이번 한 번만 보입니다.
desk-console-names-field = 이름, 한 줄에 하나씩
desk-console-make-class = 계정 만들기
desk-console-cards = 로그인 카드
desk-console-copy-cards = 카드 복사
desk-console-card-password = 비밀번호: { $password }
desk-console-card-open = 열기: { $link }
desk-console-backup = 지금 데이터베이스 백업
desk-console-backup-about = 데이터 폴더의 backups/에 저장합니다(최근 10개 보관).
desk-console-banned-addresses = 차단한 주소
desk-console-address-to-ban = 차단할 주소
desk-console-ban-address = 주소 차단
desk-console-none = 없음.
desk-console-engines = 엔진
desk-console-no-engines = 외부 엔진이 없습니다.
# An engine: its name, the protocol it speaks, the games it plays.
desk-console-engine = { $name } · { $protocol } · 지원: { $plays }
desk-console-bots = 온라인 봇
desk-console-no-bots = 온라인 봇이 없습니다.
desk-console-bot = { $name } · 지원: { $plays } · { $busy ->
    [busy] 대국 중
   *[free] 대기 중
}
desk-console-log = 한 일
desk-console-log-empty = 아직 없습니다.
# A line of the audit log; $action and $detail are the server's own words.
desk-console-log-line = { $time } UTC · { $action }: { $detail }
desk-console-every-game = 모든 게임
desk-console-plays-rules = { $game }({ $rules })
desk-console-plays-separator = { "; " }
desk-console-key-unreadable = { $path }에서 관리 화면 키를 읽을 수 없습니다: { $error }.
desk-console-key-empty = 관리 화면 키 파일 { $path }이(가) 비어 있습니다.
desk-console-key-refused = 서버가 관리 화면 키를 받아들이지 않았습니다(401).
desk-console-state-unreadable = 관리 화면 상태를 읽을 수 없습니다: { $error }.
desk-console-action-unwritable = 작업을 기록할 수 없습니다: { $error }.
desk-console-answer-unreadable = 서버의 응답을 읽을 수 없습니다: { $error }.
desk-console-answer-not-whole = 서버의 응답을 끝까지 읽을 수 없었습니다.
desk-console-cannot-ask = 서버에 요청할 수 없습니다: { $error }.

## egui's own words, said in the player's language

# The handle that resizes a side panel, as assistive technologies name it.
desk-resize-panel = 패널 크기 조절
# The handles that resize a window, by its edges and corners.
desk-window-resize-right = 창 오른쪽 가장자리로 크기 조절
desk-window-resize-left = 창 왼쪽 가장자리로 크기 조절
desk-window-resize-bottom = 창 아래쪽 가장자리로 크기 조절
desk-window-resize-top = 창 위쪽 가장자리로 크기 조절
desk-window-resize-bottom-right = 창 오른쪽 아래 모서리로 크기 조절
desk-window-resize-top-right = 창 오른쪽 위 모서리로 크기 조절
desk-window-resize-bottom-left = 창 왼쪽 아래 모서리로 크기 조절
desk-window-resize-top-left = 창 왼쪽 위 모서리로 크기 조절

## 서버가 플레이어에게 하는 말(server-): 요청을 거절한 이유와 서버가 스스로 알리는 내용(error 메시지의 words).

server-rule-reason = { $reason ->
        [off_board] 그 자리는 판 밖입니다
        [occupied] 그 자리에는 이미 돌이 있습니다
        [no_flip] 이 수로는 뒤집히는 돌이 없습니다
        [cannot_pass] 지금은 패스할 수 없습니다
        [suicide] 이 수를 두면 자기 돌의 활로가 없어집니다
        [captures] 이 수를 두면 상대 돌을 잡게 됩니다
        [center_first] 첫 수는 중앙에 둘 수 없습니다
        [overline] 흑의 금수: 장목
        [double_four] 흑의 금수: 4-4
        [double_three] 흑의 금수: 3-3
        [game_over] 대국이 끝났습니다
       *[other] { $reason }
    }

## The connection, and signing in

server-full = 서버가 가득 찼습니다. 잠시 후 다시 시도하세요
server-frame-not-text = 프레임은 JSON 텍스트여야 합니다
server-frame-too-large = 프레임은 최대 { $most }바이트입니다
server-too-fast = 메시지를 너무 빨리 보내고 있습니다. 속도를 줄이세요
server-too-fast-closed = 메시지를 너무 빨리 보내서 연결을 닫았습니다
server-frame-over-limit = 프레임이 { $length }바이트로, 한도인 { $most }바이트를 넘습니다
server-frame-bad-json = 프레임이 올바른 JSON이 아닙니다: { $detail }
server-frame-not-an-object = 메시지는 JSON 객체여야 합니다
server-frame-no-type = 메시지에는 문자열 필드 "type"이 있어야 합니다
server-frame-unknown-type = 알 수 없는 메시지 유형 "{ $type }"
server-frame-bad-field = { $type }: 필드 "{ $field }": { $detail }
server-frame-bad-message = { $type }: { $detail }
server-hello-first = 먼저 hello를 보내세요
server-hello-twice = hello는 처음에 한 번만 보냅니다
server-protocol-version = 이 서버는 프로토콜 { $ours }을(를) 사용합니다({ $theirs }이(가) 아님)
server-banned = 호스트가 이 서버에서 당신을 차단했습니다
server-new-players-too-fast = 당신의 주소에서 새 플레이어가 너무 많습니다. 저장된 토큰으로 로그인하거나 1분 기다리세요
server-wrong-password = 이름 또는 비밀번호가 틀렸습니다
server-account-tried-too-often = 이 계정에 로그인 시도가 너무 많았습니다. 1분 기다리세요
server-sign-ins-too-fast = 당신의 주소에서 로그인 시도가 너무 많습니다. 잠시 기다리세요

## Names and accounts

server-name-length = 이름은 1~{ $most }자입니다
server-name-invisible-characters = 이름에는 제어 문자, 방향 문자 등 보이지 않는 서식 문자를 쓸 수 없습니다
server-name-nothing-visible = 이름에는 눈에 보이는 문자가 하나 이상 있어야 합니다
server-name-is-the-ai = 그 이름은 서버의 AI가 쓰는 이름입니다
server-name-is-an-engine = 그 이름은 서버의 프로그램 이름입니다
server-name-is-a-bot = 그 이름은 온라인 상태인 봇이 쓰고 있습니다
server-name-has-account = 그 이름에는 계정이 있습니다. 그 비밀번호로 로그인하거나 다른 이름을 고르세요
server-name-taken = "{ $name }"(또는 그와 비슷해 보이는 이름)에는 이미 계정이 있습니다. 다른 이름을 고르세요
server-bot-keeps-name = 봇은 로그인할 때의 이름을 그대로 씁니다
server-account-keeps-name = 계정의 이름은 바꿀 수 없습니다
server-bot-no-password = 봇은 비밀번호가 아니라 키로 로그인합니다
server-bot-has-no-account = 봇은 키로 로그인하므로 계정이 없습니다
server-account-exists = 이미 계정이 있습니다(비밀번호는 change_password로 바꿉니다)
server-no-account = 계정이 없습니다(sign_up으로 만듭니다)
server-not-the-password = 그것은 이 계정의 현재 비밀번호가 아닙니다
server-password-length = 비밀번호는 { $least }~{ $most }자입니다
server-passwords-busy = 지금은 비밀번호를 확인할 수 없습니다. 다시 시도하세요

## Chat

server-chat-muted = 호스트가 당신을 음소거했습니다. 채팅이 전송되지 않습니다
server-chat-off = 이 서버에서는 채팅이 꺼져 있습니다
server-chat-phrases-only = 이 서버에서는 다음 문구만 보낼 수 있습니다: { $phrases }
server-chat-length = 채팅 메시지는 1~{ $most }자이며, 공백만으로는 보낼 수 없습니다

## Making and finding rooms

server-not-in-a-room = 방에 들어가 있지 않습니다
server-no-such-room = { $code } 방은 없습니다
# $code: the room's code; asked again, the room is found once a live machine holds it
server-room-moving = 방 { $code }이(가) 서버의 다른 컴퓨터로 옮겨지는 중입니다. 곧 돌아옵니다
server-busy-retry = 서버가 바쁩니다. 잠시 후 다시 시도하세요
server-room-list-unread = 지난 방 목록을 아직 읽지 않았습니다
server-new-rooms-too-fast = 당신의 주소에서 새 방이 너무 많이 만들어졌습니다. 1분 기다리세요
server-new-rooms-and-events-too-fast = 당신의 주소에서 새 방과 대회가 너무 많이 만들어졌습니다. 1분 기다리세요
server-rooms-per-player = 이미 방 { $count }개에 앉아 있습니다. 먼저 하나에서 나가세요
server-waiting-rooms-per-player = 상대를 기다리는 방이 이미 { $count }개 있습니다. 먼저 하나를 닫으세요
server-ai-games-per-player = 이미 AI와 { $count }판을 두고 있습니다. 먼저 한 판을 끝내세요
server-too-many-rooms = 서버에 열린 방이 너무 많습니다
server-rooms-per-address = 당신의 주소에서 만든 방 { $count }개가 열려 있습니다. 먼저 몇 개를 닫으세요
server-not-stored = 서버가 이것을 저장하지 못했습니다. 다시 시도하세요
server-room-not-claimed = 방을 확보하지 못했습니다: { $detail }
server-room-not-stored-new = 방을 저장하지 못했습니다: { $detail }
server-opening-not-stored = 방의 오프닝을 저장하지 못했습니다: { $detail }
server-room-not-opened = 방을 열지 못했습니다: { $detail }
server-room-closed = 방이 닫혔습니다
server-room-away = 방의 서버에 연결할 수 없습니다. 잠시 후 다시 시도하세요
server-engine-or-bot = 프로그램과 봇 중 하나만 고르세요
server-engine-or-bot-needs-ai = 프로그램이나 봇은 "opponent": "ai"일 때만 둡니다
server-ai-budget-range = ai_budget_ms는 { $min }~{ $max }밀리초입니다
server-clock-initial-range = clock.initial_s는 1~{ $max }초입니다
server-clock-increment-range = clock.increment_s는 0~{ $max }초입니다
server-clock-per-move-range = clock.per_move_s는 1~{ $max }초입니다
server-clock-shape = clock은 {"{"}initial_s, increment_s?{"}"}(피셔 방식) 또는 {"{"}per_move_s{"}"}(수당 시간) 중 하나입니다

## A game's options ($game: gomoku, reversi, nogo or hex_gomoku)

server-options-size-only = { $game ->
        [gomoku] 오목
        [reversi] 리버시
        [nogo] 노고
        [hex_gomoku] 육각 오목
       *[other] { $game }
    } 판 크기는 { $min }만 됩니다({ $size }은(는) 안 됨)
server-options-size-range = { $game ->
        [gomoku] 오목
        [reversi] 리버시
        [nogo] 노고
        [hex_gomoku] 육각 오목
       *[other] { $game }
    } 판 크기는 { $min }~{ $max }여야 합니다({ $size }은(는) 안 됨)
server-options-unknown-rule = 알 수 없는 규칙 "{ $rule }": { $rules } 중 하나여야 합니다
server-options-no-option = { $game ->
        [gomoku] 오목
        [reversi] 리버시
        [nogo] 노고
        [hex_gomoku] 육각 오목
       *[other] { $game }
    }에는 { $option } 옵션이 없습니다

## A room's opening

server-no-such-opening = 이 게임에는 "{ $name }"이라는 오프닝이 없습니다. 있는 것은 "random", { $names }입니다
server-opening-move-refused = 오프닝의 { $number }번째 수({ $point }): { server-rule-reason }
server-opening-ends-game = 이 오프닝은 대국이 시작되기도 전에 승부가 납니다
server-opening-leaves-pass = 이 오프닝을 두면 { $side ->
        [black] 흑
       *[white] 백
    }에게 패스 말고는 둘 수가 없습니다. 오프닝을 한 수 일찍 또는 늦게 끝내세요

## In a room: seats, moves, requests

server-not-your-turn = 당신의 차례가 아닙니다
server-stale-ply = 판이 이미 진행되었습니다: { $played }수가 두어졌는데, 보낸 것은 { $ply }번째 수입니다
server-illegal-move = { $move }에는 둘 수 없습니다: { server-rule-reason }
server-illegal-pass = 패스할 수 없습니다: { server-rule-reason }
server-abort-too-late = 양쪽 모두 수를 두었으므로 더 이상 대국을 취소할 수 없습니다(기권하거나 무승부를 제안하세요)
server-claim-too-soon = 자리를 비운 상대의 카운트다운이 끝나야 승리를 선언할 수 있습니다
server-seats-taken = 두 자리가 모두 찼습니다
server-room-full = 두 자리가 모두 찼습니다. 관전자로 들어와서 관전하세요
server-already-seated-or-invited = { $name } 님은 이미 이 방에 앉아 있거나 초대되었습니다
server-no-seat-kept = 이 방에는 당신을 위해 맡아 둔 자리가 없습니다
server-not-in-this-room = 이 방에 들어와 있지 않습니다
server-spectator-cannot-play = 자리가 없습니다. 관전자는 관전과 채팅만 할 수 있고 둘 수는 없습니다
server-game-over = 대국이 끝났습니다
server-waiting-for-opponent = 상대가 다른 자리에 앉기를 기다리는 중입니다
server-ai-no-move = AI가 둘 수를 찾지 못했습니다
server-undo-off = 이 방에서는 무르기를 할 수 없습니다
server-undo-nothing = 무를 수가 없습니다
server-draw-too-soon = 무승부 제안은 { $every }수마다 한 번만 할 수 있습니다. { $left }수 남았습니다
server-ask-again-later = 지난 요청이 거절되었습니다. { $seconds }초 후에 다시 { $what ->
        [undo] 무르기를 요청할
       *[draw] 무승부를 제안할
    } 수 있습니다
server-request-pending = 그 요청은 이미 답을 기다리고 있습니다
server-nothing-to-answer = 답할 상대의 요청이 없습니다
server-game-still-on = 대국이 아직 진행 중입니다
server-no-opponent-to-play-again = 한 판 더 둘 상대가 없습니다
server-not-a-room-message = { $type }은(는) 방 메시지가 아닙니다
server-room-not-stored = 서버가 이것을 저장하지 못했습니다. 바뀐 것은 없습니다. 다시 시도하세요
server-room-failed = 이 방은 오류로 닫혔습니다. 지금까지 둔 수는 저장되어 있습니다

## The AI, engines and bots

server-ai-busy = 서버의 AI가 너무 바쁩니다. 잠시 후 다시 시도하세요
server-engine-does-not-play = { $name } 프로그램은 이 옵션으로 이 게임을 두지 않습니다
server-engines-all-busy = 서버에서 돌릴 수 있는 프로그램 수가 한도에 이르렀습니다. 나중에 다시 시도하세요
server-engines-address-cap = 당신의 주소에서 돌릴 수 있는 프로그램 수가 한도에 이르렀습니다. 먼저 프로그램과의 대국에서 나가세요
server-room-no-such-engine = 이 방의 서버에는 "{ $name }" 프로그램이 없습니다
server-no-such-engine-none = "{ $name }" 프로그램은 없습니다. 이 서버에는 프로그램이 없습니다
server-no-such-engine = "{ $name }" 프로그램은 없습니다. 이 서버에 있는 프로그램: { $names }
server-bot-declined = 봇 { $name }이(가) 초대를 거절했습니다. { $side ->
        [black] 흑
       *[white] 백
    } 자리가 다시 비었습니다
server-bot-did-not-come = 봇 { $name }이(가) 제시간에 오지 않았습니다. { $side ->
        [black] 흑
       *[white] 백
    } 자리가 다시 비었습니다
server-bot-does-not-play = 봇 { $name }은(는) 이 옵션으로 이 게임을 두지 않습니다
server-bot-rooms-per-player = 이미 방 { $count }개에서 봇 { $name }와(과) 두고 있으며, 이것이 한 플레이어의 한도입니다. 먼저 한 판을 끝내세요
server-bot-rooms-cap = 봇 { $name }이(가) 둘 수 있는 방의 수가 한도({ $count })에 이르렀습니다. 나중에 다시 시도하세요
server-bot-busy = 봇 { $name }은(는) 바쁩니다. 대국을 기다리는 연결이 없습니다
server-bot-other-node = 봇은 자신이 연결된 노드의 방에서만 둡니다
server-bot-plays-too-many = 봇이 밝힐 수 있는 게임은 최대 { $count }개입니다
server-bot-connections-per-address = 당신의 주소에서 봇 연결 { $count }개가 이미 온라인입니다. 먼저 하나를 닫으세요
server-bot-name-online = { $name }(이)라는 봇이 이미 온라인입니다
server-no-such-bot = "{ $name }"(이)라는 봇은 온라인이 아닙니다
server-bot-game-has-no-rules = { $game ->
        [gomoku] 오목
        [reversi] 리버시
        [nogo] 노고
        [hex_gomoku] 육각 오목
       *[other] { $game }
    }에는 고를 규칙이 없습니다
server-bot-not-a-size = { $size }은(는) 판 크기가 아닙니다
server-bots-unread = 서버가 봇 정보를 읽지 못했습니다. 다시 시도하세요
server-bots-registered-only = 이 서버는 등록된 봇만 받습니다. 호스트는 `boardroom-server bots add NAME`으로 봇을 등록하며, 이 명령은 봇이 토큰으로 로그인할 때 쓰는 키를 출력합니다(docs/bots.md)

## Games past, games from files, reviews, ratings

server-no-such-player = 그런 플레이어는 없습니다
server-games-unread = 서버가 당신의 대국을 읽지 못했습니다. 다시 시도하세요
server-game-unread = 서버가 대국을 읽지 못했습니다. 다시 시도하세요
server-no-such-game = ID가 "{ $game }"인 대국은 없습니다
server-replay-not-over = { $game } 대국은 아직 끝나지 않았습니다. 끝난 뒤에 다시 볼 수 있습니다
server-stored-game-no-replay = 저장된 대국을 재생할 수 없습니다
server-file-unread = 파일을 읽지 못했습니다
server-sgf-setup-review = 이 SGF 파일은 배치된 국면(AB, AW, AE)에서 시작합니다. 복기는 대국의 처음부터 합니다
server-imports-per-player = 복기용으로 저장한 파일 대국이 이미 { $count }판으로, 한 플레이어의 한도입니다. 대신 여기서 둔 대국을 복기하세요
server-imports-per-address = 당신의 주소의 플레이어들이 복기용으로 저장한 파일 대국이 이미 { $count }판으로, 한 주소의 한도입니다
server-imports-full = 서버에 저장할 수 있는 파일 대국이 한도에 이르렀습니다. 대신 여기서 둔 대국을 복기하세요
server-import-not-kept = 서버가 대국을 저장하지 못했습니다. 다시 시도하세요
server-live-games-unread = 서버가 진행 중인 당신의 대국을 읽지 못했습니다. 다시 시도하세요
server-reaches-live-game = { $what ->
        [file] 이 파일이
        [game] 이 대국이
        [opening] 이 오프닝이
       *[review_rest] 이 복기의 나머지가
    } 진행 중인 당신의 대국 국면에 이릅니다. 서버의 프로그램은 자신의 대국에는 도움을 주지 않습니다. 그 대국이 끝난 뒤에 다시 요청하세요
server-check-failed = 확인에 실패했습니다. 다시 시도하세요
server-reviews-per-player = 진행 중인 복기가 { $count }개 있습니다. 하나가 끝난 뒤에 다시 요청하세요
server-review-positions-per-address = 당신의 주소에서 복기 중인 국면이 { $owed }개이고 이 대국은 { $positions }개입니다. 한도는 { $most }개입니다. 복기가 끝난 뒤에 다시 요청하세요
server-reviews-busy = 서버가 많은 대국을 복기하고 있습니다. 나중에 다시 시도하세요
server-review-not-yours = { $game } 대국은 당신의 대국이 아닙니다. 복기는 그 대국의 대국자(또는 파일을 가져온 사람)만 요청할 수 있습니다
server-review-not-over = { $game } 대국은 아직 끝나지 않았습니다
server-review-no-replay = 저장된 { $game } 대국을 재생할 수 없습니다
server-review-store-failed = 서버가 읽거나 저장하지 못했습니다. 다시 시도하세요

## An SGF file that cannot be read ($at: the byte where the problem is)

server-sgf-no-game-tree = SGF 파일: SGF 파일이 아닙니다: 게임 트리의 '('를 찾을 수 없습니다
server-sgf-not-text = SGF 파일: 텍스트가 아닙니다: { $at }번째 바이트가 UTF-8이 아닙니다(CA로 지정한 Latin-1도 아님)
server-sgf-unclosed-tree = SGF 파일: { $at }번째 바이트에서 시작한 게임 트리가 닫히지 않았습니다
server-sgf-unclosed-value = SGF 파일: { $at }번째 바이트의 속성 값이 닫히지 않았습니다
server-sgf-unexpected = SGF 파일: { $at }번째 바이트에 예상하지 못한 '{ $found }'이(가) 있습니다
server-sgf-no-value = SGF 파일: { $at }번째 바이트의 { $property } 속성에 값이 없습니다
server-sgf-unknown-game = SGF 파일: 알 수 없는 게임 GM[{ $game }]: Boardroom은 GM[4](오목, 렌주, 카로, 육각 오목), GM[2](리버시), RU[nogo]가 있는 GM[1]을 읽습니다
server-sgf-unknown-rule = SGF 파일: 알 수 없는 규칙 RU[{ $rule }]: freestyle, standard, renju, caro, hex 중 하나여야 합니다
server-sgf-bad-value = SGF 파일: { $at }번째 바이트의 { $property }[{ $value }]을(를) 읽을 수 없습니다
server-sgf-unsupported = SGF 파일: { $what ->
        [empty_tree] 노드가 없는 게임 트리
        [rectangular_board] 직사각형 판
        [removing_stones] 돌 제거(AE)
        [two_moves_in_a_node] 한 노드 안의 두 번째 수
        [late_setup] 첫 수 이후의 돌 배치
       *[other] { $what }
    }({ $at }번째 바이트)은(는) 지원하지 않습니다
server-sgf-size-only = SGF 파일: 판: { $game ->
        [gomoku] 오목
        [reversi] 리버시
        [nogo] 노고
        [hex_gomoku] 육각 오목
       *[other] { $game }
    } 판 크기는 { $min }만 됩니다({ $size }은(는) 안 됨)
server-sgf-size-range = SGF 파일: 판: { $game ->
        [gomoku] 오목
        [reversi] 리버시
        [nogo] 노고
        [hex_gomoku] 육각 오목
       *[other] { $game }
    } 판 크기는 { $min }~{ $max }여야 합니다({ $size }은(는) 안 됨)
server-sgf-board-unknown-rule = SGF 파일: 판: 알 수 없는 규칙 "{ $rule }": { $rules } 중 하나여야 합니다
server-sgf-no-option = SGF 파일: 판: { $game ->
        [gomoku] 오목
        [reversi] 리버시
        [nogo] 노고
        [hex_gomoku] 육각 오목
       *[other] { $game }
    }에는 { $option } 옵션이 없습니다
server-sgf-setup-off-board = SGF 파일: 배치된 돌: { $point }의 돌이 판 밖에 있습니다
server-sgf-setup-overlap = SGF 파일: 배치된 돌: { $point }에 돌이 두 개 있습니다
server-sgf-setup-no-liberty = SGF 파일: 배치된 돌: { $point }의 돌무리에 활로가 없습니다
server-sgf-setup-already-won = SGF 파일: 배치된 돌: { $point }에 이미 이긴 줄이 있습니다
server-sgf-wrong-turn = SGF 파일: { $number }번째 수({ $at }번째 바이트)는 { $side ->
        [black] 흑의 수인데, 백의 차례입니다
       *[white] 백의 수인데, 흑의 차례입니다
    }
server-sgf-illegal = SGF 파일: { $number }번째 수 { $move }({ $at }번째 바이트)는 둘 수 없는 수입니다({ server-rule-reason })
server-sgf-result-not-win = SGF 파일: RE[{ $result }]이지만 수순대로라면 { $side ->
        [black] 흑
       *[white] 백
    }이 이깁니다
server-sgf-result-not-draw = SGF 파일: RE[{ $result }]이지만 수순대로라면 무승부입니다

## Events

server-event-name = 대회 이름은 1~{ $most }자이며, 제어 문자를 쓸 수 없습니다
server-event-openings-twice = 대회의 대국은 대회의 오프닝 세트나 options.opening 중 하나로만 시작합니다
server-event-too-many-named = 대회를 만들 때 지정할 수 있는 참가자는 최대 { $most }명입니다. 나중에 더 참가할 수 있습니다
server-event-named-twice = { $name }이(가) 두 번 지정되었습니다
server-event-no-challenger-named = 건틀릿의 도전자는 처음 지정한 참가자입니다. 참가자를 지정하세요
server-events-per-host = 주최한 대회 { $count }개가 진행 중입니다. 먼저 하나를 끝내세요
server-events-busy = 서버에서 열 수 있는 대회 수가 한도에 이르렀습니다. 하나가 끝난 뒤에 다시 시도하세요
server-event-not-claimed-leaving = 대회를 확보하지 못했습니다: 이 서버가 클러스터를 떠나는 중입니다
server-event-not-claimed = 대회를 확보하지 못했습니다: { $detail }
server-event-not-stored = 대회를 저장하지 못했습니다: { $detail }
server-event-rules-failed = 대회 규칙 처리에 실패했습니다
server-no-such-event = "{ $event }" 대회는 없습니다
server-event-unreachable = 클러스터의 어느 서버도 { $event } 대회에 응답하지 않습니다. 잠시 후 다시 시도하세요
server-event-answered-amiss = 대회 서버가 잘못된 응답을 보냈습니다
server-event-bad-command = 대회 명령을 읽을 수 없습니다: { $detail }
server-event-host-only = 그것은 대회 호스트만 할 수 있습니다
server-event-action-needs-field = { $action } 동작에는 "{ $field }" 필드가 필요합니다
server-event-bot-joins-itself = 봇은 스스로 참가할 수 없고, 대회 호스트가 참가시킵니다
server-event-no-such-entrant = 대회에 "{ $name }" 참가자가 없습니다
server-no-such-engine-here = 이 서버에는 "{ $name }" 프로그램이 없습니다
server-engine-not-stored = 프로그램을 저장하지 못했습니다: { $detail }
server-event-stopped = 대회가 멈췄습니다

## An event's own refusals

server-event-started = 대회가 이미 시작되었습니다
server-event-not-started = 대회가 아직 시작되지 않았습니다
server-event-over = 대회가 끝났습니다
server-event-already-in = 이 참가자는 이미 대회에 있습니다
server-event-unknown-entrant = 대회에 그런 참가자는 없습니다
server-event-entrant-left = 이 참가자는 이미 대회를 떠났습니다
server-event-entrant-removed = 호스트가 이 참가자를 대회에서 제외했습니다
server-event-entrant-name = 참가자 이름은 1~256바이트입니다
server-event-full = 대회 정원이 찼습니다
server-event-closed = 대회가 더 이상 참가자를 받지 않습니다
server-event-too-few = 참가자가 너무 적어 시작할 수 없습니다
server-event-too-many-rounds = 참가자들이 같은 상대를 두 번 만나지 않고 둘 수 있는 라운드 수보다 많습니다
server-event-no-challenger = 건틀릿의 도전자가 아직 참가하지 않았습니다
server-event-unknown-game = 대회에 그런 대국은 없습니다
server-event-already-decided = 이 대국에는 이미 결과가 있습니다
server-event-not-counted = 이 대국은 더 이상 집계되지 않습니다
server-event-already-paused = 대회가 이미 일시 정지되었습니다
server-event-not-paused = 대회가 일시 정지되어 있지 않습니다
server-event-no-round = 진행 중인 라운드가 없습니다
server-event-arena-no-rounds = 아레나에는 라운드가 없습니다
server-event-swiss-no-rounds = 스위스 방식에는 라운드가 하나 이상 있어야 합니다
server-event-swiss-too-many-rounds = 스위스 방식은 최대 64라운드입니다
server-event-arena-too-short = 아레나는 최소 1분입니다
server-event-arena-too-long = 아레나는 최대 하루입니다
server-event-too-many-openings = 대회에서 쓸 수 있는 오프닝은 최대 10000개입니다
server-event-wait-too-long = 휴식이나 대기는 최대 한 시간입니다

## Sounds and the turn alert

alerts-sound = 소리
alerts-notify = 내 차례가 되면 알림
alerts-notify-denied = 브라우저가 이 페이지의 알림을 허용하지 않습니다. 브라우저 설정에서 켜 주세요.
alerts-turn-title = 내 차례
alerts-turn-body = { $opponent } 님이 방 { $room }에서 두었습니다.
alerts-turn-body-start = 방 { $room }의 대국이 시작되었습니다. 내 차례입니다.

## What the host did to a room

host-closed-room = 호스트가 방을 닫았습니다.

## Desktop app: the turn alert, and closing a room from the host's controls

desk-alerts-notify-hint = 창이 앞에 있지 않을 때 내 차례가 되면 작업 표시줄이나 Dock에서 알려 줍니다.
desk-console-close-room = { $code } 방 닫기
desk-console-confirm-close = { $code } 방을 닫을까요? 진행 중인 대국은 중단되고, 방에 있는 모든 사람이 로비로 돌아갑니다.
desk-console-confirm-close-yes = 네, 닫습니다
