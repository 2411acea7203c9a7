# Boardroom 的简体中文文本：网页和桌面应用共用。消息与 en.ftl 一一对应。

## The page's top bar

page-title = Boardroom
page-brand = Boardroom
page-language = 语言
page-connected = 已连接
page-connecting = 正在连接…
page-reconnecting = 正在重新连接…
page-your-turn-title = 轮到你了 · Boardroom
page-change-name =
    .title = 修改你的名字
page-ear-mode = 听声下棋
page-ear-mode-hint = （读屏模式，Alt+Shift+E）

## The host's notice

host-notice-region =
    .aria-label = 主持人的通知
host-notice-label = 主持人通知：
host-notice-close = 关闭通知

## The page: the name screen, the lobby (new game, rooms, events, your games, account), an
## event, a room, the replay (index.html and app.js)

## The name screen

name-title = 和朋友一起下棋
name-lead = 与同一网络中的朋友对弈，或与电脑对弈的棋类游戏。
name-lead-games = { $games }：与同一网络中的朋友对弈，或与电脑对弈。
name-label = 你的名字
name-input =
    .placeholder = 例如：Ada
name-play = 开始
name-save = 保存
name-join = 加入对局
name-invited = 你被邀请进入房间 { $room }。输入你的名字即可加入对局。
name-invited-by = { $host } 邀请你下一局{ $game }（{ $details }）。输入你的名字即可加入。
name-signin = 用密码登录
name-signin-account = 账号名
name-signin-password = 密码
name-signin-submit = 登录

## The lobby: rooms and your games

lobby-title = 大厅
lobby-rooms = 房间
lobby-rooms-empty = 还没有房间。创建一个，把链接发给朋友吧。
lobby-qr = 同一网络中的手机扫描此码即可打开 Boardroom。
lobby-code = 房间码
lobby-join = 加入
lobby-watch = 观战
lobby-join-room = 加入房间 { $code }
lobby-watch-room = 观战房间 { $code }
lobby-room-waiting = 等待玩家
lobby-room-playing = 对局中
lobby-room-over = 已结束
lobby-watching = { $count } 人观战
lobby-room-code = 房间码 { $code }
lobby-vs = 对
lobby-open-seat = 空位
lobby-no-undo = 不可悔棋
lobby-no-clock = 不计时
lobby-games = 你的对局
lobby-games-empty = 你下完的对局会显示在这里。
lobby-games-more = 更早的对局
lobby-sgf-file = 打开 SGF 文件
lobby-game-vs = 对 { $opponent }
lobby-replay = 回放
lobby-replay-game = 回放与 { $opponent } 的对局 { $id }

## The lobby: a new game

create-title = 新对局
create-none = 服务器没有说明它支持哪些游戏，因此无法创建对局。
create-game = 游戏
create-size = 棋盘大小
create-seat = 你的颜色
create-seat-random = 随机
create-seat-black = 黑方（先行）
create-seat-white = 白方
create-opponent = 对手
create-opponent-human = 朋友
create-opponent-ai = 电脑
create-engine = 程序
create-engine-default = Boardroom AI
create-level = 电脑难度
create-level-easy = 简单
create-level-medium = 中等
create-level-hard = 困难
create-clock = 计时
create-undo = 允许悔棋
create-submit = 创建房间

## Events: the lobby's list, a new event, an event's page

event-list = 比赛
event-list-empty = 还没有比赛。俱乐部之夜、课堂或局域网聚会：创建一场比赛，人人都能与所有人对弈。
event-new = 新比赛
event-new-hint = 比赛中的每一局都使用“新对局”中选定的游戏、棋盘和计时。
event-name = 名称
event-name-input =
    .value = 俱乐部之夜
event-format = 赛制
event-format-round-robin = 循环赛：每人与所有人各下一局
event-format-double = 双循环赛：下两轮，交换颜色
event-format-swiss = 瑞士制：固定轮数
event-format-arena = 竞技场：在限定时间内，空闲的人互相对弈
event-format-gauntlet = 车轮战：第一个电脑玩家与所有人对弈
event-rounds = 轮数
event-minutes = 分钟
event-ai = 电脑玩家
event-play = 我也参加
event-openings = 平衡开局（每个开局双方各执一次黑白）
event-create = 创建比赛
event-kind-round-robin = 循环赛
event-kind-swiss = 瑞士制
event-kind-arena = 竞技场
event-kind-gauntlet = 车轮战
event-status-waiting = 报名中
event-status-running = 进行中
event-status-paused = 已暂停
event-status-over = 已结束
event-entrants = { $count } 名参赛者
event-open = 打开
event-open-event = 打开比赛“{ $name }”
event-go = 前往你的对局
event-join = 参加比赛
event-leave = 退出比赛
event-projector = 投影用排名页面
event-back = 返回大厅
event-host-group =
    .aria-label = 主持人操作
event-host-column = 主持人操作
event-start = 开始
event-pause = 暂停
event-resume = 继续
event-end-round = 结束本轮
event-finish = 结束比赛
event-add-ai = 加入电脑
event-add = 加入
event-standings = 排名
event-column-name = 名字
event-column-score = 积分
event-column-wins = 胜
event-column-draws = 和
event-column-losses = 负
event-games = 对局
event-games-empty = 主持人开始比赛后，对局会显示在这里。
event-taking = 报名中：目前已有 { $count } 人。由主持人开始比赛。
event-over = 比赛已结束：以下为最终排名。
event-paused-by-host = 主持人已暂停比赛。
event-arena-until = 竞技场，截至 { $time }。
event-round = 第 { $round } 轮。
event-round-of = 第 { $round } 轮，共 { $rounds } 轮。
event-host-name = 主持人 { $name }
event-you = { $name }（你）
event-remove = 移除
event-remove-entrant = 将 { $name } 移出比赛
event-pair = { $black } 对 { $white }
event-game-void = 不计成绩
event-game-playing = 对局中
event-game-round = 第 { $round } 轮
event-game-opening = 开局 { $opening }
event-watch-game = 观战 { $game }
event-result-of = { $game } 的结果
event-set = 设定
event-set-result = 设定 { $game } 的结果
event-confirm-remove = 将 { $name } 移出比赛？其正在进行的对局判负。
event-confirm-leave = 退出比赛？你正在进行的对局将判负。
event-confirm-finish = 现在结束比赛？正在进行的对局将不再计入成绩。
event-game-ready = 你在“{ $event }”中的对局已准备好。
event-game-ready-unnamed = 你在比赛中的对局已准备好。

## The lobby: the account panel

view-account-title = 账号
view-account-signup = 设置密码，保留这个名字
view-account-new-password = 新密码
view-account-repeat = 再次输入新密码
view-account-signup-hint = 8 至 128 个字符。之后其他人无法再用这个名字下棋。
view-account-keep = 保留这个名字
view-account-change = 修改密码
view-account-current = 当前密码
view-account-change-hint = 8 至 128 个字符。你的其他设备将被登出。
view-account-sign-out-elsewhere = 登出我的其他设备

## The replay and its review

view-replay =
    .aria-label = 回放
view-replay-back = 返回
view-replay-steps =
    .aria-label = 逐步查看对局
view-replay-first =
    .aria-label = 到开头
view-replay-prev =
    .aria-label = 后退一步
view-replay-next =
    .aria-label = 前进一步
view-replay-last =
    .aria-label = 到结尾
view-replay-slider =
    .aria-label = 手数
view-review = 复盘
view-review-start = 让电脑复盘
view-replay-actions =
    .aria-label = 回放操作
view-replay-friend = 从这里与朋友继续下
view-replay-ai = 从这里与电脑继续下
view-download-sgf = 下载 SGF
view-moves = 着法
app-replay-game = 对局 { $id }
app-replay-file = 来自文件
app-replay-players = { $black }（黑）对 { $white }（白）
app-review-file = 来自文件的对局：电脑也可以复盘。
app-review-progress = 复盘中… 已评估 { $done } / { $total } 个局面。
app-review-done = 已复盘：此时的胜率为 { $chance }。
app-review-graph = 形势图：每步之后黑方的胜率
app-move = { $n }. { $move }，{ $seat }
app-move-marked = { $n }. { $move }，{ $seat }，{ $mark }
app-sgf-too-large = SGF 文件过大（{ $size } KB；最多 15 KB）。

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
    .aria-label = 对局房间
room-leave = 离开房间
room-invite-title = 邀请朋友
room-invite-send = 把这个链接发给同一网络中的朋友：
room-invite-link =
    .aria-label = 邀请链接
room-copy = 复制
room-invite-qr = 或者用手机扫描此码。
room-invite-code = 房间码
room-invite-ai = 或者与电脑对弈：
room-seat-ai = 让电脑入座
room-players =
    .aria-label = 玩家
room-away =
    .aria-label = 已离开的玩家
room-claim-victory = 宣告胜利
room-claim-draw = 判为和棋
room-ear-log =
    .aria-label = 听声下棋
room-ear-title = 听声下棋
room-ear-move = 着法
room-ear-play = 下
room-ear-hint = 按棋盘上的名称输入一个点，然后按回车；输入 ? 查看帮助。
room-ear-board =
    .aria-label = 文字棋盘
room-ear-keys = 按键
room-actions =
    .aria-label = 对局操作
room-undo = 悔棋
room-draw = 求和
room-resign = 认输
room-abort = 中止
room-again = 再来一局
room-take-seat = 坐到空位上
room-hints = 显示可落子点
room-tap-twice = 点两下落子
room-download-sgf = 下载 SGF
room-moves = 着法
room-title = { $game } · 房间 { $code }
room-spectators = { $count } 名观众
room-you-watching = 你正在观战
room-claim = { $name } 没有回来。你可以宣告胜利、判为和棋，或继续等待。
room-first-move = 还有 { $time } 下第一步
room-invite-address = 口头告知：在同一网络中的浏览器里打开 { $where }，再输入房间码。
room-computer = 电脑
room-empty-seat = 空位
room-level =
    难度：{ $level ->
        [easy] 简单
        [hard] 困难
       *[medium] 中等
    }
room-online = 在线
room-offline = 离线 · 可能会回来
room-you = （你）
room-pieces = { $pieces }：{ $count }
room-to-move = 轮到下棋
room-clock =
    { $seat ->
        [black] 黑方计时：
       *[white] 白方计时：
    }
room-notice-watching = 你正在观战：观众不能落子。
room-notice-waiting = 正在等待对手坐到另一个座位。
room-notice-over = 对局已结束。
room-notice-turn =
    { $seat ->
        [black] 现在轮到黑方。
       *[white] 现在轮到白方。
    }
room-full = 房间 { $room } 的两个座位都已有人，你将观战。
room-confirm-switch = 你正在房间 { $room } 中对局。要离开那局（将判负）并前往房间 { $wanted } 吗？
room-confirm-leave = 离开这局？中途离开将判负。
room-confirm-resign = 认输这局？
room-undo-request = 悔棋请求
room-undo-ask = { $name } 请求悔回上一步。
room-undo-wait = 你请求悔回上一步。正在等待 { $name }…
room-draw-offer = 求和
room-draw-ask = { $name } 提议和棋。
room-draw-wait = 你提议了和棋。正在等待 { $name }…
room-again-request = 再来一局
room-again-ask = { $name } 想交换颜色再来一局。
room-again-wait = 你提议再来一局。正在等待 { $name }…
room-agree = 同意
room-refuse = 拒绝
room-link-copied = 链接已复制。粘贴发给你的朋友吧。
room-link-by-hand = 请选中链接并手动复制。

## A room's chat

chat-title = 聊天
chat-log =
    .aria-label = 聊天消息
chat-label = 聊天
chat-input =
    .placeholder = 说点什么
chat-send = 发送
chat-from-spectator = { $name }（观战）
chat-new = { $count } 条新消息 ↓

# The host's kid mode: the fixed phrases a player may send, offered as buttons (the server
# sends each as its English text, with its id: chat-phrase-ID)
chat-phrases =
    .aria-label = 可以发送的短语
chat-phrase-hello = 你好！
chat-phrase-good-luck = 祝你好运！
chat-phrase-have-fun = 玩得开心！
chat-phrase-nice-move = 好棋！
chat-phrase-well-played = 下得好！
chat-phrase-good-game = 精彩的对局！
chat-phrase-thank-you = 谢谢！
chat-phrase-oops = 哎呀！
chat-phrase-one-more = 再来一局？
chat-phrase-bye = 再见！

## What the page says of the connection and the server's errors

app-not-connected = 当前未连接，正在重新连接…
app-error-rate-limited = 请稍等片刻。
app-error-server-busy = 请稍后再试。
app-error-no-such-room = 请检查房间码，或创建一个新房间。

## 服务器目录中的游戏，按数据命名（catalogue.js）：游戏的名称与简介、选项的名称与关闭时的说明、
## 可选值的名称与说明

game-gomoku-title = 五子棋
game-gomoku-summary = 在方形棋盘上连成五子。
game-reversi-title = 黑白棋
game-reversi-summary = 把对手的棋子翻成你的颜色；终局时棋子多的一方获胜。
game-nogo-title = 不围棋
game-nogo-summary = 禁止吃子的围棋：先无处可下的一方判负。
game-hex_gomoku-title = 六角五子棋
game-hex_gomoku-summary = 在六边形棋盘上连成五子。
option-rule-title = 规则
choice-rule-freestyle-title = 无禁手
choice-rule-freestyle-summary = 五子或更多连成一线即胜
choice-rule-standard-title = 标准
choice-rule-standard-summary = 恰好五子连成一线才算胜
choice-rule-renju-title = 连珠
choice-rule-renju-summary = 黑方有禁手
choice-rule-caro-title = 卡罗
choice-rule-caro-summary = 两端都被堵住的五连不算胜
option-center_first_forbidden-title = 第一手不得下在天元
option-center_first_forbidden-off = 天元可下

## 目录之外的游戏用语：创建表单中的可选项、房间选项的简述

choice-label = { $title }：{ $summary }
game-words-separator = { "，" }

## 棋盘（board.js、geometry.js）：棋子、尺寸、线，以及读屏软件对每个点的描述

board-piece = { $piece ->
    [disc] 棋子
    [stone] 棋子
   *[other] 棋子
}
board-piece-count = { $count } 子
board-size-hex-label = 每边 { $size } 个点
board-size-hex-words = 每边 { $size }
board-direction-row = 横线
board-direction-column = 竖线
board-direction-diagonal = 斜线
board-direction-anti-diagonal = 反斜线
board-direction-q-line = q 线
board-direction-third-line = 第三条线
board-label = { $game }棋盘，{ $options }
board-cannot-draw = 本页面无法绘制{ $game }的棋盘。
board-separator = { "，" }
board-point-stone = { $seat ->
    [black] 黑子
   *[white] 白子
}
board-point-empty = 空
board-point-last-move = 上一手
board-point-winning-line = 获胜连线
board-point-turned = 被上一手翻转
board-point-emptied = 被上一手提走
board-point-best = 引擎推荐的更好着法
board-point-missed-win = 错失的胜着
board-point-forbidden = { $seat ->
    [black] 黑方禁手
   *[white] 白方禁手
}
board-point-legal = 可落子
board-point-chosen = 已选中，再按一次落子

## 获胜的原因：“黑方胜：五子连珠。”

reason-five = 五子连珠
reason-count = 棋子更多
reason-board-full = 棋盘已满
reason-resign = 对方认输
reason-agreement = 双方同意
reason-forfeit = 对手离开
reason-timeout = 对方超时

## 房间的状态栏与提示（state.js）

status-sentence-separator = { "" }
status-seat = { $seat ->
    [black] 黑方
   *[white] 白方
}
status-the-computer = 电脑
status-waiting-players = 等待玩家加入。
status-waiting-opponent = 等待对手加入。
status-your-turn = 轮到你了（{ $seat ->
    [black] 黑方
   *[white] 白方
}）。
status-waiting-for = 等待 { $name }（{ $seat ->
    [black] 黑方
   *[white] 白方
}）落子。
status-to-move = { $seat ->
    [black] 轮到黑方。
   *[white] 轮到白方。
}
status-passed = { $seat ->
    [black] 黑方无处可下，停一手。
   *[white] 白方无处可下，停一手。
}
status-you-won = 你赢了！
status-you-lost = 你输了。
status-count = 棋子：黑 { $black }，白 { $white }。
status-wins = { $winner ->
    [black] 黑方胜。
   *[white] 白方胜。
}
status-wins-why = { $winner ->
    [black] 黑方胜
   *[white] 白方胜
}：{ $why }。
status-wins-resign = { $winner ->
    [black] 黑方胜：白方认输。
   *[white] 白方胜：黑方认输。
}
status-wins-forfeit = { $winner ->
    [black] 黑方胜：白方离开了对局。
   *[white] 白方胜：黑方离开了对局。
}
status-wins-timeout = { $winner ->
    [black] 黑方超时胜：白方用时耗尽。
   *[white] 白方超时胜：黑方用时耗尽。
}
status-wins-no-legal-move = { $winner ->
    [black] 黑方胜：白方无处可下。
   *[white] 白方胜：黑方无处可下。
}
status-draw = 和棋。
status-draw-agreement = 双方同意和棋。
status-draw-count = 和棋：双方棋子数相同。
status-draw-board-full = 和棋：棋盘已满。
status-draw-forfeit = 和棋：有玩家离开后判和。
status-aborted = 对局已中止：不计胜负。
status-undone = 已悔棋一步。
status-undo-refused = 悔棋请求被拒绝了。
status-draw-refused = 求和被拒绝了。
status-play-again-refused = 再来一局的邀请被拒绝了。
status-took-seat = { $name } 坐到了{ $seat ->
    [black] 黑方
   *[white] 白方
}座位。
status-left-seat = { $name } 离开了{ $seat ->
    [black] 黑方
   *[white] 白方
}座位。
status-claimable-you = { $name } 没有回来：你可以直接判胜、判和，或者继续等待。
status-claimable = { $name } 未能及时回来。
status-back = { $name } 回来了。
status-away-gone = { $name } 已离开 · 未能及时回来
status-away-countdown = { $name } 已离开 · 还有 { $time } 可以回来
status-wait-undo = { $seconds } 秒后才能再次请求悔棋。
status-wait-draw-time = { $seconds } 秒后才能再次求和。
status-wait-draw-moves = 再下 { $moves } 步后才能再次求和。
status-wait-draw-time-moves = { $seconds } 秒后、且再下 { $moves } 步后才能再次求和。
status-opponent-engine = { $name }（{ $about }）
status-opponent-bot = { $name }（机器人）
status-opponent-bot-busy = { $name }（机器人，忙碌中）

## 棋钟（state.js）

clock-untimed = 不限时
clock-per-move = 每步 { $seconds } 秒
clock-seconds-plus = { $seconds } 秒+{ $increment }
clock-preset-sudden-death = { $minutes } 分钟（{ $minutes }+0）
clock-preset-increment = { $minutes } 分钟 + 每步加 { $increment } 秒（{ $minutes }+{ $increment }）

## 复盘（replay.js）

replay-start = 开局 · 共 { $count } 手。
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
replay-changed-flips = 翻转 { $count } 子
replay-changed-captures = 提走 { $count } 子
replay-end = 棋谱到此结束。
replay-empty-seat = （空座）
replay-outcome = { $outcome ->
    [won] 胜
    [lost] 负
    [aborted] 已中止
   *[draw] 和
}
replay-outcome-why = { $outcome ->
    [won] 胜
    [lost] 负
    [aborted] 已中止
   *[draw] 和
}（{ $why }）
replay-why-five = 五子连珠
replay-why-count = 数子
replay-why-no-legal-move = 无处可下
replay-why-board-full = 棋盘已满
replay-why-resign = 认输
replay-why-agreement = 双方同意
replay-why-forfeit = 弃权
replay-why-timeout = 超时
replay-moves = { $count } 手

## 复盘分析（review.js）：黑方胜率与着法标记

review-chance = 黑方 { $percent }%
review-mark-inaccuracy = 欠佳
review-mark-mistake = 失误
review-mark-blunder = 大错
review-mark-missed-win = { $mark }：错失了连续冲四取胜
review-verdict-after = { $mark }：此手后{ $seat ->
    [black] 黑方
   *[white] 白方
}胜率 { $percent }%
review-verdict-after-best = ，若下 { $point } 则为 { $percent }%
review-verdict-before-best = ，此手前为 { $percent }%；更好的是 { $point }
review-verdict-discs-lost = ；损失 { $count } 子
review-verdict-missed-win = 。错失了连续冲四取胜：{ $points }

## 比赛排名页（投影用，standings.html、standings.js）

standings-page-title = 排名 · Boardroom
standings-event-title = { $name } · 排名 · Boardroom
standings-heading = 排名
standings-loading = 加载中…
standings-table-title = 排名
standings-games-title = 对局
standings-waiting = 等待主持人开始 · { $count } 名参赛者
standings-final = 最终排名
standings-arena = 竞技场 · 剩余 { $time }
standings-round = 第 { $round } 轮
standings-round-of = 第 { $round } 轮，共 { $rounds } 轮
standings-paused = { $status } · 已暂停
standings-column-name = 姓名
standings-column-score = 积分
standings-column-wins = 胜
standings-column-draws = 和
standings-column-losses = 负
standings-tiebreak-direct-encounter = 直胜
standings-tiebreak-buchholz = 对手分
standings-tiebreak-median-buchholz = 中间分
standings-tiebreak-sonneborn-berger = 索伯分
standings-tiebreak-wins = 胜局
standings-tiebreak-fewer-games = 局数
standings-game-vs = { $black } 对 { $white }
standings-watch = { " · " }观战
standings-byes = 轮空：{ $names }
standings-list-separator = { "、" }
standings-no-event = 没有这场比赛。
standings-no-answer = 服务器没有响应，正在重试…
standings-unreachable = 无法连接服务器，正在重试…

## Play by ear (ear.js): what a player who listens through a screen reader hears in the live
## log, and the text board's labels. $seat, $side: "black" or "white" ("other" for neither);
## $who, $whose: those or "you", the player. $at, $from, $to, $example: a point as the board
## names it ("H8"); $stones, $points, $wins, $makes: points in a list ("G8 or L8").

ear-on = 听声下棋已开启。对局中，在“着法”框中输入坐标（例如 H8）并按 Enter；输入问号可听取帮助。
ear-off = 听声下棋已关闭。
ear-room = { $title }，房间 { $code }。
ear-room-options = { $title }，房间 { $code }，{ $options }。
ear-seat =
    { $seat ->
        [black] 你执黑。
        [white] 你执白。
       *[other] 你正在观战。
    }
ear-new-game = 新的一局。
ear-position = 盘面上已有 { $count } 手棋。
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
ear-your-turn = 轮到你了。
# The words typed in the Move box to answer a request (English's work in every language).
ear-command-agree = 同意
ear-command-refuse = 拒绝
ear-asks-undo = { $name } 请求悔棋。请按“同意”或“拒绝”按钮回答，或输入“{ ear-command-agree }”或“{ ear-command-refuse }”。
ear-asks-draw = { $name } 提议和棋。请按“同意”或“拒绝”按钮回答，或输入“{ ear-command-agree }”或“{ ear-command-refuse }”。
ear-asks-play-again = { $name } 想交换颜色再下一局。请按“同意”或“拒绝”按钮回答，或输入“{ ear-command-agree }”或“{ ear-command-refuse }”。
ear-asked-undo = 你已请求悔棋，正在等待 { $name } 回应。
ear-asked-draw = 你已提议和棋，正在等待 { $name } 回应。
ear-asked-play-again = 你已请求再下一局，正在等待 { $name } 回应。
ear-withdrawn-undo = 悔棋请求已撤回。
ear-withdrawn-draw = 和棋提议已撤回。
ear-withdrawn-play-again = 再下一局的提议已撤回。
ear-nothing-to-answer = 没有需要回应的请求。
ear-clock-low =
    { $whose ->
        [you] 你的剩余时间不足十秒。
        [black] 黑方剩余时间不足十秒。
       *[white] 白方剩余时间不足十秒。
    }

## Play by ear: the Move box's answers

ear-type-point = 请输入坐标（例如 { $example }），然后按 Enter。
# $text: what the player typed.
ear-not-a-point = { $text } 不是这个棋盘上的点。请输入坐标，例如 { $example }。
ear-no-room = 你不在对局中。
ear-watching = 你正在观战：观众不能落子。
ear-waiting = 正在等待对手入座。
ear-over = 对局已结束。
ear-not-your-turn =
    { $seat ->
        [black] 现在轮到 { $name }（黑方）。
       *[white] 现在轮到 { $name }（白方）。
    }
ear-sent = 你的落子正在发送。
# $piece: what the game puts down ("stone", "disc").
ear-taken =
    { $seat ->
        [black] { $at } 已被占据：那里是黑方的{ $piece }。
       *[white] { $at } 已被占据：那里是白方的{ $piece }。
    }
ear-forbidden =
    { $seat ->
        [black] { $at } 是黑方的禁手点。
       *[white] { $at } 是白方的禁手点。
    }
ear-illegal = { $at } 不能落子。

## Play by ear: reading the board (a point of the text board reads "H8, black, last move")

ear-empty = 空
ear-stone =
    { $seat ->
        [black] 黑子
       *[white] 白子
    }
ear-last-move = 最后一手
ear-winning = 获胜连线
ear-forbidden-for =
    { $seat ->
        [black] 黑方禁手
       *[white] 白方禁手
    }
ear-no-last = 还没有人落子。
ear-last =
    { $seat ->
        [black] 最后一手：黑方下在 { $at }。
       *[white] 最后一手：白方下在 { $at }。
    }
# $line: the line's name (board-direction-*) with a capital.
ear-line-through = 经过 { $at } 的{ $line }：
# $threats: the fours and threes on the line, as sentences.
ear-line-threats = { $line }：{ $threats }
ear-no-line = 这个棋盘没有这样的线。
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
        [black] 黑方五连：{ $stones }。
       *[white] 白方五连：{ $stones }。
    }
ear-four =
    { $side ->
        [black] 黑方冲四（{ $stones }）：在 { $wins } 成五。
       *[white] 白方冲四（{ $stones }）：在 { $wins } 成五。
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
ear-no-threats = 没有四或活三。
ear-no-threats-through = 经过 { $at } 的线上没有四或活三。
ear-no-threats-on-board = 棋盘上没有四或活三。
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
ear-help-intro = 听声下棋的按键：
ear-help-move = 在“着法”框中：输入坐标（例如 { $example }）并按 Enter 即可落子。
# $key: a key's letter; $line: a line's name (board-direction-*).
ear-help-reads = { $key } 读出{ $line }
# $lines: the ear-help-reads of each line, in a list; $first: the first line's letter.
ear-help-move-keys = 在“着法”框中：{ $lines }；t 读出经过该点的四和活三，w 读出整个棋盘上的四和活三，l 读出最后一手；在字母后加上坐标即可读出经过该点的线，例如 { $first } { $example }；输入“{ ear-command-agree }”或“{ ear-command-refuse }”回应请求；b 跳到文字棋盘；? 读出本帮助。
ear-help-board = 在文字棋盘上：方向键移动，Home 和 End 跳到本行两端，Enter 或空格键在该点落子。
ear-help-board-keys = 在文字棋盘上：{ $lines }；T 读出经过该点的四和活三，W 读出整个棋盘上的四和活三；L 跳到最后一手；M 跳到“着法”框；H 或 ? 读出本帮助。
ear-help-toggle = Alt+Shift+E 开启或关闭听声下棋。

## Accounts (account.js): the name screen's sign-in form and the lobby's Account panel. $name: a
## player's name.

account-signing-in = 正在登录…
account-wrong-password = 名字或密码错误。
# $wait: how long, as account-seconds or account-minutes say it ("45 seconds").
account-too-many-tries = 尝试次数过多。请在 { $wait }后重试。
account-too-many-tries-later = 尝试次数过多。请稍后重试。
account-signed-out = 你已在此设备上退出登录：有人在另一台设备上更改了你的密码，或让你的其他设备退出了登录。请用密码重新登录。
account-guest = { $name } 是此设备上的访客。为这个名字设置密码即可保留它，并可在任何设备上以 { $name } 的身份登录。
account-holder = { $name } 是一个账号：可在任何设备上用它的名字和密码登录。
account-keeps-name = { $name } 是一个账号，名字保持不变。
account-made = { $name } 现在是一个账号了。可在任何其他设备上用它的名字和密码登录。
account-changed = 你的密码已更改。
account-wrong-current = 当前密码不正确。
account-sending = 正在发送…
account-not-connected = 目前未连接，请稍后再试。
# How many of the account's other devices were signed out.
account-revoked =
    { $count ->
        [0] 没有其他已登录的设备。
       *[other] 已让 { $count } 台其他设备退出登录。
    }
account-too-short = 密码至少需要 { $min } 个字符。
account-too-long = 密码最多 { $max } 个字符。
account-differ = 两次输入的密码不一致：请输入两次相同的密码。
# A wait, in account-too-many-tries.
account-seconds = { $count } 秒
account-minutes = { $count } 分钟

## The host's doing (host.js): a player the host removed or banned, a chat the host stopped

host-kicked = 主持人已将你移出此服务器。
host-kicked-more = 你可以回来继续下棋。
host-banned = 主持人已禁止你进入此服务器。
host-banned-more = 除非主持人解除禁令，否则你无法在这里下棋。
host-come-back = 重新进入
host-muted = 主持人已将你禁言：你的消息不会发出。
# $list: the phrases, as the server lists them.
host-phrases = 此服务器上只能发送以下短语：{ $list }
host-chat-off = 此服务器已关闭聊天。

## Ratings (ratings.js, ratings-view.js): the create form's Rated box, a player's profile and
## the leaderboard. A rating ($rating, $first, $last) is a whole number such as 1712.

ratings-rated = 计入等级分
ratings-rated-hint = 只有两个账号之间的对局或与电脑的对局才计入等级分：与访客、机器人或程序的对局照常进行，但不计分。
# In a room's options, in a few words ("15×15, Renju, rated").
ratings-rated-room = 计分
ratings-your-ratings = 我的等级分
ratings-title = 等级分
ratings-back = 返回
ratings-your-profile = 我的资料
ratings-profile-of = { $name } 的等级分
ratings-loading = 正在加载…
ratings-account = 账号
ratings-guest = 访客：访客的对局不计等级分。
ratings-guest-self = 你以访客身份下棋，访客的对局不计等级分：在“账号”中为你的名字设置密码，即可获得等级分。
ratings-no-ratings = 还没有计分的对局。
ratings-provisional-note = 带 ? 的是暂定等级分：大约 15 到 25 盘计分对局后趋于稳定。
ratings-games = { $count } 盘计分对局
# A provisional rating, as a screen reader says it (the page shows "1580?").
ratings-provisional = { $rating }，暂定
# The chart of a rating's history, as a screen reader names it; $title: the game (ratings-kind).
ratings-chart-one = { $title }：1 盘计分对局后为 { $rating }
ratings-chart = { $title }：最近 { $count } 盘计分对局中从 { $first } 变为 { $last }
ratings-last-games = { $title }：最近的计分对局
ratings-when = 时间
ratings-rating = 等级分
ratings-leaderboard = 排行榜
ratings-game = 游戏
ratings-rule = 规则
ratings-game-of-leaderboard =
    .aria-label = 排行榜的游戏
ratings-rule-of-leaderboard =
    .aria-label = 排行榜的规则
ratings-rank = 名次
ratings-name = 名字
ratings-games-column = 对局数
ratings-no-settled = 还没有稳定的等级分：玩家的等级分不再是暂定后才会显示在这里。
# A rating's kind: the game's title, then the rule's ("Gomoku, Renju").
ratings-kind = { $game }（{ $rule }）

## The invite's QR code (qr.js), as a screen reader names the picture

qr-alt = { $link } 的二维码

## The desktop app (client/desktop): the words it says that the web page does not. Where the
## page says the same, the app uses the page's message. $seat, $winner: "black" or "white".

## The top bar, and what every screen shares

# The server's AI, by its level: its name as the server gives it ("Boardroom AI (hard)").
desk-ai-name = Boardroom AI（{ $level ->
    [easy] 简单
    [hard] 困难
   *[medium] 中等
}）
desk-status-connected = 已连接到 { $server }
desk-status-connecting = 正在连接 { $server }…
desk-status-reconnecting = 正在重新连接 { $server }…
desk-hosting-on-port = · 正在端口 { $port } 上主持
desk-leave-server = 离开服务器
desk-stop-hosting = 停止主持
desk-playing-as = 当前身份：{ $name }
# The language picker's first choice: the system's language, whatever it is.
desk-language-system = 跟随系统
# A sentence of the server's words that ends with no stop: the stop the language puts there.
desk-sentence = { $text }。
desk-cancel = 取消
desk-close = 关闭
desk-confirm-resign-yes = 确定认输
desk-confirm-leave-yes = 确定离开
desk-confirm-remove-yes = 确定移除
# Nobody in a seat, or no opponent known.
desk-nobody = 无人
# Between addresses, one of which will do ("192.168.1.5:7878 or 10.0.0.2:7878").
desk-or = { " 或 " }
# The host's notice, at the top of every screen: $label is host-notice-label.
desk-notice-banner = { $label }{ $text }
desk-notice-hide = 隐藏公告

## The first screen: the name, hosting, joining, replaying, the servers found on the network

desk-find-name-hint = 输入你的名字
desk-find-host = 主持对局
desk-find-host-about = 在这台电脑上启动服务器，邀请同一网络中的朋友来下棋。
desk-find-open-my-server = 打开我的服务器
desk-find-join = 加入对局
desk-find-address = 服务器地址
desk-find-address-hint = 192.168.1.20:7878 或邀请链接
desk-find-connect = 连接
desk-find-connect-to = 连接到 { $address }
desk-find-replay = 回放棋谱
desk-find-servers = 你所在网络中的服务器
desk-find-no-server = 暂未找到服务器。
desk-find-no-open-room = 没有空位的房间。
# An open room of a server found on the network: $options its board, rule and clock.
desk-find-open-room = { $game }（{ $options }）· { $host } 正在等待 · 房间码 { $code }
# $why: one of the desk-probe- messages.
desk-find-probe-failed = 无法列出它的房间：{ $why }。
desk-find-asking = 正在查询它的房间…
desk-probe-answered = 它返回了 { $status }
desk-probe-no-answer = 没有应答
desk-probe-cannot-connect = 无法连接
desk-probe-connection-lost = 连接中断
desk-probe-not-boardroom = 不是 Boardroom 服务器
desk-last-server = 上次的服务器
desk-discovery-off = 已关闭在网络中查找服务器。
# $error: the system's own words.
desk-discovery-failed = 无法在网络中查找服务器：{ $error }。
# How the hosted server is named to the other apps on the network.
desk-announced-as = { $name } 的 Boardroom
desk-type-name = 请先输入你的名字。
desk-type-address = 请输入服务器地址，例如 192.168.1.20:7878。
desk-type-sgf = 请先输入 SGF 文件的路径。
desk-type-game-link = 请输入对局链接，例如 http://host:7878/g/42。
desk-host-failed = 无法主持对局：{ $error }。
desk-connect-failed = 无法连接：{ $error }。
desk-join-code = 加入 { $code }
desk-watch-code = 观战 { $code }

## The lobby

desk-lobby-hosting = 你正在主持。同一网络中的朋友可连接到 { $addresses }。
desk-lobby-join-by-code = 用房间码加入
desk-lobby-no-rooms = 还没有房间：创建一个吧。
desk-lobby-players = 黑方：{ $black }  对  白方：{ $white }
# A room of the list: its status, how many watch, its code (lobby-watching, lobby-room-code).
desk-lobby-room-line = { $status } · { $watching } · { $code }
desk-create-heading = 创建房间
desk-create-size = 棋盘大小
desk-create-seat = 你的座位
desk-create-level = 难度
desk-create-undo = 悔棋

## Your games, and records to replay

desk-games-refresh = 刷新
desk-games-opening = 正在打开对局…
desk-games-none = 还没有下完的对局。
desk-games-opponent = 对手
desk-games-game = 游戏
desk-games-result = 结果
desk-games-ended = 结束时间（UTC）
desk-games-moves = 手数
# A game's result from the player's side, and why: "Won · five in a row".
desk-games-outcome = { $outcome ->
    [won] 胜
    [lost] 负
   *[draw] 和
} · { $why }
desk-games-why-five = 五子连珠
desk-games-why-count = 数子
desk-games-why-no-legal-move = 无子可下
desk-games-why-board-full = 棋盘已满
desk-games-why-resign = 认输
desk-games-why-agreement = 协议
desk-games-why-forfeit = 对手离开
desk-games-why-timeout = 超时
desk-games-why-aborted = 已中止
desk-sgf-file = SGF 文件
desk-sgf-hint = /路径/棋谱.sgf，或链接 http://host:7878/g/42
desk-sgf-open = 打开 SGF
desk-sgf-reading = 正在读取文件…
desk-record-failed = 无法读取棋谱：{ $error }。
desk-record-no-game = 服务器上没有对局 { $id }。
desk-record-not-whole = 无法完整读取这盘对局的棋谱。
# $error: the record reader's words.
desk-record-unreadable = 服务器上对局 { $id } 的棋谱：{ $error }。
desk-server-answered = 服务器返回了 { $status }。
desk-server-no-answer = 服务器没有及时应答。
desk-server-unreachable = 无法连接到服务器。
desk-file-cannot-open = 无法打开 { $path }：{ $error }。
desk-file-cannot-read = 无法读取 { $path }：{ $error }。
# $size: in kibibytes.
desk-file-too-large = { $path } 超过 { $size } KiB：不是棋谱文件。
desk-file-unreadable = 无法读取 { $path } 的内容：{ $error }。

## A room

desk-room-code = 房间码：
desk-room-link = 链接：
desk-room-copy-link = 复制链接
# $addresses: the server's addresses (desk-or between them).
desk-room-invite-how = 在同一网络中：用浏览器打开链接，或在 Boardroom 中连接到 { $addresses } 并输入房间码。
desk-room-invite-qr = 或者用同一网络中的手机扫描这个二维码。
desk-room-take-seat = 入座
desk-room-empty-seat = { $seat ->
    [black] 黑方
   *[white] 白方
}（空位）
desk-room-level = 难度：{ $level ->
    [easy] 简单
    [hard] 困难
   *[medium] 中等
}
desk-room-online = 在线
desk-room-offline = 离线 · 可能会回来
# A line of the chat: who said it, before what was said.
desk-chat-from = { $name }：
desk-chat-message = 消息

## The replay of a finished game, and its review

desk-replay-title = { $black } 对 { $white }
# $note: where the record says it comes from.
desk-replay-from-file = 来自文件：{ $note }
desk-replay-passed = { $seat ->
    [black] 黑方
   *[white] 白方
}停一手。
desk-replay-move-of = 第 { $ply } 手，共 { $total } 手
desk-replay-start = 开头
desk-replay-back = 后退
desk-replay-forward = 前进
desk-replay-end = 结尾
desk-replay-slider = 手数
desk-replay-new-game = 从这里开新局：
desk-replay-against-computer = 对电脑
desk-replay-with-friend = 和朋友
desk-replay-new-game-impossible = 只能从按常规开局逐手落子到达、且规则尚未结束对局的局面开始。
desk-replay-no-moves = 没有着法。
desk-replay-move-hover = { $seat ->
    [black] 黑方
   *[white] 白方
}第 { $ply } 手
desk-review-server-only = 复盘由服务器完成，只适用于在该服务器上下的对局。
desk-review-connect = 连接到 { $server } 即可复盘你在那里下的对局。
desk-review-chance = 此时黑方胜率：{ $percent }%
desk-review-progress = 正在复盘：{ $done } / { $total } 个局面
desk-review-ask = 让引擎复盘
desk-review-good-move = 好棋。
desk-review-missed-win-shown = 错过的胜着已在棋盘上标出序号。
desk-review-better-move-shown = 更好的一手用绿圈标出。
desk-review-graph = 每手之后黑方的胜率：中线以上为黑方占优，以下为白方占优。

## Events

desk-event-none = 还没有比赛：创建一个，大家轮流对战。
desk-event-open = 打开 { $name }
desk-event-form-about = 比赛使用右侧表单中的游戏、棋盘和计时。
desk-event-name = 比赛名称
# The new event form's name until the host types another.
desk-event-default-name = 俱乐部之夜
desk-event-double-round-robin = 双循环赛
desk-event-computer-players = 电脑选手：
desk-event-round = 第 { $round } 轮
desk-event-round-of = 第 { $round } 轮，共 { $rounds } 轮
desk-event-finish = 结束
desk-event-add-computer-at = 加入电脑，难度
desk-event-entrant-left = { $name } · 已退出
desk-event-entrant-removed = { $name } · 已移除
desk-event-remove = 移除 { $name }
# $players: event-pair; $result: one of the desk-event-line- messages, event-game-void or
# event-game-playing.
desk-event-game-line = 第 { $game } 局 · { $players } · { $result }
desk-event-set-result = 设定第 { $game } 局的结果
desk-event-result-black = 黑胜
desk-event-result-white = 白胜
desk-event-result-draw = 和棋
desk-event-result-black-forfeit = 黑方不战而胜
desk-event-result-white-forfeit = 白方不战而胜
desk-event-result-double-forfeit = 双方均判负
desk-event-line-black = 黑胜
desk-event-line-white = 白胜
desk-event-line-draw = 和棋
desk-event-line-black-forfeit = 黑方不战而胜
desk-event-line-white-forfeit = 白方不战而胜
desk-event-line-double-forfeit = 双方均判负

## Accounts

desk-account-password-hint = 仅用于登录账号
desk-account-password-about = 你的名字设置了密码吗？输入密码即可在这台设备上登录；留空则以访客身份下棋。
desk-account-sign-in-heading = 登录你的账号
desk-account-name = 名字
# Beside the player's name in the top bar, for an account holder.
desk-account-badge = · 账号
desk-account-keep-name-about = 设置密码后，别人就不能再使用这个名字，你也可以在任何设备上用它登录。
desk-account-choose-password = 设置密码
desk-account-repeat-password = 再次输入密码
desk-account-keep-my-name = 保留我的名字
desk-account-change-password-about = 你的其他设备将被登出，需要用新密码重新登录。
desk-account-sign-out-elsewhere-about = 登录此账号的其他所有设备都将被登出；这台设备保持登录。
desk-account-current-missing = 请输入当前密码。
desk-account-wrong-current = 当前密码不正确。
desk-account-signed-out = 你已被登出：有人在另一台设备上修改了账号密码，或登出了其他设备。请用名字和密码重新登录。
desk-account-password-length = 密码长度为 { $min } 到 { $max } 个字符。
desk-account-standing-holder = 你已登录账号 { $name }。
desk-account-standing-guest = 你以访客 { $name } 的身份下棋：只有这台设备上的令牌为你保留这个名字。
desk-account-try-again-now = 尝试次数过多：现在可以再试了。
desk-account-try-again-in = 尝试次数过多：请在 { $seconds } 秒后重试。
desk-account-made = 你的名字现在是一个账号了：可在任何设备上用它和密码登录。
# $revoked: account-revoked.
desk-account-password-changed = 密码已修改。{ $revoked }

## Ratings

desk-ratings-needs-account = 计入等级分的对局仅限账号：请在“账号”标签页中为你的名字设置密码。
desk-ratings-refresh = 刷新等级分
desk-ratings-guest = 访客：访客的对局不计入等级分。为名字设置密码即可参与等级分。
desk-ratings-provisional = 暂定：计分对局还很少
# A rating in a profile: "Gomoku, Freestyle: 1662? · 1 rated game"; $games: ratings-games.
desk-ratings-line = { $title }：{ $rating } · { $games }
# A rating after a game, and when: "1534 (2025-11-24 16:10)".
desk-ratings-point = { $rating }（{ $when }）
desk-ratings-last-games = 最近的对局：{ $points }

## The host's controls over the server the app hosts

desk-console-open = 主持人控制台
desk-console-title = 你主持的服务器的控制台
desk-console-asking = 正在查询服务器…
desk-console-server-on-port = 端口 { $port } 上的服务器
desk-console-refresh = 刷新
desk-console-open-in-browser = 在浏览器中打开控制台
desk-console-key-warning = 这个链接包含控制台的密钥：请勿外传。
desk-console-copy-link = 复制控制台链接
desk-console-players = 玩家
desk-console-notice-and-chat = 公告和聊天
desk-console-class = 创建班级
desk-console-server = 服务器和日志
desk-console-nobody-online = 没有人在线。
desk-console-column-name = 名字
desk-console-column-id = ID
desk-console-column-account = 账号
desk-console-column-connections = 连接数
desk-console-column-state = 状态
desk-console-yes = 是
desk-console-no = 否
desk-console-banned = 已封禁
desk-console-muted = 已禁言
desk-console-kick = 移出 { $name }
# $name: a player's name, or an address.
desk-console-unban = 解除对 { $name } 的封禁
desk-console-ban = 封禁 { $name }
desk-console-unmute = 允许 { $name } 聊天
desk-console-mute = 禁言 { $name }
desk-console-confirm-abort = 中止房间 { $code } 的对局？无人获胜，也不计入等级分。
desk-console-confirm-abort-yes = 确定中止
desk-console-confirm-abort-no = 保留
desk-console-no-rooms = 还没有房间。
desk-console-column-room = 房间
desk-console-column-game = 游戏
desk-console-column-black = 黑方
desk-console-column-white = 白方
desk-console-column-status = 状态
desk-console-column-watching = 观战
desk-console-room-waiting = 等待玩家
desk-console-room-playing = 对局中
desk-console-room-over = 已结束
desk-console-own-game = 你自己的对局正在进行：请先下完。
desk-console-abort = 中止 { $code } 的对局
desk-console-notice-heading = 主持人公告
desk-console-notice-field = 给所有人的公告
desk-console-notice-hint = 每位玩家都会在屏幕顶部看到的内容
desk-console-send-notice = 发布公告
desk-console-take-down = 撤下公告
desk-console-standing-none = 当前公告：无
desk-console-standing = 当前公告：{ $text }
desk-console-chat-heading = 本服务器的聊天
desk-console-chat-open = 开放
desk-console-chat-phrases = 仅限固定的友好短语（儿童模式）
desk-console-chat-off = 关闭
desk-console-class-about = 每个名字都会得到一个带新密码的账号；密码只会在下面的登录卡片上显示这一次。
desk-console-names-field = 名字，每行一个
desk-console-make-class = 创建他们的账号
desk-console-cards = 登录卡片
desk-console-copy-cards = 复制卡片
desk-console-card-password = 密码：{ $password }
desk-console-card-open = 打开：{ $link }
desk-console-backup = 立即备份数据库
desk-console-backup-about = 备份到数据文件夹的 backups/（保留最近 10 份）。
desk-console-banned-addresses = 已封禁的地址
desk-console-address-to-ban = 要封禁的地址
desk-console-ban-address = 封禁该地址
desk-console-none = 无。
desk-console-engines = 引擎
desk-console-no-engines = 没有外部引擎。
# An engine: its name, the protocol it speaks, the games it plays.
desk-console-engine = { $name } · { $protocol } · 支持 { $plays }
desk-console-bots = 在线机器人
desk-console-no-bots = 没有在线的机器人。
desk-console-bot = { $name } · 支持 { $plays } · { $busy ->
    [busy] 忙碌
   *[free] 空闲
}
desk-console-log = 操作记录
desk-console-log-empty = 暂无记录。
# A line of the audit log; $action and $detail are the server's own words.
desk-console-log-line = { $time } UTC · { $action }：{ $detail }
desk-console-every-game = 所有游戏
desk-console-plays-rules = { $game }（{ $rules }）
desk-console-plays-separator = { "；" }
desk-console-key-unreadable = 无法从 { $path } 读取控制台密钥：{ $error }。
desk-console-key-empty = 控制台密钥文件 { $path } 是空的。
desk-console-key-refused = 服务器不接受控制台密钥（401）。
desk-console-state-unreadable = 无法读取控制台状态：{ $error }。
desk-console-action-unwritable = 无法写出该操作：{ $error }。
desk-console-answer-unreadable = 无法读取服务器的应答：{ $error }。
desk-console-answer-not-whole = 无法完整读取服务器的应答。
desk-console-cannot-ask = 无法向服务器发出请求：{ $error }。

## egui's own words, said in the player's language

# The handle that resizes a side panel, as assistive technologies name it.
desk-resize-panel = 调整面板大小
# The handles that resize a window, by its edges and corners.
desk-window-resize-right = 调整窗口右边缘
desk-window-resize-left = 调整窗口左边缘
desk-window-resize-bottom = 调整窗口下边缘
desk-window-resize-top = 调整窗口上边缘
desk-window-resize-bottom-right = 调整窗口右下角
desk-window-resize-top-right = 调整窗口右上角
desk-window-resize-bottom-left = 调整窗口左下角
desk-window-resize-top-left = 调整窗口左上角

## 服务器对玩家说的话（server-）：请求为何被拒绝，以及服务器主动告知的事（error 消息的 words）。

server-rule-reason = { $reason ->
        [off_board] 该点不在棋盘上
        [occupied] 该点已有棋子
        [no_flip] 这步棋翻不动任何棋子
        [cannot_pass] 现在不能停一手
        [suicide] 这步棋会让己方棋块没有气
        [captures] 这步棋会吃掉对方的棋子
        [center_first] 第一手不能下在中心点
        [overline] 黑方禁手：长连
        [double_four] 黑方禁手：四四
        [double_three] 黑方禁手：三三
        [game_over] 对局已结束
       *[other] { $reason }
    }

## The connection, and signing in

server-full = 服务器已满，请稍后再试
server-frame-not-text = 数据帧必须是 JSON 文本
server-frame-too-large = 一个数据帧最多 { $most } 字节
server-too-fast = 消息发送得太快了，请放慢速度
server-too-fast-closed = 消息发送得太快，连接已关闭
server-frame-over-limit = 该数据帧有 { $length } 字节，超过了 { $most } 字节的上限
server-frame-bad-json = 该数据帧不是有效的 JSON：{ $detail }
server-frame-not-an-object = 消息必须是一个 JSON 对象
server-frame-no-type = 消息必须有字符串字段 "type"
server-frame-unknown-type = 未知的消息类型 "{ $type }"
server-frame-bad-field = { $type }：字段 "{ $field }"：{ $detail }
server-frame-bad-message = { $type }：{ $detail }
server-hello-first = 请先发送 hello
server-hello-twice = hello 只在最开始发送一次
server-protocol-version = 此服务器使用的协议版本是 { $ours }，而不是 { $theirs }
server-banned = 主持人已禁止你进入此服务器
server-new-players-too-fast = 来自你的地址的新玩家太多了；请用保存的令牌登录，或等一分钟再试
server-wrong-password = 名称或密码错误
server-account-tried-too-often = 此账户的登录尝试次数过多，请等一分钟
server-sign-ins-too-fast = 来自你的地址的登录次数过多，请稍等片刻

## Names and accounts

server-name-length = 名称须为 1 到 { $most } 个字符
server-name-invisible-characters = 名称不能包含控制字符、文字方向字符或其他不可见的格式字符
server-name-nothing-visible = 名称中至少要有一个可见字符
server-name-is-the-ai = 这个名称属于服务器的 AI
server-name-is-an-engine = 这个名称是服务器上某个程序的名称
server-name-is-a-bot = 这个名称属于一个在线的机器人
server-name-has-account = 这个名称已有账户：请用它的密码登录，或换一个名称
server-name-taken = “{ $name }”（或与之相似的名称）已有账户，请换一个名称
server-bot-keeps-name = 机器人只能使用登录时的名称
server-account-keeps-name = 账户的名称不能更改
server-bot-no-password = 机器人用密钥登录，不用密码
server-bot-has-no-account = 机器人用密钥登录，没有账户
server-account-exists = 你已经有账户了（用 change_password 修改密码）
server-no-account = 你还没有账户（用 sign_up 创建一个）
server-not-the-password = 这不是该账户现在的密码
server-password-length = 密码须为 { $least } 到 { $most } 个字符
server-passwords-busy = 现在无法验证密码，请重试

## Chat

server-chat-muted = 主持人已将你禁言：你的消息不会发出
server-chat-off = 此服务器已关闭聊天
server-chat-phrases-only = 此服务器只发送以下短语：{ $phrases }
server-chat-length = 聊天消息须为 1 到 { $most } 个字符，且不能全是空白

## Making and finding rooms

server-not-in-a-room = 你不在任何房间中
server-no-such-room = 没有房间 { $code }
# $code: the room's code; asked again, the room is found once a live machine holds it
server-room-moving = 房间 { $code } 正在转移到服务器的另一台机器上：马上回来
server-busy-retry = 服务器繁忙：请稍后再试
server-room-list-unread = 你还没有读取上一份房间列表
server-new-rooms-too-fast = 来自你的地址的新房间太多了，请等一分钟
server-new-rooms-and-events-too-fast = 来自你的地址的新房间和比赛太多了，请等一分钟
server-rooms-per-player = 你已经坐在 { $count } 个房间里了，请先离开一个
server-waiting-rooms-per-player = 你已经有 { $count } 个房间在等待对手，请先关闭一个
server-ai-games-per-player = 你已经在和 AI 下 { $count } 局棋，请先下完一局
server-too-many-rooms = 服务器上开着的房间太多了
server-rooms-per-address = 从你的地址创建的 { $count } 个房间仍开着，请先关闭一些
server-not-stored = 服务器无法保存此操作，请重试
server-room-not-claimed = 无法占用房间：{ $detail }
server-room-not-stored-new = 无法保存房间：{ $detail }
server-opening-not-stored = 无法保存房间的开局：{ $detail }
server-room-not-opened = 无法打开房间：{ $detail }
server-room-closed = 房间已关闭
server-room-away = 房间所在的服务器暂时无法连接，请稍后再试
server-engine-or-bot = 程序和机器人只能选一个
server-engine-or-bot-needs-ai = 程序或机器人只在 "opponent": "ai" 时对弈
server-ai-budget-range = ai_budget_ms 须为 { $min } 到 { $max } 毫秒
server-clock-initial-range = clock.initial_s 须为 1 到 { $max } 秒
server-clock-increment-range = clock.increment_s 须为 0 到 { $max } 秒
server-clock-per-move-range = clock.per_move_s 须为 1 到 { $max } 秒
server-clock-shape = clock 要么是 {"{"}initial_s, increment_s?{"}"}（费舍尔计时），要么是 {"{"}per_move_s{"}"}（每步限时）

## A game's options ($game: gomoku, reversi, nogo or hex_gomoku)

server-options-size-only = { $game ->
        [gomoku] 五子棋
        [reversi] 黑白棋
        [nogo] 不围棋
        [hex_gomoku] 六角五子棋
       *[other] { $game }
    }的棋盘大小只能是 { $min }，不能是 { $size }
server-options-size-range = { $game ->
        [gomoku] 五子棋
        [reversi] 黑白棋
        [nogo] 不围棋
        [hex_gomoku] 六角五子棋
       *[other] { $game }
    }的棋盘大小须为 { $min } 到 { $max }，不能是 { $size }
server-options-unknown-rule = 未知规则“{ $rule }”：应为 { $rules } 之一
server-options-no-option = { $game ->
        [gomoku] 五子棋
        [reversi] 黑白棋
        [nogo] 不围棋
        [hex_gomoku] 六角五子棋
       *[other] { $game }
    }没有选项 { $option }

## A room's opening

server-no-such-opening = 这种棋没有名为“{ $name }”的开局；可用的有 "random"、{ $names }
server-opening-move-refused = 开局第 { $number } 手（{ $point }）：{ server-rule-reason }
server-opening-ends-game = 这个开局在对局开始前就结束了棋局
server-opening-leaves-pass = 这个开局让{ $side ->
        [black] 黑方
       *[white] 白方
    }除了停一手之外无棋可下：请让开局早一手或晚一手结束

## In a room: seats, moves, requests

server-not-your-turn = 还没轮到你
server-stale-ply = 棋局已经往前走了：已经下了 { $played } 手，而你发送的是第 { $ply } 手
server-illegal-move = 非法着法 { $move }：{ server-rule-reason }
server-illegal-pass = 不能停一手：{ server-rule-reason }
server-abort-too-late = 双方都已落子，对局不能再中止（可以认输，或提和）
server-claim-too-soon = 只有在离开的对手倒计时结束后，你才能宣告胜利
server-seats-taken = 两个座位都已有人
server-room-full = 两个座位都已有人；请以观众身份加入观战
server-already-seated-or-invited = { $name } 已经在这里入座或已被邀请
server-no-seat-kept = 这个房间没有为你保留座位
server-not-in-this-room = 你不在这个房间中
server-spectator-cannot-play = 你没有座位：观众可以观战和聊天，但不能下棋
server-game-over = 对局已结束
server-waiting-for-opponent = 正在等待对手坐到另一个座位上
server-ai-no-move = AI 没有找到可下的棋
server-undo-off = 这个房间不允许悔棋
server-undo-nothing = 你没有可以悔的棋
server-draw-too-soon = 每 { $every } 手只能提和一次；还差 { $left } 手
server-ask-again-later = 你上一次的请求被拒绝了：{ $seconds } 秒后才能再次{ $what ->
        [undo] 请求悔棋
       *[draw] 提和
    }
server-request-pending = 这个请求已在等待回应
server-nothing-to-answer = 对手没有需要你回应的请求
server-game-still-on = 对局仍在进行
server-no-opponent-to-play-again = 没有对手和你再来一局
server-not-a-room-message = { $type } 不是房间消息
server-room-not-stored = 服务器无法保存此操作，一切保持原样，请重试
server-room-failed = 这个房间出错，已经关闭；至今的棋步都已保存

## The AI, engines and bots

server-ai-busy = 服务器的 AI 太忙了，请稍后再试
server-engine-does-not-play = 程序 { $name } 不下这种棋，或不支持这些选项
server-engines-all-busy = 服务器运行的程序已达上限，请稍后再试
server-engines-address-cap = 你的地址运行的程序已达上限；请先离开一局与程序的对局
server-room-no-such-engine = 房间所在的服务器没有运行程序“{ $name }”
server-no-such-engine-none = 没有程序“{ $name }”：此服务器没有运行任何程序
server-no-such-engine = 没有程序“{ $name }”：此服务器运行的程序有 { $names }
server-bot-declined = 机器人 { $name } 拒绝了邀请；{ $side ->
        [black] 黑方
       *[white] 白方
    }的座位又空出来了
server-bot-did-not-come = 机器人 { $name } 没有按时到来；{ $side ->
        [black] 黑方
       *[white] 白方
    }的座位又空出来了
server-bot-does-not-play = 机器人 { $name } 不下这种棋，或不支持这些选项
server-bot-rooms-per-player = 你已经在 { $count } 个房间里与机器人 { $name } 对弈，这是一名玩家的上限；请先下完其中一局
server-bot-rooms-cap = 机器人 { $name } 对弈的房间数已达上限（{ $count }），请稍后再试
server-bot-busy = 机器人 { $name } 正忙：它的连接都没有在等待对局
server-bot-other-node = 机器人只在它所连接的节点上的房间里对弈
server-bot-plays-too-many = 一个机器人最多列出 { $count } 种棋
server-bot-connections-per-address = 来自你的地址已有 { $count } 个机器人连接在线，请先关闭一个
server-bot-name-online = 名为 { $name } 的机器人已经在线
server-no-such-bot = 没有名为“{ $name }”的机器人在线
server-bot-game-has-no-rules = { $game ->
        [gomoku] 五子棋
        [reversi] 黑白棋
        [nogo] 不围棋
        [hex_gomoku] 六角五子棋
       *[other] { $game }
    }没有可选的规则
server-bot-not-a-size = { $size } 不是有效的棋盘大小
server-bots-unread = 服务器无法读取它的机器人，请重试
server-bots-registered-only = 此服务器只接受已注册的机器人：主持人用 `boardroom-server bots add NAME` 注册一个，该命令会打印出机器人登录时用作令牌的密钥（见 docs/bots.md）

## Games past, games from files, reviews, ratings

server-no-such-player = 没有这名玩家
server-games-unread = 服务器无法读取你的对局，请重试
server-game-unread = 服务器无法读取这局棋，请重试
server-no-such-game = 没有 ID 为“{ $game }”的对局
server-replay-not-over = 对局 { $game } 尚未结束：结束后才能回放
server-stored-game-no-replay = 保存的对局无法回放
server-file-unread = 读取文件失败
server-sgf-setup-review = 这个 SGF 文件从摆好的局面开始（AB、AW 或 AE）：复盘要从对局本身的开头开始
server-imports-per-player = 你已经保存了 { $count } 局来自文件的对局用于复盘，这是一名玩家的上限；请改为复盘你在这里下过的对局
server-imports-per-address = 你所在地址的玩家已经保存了 { $count } 局来自文件的对局用于复盘，这是一个地址的上限
server-imports-full = 服务器保存的文件对局已达上限；请改为复盘你在这里下过的对局
server-import-not-kept = 服务器无法保存这局棋，请重试
server-live-games-unread = 服务器无法读取你正在进行的对局，请重试
server-reaches-live-game = { $what ->
        [file] 这个文件
        [game] 这局棋
        [opening] 这个开局
       *[review_rest] 这次复盘余下的部分
    }会走到你正在进行的对局的局面：服务器的程序不会在你自己的对局中提供帮助；请在那局结束后再试
server-check-failed = 检查失败，请重试
server-reviews-per-player = 你有 { $count } 个复盘正在进行，请等其中一个完成后再试
server-review-positions-per-address = 你的地址已有 { $owed } 个局面在复盘中，这局棋还有 { $positions } 个；上限是 { $most }：请等一个复盘完成后再试
server-reviews-busy = 服务器正在复盘很多对局，请稍后再试
server-review-not-yours = 对局 { $game } 不是你的：只有对局双方（或上传其文件的人）可以请求复盘
server-review-not-over = 对局 { $game } 尚未结束
server-review-no-replay = 保存的对局 { $game } 无法回放
server-review-store-failed = 服务器无法读取或保存此内容，请重试

## An SGF file that cannot be read ($at: the byte where the problem is)

server-sgf-no-game-tree = SGF 文件：这不是 SGF 文件：找不到棋谱树的“(”
server-sgf-not-text = SGF 文件：不是文本：第 { $at } 字节不是 UTF-8（也不是 CA 指明的 Latin-1）
server-sgf-unclosed-tree = SGF 文件：从第 { $at } 字节开始的棋谱树没有闭合
server-sgf-unclosed-value = SGF 文件：第 { $at } 字节处的属性值没有闭合
server-sgf-unexpected = SGF 文件：第 { $at } 字节处出现了意外的“{ $found }”
server-sgf-no-value = SGF 文件：第 { $at } 字节处的属性 { $property } 没有值
server-sgf-unknown-game = SGF 文件：未知的游戏 GM[{ $game }]：Boardroom 能读取 GM[4]（五子棋、连珠、Caro、六角五子棋）、GM[2]（黑白棋）以及带 RU[nogo] 的 GM[1]
server-sgf-unknown-rule = SGF 文件：未知规则 RU[{ $rule }]：应为 freestyle、standard、renju、caro 或 hex
server-sgf-bad-value = SGF 文件：第 { $at } 字节处的 { $property }[{ $value }] 无法读取
server-sgf-unsupported = SGF 文件：不支持{ $what ->
        [empty_tree] 没有节点的棋谱树
        [rectangular_board] 长方形棋盘
        [removing_stones] 移除棋子（AE）
        [two_moves_in_a_node] 同一节点中的第二手棋
        [late_setup] 第一手之后的摆子
       *[other] { $what }
    }（第 { $at } 字节）
server-sgf-size-only = SGF 文件：棋盘：{ $game ->
        [gomoku] 五子棋
        [reversi] 黑白棋
        [nogo] 不围棋
        [hex_gomoku] 六角五子棋
       *[other] { $game }
    }的棋盘大小只能是 { $min }，不能是 { $size }
server-sgf-size-range = SGF 文件：棋盘：{ $game ->
        [gomoku] 五子棋
        [reversi] 黑白棋
        [nogo] 不围棋
        [hex_gomoku] 六角五子棋
       *[other] { $game }
    }的棋盘大小须为 { $min } 到 { $max }，不能是 { $size }
server-sgf-board-unknown-rule = SGF 文件：棋盘：未知规则“{ $rule }”：应为 { $rules } 之一
server-sgf-no-option = SGF 文件：棋盘：{ $game ->
        [gomoku] 五子棋
        [reversi] 黑白棋
        [nogo] 不围棋
        [hex_gomoku] 六角五子棋
       *[other] { $game }
    }没有选项 { $option }
server-sgf-setup-off-board = SGF 文件：摆放的棋子：{ $point } 处的棋子在棋盘外
server-sgf-setup-overlap = SGF 文件：摆放的棋子：{ $point } 处有两颗棋子
server-sgf-setup-no-liberty = SGF 文件：摆放的棋子：{ $point } 处的棋块没有气
server-sgf-setup-already-won = SGF 文件：摆放的棋子：{ $point } 处已经有一条获胜的连线
server-sgf-wrong-turn = SGF 文件：第 { $number } 手（第 { $at } 字节）是{ $side ->
        [black] 黑方的棋，但现在轮到白方
       *[white] 白方的棋，但现在轮到黑方
    }
server-sgf-illegal = SGF 文件：第 { $number } 手 { $move }（第 { $at } 字节）不合规则（{ server-rule-reason }）
server-sgf-result-not-win = SGF 文件：RE[{ $result }]，但按棋步是{ $side ->
        [black] 黑方
       *[white] 白方
    }获胜
server-sgf-result-not-draw = SGF 文件：RE[{ $result }]，但按棋步是和棋

## Events

server-event-name = 比赛名称须为 1 到 { $most } 个字符，且不含控制字符
server-event-openings-twice = 比赛的对局要么从它的开局集开始，要么从 options.opening 开始，不能两者都用
server-event-too-many-named = 创建比赛时最多指定 { $most } 名参赛者；之后还可以有更多人加入
server-event-named-twice = { $name } 被指定了两次
server-event-no-challenger-named = 车轮战的挑战者是指定的第一名参赛者：请至少指定一名
server-events-per-host = 你主持的 { $count } 场比赛仍在进行，请先结束一场
server-events-busy = 服务器运行的比赛已达上限，请等一场结束后再试
server-event-not-claimed-leaving = 无法占用比赛：此服务器正在离开集群
server-event-not-claimed = 无法占用比赛：{ $detail }
server-event-not-stored = 无法保存比赛：{ $detail }
server-event-rules-failed = 比赛规则运行出错
server-no-such-event = 没有比赛“{ $event }”
server-event-unreachable = 集群中没有服务器响应比赛 { $event }，请稍后再试
server-event-answered-amiss = 比赛所在的服务器应答有误
server-event-bad-command = 无法读取比赛指令：{ $detail }
server-event-host-only = 只有比赛的主持人可以这样做
server-event-action-needs-field = 操作 { $action } 需要字段 "{ $field }"
server-event-bot-joins-itself = 机器人由比赛主持人加入，不能自己报名
server-event-no-such-entrant = 比赛中没有参赛者“{ $name }”
server-no-such-engine-here = 此服务器没有运行程序“{ $name }”
server-engine-not-stored = 无法保存程序：{ $detail }
server-event-stopped = 比赛已停止

## An event's own refusals

server-event-started = 比赛已经开始了
server-event-not-started = 比赛还没有开始
server-event-over = 比赛已结束
server-event-already-in = 这名参赛者已经在比赛中
server-event-unknown-entrant = 比赛中没有这名参赛者
server-event-entrant-left = 这名参赛者已经退出了比赛
server-event-entrant-removed = 主持人已将这名参赛者移出比赛
server-event-entrant-name = 参赛者名称须为 1 到 256 字节
server-event-full = 比赛已满员
server-event-closed = 比赛不再接受新的参赛者
server-event-too-few = 参赛者太少，无法开始
server-event-too-many-rounds = 轮数超过了参赛者在不重复相遇的情况下能下的轮数
server-event-no-challenger = 车轮战的挑战者还没有加入
server-event-unknown-game = 比赛中没有这局棋
server-event-already-decided = 这局棋已经有结果了
server-event-not-counted = 这局棋已不再计分
server-event-already-paused = 比赛已经暂停
server-event-not-paused = 比赛没有暂停
server-event-no-round = 当前没有正在进行的轮次
server-event-arena-no-rounds = 竞技场没有轮次
server-event-swiss-no-rounds = 瑞士制至少需要一轮
server-event-swiss-too-many-rounds = 瑞士制最多 64 轮
server-event-arena-too-short = 竞技场至少持续一分钟
server-event-arena-too-long = 竞技场最多持续一天
server-event-too-many-openings = 一场比赛最多使用 10000 个开局
server-event-wait-too-long = 休息或等待最多一小时

## Sounds and the turn alert

alerts-sound = 声音
alerts-notify = 轮到我时提醒我
alerts-notify-denied = 浏览器不允许此页面发送通知：请在浏览器设置中开启。
alerts-turn-title = 轮到你了
alerts-turn-body = { $opponent } 已在房间 { $room } 落子。
alerts-turn-body-start = 房间 { $room } 的对局已开始：轮到你走。

## What the host did to a room

host-closed-room = 主持人关闭了这个房间。

## Desktop app: the turn alert, and closing a room from the host's controls

desk-alerts-notify-hint = 轮到你而窗口不在前台时，窗口会在任务栏或程序坞中提醒你。
desk-console-close-room = 关闭房间 { $code }
desk-console-confirm-close = 关闭房间 { $code }？进行中的对局将被中止，房间里的所有人都会回到大厅。
desk-console-confirm-close-yes = 确定关闭
