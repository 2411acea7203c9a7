# Boardroom 的繁體中文文字：網頁與桌面應用程式共用。訊息與 en.ftl 一一對應。

## The page's top bar

page-title = Boardroom
page-brand = Boardroom
page-language = 語言
page-connected = 已連線
page-connecting = 正在連線…
page-reconnecting = 正在重新連線…
page-your-turn-title = 輪到你了 · Boardroom
page-change-name =
    .title = 修改你的名字
page-ear-mode = 聽聲下棋
page-ear-mode-hint = （螢幕閱讀器模式，Alt+Shift+E）

## The host's notice

host-notice-region =
    .aria-label = 主持人的通知
host-notice-label = 主持人通知：
host-notice-close = 關閉通知

## The page: the name screen, the lobby (new game, rooms, events, your games, account), an
## event, a room, the replay (index.html and app.js)

## The name screen

name-title = 和朋友一起下棋
name-lead = 與同一網路中的朋友對弈，或與電腦對弈的棋類遊戲。
name-lead-games = { $games }：與同一網路中的朋友對弈，或與電腦對弈。
name-label = 你的名字
name-input =
    .placeholder = 例如：Ada
name-play = 開始
name-save = 儲存
name-join = 加入對局
name-invited = 你受邀進入房間 { $room }。輸入你的名字即可加入對局。
name-invited-by = { $host } 邀請你下一局{ $game }（{ $details }）。輸入你的名字即可加入。
name-signin = 用密碼登入
name-signin-account = 帳號名稱
name-signin-password = 密碼
name-signin-submit = 登入

## The lobby: rooms and your games

lobby-title = 大廳
lobby-rooms = 房間
lobby-rooms-empty = 還沒有房間。建立一個，把連結傳給朋友吧。
lobby-qr = 同一網路中的手機掃描此碼即可開啟 Boardroom。
lobby-code = 房間代碼
lobby-join = 加入
lobby-watch = 觀戰
lobby-join-room = 加入房間 { $code }
lobby-watch-room = 觀戰房間 { $code }
lobby-room-waiting = 等待玩家
lobby-room-playing = 對局中
lobby-room-over = 已結束
lobby-watching = { $count } 人觀戰
lobby-room-code = 代碼 { $code }
lobby-vs = 對
lobby-open-seat = 空位
lobby-no-undo = 不可悔棋
lobby-no-clock = 不計時
lobby-games = 你的對局
lobby-games-empty = 你下完的對局會顯示在這裡。
lobby-games-more = 更早的對局
lobby-sgf-file = 開啟 SGF 檔案
lobby-game-vs = 對 { $opponent }
lobby-replay = 重播
lobby-replay-game = 重播與 { $opponent } 的對局 { $id }

## The lobby: a new game

create-title = 新對局
create-none = 伺服器沒有說明它支援哪些遊戲，因此無法建立對局。
create-game = 遊戲
create-size = 棋盤大小
create-seat = 你的顏色
create-seat-random = 隨機
create-seat-black = 黑方（先下）
create-seat-white = 白方
create-opponent = 對手
create-opponent-human = 朋友
create-opponent-ai = 電腦
create-engine = 程式
create-engine-default = Boardroom AI
create-level = 電腦難度
create-level-easy = 簡單
create-level-medium = 中等
create-level-hard = 困難
create-clock = 計時
create-undo = 允許悔棋
create-submit = 建立房間

## Events: the lobby's list, a new event, an event's page

event-list = 比賽
event-list-empty = 還沒有比賽。社團之夜、課堂或區網聚會：建立一場比賽，每個人都能和所有人對弈。
event-new = 新比賽
event-new-hint = 比賽中的每一局都使用「新對局」中選定的遊戲、棋盤和計時。
event-name = 名稱
event-name-input =
    .value = 社團之夜
event-format = 賽制
event-format-round-robin = 循環賽：每人和所有人各下一局
event-format-double = 雙循環賽：下兩輪，交換顏色
event-format-swiss = 瑞士制：固定輪數
event-format-arena = 競技場：在限定時間內，有空的人互相對弈
event-format-gauntlet = 車輪戰：第一個電腦玩家和所有人對弈
event-rounds = 輪數
event-minutes = 分鐘
event-ai = 電腦玩家
event-play = 我也參加
event-openings = 平衡開局（每個開局雙方各執一次黑白）
event-create = 建立比賽
event-kind-round-robin = 循環賽
event-kind-swiss = 瑞士制
event-kind-arena = 競技場
event-kind-gauntlet = 車輪戰
event-status-waiting = 報名中
event-status-running = 進行中
event-status-paused = 已暫停
event-status-over = 已結束
event-entrants = { $count } 名參賽者
event-open = 開啟
event-open-event = 開啟比賽「{ $name }」
event-go = 前往你的對局
event-join = 參加比賽
event-leave = 退出比賽
event-projector = 投影用排名頁面
event-back = 返回大廳
event-host-group =
    .aria-label = 主持人操作
event-host-column = 主持人操作
event-start = 開始
event-pause = 暫停
event-resume = 繼續
event-end-round = 結束本輪
event-finish = 結束比賽
event-add-ai = 加入電腦
event-add = 加入
event-standings = 排名
event-column-name = 名字
event-column-score = 積分
event-column-wins = 勝
event-column-draws = 和
event-column-losses = 負
event-games = 對局
event-games-empty = 主持人開始比賽後，對局會顯示在這裡。
event-taking = 報名中：目前已有 { $count } 人。由主持人開始比賽。
event-over = 比賽已結束：以下為最終排名。
event-paused-by-host = 主持人已暫停比賽。
event-arena-until = 競技場，到 { $time } 為止。
event-round = 第 { $round } 輪。
event-round-of = 第 { $round } 輪，共 { $rounds } 輪。
event-host-name = 主持人 { $name }
event-you = { $name }（你）
event-remove = 移除
event-remove-entrant = 將 { $name } 移出比賽
event-pair = { $black } 對 { $white }
event-game-void = 不計成績
event-game-playing = 對局中
event-game-round = 第 { $round } 輪
event-game-opening = 開局 { $opening }
event-watch-game = 觀戰 { $game }
event-result-of = { $game } 的結果
event-set = 設定
event-set-result = 設定 { $game } 的結果
event-confirm-remove = 將 { $name } 移出比賽？其進行中的對局判負。
event-confirm-leave = 退出比賽？你進行中的對局將判負。
event-confirm-finish = 現在結束比賽？進行中的對局將不再計入成績。
event-game-ready = 你在「{ $event }」中的對局已準備好。
event-game-ready-unnamed = 你在比賽中的對局已準備好。

## The lobby: the account panel

view-account-title = 帳號
view-account-signup = 設定密碼，保留這個名字
view-account-new-password = 新密碼
view-account-repeat = 再次輸入新密碼
view-account-signup-hint = 8 到 128 個字元。之後其他人就不能再用這個名字下棋。
view-account-keep = 保留這個名字
view-account-change = 變更密碼
view-account-current = 目前的密碼
view-account-change-hint = 8 到 128 個字元。你的其他裝置將被登出。
view-account-sign-out-elsewhere = 登出我的其他裝置

## The replay and its review

view-replay =
    .aria-label = 重播
view-replay-back = 返回
view-replay-steps =
    .aria-label = 逐步檢視對局
view-replay-first =
    .aria-label = 到開頭
view-replay-prev =
    .aria-label = 後退一步
view-replay-next =
    .aria-label = 前進一步
view-replay-last =
    .aria-label = 到結尾
view-replay-slider =
    .aria-label = 手數
view-review = 覆盤
view-review-start = 讓電腦覆盤
view-replay-actions =
    .aria-label = 重播操作
view-replay-friend = 從這裡和朋友繼續下
view-replay-ai = 從這裡和電腦繼續下
view-download-sgf = 下載 SGF
view-moves = 棋步
app-replay-game = 對局 { $id }
app-replay-file = 來自檔案
app-replay-players = { $black }（黑）對 { $white }（白）
app-review-file = 來自檔案的對局：電腦也可以覆盤。
app-review-progress = 覆盤中… 已評估 { $done } / { $total } 個局面。
app-review-done = 已覆盤：此時的勝率為 { $chance }。
app-review-graph = 形勢圖：每步之後黑方的勝率
app-move = { $n }. { $move }，{ $seat }
app-move-marked = { $n }. { $move }，{ $seat }，{ $mark }
app-sgf-too-large = SGF 檔案太大（{ $size } KB；最多 15 KB）。

## Words for the sides and moves

app-side =
    { $seat ->
        [black] 黑方
       *[white] 白方
    }
app-side-lower =
    { $seat ->
        [black] 黑方
       *[white] 白方
    }
app-side-prefix =
    { $seat ->
        [black] 黑方：
       *[white] 白方：
    }
app-pass = 停一手

## Lists: the games on the name screen ("A, B and C"), the server's addresses ("A or B")

app-list-separator = 、
app-list-and = { $head }和{ $last }
app-list-or = { $head } 或 { $last }

## A room

room-region =
    .aria-label = 對局房間
room-leave = 離開房間
room-invite-title = 邀請朋友
room-invite-send = 把這個連結傳給同一網路中的朋友：
room-invite-link =
    .aria-label = 邀請連結
room-copy = 複製
room-invite-qr = 或者用手機掃描此碼。
room-invite-code = 房間代碼
room-invite-ai = 或者和電腦對弈：
room-seat-ai = 讓電腦入座
room-players =
    .aria-label = 玩家
room-away =
    .aria-label = 已離開的玩家
room-claim-victory = 宣告勝利
room-claim-draw = 判為和棋
room-ear-log =
    .aria-label = 聽聲下棋
room-ear-title = 聽聲下棋
room-ear-move = 棋步
room-ear-play = 下
room-ear-hint = 按棋盤上的名稱輸入一個點，再按 Enter；輸入 ? 查看說明。
room-ear-board =
    .aria-label = 文字棋盤
room-ear-keys = 按鍵
room-actions =
    .aria-label = 對局操作
room-undo = 悔棋
room-draw = 求和
room-resign = 認輸
room-abort = 中止
room-again = 再來一局
room-take-seat = 坐到空位上
room-hints = 顯示可落子點
room-tap-twice = 點兩下落子
room-download-sgf = 下載 SGF
room-moves = 棋步
room-title = { $game } · 房間 { $code }
room-spectators = { $count } 名觀眾
room-you-watching = 你正在觀戰
room-claim = { $name } 沒有回來。你可以宣告勝利、判為和棋，或繼續等待。
room-first-move = 還有 { $time } 下第一步
room-invite-address = 口頭告知：在同一網路中的瀏覽器裡開啟 { $where }，再輸入房間代碼。
room-computer = 電腦
room-empty-seat = 空位
room-level =
    難度：{ $level ->
        [easy] 簡單
        [hard] 困難
       *[medium] 中等
    }
room-online = 線上
room-offline = 離線 · 可能會回來
room-you = （你）
room-pieces = { $pieces }：{ $count }
room-to-move = 輪到下棋
room-clock =
    { $seat ->
        [black] 黑方計時：
       *[white] 白方計時：
    }
room-notice-watching = 你正在觀戰：觀眾不能落子。
room-notice-waiting = 正在等待對手坐到另一個座位。
room-notice-over = 對局已結束。
room-notice-turn =
    { $seat ->
        [black] 現在輪到黑方。
       *[white] 現在輪到白方。
    }
room-full = 房間 { $room } 的兩個座位都已有人，你將觀戰。
room-confirm-switch = 你正在房間 { $room } 中對局。要離開那局（將判負）並前往房間 { $wanted } 嗎？
room-confirm-leave = 離開這局？中途離開將判負。
room-confirm-resign = 認輸這局？
room-undo-request = 悔棋請求
room-undo-ask = { $name } 請求悔回上一步。
room-undo-wait = 你請求悔回上一步。正在等待 { $name }…
room-draw-offer = 求和
room-draw-ask = { $name } 提議和棋。
room-draw-wait = 你提議了和棋。正在等待 { $name }…
room-again-request = 再來一局
room-again-ask = { $name } 想交換顏色再來一局。
room-again-wait = 你提議再來一局。正在等待 { $name }…
room-agree = 同意
room-refuse = 拒絕
room-link-copied = 連結已複製。貼上傳給你的朋友吧。
room-link-by-hand = 請選取連結並手動複製。

## A room's chat

chat-title = 聊天
chat-log =
    .aria-label = 聊天訊息
chat-label = 聊天
chat-input =
    .placeholder = 說點什麼
chat-send = 傳送
chat-from-spectator = { $name }（觀戰）
chat-new = { $count } 則新訊息 ↓

# The host's kid mode: the fixed phrases a player may send, offered as buttons (the server
# sends each as its English text, with its id: chat-phrase-ID)
chat-phrases =
    .aria-label = 可以傳送的短語
chat-phrase-hello = 你好！
chat-phrase-good-luck = 祝你好運！
chat-phrase-have-fun = 玩得開心！
chat-phrase-nice-move = 好棋！
chat-phrase-well-played = 下得好！
chat-phrase-good-game = 精彩的對局！
chat-phrase-thank-you = 謝謝！
chat-phrase-oops = 哎呀！
chat-phrase-one-more = 再來一局？
chat-phrase-bye = 再見！

## What the page says of the connection and the server's errors

app-not-connected = 目前未連線，正在重新連線…
app-error-rate-limited = 請稍候片刻。
app-error-server-busy = 請稍後再試。
app-error-no-such-room = 請檢查房間代碼，或建立一個新房間。

## 伺服器目錄中的遊戲，依資料命名（catalogue.js）：遊戲的名稱與簡介、選項的名稱與關閉時的說明、
## 選項值的名稱與說明

game-gomoku-title = 五子棋
game-gomoku-summary = 在方形棋盤上連成五子。
game-reversi-title = 黑白棋
game-reversi-summary = 把對手的棋子翻成你的顏色；終局時棋子多的一方獲勝。
game-nogo-title = 不圍棋
game-nogo-summary = 禁止吃子的圍棋：先無處可下的一方判負。
game-hex_gomoku-title = 六角五子棋
game-hex_gomoku-summary = 在六邊形棋盤上連成五子。
option-rule-title = 規則
choice-rule-freestyle-title = 無禁手
choice-rule-freestyle-summary = 五子或更多連成一線即勝
choice-rule-standard-title = 標準
choice-rule-standard-summary = 剛好五子連成一線才算勝
choice-rule-renju-title = 連珠
choice-rule-renju-summary = 黑方有禁手
choice-rule-caro-title = 卡羅
choice-rule-caro-summary = 兩端都被堵住的五連不算勝
option-center_first_forbidden-title = 第一手不得下在天元
option-center_first_forbidden-off = 天元可下

## 目錄之外的遊戲用語：建立表單中的選項、房間選項的簡述

choice-label = { $title }：{ $summary }
game-words-separator = { "，" }

## 棋盤（board.js、geometry.js）：棋子、尺寸、線，以及螢幕閱讀器對每個點的描述

board-piece = { $piece ->
    [disc] 棋子
    [stone] 棋子
   *[other] 棋子
}
board-piece-count = { $count } 子
board-size-hex-label = 每邊 { $size } 個點
board-size-hex-words = 每邊 { $size }
board-direction-row = 橫線
board-direction-column = 直線
board-direction-diagonal = 斜線
board-direction-anti-diagonal = 反斜線
board-direction-q-line = q 線
board-direction-third-line = 第三條線
board-label = { $game }棋盤，{ $options }
board-cannot-draw = 本頁面無法繪製{ $game }的棋盤。
board-separator = { "，" }
board-point-stone = { $seat ->
    [black] 黑子
   *[white] 白子
}
board-point-empty = 空
board-point-last-move = 上一手
board-point-winning-line = 獲勝連線
board-point-turned = 被上一手翻轉
board-point-emptied = 被上一手提走
board-point-best = 引擎建議的更好著法
board-point-missed-win = 錯失的勝著
board-point-forbidden = { $seat ->
    [black] 黑方禁手
   *[white] 白方禁手
}
board-point-legal = 可落子
board-point-chosen = 已選取，再按一次落子

## 獲勝的原因：「黑方勝：五子連珠。」

reason-five = 五子連珠
reason-count = 棋子較多
reason-board-full = 棋盤已滿
reason-resign = 對方認輸
reason-agreement = 雙方同意
reason-forfeit = 對手離開
reason-timeout = 對方超時

## 房間的狀態列與提示（state.js）

status-sentence-separator = { "" }
status-seat = { $seat ->
    [black] 黑方
   *[white] 白方
}
status-the-computer = 電腦
status-waiting-players = 等待玩家加入。
status-waiting-opponent = 等待對手加入。
status-your-turn = 輪到你了（{ $seat ->
    [black] 黑方
   *[white] 白方
}）。
status-waiting-for = 等待 { $name }（{ $seat ->
    [black] 黑方
   *[white] 白方
}）落子。
status-to-move = { $seat ->
    [black] 輪到黑方。
   *[white] 輪到白方。
}
status-passed = { $seat ->
    [black] 黑方無處可下，停一手。
   *[white] 白方無處可下，停一手。
}
status-you-won = 你贏了！
status-you-lost = 你輸了。
status-count = 棋子：黑 { $black }，白 { $white }。
status-wins = { $winner ->
    [black] 黑方勝。
   *[white] 白方勝。
}
status-wins-why = { $winner ->
    [black] 黑方勝
   *[white] 白方勝
}：{ $why }。
status-wins-resign = { $winner ->
    [black] 黑方勝：白方認輸。
   *[white] 白方勝：黑方認輸。
}
status-wins-forfeit = { $winner ->
    [black] 黑方勝：白方離開了對局。
   *[white] 白方勝：黑方離開了對局。
}
status-wins-timeout = { $winner ->
    [black] 黑方超時勝：白方時間用完。
   *[white] 白方超時勝：黑方時間用完。
}
status-wins-no-legal-move = { $winner ->
    [black] 黑方勝：白方無處可下。
   *[white] 白方勝：黑方無處可下。
}
status-draw = 和棋。
status-draw-agreement = 雙方同意和棋。
status-draw-count = 和棋：雙方棋子數相同。
status-draw-board-full = 和棋：棋盤已滿。
status-draw-forfeit = 和棋：有玩家離開後判和。
status-aborted = 對局已中止：不計勝負。
status-undone = 已悔棋一步。
status-undo-refused = 悔棋請求被拒絕了。
status-draw-refused = 求和被拒絕了。
status-play-again-refused = 再來一局的邀請被拒絕了。
status-took-seat = { $name } 坐上了{ $seat ->
    [black] 黑方
   *[white] 白方
}座位。
status-left-seat = { $name } 離開了{ $seat ->
    [black] 黑方
   *[white] 白方
}座位。
status-claimable-you = { $name } 沒有回來：你可以直接判勝、判和，或繼續等待。
status-claimable = { $name } 未能及時回來。
status-back = { $name } 回來了。
status-away-gone = { $name } 已離開 · 未能及時回來
status-away-countdown = { $name } 已離開 · 還有 { $time } 可以回來
status-wait-undo = { $seconds } 秒後才能再次請求悔棋。
status-wait-draw-time = { $seconds } 秒後才能再次求和。
status-wait-draw-moves = 再下 { $moves } 手後才能再次求和。
status-wait-draw-time-moves = { $seconds } 秒後、且再下 { $moves } 手後才能再次求和。
status-opponent-engine = { $name }（{ $about }）
status-opponent-bot = { $name }（機器人）
status-opponent-bot-busy = { $name }（機器人，忙碌中）

## 棋鐘（state.js）

clock-untimed = 不限時
clock-per-move = 每手 { $seconds } 秒
clock-seconds-plus = { $seconds } 秒+{ $increment }
clock-preset-sudden-death = { $minutes } 分鐘（{ $minutes }+0）
clock-preset-increment = { $minutes } 分鐘 + 每手加 { $increment } 秒（{ $minutes }+{ $increment }）

## 覆盤（replay.js）

replay-start = 開局 · 共 { $count } 手。
replay-move-passed = 第 { $ply }/{ $total } 手：{ $seat ->
    [black] 黑方
   *[white] 白方
}停一手。
replay-move-played = 第 { $ply }/{ $total } 手：{ $seat ->
    [black] 黑方
   *[white] 白方
}下在 { $point }。
replay-move-played-changed = 第 { $ply }/{ $total } 手：{ $seat ->
    [black] 黑方
   *[white] 白方
}下在 { $point }，{ $changed }。
replay-changed-flips = 翻轉 { $count } 子
replay-changed-captures = 提走 { $count } 子
replay-end = 棋譜到此結束。
replay-empty-seat = （空位）
replay-outcome = { $outcome ->
    [won] 勝
    [lost] 負
    [aborted] 已中止
   *[draw] 和
}
replay-outcome-why = { $outcome ->
    [won] 勝
    [lost] 負
    [aborted] 已中止
   *[draw] 和
}（{ $why }）
replay-why-five = 五子連珠
replay-why-count = 數子
replay-why-no-legal-move = 無處可下
replay-why-board-full = 棋盤已滿
replay-why-resign = 認輸
replay-why-agreement = 雙方同意
replay-why-forfeit = 棄權
replay-why-timeout = 超時
replay-moves = { $count } 手

## 覆盤分析（review.js）：黑方勝率與著法標記

review-chance = 黑方 { $percent }%
review-mark-inaccuracy = 欠佳
review-mark-mistake = 失誤
review-mark-blunder = 大錯
review-mark-missed-win = { $mark }：錯失了連續衝四取勝
review-verdict-after = { $mark }：此手後{ $seat ->
    [black] 黑方
   *[white] 白方
}勝率 { $percent }%
review-verdict-after-best = ，若下 { $point } 則為 { $percent }%
review-verdict-before-best = ，此手前為 { $percent }%；更好的是 { $point }
review-verdict-discs-lost = ；損失 { $count } 子
review-verdict-missed-win = 。錯失了連續衝四取勝：{ $points }

## 比賽排名頁（投影用，standings.html、standings.js）

standings-page-title = 排名 · Boardroom
standings-event-title = { $name } · 排名 · Boardroom
standings-heading = 排名
standings-loading = 載入中…
standings-table-title = 排名
standings-games-title = 對局
standings-waiting = 等待主持人開始 · { $count } 名參賽者
standings-final = 最終排名
standings-arena = 競技場 · 剩餘 { $time }
standings-round = 第 { $round } 輪
standings-round-of = 第 { $round } 輪，共 { $rounds } 輪
standings-paused = { $status } · 已暫停
standings-column-name = 名稱
standings-column-score = 積分
standings-column-wins = 勝
standings-column-draws = 和
standings-column-losses = 負
standings-tiebreak-direct-encounter = 直勝
standings-tiebreak-buchholz = 對手分
standings-tiebreak-median-buchholz = 中間分
standings-tiebreak-sonneborn-berger = 索伯分
standings-tiebreak-wins = 勝局
standings-tiebreak-fewer-games = 局數
standings-game-vs = { $black } 對 { $white }
standings-watch = { " · " }觀戰
standings-byes = 輪空：{ $names }
standings-list-separator = { "、" }
standings-no-event = 沒有這場比賽。
standings-no-answer = 伺服器沒有回應，正在重試…
standings-unreachable = 無法連線到伺服器，正在重試…

## Play by ear (ear.js): what a player who listens through a screen reader hears in the live
## log, and the text board's labels. $seat, $side: "black" or "white" ("other" for neither);
## $who, $whose: those or "you", the player. $at, $from, $to, $example: a point as the board
## names it ("H8"); $stones, $points, $wins, $makes: points in a list ("G8 or L8").

ear-on = 聽聲下棋已開啟。對局中，在「棋步」欄輸入座標（例如 H8）並按 Enter；輸入問號可聽取說明。
ear-off = 聽聲下棋已關閉。
ear-room = { $title }，房間 { $code }。
ear-room-options = { $title }，房間 { $code }，{ $options }。
ear-seat =
    { $seat ->
        [black] 你執黑。
        [white] 你執白。
       *[other] 你正在觀戰。
    }
ear-new-game = 新的一局。
ear-position = 盤面上已有 { $count } 手棋。
ear-played =
    { $who ->
        [you] 你下在 { $at }。
        [black] 黑方下在 { $at }。
       *[white] 白方下在 { $at }。
    }
# $changed: what the move did to other pieces ("turning 2 discs").
ear-played-changed =
    { $who ->
        [you] 你下在 { $at }，{ $changed }。
        [black] 黑方下在 { $at }，{ $changed }。
       *[white] 白方下在 { $at }，{ $changed }。
    }
ear-passed =
    { $who ->
        [you] 你停一手。
        [black] 黑方停一手。
       *[white] 白方停一手。
    }
ear-your-turn = 輪到你了。
# The words typed in the Move box to answer a request (English's work in every language).
ear-command-agree = 同意
ear-command-refuse = 拒絕
ear-asks-undo = { $name } 請求悔棋。請按「同意」或「拒絕」按鈕回應，或輸入「{ ear-command-agree }」或「{ ear-command-refuse }」。
ear-asks-draw = { $name } 提議和棋。請按「同意」或「拒絕」按鈕回應，或輸入「{ ear-command-agree }」或「{ ear-command-refuse }」。
ear-asks-play-again = { $name } 想交換顏色再下一局。請按「同意」或「拒絕」按鈕回應，或輸入「{ ear-command-agree }」或「{ ear-command-refuse }」。
ear-asked-undo = 你已請求悔棋，正在等待 { $name } 回應。
ear-asked-draw = 你已提議和棋，正在等待 { $name } 回應。
ear-asked-play-again = 你已請求再下一局，正在等待 { $name } 回應。
ear-withdrawn-undo = 悔棋請求已撤回。
ear-withdrawn-draw = 和棋提議已撤回。
ear-withdrawn-play-again = 再下一局的提議已撤回。
ear-nothing-to-answer = 沒有需要回應的請求。
ear-clock-low =
    { $whose ->
        [you] 你的剩餘時間不到十秒。
        [black] 黑方剩餘時間不到十秒。
       *[white] 白方剩餘時間不到十秒。
    }

## Play by ear: the Move box's answers

ear-type-point = 請輸入座標（例如 { $example }），然後按 Enter。
# $text: what the player typed.
ear-not-a-point = { $text } 不是這個棋盤上的點。請輸入座標，例如 { $example }。
ear-no-room = 你不在對局中。
ear-watching = 你正在觀戰：觀眾不能落子。
ear-waiting = 正在等待對手入座。
ear-over = 對局已結束。
ear-not-your-turn =
    { $seat ->
        [black] 現在輪到 { $name }（黑方）。
       *[white] 現在輪到 { $name }（白方）。
    }
ear-sent = 你的落子正在送出。
# $piece: what the game puts down ("stone", "disc").
ear-taken =
    { $seat ->
        [black] { $at } 已被佔據：那裡是黑方的{ $piece }。
       *[white] { $at } 已被佔據：那裡是白方的{ $piece }。
    }
ear-forbidden =
    { $seat ->
        [black] { $at } 是黑方的禁手點。
       *[white] { $at } 是白方的禁手點。
    }
ear-illegal = { $at } 不能落子。

## Play by ear: reading the board (a point of the text board reads "H8, black, last move")

ear-empty = 空
ear-stone =
    { $seat ->
        [black] 黑子
       *[white] 白子
    }
ear-last-move = 最後一手
ear-winning = 獲勝連線
ear-forbidden-for =
    { $seat ->
        [black] 黑方禁手
       *[white] 白方禁手
    }
ear-no-last = 還沒有人落子。
ear-last =
    { $seat ->
        [black] 最後一手：黑方下在 { $at }。
       *[white] 最後一手：白方下在 { $at }。
    }
# $line: the line's name (board-direction-*) with a capital.
ear-line-through = 經過 { $at } 的{ $line }：
# $threats: the fours and threes on the line, as sentences.
ear-line-threats = { $line }：{ $threats }
ear-no-line = 這個棋盤沒有這樣的線。
# A line's points, in runs of the same ($what: black, white or empty): "A8 to F8 empty; G8 and
# H8 black; I8 white."
ear-run-one =
    { $what ->
        [black] { $from } 黑子
        [white] { $from } 白子
       *[empty] { $from } 空
    }
ear-run-two =
    { $what ->
        [black] { $from } 和 { $to } 黑子
        [white] { $from } 和 { $to } 白子
       *[empty] { $from } 和 { $to } 空
    }
ear-run-many =
    { $what ->
        [black] { $from } 到 { $to } 黑子
        [white] { $from } 到 { $to } 白子
       *[empty] { $from } 到 { $to } 空
    }
ear-runs-separator = {"；"}
ear-runs = { $runs }。
ear-five =
    { $side ->
        [black] 黑方五連：{ $stones }。
       *[white] 白方五連：{ $stones }。
    }
ear-four =
    { $side ->
        [black] 黑方衝四（{ $stones }）：在 { $wins } 成五。
       *[white] 白方衝四（{ $stones }）：在 { $wins } 成五。
    }
ear-open-four =
    { $side ->
        [black] 黑方活四（{ $stones }）：在 { $wins } 成五。
       *[white] 白方活四（{ $stones }）：在 { $wins } 成五。
    }
ear-three =
    { $side ->
        [black] 黑方活三（{ $stones }）：在 { $makes } 成活四。
       *[white] 白方活三（{ $stones }）：在 { $makes } 成活四。
    }
ear-no-threats = 沒有四或活三。
ear-no-threats-through = 經過 { $at } 的線上沒有四或活三。
ear-no-threats-on-board = 棋盤上沒有四或活三。
ear-forbidden-on-line =
    { $seat ->
        [black] 黑方禁手：{ $points }。
       *[white] 白方禁手：{ $points }。
    }
# Between the items of a list ("H8, I8, J8"), and between points one of which will do ("G8 or L8").
ear-comma = {"、"}
ear-or = {" 或 "}

## Play by ear: the text board and the keys

# The text board's corner, over the rows' names (heard, not seen).
ear-corner = 行
ear-help-intro = 聽聲下棋的按鍵：
ear-help-move = 在「棋步」欄：輸入座標（例如 { $example }）並按 Enter 即可落子。
# $key: a key's letter; $line: a line's name (board-direction-*).
ear-help-reads = { $key } 讀出{ $line }
# $lines: the ear-help-reads of each line, in a list; $first: the first line's letter.
ear-help-move-keys = 在「棋步」欄：{ $lines }；t 讀出經過該點的四和活三，w 讀出整個棋盤上的四和活三，l 讀出最後一手；在字母後加上座標即可讀出經過該點的線，例如 { $first } { $example }；輸入「{ ear-command-agree }」或「{ ear-command-refuse }」回應請求；b 跳到文字棋盤；? 讀出本說明。
ear-help-board = 在文字棋盤上：方向鍵移動，Home 和 End 跳到本行兩端，Enter 或空白鍵在該點落子。
ear-help-board-keys = 在文字棋盤上：{ $lines }；T 讀出經過該點的四和活三，W 讀出整個棋盤上的四和活三；L 跳到最後一手；M 跳到「棋步」欄；H 或 ? 讀出本說明。
ear-help-toggle = Alt+Shift+E 開啟或關閉聽聲下棋。

## Accounts (account.js): the name screen's sign-in form and the lobby's Account panel. $name: a
## player's name.

account-signing-in = 正在登入…
account-wrong-password = 名稱或密碼錯誤。
# $wait: how long, as account-seconds or account-minutes say it ("45 seconds").
account-too-many-tries = 嘗試次數過多。請在 { $wait }後再試。
account-too-many-tries-later = 嘗試次數過多。請稍後再試。
account-signed-out = 你已在這台裝置上被登出：有人在另一台裝置上變更了你的密碼，或將你的其他裝置登出。請用密碼重新登入。
account-guest = { $name } 是這台裝置上的訪客。為這個名稱設定密碼即可保留它，並可在任何裝置上以 { $name } 的身分登入。
account-holder = { $name } 是一個帳號：可在任何裝置上用它的名稱和密碼登入。
account-keeps-name = { $name } 是一個帳號，名稱保持不變。
account-made = { $name } 現在是一個帳號了。可在任何其他裝置上用它的名稱和密碼登入。
account-changed = 你的密碼已變更。
account-wrong-current = 目前的密碼不正確。
account-sending = 正在傳送…
account-not-connected = 目前未連線，請稍後再試。
# How many of the account's other devices were signed out.
account-revoked =
    { $count ->
        [0] 沒有其他已登入的裝置。
       *[other] 已將 { $count } 台其他裝置登出。
    }
account-too-short = 密碼至少需要 { $min } 個字元。
account-too-long = 密碼最多 { $max } 個字元。
account-differ = 兩次輸入的密碼不一致：請輸入兩次相同的密碼。
# A wait, in account-too-many-tries.
account-seconds = { $count } 秒
account-minutes = { $count } 分鐘

## The host's doing (host.js): a player the host removed or banned, a chat the host stopped

host-kicked = 主持人已將你移出這台伺服器。
host-kicked-more = 你可以回來繼續下棋。
host-banned = 主持人已禁止你進入這台伺服器。
host-banned-more = 除非主持人解除禁令，否則你無法在這裡下棋。
host-come-back = 重新進入
host-muted = 主持人已將你禁言：你的訊息不會送出。
# $list: the phrases, as the server lists them.
host-phrases = 這台伺服器上只能傳送以下短語：{ $list }
host-chat-off = 這台伺服器已關閉聊天。

## Ratings (ratings.js, ratings-view.js): the create form's Rated box, a player's profile and
## the leaderboard. A rating ($rating, $first, $last) is a whole number such as 1712.

ratings-rated = 計入等級分
ratings-rated-hint = 只有兩個帳號之間的對局或與電腦的對局才計入等級分：與訪客、機器人或程式的對局照常進行，但不計分。
# In a room's options, in a few words ("15×15, Renju, rated").
ratings-rated-room = 計分
ratings-your-ratings = 我的等級分
ratings-title = 等級分
ratings-back = 返回
ratings-your-profile = 我的資料
ratings-profile-of = { $name } 的等級分
ratings-loading = 載入中…
ratings-account = 帳號
ratings-guest = 訪客：訪客的對局不計等級分。
ratings-guest-self = 你以訪客身分下棋，訪客的對局不計等級分：在「帳號」中為你的名稱設定密碼，即可獲得等級分。
ratings-no-ratings = 還沒有計分的對局。
ratings-provisional-note = 帶 ? 的是暫定等級分：大約 15 到 25 盤計分對局後趨於穩定。
ratings-games = { $count } 盤計分對局
# A provisional rating, as a screen reader says it (the page shows "1580?").
ratings-provisional = { $rating }，暫定
# The chart of a rating's history, as a screen reader names it; $title: the game (ratings-kind).
ratings-chart-one = { $title }：1 盤計分對局後為 { $rating }
ratings-chart = { $title }：最近 { $count } 盤計分對局中從 { $first } 變為 { $last }
ratings-last-games = { $title }：最近的計分對局
ratings-when = 時間
ratings-rating = 等級分
ratings-leaderboard = 排行榜
ratings-game = 遊戲
ratings-rule = 規則
ratings-game-of-leaderboard =
    .aria-label = 排行榜的遊戲
ratings-rule-of-leaderboard =
    .aria-label = 排行榜的規則
ratings-rank = 名次
ratings-name = 名稱
ratings-games-column = 對局數
ratings-no-settled = 還沒有穩定的等級分：玩家的等級分不再是暫定後才會顯示在這裡。
# A rating's kind: the game's title, then the rule's ("Gomoku, Renju").
ratings-kind = { $game }（{ $rule }）

## The invite's QR code (qr.js), as a screen reader names the picture

qr-alt = { $link } 的 QR 碼

## The desktop app (client/desktop): the words it says that the web page does not. Where the
## page says the same, the app uses the page's message. $seat, $winner: "black" or "white".

## The top bar, and what every screen shares

# The server's AI, by its level: its name as the server gives it ("Boardroom AI (hard)").
desk-ai-name = Boardroom AI（{ $level ->
    [easy] 簡單
    [hard] 困難
   *[medium] 中等
}）
desk-status-connected = 已連線到 { $server }
desk-status-connecting = 正在連線到 { $server }…
desk-status-reconnecting = 正在重新連線到 { $server }…
desk-hosting-on-port = · 正在連接埠 { $port } 上主持
desk-leave-server = 離開伺服器
desk-stop-hosting = 停止主持
desk-playing-as = 目前身分：{ $name }
# The language picker's first choice: the system's language, whatever it is.
desk-language-system = 跟隨系統
# A sentence of the server's words that ends with no stop: the stop the language puts there.
desk-sentence = { $text }。
desk-cancel = 取消
desk-close = 關閉
desk-confirm-resign-yes = 確定認輸
desk-confirm-leave-yes = 確定離開
desk-confirm-remove-yes = 確定移除
# Nobody in a seat, or no opponent known.
desk-nobody = 無人
# Between addresses, one of which will do ("192.168.1.5:7878 or 10.0.0.2:7878").
desk-or = { " 或 " }
# The host's notice, at the top of every screen: $label is host-notice-label.
desk-notice-banner = { $label }{ $text }
desk-notice-hide = 隱藏公告

## The first screen: the name, hosting, joining, replaying, the servers found on the network

desk-find-name-hint = 輸入你的名稱
desk-find-host = 主持對局
desk-find-host-about = 在這台電腦上啟動伺服器，邀請同一網路中的朋友來下棋。
desk-find-open-my-server = 開啟我的伺服器
desk-find-join = 加入對局
desk-find-address = 伺服器位址
desk-find-address-hint = 192.168.1.20:7878 或邀請連結
desk-find-connect = 連線
desk-find-connect-to = 連線到 { $address }
desk-find-replay = 重播棋譜
desk-find-servers = 你所在網路中的伺服器
desk-find-no-server = 尚未找到伺服器。
desk-find-no-open-room = 沒有空位的房間。
# An open room of a server found on the network: $options its board, rule and clock.
desk-find-open-room = { $game }（{ $options }）· { $host } 正在等待 · 房間代碼 { $code }
# $why: one of the desk-probe- messages.
desk-find-probe-failed = 無法列出它的房間：{ $why }。
desk-find-asking = 正在查詢它的房間…
desk-probe-answered = 它回應了 { $status }
desk-probe-no-answer = 沒有回應
desk-probe-cannot-connect = 無法連線
desk-probe-connection-lost = 連線中斷
desk-probe-not-boardroom = 不是 Boardroom 伺服器
desk-last-server = 上次的伺服器
desk-discovery-off = 已關閉在網路中尋找伺服器。
# $error: the system's own words.
desk-discovery-failed = 無法在網路中尋找伺服器：{ $error }。
# How the hosted server is named to the other apps on the network.
desk-announced-as = { $name } 的 Boardroom
desk-type-name = 請先輸入你的名稱。
desk-type-address = 請輸入伺服器位址，例如 192.168.1.20:7878。
desk-type-sgf = 請先輸入 SGF 檔案的路徑。
desk-type-game-link = 請輸入對局連結，例如 http://host:7878/g/42。
desk-host-failed = 無法主持對局：{ $error }。
desk-connect-failed = 無法連線：{ $error }。
desk-join-code = 加入 { $code }
desk-watch-code = 觀戰 { $code }

## The lobby

desk-lobby-hosting = 你正在主持。同一網路中的朋友可以連線到 { $addresses }。
desk-lobby-join-by-code = 用房間代碼加入
desk-lobby-no-rooms = 還沒有房間：建立一個吧。
desk-lobby-players = 黑方：{ $black }  對  白方：{ $white }
# A room of the list: its status, how many watch, its code (lobby-watching, lobby-room-code).
desk-lobby-room-line = { $status } · { $watching } · { $code }
desk-create-heading = 建立房間
desk-create-size = 棋盤大小
desk-create-seat = 你的座位
desk-create-level = 難度
desk-create-undo = 悔棋

## Your games, and records to replay

desk-games-refresh = 重新整理
desk-games-opening = 正在開啟對局…
desk-games-none = 還沒有下完的對局。
desk-games-opponent = 對手
desk-games-game = 遊戲
desk-games-result = 結果
desk-games-ended = 結束時間（UTC）
desk-games-moves = 手數
# A game's result from the player's side, and why: "Won · five in a row".
desk-games-outcome = { $outcome ->
    [won] 勝
    [lost] 負
   *[draw] 和
} · { $why }
desk-games-why-five = 五子連珠
desk-games-why-count = 數子
desk-games-why-no-legal-move = 無子可下
desk-games-why-board-full = 棋盤已滿
desk-games-why-resign = 認輸
desk-games-why-agreement = 協議
desk-games-why-forfeit = 對手離開
desk-games-why-timeout = 超時
desk-games-why-aborted = 已中止
desk-sgf-file = SGF 檔案
desk-sgf-hint = /路徑/棋譜.sgf，或連結 http://host:7878/g/42
desk-sgf-open = 開啟 SGF
desk-sgf-reading = 正在讀取檔案…
desk-record-failed = 無法讀取棋譜：{ $error }。
desk-record-no-game = 伺服器上沒有對局 { $id }。
desk-record-not-whole = 無法完整讀取這盤對局的棋譜。
# $error: the record reader's words.
desk-record-unreadable = 伺服器上對局 { $id } 的棋譜：{ $error }。
desk-server-answered = 伺服器回應了 { $status }。
desk-server-no-answer = 伺服器沒有及時回應。
desk-server-unreachable = 無法連線到伺服器。
desk-file-cannot-open = 無法開啟 { $path }：{ $error }。
desk-file-cannot-read = 無法讀取 { $path }：{ $error }。
# $size: in kibibytes.
desk-file-too-large = { $path } 超過 { $size } KiB：不是棋譜檔案。
desk-file-unreadable = 無法讀取 { $path } 的內容：{ $error }。

## A room

desk-room-code = 房間代碼：
desk-room-link = 連結：
desk-room-copy-link = 複製連結
# $addresses: the server's addresses (desk-or between them).
desk-room-invite-how = 在同一網路中：用瀏覽器開啟連結，或在 Boardroom 中連線到 { $addresses } 並輸入房間代碼。
desk-room-invite-qr = 或用同一網路中的手機掃描這個 QR 碼。
desk-room-take-seat = 入座
desk-room-empty-seat = { $seat ->
    [black] 黑方
   *[white] 白方
}（空位）
desk-room-level = 難度：{ $level ->
    [easy] 簡單
    [hard] 困難
   *[medium] 中等
}
desk-room-online = 在線
desk-room-offline = 離線 · 可能會回來
# A line of the chat: who said it, before what was said.
desk-chat-from = { $name }：
desk-chat-message = 訊息

## The replay of a finished game, and its review

desk-replay-title = { $black } 對 { $white }
# $note: where the record says it comes from.
desk-replay-from-file = 來自檔案：{ $note }
desk-replay-passed = { $seat ->
    [black] 黑方
   *[white] 白方
}停一手。
desk-replay-move-of = 第 { $ply } 手，共 { $total } 手
desk-replay-start = 開頭
desk-replay-back = 後退
desk-replay-forward = 前進
desk-replay-end = 結尾
desk-replay-slider = 手數
desk-replay-new-game = 從這裡開新局：
desk-replay-against-computer = 對電腦
desk-replay-with-friend = 和朋友
desk-replay-new-game-impossible = 只能從按一般開局逐手落子到達、且規則尚未結束對局的局面開始。
desk-replay-no-moves = 沒有棋步。
desk-replay-move-hover = { $seat ->
    [black] 黑方
   *[white] 白方
}第 { $ply } 手
desk-review-server-only = 覆盤由伺服器完成，只適用於在該伺服器上下的對局。
desk-review-connect = 連線到 { $server } 即可覆盤你在那裡下的對局。
desk-review-chance = 此時黑方勝率：{ $percent }%
desk-review-progress = 正在覆盤：{ $done } / { $total } 個局面
desk-review-ask = 讓引擎覆盤
desk-review-good-move = 好棋。
desk-review-missed-win-shown = 錯過的勝著已在棋盤上標出序號。
desk-review-better-move-shown = 更好的一手以綠圈標出。
desk-review-graph = 每手之後黑方的勝率：中線以上為黑方佔優，以下為白方佔優。

## Events

desk-event-none = 還沒有比賽：建立一個，大家輪流對戰。
desk-event-open = 開啟 { $name }
desk-event-form-about = 比賽使用右側表單中的遊戲、棋盤和計時。
desk-event-name = 比賽名稱
# The new event form's name until the host types another.
desk-event-default-name = 俱樂部之夜
desk-event-double-round-robin = 雙循環賽
desk-event-computer-players = 電腦選手：
desk-event-round = 第 { $round } 輪
desk-event-round-of = 第 { $round } 輪，共 { $rounds } 輪
desk-event-finish = 結束
desk-event-add-computer-at = 加入電腦，難度
desk-event-entrant-left = { $name } · 已退出
desk-event-entrant-removed = { $name } · 已移除
desk-event-remove = 移除 { $name }
# $players: event-pair; $result: one of the desk-event-line- messages, event-game-void or
# event-game-playing.
desk-event-game-line = 第 { $game } 局 · { $players } · { $result }
desk-event-set-result = 設定第 { $game } 局的結果
desk-event-result-black = 黑勝
desk-event-result-white = 白勝
desk-event-result-draw = 和棋
desk-event-result-black-forfeit = 黑方不戰而勝
desk-event-result-white-forfeit = 白方不戰而勝
desk-event-result-double-forfeit = 雙方皆判負
desk-event-line-black = 黑勝
desk-event-line-white = 白勝
desk-event-line-draw = 和棋
desk-event-line-black-forfeit = 黑方不戰而勝
desk-event-line-white-forfeit = 白方不戰而勝
desk-event-line-double-forfeit = 雙方皆判負

## Accounts

desk-account-password-hint = 僅用於登入帳號
desk-account-password-about = 你的名稱設定了密碼嗎？輸入密碼即可在這台裝置上登入；留空則以訪客身分下棋。
desk-account-sign-in-heading = 登入你的帳號
desk-account-name = 名稱
# Beside the player's name in the top bar, for an account holder.
desk-account-badge = · 帳號
desk-account-keep-name-about = 設定密碼後，別人就不能再使用這個名稱，你也可以在任何裝置上用它登入。
desk-account-choose-password = 設定密碼
desk-account-repeat-password = 再次輸入密碼
desk-account-keep-my-name = 保留我的名稱
desk-account-change-password-about = 你的其他裝置將被登出，需要用新密碼重新登入。
desk-account-sign-out-elsewhere-about = 登入此帳號的其他所有裝置都將被登出；這台裝置保持登入。
desk-account-current-missing = 請輸入目前的密碼。
desk-account-wrong-current = 目前的密碼不正確。
desk-account-signed-out = 你已被登出：有人在另一台裝置上變更了帳號密碼，或登出了其他裝置。請用名稱和密碼重新登入。
desk-account-password-length = 密碼長度為 { $min } 到 { $max } 個字元。
desk-account-standing-holder = 你已登入帳號 { $name }。
desk-account-standing-guest = 你以訪客 { $name } 的身分下棋：只有這台裝置上的權杖為你保留這個名稱。
desk-account-try-again-now = 嘗試次數過多：現在可以再試了。
desk-account-try-again-in = 嘗試次數過多：請在 { $seconds } 秒後重試。
desk-account-made = 你的名稱現在是一個帳號了：可在任何裝置上用它和密碼登入。
# $revoked: account-revoked.
desk-account-password-changed = 密碼已變更。{ $revoked }

## Ratings

desk-ratings-needs-account = 計入等級分的對局僅限帳號：請在「帳號」分頁中為你的名稱設定密碼。
desk-ratings-refresh = 重新整理等級分
desk-ratings-guest = 訪客：訪客的對局不計入等級分。為名稱設定密碼即可參與等級分。
desk-ratings-provisional = 暫定：計分對局還很少
# A rating in a profile: "Gomoku, Freestyle: 1662? · 1 rated game"; $games: ratings-games.
desk-ratings-line = { $title }：{ $rating } · { $games }
# A rating after a game, and when: "1534 (2025-11-24 16:10)".
desk-ratings-point = { $rating }（{ $when }）
desk-ratings-last-games = 最近的對局：{ $points }

## The host's controls over the server the app hosts

desk-console-open = 主持人控制台
desk-console-title = 你主持的伺服器的控制台
desk-console-asking = 正在查詢伺服器…
desk-console-server-on-port = 連接埠 { $port } 上的伺服器
desk-console-refresh = 重新整理
desk-console-open-in-browser = 在瀏覽器中開啟控制台
desk-console-key-warning = 這個連結包含控制台的金鑰：請勿外流。
desk-console-copy-link = 複製控制台連結
desk-console-players = 玩家
desk-console-notice-and-chat = 公告和聊天
desk-console-class = 建立班級
desk-console-server = 伺服器和紀錄
desk-console-nobody-online = 沒有人在線上。
desk-console-column-name = 名稱
desk-console-column-id = ID
desk-console-column-account = 帳號
desk-console-column-connections = 連線數
desk-console-column-state = 狀態
desk-console-yes = 是
desk-console-no = 否
desk-console-banned = 已封鎖
desk-console-muted = 已禁言
desk-console-kick = 移出 { $name }
# $name: a player's name, or an address.
desk-console-unban = 解除對 { $name } 的封鎖
desk-console-ban = 封鎖 { $name }
desk-console-unmute = 允許 { $name } 聊天
desk-console-mute = 禁言 { $name }
desk-console-confirm-abort = 中止房間 { $code } 的對局？無人獲勝，也不計入等級分。
desk-console-confirm-abort-yes = 確定中止
desk-console-confirm-abort-no = 保留
desk-console-no-rooms = 還沒有房間。
desk-console-column-room = 房間
desk-console-column-game = 遊戲
desk-console-column-black = 黑方
desk-console-column-white = 白方
desk-console-column-status = 狀態
desk-console-column-watching = 觀戰
desk-console-room-waiting = 等待玩家
desk-console-room-playing = 對局中
desk-console-room-over = 已結束
desk-console-own-game = 你自己的對局正在進行：請先下完。
desk-console-abort = 中止 { $code } 的對局
desk-console-notice-heading = 主持人公告
desk-console-notice-field = 給所有人的公告
desk-console-notice-hint = 每位玩家都會在畫面頂端看到的內容
desk-console-send-notice = 發布公告
desk-console-take-down = 撤下公告
desk-console-standing-none = 目前公告：無
desk-console-standing = 目前公告：{ $text }
desk-console-chat-heading = 本伺服器的聊天
desk-console-chat-open = 開放
desk-console-chat-phrases = 僅限固定的友善短語（兒童模式）
desk-console-chat-off = 關閉
desk-console-class-about = 每個名稱都會得到一個附新密碼的帳號；密碼只會在下方的登入卡片上顯示這一次。
desk-console-names-field = 名稱，每行一個
desk-console-make-class = 建立他們的帳號
desk-console-cards = 登入卡片
desk-console-copy-cards = 複製卡片
desk-console-card-password = 密碼：{ $password }
desk-console-card-open = 開啟：{ $link }
desk-console-backup = 立即備份資料庫
desk-console-backup-about = 備份到資料夾的 backups/（保留最近 10 份）。
desk-console-banned-addresses = 已封鎖的位址
desk-console-address-to-ban = 要封鎖的位址
desk-console-ban-address = 封鎖該位址
desk-console-none = 無。
desk-console-engines = 引擎
desk-console-no-engines = 沒有外部引擎。
# An engine: its name, the protocol it speaks, the games it plays.
desk-console-engine = { $name } · { $protocol } · 支援 { $plays }
desk-console-bots = 線上機器人
desk-console-no-bots = 沒有線上的機器人。
desk-console-bot = { $name } · 支援 { $plays } · { $busy ->
    [busy] 忙碌
   *[free] 空閒
}
desk-console-log = 操作紀錄
desk-console-log-empty = 尚無紀錄。
# A line of the audit log; $action and $detail are the server's own words.
desk-console-log-line = { $time } UTC · { $action }：{ $detail }
desk-console-every-game = 所有遊戲
desk-console-plays-rules = { $game }（{ $rules }）
desk-console-plays-separator = { "；" }
desk-console-key-unreadable = 無法從 { $path } 讀取控制台金鑰：{ $error }。
desk-console-key-empty = 控制台金鑰檔案 { $path } 是空的。
desk-console-key-refused = 伺服器不接受控制台金鑰（401）。
desk-console-state-unreadable = 無法讀取控制台狀態：{ $error }。
desk-console-action-unwritable = 無法寫出該操作：{ $error }。
desk-console-answer-unreadable = 無法讀取伺服器的回應：{ $error }。
desk-console-answer-not-whole = 無法完整讀取伺服器的回應。
desk-console-cannot-ask = 無法向伺服器發出請求：{ $error }。

## egui's own words, said in the player's language

# The handle that resizes a side panel, as assistive technologies name it.
desk-resize-panel = 調整面板大小
# The handles that resize a window, by its edges and corners.
desk-window-resize-right = 調整視窗右邊緣
desk-window-resize-left = 調整視窗左邊緣
desk-window-resize-bottom = 調整視窗下邊緣
desk-window-resize-top = 調整視窗上邊緣
desk-window-resize-bottom-right = 調整視窗右下角
desk-window-resize-top-right = 調整視窗右上角
desk-window-resize-bottom-left = 調整視窗左下角
desk-window-resize-top-left = 調整視窗左上角

## 伺服器對玩家說的話（server-）：請求為何被拒絕，以及伺服器主動告知的事（error 訊息的 words）。

server-rule-reason = { $reason ->
        [off_board] 該點不在棋盤上
        [occupied] 該點已有棋子
        [no_flip] 這步棋翻不動任何棋子
        [cannot_pass] 現在不能停一手
        [suicide] 這步棋會讓己方棋塊沒有氣
        [captures] 這步棋會吃掉對方的棋子
        [center_first] 第一手不能下在中心點
        [overline] 黑方禁手：長連
        [double_four] 黑方禁手：四四
        [double_three] 黑方禁手：三三
        [game_over] 對局已結束
       *[other] { $reason }
    }

## The connection, and signing in

server-full = 伺服器已滿，請稍後再試
server-frame-not-text = 訊框必須是 JSON 文字
server-frame-too-large = 一個訊框最多 { $most } 位元組
server-too-fast = 訊息傳送得太快了，請放慢速度
server-too-fast-closed = 訊息傳送得太快，連線已關閉
server-frame-over-limit = 該訊框有 { $length } 位元組，超過了 { $most } 位元組的上限
server-frame-bad-json = 該訊框不是有效的 JSON：{ $detail }
server-frame-not-an-object = 訊息必須是一個 JSON 物件
server-frame-no-type = 訊息必須有字串欄位 "type"
server-frame-unknown-type = 未知的訊息類型 "{ $type }"
server-frame-bad-field = { $type }：欄位 "{ $field }"：{ $detail }
server-frame-bad-message = { $type }：{ $detail }
server-hello-first = 請先傳送 hello
server-hello-twice = hello 只在最開始傳送一次
server-protocol-version = 此伺服器使用的協定版本是 { $ours }，而不是 { $theirs }
server-banned = 主持人已禁止你進入此伺服器
server-new-players-too-fast = 來自你的位址的新玩家太多了；請用儲存的權杖登入，或等一分鐘再試
server-wrong-password = 名稱或密碼錯誤
server-account-tried-too-often = 此帳號的登入嘗試次數過多，請等一分鐘
server-sign-ins-too-fast = 來自你的位址的登入次數過多，請稍等片刻

## Names and accounts

server-name-length = 名稱須為 1 到 { $most } 個字元
server-name-invisible-characters = 名稱不能包含控制字元、文字方向字元或其他不可見的格式字元
server-name-nothing-visible = 名稱中至少要有一個可見字元
server-name-is-the-ai = 這個名稱屬於伺服器的 AI
server-name-is-an-engine = 這個名稱是伺服器上某個程式的名稱
server-name-is-a-bot = 這個名稱屬於一個線上的機器人
server-name-has-account = 這個名稱已有帳號：請用它的密碼登入，或換一個名稱
server-name-taken = 「{ $name }」（或與之相似的名稱）已有帳號，請換一個名稱
server-bot-keeps-name = 機器人只能使用登入時的名稱
server-account-keeps-name = 帳號的名稱不能更改
server-bot-no-password = 機器人用金鑰登入，不用密碼
server-bot-has-no-account = 機器人用金鑰登入，沒有帳號
server-account-exists = 你已經有帳號了（用 change_password 修改密碼）
server-no-account = 你還沒有帳號（用 sign_up 建立一個）
server-not-the-password = 這不是該帳號現在的密碼
server-password-length = 密碼須為 { $least } 到 { $most } 個字元
server-passwords-busy = 現在無法驗證密碼，請重試

## Chat

server-chat-muted = 主持人已將你禁言：你的訊息不會發出
server-chat-off = 此伺服器已關閉聊天
server-chat-phrases-only = 此伺服器只傳送以下短語：{ $phrases }
server-chat-length = 聊天訊息須為 1 到 { $most } 個字元，且不能全是空白

## Making and finding rooms

server-not-in-a-room = 你不在任何房間中
server-no-such-room = 沒有房間 { $code }
# $code: the room's code; asked again, the room is found once a live machine holds it
server-room-moving = 房間 { $code } 正在轉移到伺服器的另一台機器上：馬上回來
server-busy-retry = 伺服器忙碌中：請稍後再試
server-room-list-unread = 你還沒有讀取上一份房間列表
server-new-rooms-too-fast = 來自你的位址的新房間太多了，請等一分鐘
server-new-rooms-and-events-too-fast = 來自你的位址的新房間和比賽太多了，請等一分鐘
server-rooms-per-player = 你已經坐在 { $count } 個房間裡了，請先離開一個
server-waiting-rooms-per-player = 你已經有 { $count } 個房間在等待對手，請先關閉一個
server-ai-games-per-player = 你已經在和 AI 下 { $count } 局棋，請先下完一局
server-too-many-rooms = 伺服器上開著的房間太多了
server-rooms-per-address = 從你的位址建立的 { $count } 個房間仍開著，請先關閉一些
server-not-stored = 伺服器無法儲存此操作，請重試
server-room-not-claimed = 無法佔用房間：{ $detail }
server-room-not-stored-new = 無法儲存房間：{ $detail }
server-opening-not-stored = 無法儲存房間的開局：{ $detail }
server-room-not-opened = 無法開啟房間：{ $detail }
server-room-closed = 房間已關閉
server-room-away = 房間所在的伺服器暫時無法連線，請稍後再試
server-engine-or-bot = 程式和機器人只能選一個
server-engine-or-bot-needs-ai = 程式或機器人只在 "opponent": "ai" 時對弈
server-ai-budget-range = ai_budget_ms 須為 { $min } 到 { $max } 毫秒
server-clock-initial-range = clock.initial_s 須為 1 到 { $max } 秒
server-clock-increment-range = clock.increment_s 須為 0 到 { $max } 秒
server-clock-per-move-range = clock.per_move_s 須為 1 到 { $max } 秒
server-clock-shape = clock 只能是 {"{"}initial_s, increment_s?{"}"}（費雪制）或 {"{"}per_move_s{"}"}（每步限時）

## A game's options ($game: gomoku, reversi, nogo or hex_gomoku)

server-options-size-only = { $game ->
        [gomoku] 五子棋
        [reversi] 黑白棋
        [nogo] 不圍棋
        [hex_gomoku] 六角五子棋
       *[other] { $game }
    }的棋盤大小只能是 { $min }，不能是 { $size }
server-options-size-range = { $game ->
        [gomoku] 五子棋
        [reversi] 黑白棋
        [nogo] 不圍棋
        [hex_gomoku] 六角五子棋
       *[other] { $game }
    }的棋盤大小須為 { $min } 到 { $max }，不能是 { $size }
server-options-unknown-rule = 未知規則「{ $rule }」：應為 { $rules } 之一
server-options-no-option = { $game ->
        [gomoku] 五子棋
        [reversi] 黑白棋
        [nogo] 不圍棋
        [hex_gomoku] 六角五子棋
       *[other] { $game }
    }沒有選項 { $option }

## A room's opening

server-no-such-opening = 這種棋沒有名為「{ $name }」的開局；可用的有 "random"、{ $names }
server-opening-move-refused = 開局第 { $number } 手（{ $point }）：{ server-rule-reason }
server-opening-ends-game = 這個開局在對局開始前就結束了棋局
server-opening-leaves-pass = 這個開局讓{ $side ->
        [black] 黑方
       *[white] 白方
    }除了停一手之外無棋可下：請讓開局早一手或晚一手結束

## In a room: seats, moves, requests

server-not-your-turn = 還沒輪到你
server-stale-ply = 棋局已經往前走了：已經下了 { $played } 手，而你傳送的是第 { $ply } 手
server-illegal-move = 非法著法 { $move }：{ server-rule-reason }
server-illegal-pass = 不能停一手：{ server-rule-reason }
server-abort-too-late = 雙方都已落子，對局不能再中止（可以認輸，或提和）
server-claim-too-soon = 只有在離開的對手倒數計時結束後，你才能宣告勝利
server-seats-taken = 兩個座位都已有人
server-room-full = 兩個座位都已有人；請以觀眾身份加入觀戰
server-already-seated-or-invited = { $name } 已經在這裡入座或已被邀請
server-no-seat-kept = 這個房間沒有為你保留座位
server-not-in-this-room = 你不在這個房間中
server-spectator-cannot-play = 你沒有座位：觀眾可以觀戰和聊天，但不能下棋
server-game-over = 對局已結束
server-waiting-for-opponent = 正在等待對手坐到另一個座位上
server-ai-no-move = AI 沒有找到可下的棋
server-undo-off = 這個房間不允許悔棋
server-undo-nothing = 你沒有可以悔的棋
server-draw-too-soon = 每 { $every } 手只能提和一次；還差 { $left } 手
server-ask-again-later = 你上一次的請求被拒絕了：{ $seconds } 秒後才能再次{ $what ->
        [undo] 請求悔棋
       *[draw] 提和
    }
server-request-pending = 這個請求已在等待回應
server-nothing-to-answer = 對手沒有需要你回應的請求
server-game-still-on = 對局仍在進行
server-no-opponent-to-play-again = 沒有對手和你再來一局
server-not-a-room-message = { $type } 不是房間訊息
server-room-not-stored = 伺服器無法儲存此操作，一切保持原樣，請重試
server-room-failed = 這個房間出錯，已經關閉；至今的棋步都已儲存

## The AI, engines and bots

server-ai-busy = 伺服器的 AI 太忙了，請稍後再試
server-engine-does-not-play = 程式 { $name } 不下這種棋，或不支援這些選項
server-engines-all-busy = 伺服器執行的程式已達上限，請稍後再試
server-engines-address-cap = 你的位址執行的程式已達上限；請先離開一局與程式的對局
server-room-no-such-engine = 房間所在的伺服器沒有執行程式「{ $name }」
server-no-such-engine-none = 沒有程式「{ $name }」：此伺服器沒有執行任何程式
server-no-such-engine = 沒有程式「{ $name }」：此伺服器執行的程式有 { $names }
server-bot-declined = 機器人 { $name } 拒絕了邀請；{ $side ->
        [black] 黑方
       *[white] 白方
    }的座位又空出來了
server-bot-did-not-come = 機器人 { $name } 沒有按時到來；{ $side ->
        [black] 黑方
       *[white] 白方
    }的座位又空出來了
server-bot-does-not-play = 機器人 { $name } 不下這種棋，或不支援這些選項
server-bot-rooms-per-player = 你已經在 { $count } 個房間裡與機器人 { $name } 對弈，這是一名玩家的上限；請先下完其中一局
server-bot-rooms-cap = 機器人 { $name } 對弈的房間數已達上限（{ $count }），請稍後再試
server-bot-busy = 機器人 { $name } 正忙：它的連線都沒有在等待對局
server-bot-other-node = 機器人只在它所連線的節點上的房間裡對弈
server-bot-plays-too-many = 一個機器人最多列出 { $count } 種棋
server-bot-connections-per-address = 來自你的位址已有 { $count } 個機器人的連線在線上，請先關閉一個
server-bot-name-online = 名為 { $name } 的機器人已經在線上
server-no-such-bot = 沒有名為「{ $name }」的機器人在線上
server-bot-game-has-no-rules = { $game ->
        [gomoku] 五子棋
        [reversi] 黑白棋
        [nogo] 不圍棋
        [hex_gomoku] 六角五子棋
       *[other] { $game }
    }沒有可選的規則
server-bot-not-a-size = { $size } 不是有效的棋盤大小
server-bots-unread = 伺服器無法讀取它的機器人，請重試
server-bots-registered-only = 此伺服器只接受已註冊的機器人：主持人用 `boardroom-server bots add NAME` 註冊一個，該命令會印出機器人登入時用作權杖的金鑰（見 docs/bots.md）

## Games past, games from files, reviews, ratings

server-no-such-player = 沒有這名玩家
server-games-unread = 伺服器無法讀取你的對局，請重試
server-game-unread = 伺服器無法讀取這局棋，請重試
server-no-such-game = 沒有 ID 為「{ $game }」的對局
server-replay-not-over = 對局 { $game } 尚未結束：結束後才能重播
server-stored-game-no-replay = 儲存的對局無法重播
server-file-unread = 讀取檔案失敗
server-sgf-setup-review = 這個 SGF 檔案從擺好的局面開始（AB、AW 或 AE）：覆盤要從對局本身的開頭開始
server-imports-per-player = 你已經儲存了 { $count } 局來自檔案的對局用於覆盤，這是一名玩家的上限；請改為覆盤你在這裡下過的對局
server-imports-per-address = 你所在位址的玩家已經儲存了 { $count } 局來自檔案的對局用於覆盤，這是一個位址的上限
server-imports-full = 伺服器儲存的檔案對局已達上限；請改為覆盤你在這裡下過的對局
server-import-not-kept = 伺服器無法儲存這局棋，請重試
server-live-games-unread = 伺服器無法讀取你正在進行的對局，請重試
server-reaches-live-game = { $what ->
        [file] 這個檔案
        [game] 這局棋
        [opening] 這個開局
       *[review_rest] 這次覆盤餘下的部分
    }會走到你正在進行的對局的局面：伺服器的程式不會在你自己的對局中提供幫助；請在那局結束後再試
server-check-failed = 檢查失敗，請重試
server-reviews-per-player = 你有 { $count } 個覆盤正在進行，請等其中一個完成後再試
server-review-positions-per-address = 你的位址已有 { $owed } 個局面在覆盤中，這局棋還有 { $positions } 個；上限是 { $most }：請等一個覆盤完成後再試
server-reviews-busy = 伺服器正在覆盤很多對局，請稍後再試
server-review-not-yours = 對局 { $game } 不是你的：只有對局雙方（或上傳其檔案的人）可以請求覆盤
server-review-not-over = 對局 { $game } 尚未結束
server-review-no-replay = 儲存的對局 { $game } 無法重播
server-review-store-failed = 伺服器無法讀取或儲存此內容，請重試

## An SGF file that cannot be read ($at: the byte where the problem is)

server-sgf-no-game-tree = SGF 檔案：這不是 SGF 檔案：找不到棋譜樹的「(」
server-sgf-not-text = SGF 檔案：不是文字檔：第 { $at } 位元組不是 UTF-8（也不是 CA 指明的 Latin-1）
server-sgf-unclosed-tree = SGF 檔案：從第 { $at } 位元組開始的棋譜樹沒有閉合
server-sgf-unclosed-value = SGF 檔案：第 { $at } 位元組處的屬性值沒有閉合
server-sgf-unexpected = SGF 檔案：第 { $at } 位元組處出現了意外的「{ $found }」
server-sgf-no-value = SGF 檔案：第 { $at } 位元組處的屬性 { $property } 沒有值
server-sgf-unknown-game = SGF 檔案：未知的遊戲 GM[{ $game }]：Boardroom 能讀取 GM[4]（五子棋、連珠、Caro、六角五子棋）、GM[2]（黑白棋）以及帶 RU[nogo] 的 GM[1]
server-sgf-unknown-rule = SGF 檔案：未知規則 RU[{ $rule }]：應為 freestyle、standard、renju、caro 或 hex
server-sgf-bad-value = SGF 檔案：第 { $at } 位元組處的 { $property }[{ $value }] 無法讀取
server-sgf-unsupported = SGF 檔案：不支援{ $what ->
        [empty_tree] 沒有節點的棋譜樹
        [rectangular_board] 長方形棋盤
        [removing_stones] 移除棋子（AE）
        [two_moves_in_a_node] 同一節點中的第二手棋
        [late_setup] 第一手之後的擺子
       *[other] { $what }
    }（第 { $at } 位元組）
server-sgf-size-only = SGF 檔案：棋盤：{ $game ->
        [gomoku] 五子棋
        [reversi] 黑白棋
        [nogo] 不圍棋
        [hex_gomoku] 六角五子棋
       *[other] { $game }
    }的棋盤大小只能是 { $min }，不能是 { $size }
server-sgf-size-range = SGF 檔案：棋盤：{ $game ->
        [gomoku] 五子棋
        [reversi] 黑白棋
        [nogo] 不圍棋
        [hex_gomoku] 六角五子棋
       *[other] { $game }
    }的棋盤大小須為 { $min } 到 { $max }，不能是 { $size }
server-sgf-board-unknown-rule = SGF 檔案：棋盤：未知規則「{ $rule }」：應為 { $rules } 之一
server-sgf-no-option = SGF 檔案：棋盤：{ $game ->
        [gomoku] 五子棋
        [reversi] 黑白棋
        [nogo] 不圍棋
        [hex_gomoku] 六角五子棋
       *[other] { $game }
    }沒有選項 { $option }
server-sgf-setup-off-board = SGF 檔案：擺放的棋子：{ $point } 處的棋子在棋盤外
server-sgf-setup-overlap = SGF 檔案：擺放的棋子：{ $point } 處有兩顆棋子
server-sgf-setup-no-liberty = SGF 檔案：擺放的棋子：{ $point } 處的棋塊沒有氣
server-sgf-setup-already-won = SGF 檔案：擺放的棋子：{ $point } 處已經有一條獲勝的連線
server-sgf-wrong-turn = SGF 檔案：第 { $number } 手（第 { $at } 位元組）是{ $side ->
        [black] 黑方的棋，但現在輪到白方
       *[white] 白方的棋，但現在輪到黑方
    }
server-sgf-illegal = SGF 檔案：第 { $number } 手 { $move }（第 { $at } 位元組）不合規則（{ server-rule-reason }）
server-sgf-result-not-win = SGF 檔案：RE[{ $result }]，但按棋步是{ $side ->
        [black] 黑方
       *[white] 白方
    }獲勝
server-sgf-result-not-draw = SGF 檔案：RE[{ $result }]，但按棋步是和棋

## Events

server-event-name = 比賽名稱須為 1 到 { $most } 個字元，且不含控制字元
server-event-openings-twice = 比賽的對局只能從它的開局集或 options.opening 開始，不能兩者都用
server-event-too-many-named = 建立比賽時最多指定 { $most } 名參賽者；之後還可以有更多人加入
server-event-named-twice = { $name } 被指定了兩次
server-event-no-challenger-named = 車輪戰的挑戰者是指定的第一名參賽者：請至少指定一名
server-events-per-host = 你主持的 { $count } 場比賽仍在進行，請先結束一場
server-events-busy = 伺服器執行的比賽已達上限，請等一場結束後再試
server-event-not-claimed-leaving = 無法佔用比賽：此伺服器正在離開叢集
server-event-not-claimed = 無法佔用比賽：{ $detail }
server-event-not-stored = 無法儲存比賽：{ $detail }
server-event-rules-failed = 比賽規則執行出錯
server-no-such-event = 沒有比賽「{ $event }」
server-event-unreachable = 叢集中沒有伺服器回應比賽 { $event }，請稍後再試
server-event-answered-amiss = 比賽所在的伺服器應答有誤
server-event-bad-command = 無法讀取比賽指令：{ $detail }
server-event-host-only = 只有比賽的主持人可以這樣做
server-event-action-needs-field = 操作 { $action } 需要欄位 "{ $field }"
server-event-bot-joins-itself = 機器人由比賽主持人加入，不能自己報名
server-event-no-such-entrant = 比賽中沒有參賽者「{ $name }」
server-no-such-engine-here = 此伺服器沒有執行程式「{ $name }」
server-engine-not-stored = 無法儲存程式：{ $detail }
server-event-stopped = 比賽已停止

## An event's own refusals

server-event-started = 比賽已經開始了
server-event-not-started = 比賽還沒有開始
server-event-over = 比賽已結束
server-event-already-in = 這名參賽者已經在比賽中
server-event-unknown-entrant = 比賽中沒有這名參賽者
server-event-entrant-left = 這名參賽者已經退出了比賽
server-event-entrant-removed = 主持人已將這名參賽者移出比賽
server-event-entrant-name = 參賽者名稱須為 1 到 256 位元組
server-event-full = 比賽已滿員
server-event-closed = 比賽不再接受新的參賽者
server-event-too-few = 參賽者太少，無法開始
server-event-too-many-rounds = 輪數超過了參賽者在不重複相遇的情況下能下的輪數
server-event-no-challenger = 車輪戰的挑戰者還沒有加入
server-event-unknown-game = 比賽中沒有這局棋
server-event-already-decided = 這局棋已經有結果了
server-event-not-counted = 這局棋已不再計分
server-event-already-paused = 比賽已經暫停
server-event-not-paused = 比賽沒有暫停
server-event-no-round = 目前沒有正在進行的輪次
server-event-arena-no-rounds = 競技場沒有輪次
server-event-swiss-no-rounds = 瑞士制至少需要一輪
server-event-swiss-too-many-rounds = 瑞士制最多 64 輪
server-event-arena-too-short = 競技場至少持續一分鐘
server-event-arena-too-long = 競技場最多持續一天
server-event-too-many-openings = 一場比賽最多使用 10000 個開局
server-event-wait-too-long = 休息或等待最多一小時

## Sounds and the turn alert

alerts-sound = 聲音
alerts-notify = 輪到我時提醒我
alerts-notify-denied = 瀏覽器不允許此頁面傳送通知：請在瀏覽器設定中開啟。
alerts-turn-title = 輪到你了
alerts-turn-body = { $opponent } 已在房間 { $room } 落子。
alerts-turn-body-start = 房間 { $room } 的對局已開始：輪到你下。

## What the host did to a room

host-closed-room = 主持人關閉了這個房間。

## Desktop app: the turn alert, and closing a room from the host's controls

desk-alerts-notify-hint = 輪到你而視窗不在前景時，視窗會在工作列或 Dock 中提醒你。
desk-console-close-room = 關閉房間 { $code }
desk-console-confirm-close = 關閉房間 { $code }？進行中的對局將被中止，房間裡的所有人都會回到大廳。
desk-console-confirm-close-yes = 確定關閉
