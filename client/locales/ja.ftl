# Boardroom の日本語テキスト（ウェブページとデスクトップアプリ共通）。メッセージは en.ftl と同じです。

## The page's top bar

page-title = Boardroom
page-brand = Boardroom
page-language = 言語
page-connected = 接続中
page-connecting = 接続しています…
page-reconnecting = 再接続しています…
page-your-turn-title = あなたの番です · Boardroom
page-change-name =
    .title = 名前を変更
page-ear-mode = 音声で対局
page-ear-mode-hint = （スクリーンリーダーモード、Alt+Shift+E）

## The host's notice

host-notice-region =
    .aria-label = ホストからのお知らせ
host-notice-label = ホストからのお知らせ：
host-notice-close = お知らせを閉じる

## The page: the name screen, the lobby (new game, rooms, events, your games, account), an
## event, a room, the replay (index.html and app.js)

## The name screen

name-title = 友だちとボードゲームで遊ぼう
name-lead = このネットワーク上の友だちと、またはコンピューターと遊べるボードゲーム。
name-lead-games = { $games }。このネットワーク上の友だちと、またはコンピューターと対戦できます。
name-label = あなたの名前
name-input =
    .placeholder = 例：Ada
name-play = 遊ぶ
name-save = 保存
name-join = 対局に参加
name-invited = ルーム { $room } に招待されています。名前を入力して対局に参加してください。
name-invited-by = { $host } から { $game }（{ $details }）の対局に招待されています。名前を入力して参加してください。
name-signin = パスワードでサインイン
name-signin-account = アカウント名
name-signin-password = パスワード
name-signin-submit = サインイン

## The lobby: rooms and your games

lobby-title = ロビー
lobby-rooms = ルーム
lobby-rooms-empty = まだルームがありません。ルームを作って、友だちにリンクを送りましょう。
lobby-qr = このネットワーク上のスマートフォンでこれを読み取ると Boardroom が開きます。
lobby-code = ルームコード
lobby-join = 参加
lobby-watch = 観戦
lobby-join-room = ルーム { $code } に参加
lobby-watch-room = ルーム { $code } を観戦
lobby-room-waiting = 対戦相手を募集中
lobby-room-playing = 対局中
lobby-room-over = 終局
lobby-watching = 観戦 { $count } 人
lobby-room-code = コード { $code }
lobby-vs = 対
lobby-open-seat = 空席
lobby-no-undo = 待ったなし
lobby-no-clock = 持ち時間なし
lobby-games = あなたの対局
lobby-games-empty = 終わった対局がここに表示されます。
lobby-games-more = さらに古い対局
lobby-sgf-file = SGF ファイルを開く
lobby-game-vs = 対 { $opponent }
lobby-replay = 再生
lobby-replay-game = { $opponent } との対局 { $id } を再生

## The lobby: a new game

create-title = 新しい対局
create-none = サーバーが対応ゲームを知らせていないため、対局を作成できません。
create-game = ゲーム
create-size = 盤のサイズ
create-seat = あなたの色
create-seat-random = ランダム
create-seat-black = 黒（先手）
create-seat-white = 白
create-opponent = 対戦相手
create-opponent-human = 友だち
create-opponent-ai = コンピューター
create-engine = プログラム
create-engine-default = Boardroom AI
create-level = コンピューターの強さ
create-level-easy = やさしい
create-level-medium = ふつう
create-level-hard = むずかしい
create-clock = 持ち時間
create-undo = 待ったを許可
create-submit = ルームを作成

## Events: the lobby's list, a new event, an event's page

event-list = 大会
event-list-empty = まだ大会がありません。クラブの集まり、授業、LAN パーティーなどで大会を作れば、全員が総当たりで対戦します。
event-new = 新しい大会
event-new-hint = 大会のすべての対局は、「新しい対局」で選んだゲーム・盤・持ち時間で行われます。
event-name = 名前
event-name-input =
    .value = クラブの集まり
event-format = 方式
event-format-round-robin = 総当たり：全員が全員と対戦
event-format-double = ダブル総当たり：色を替えて 2 回ずつ
event-format-swiss = スイス式：決まった回戦数
event-format-arena = アリーナ：決まった時間内に、空いている人同士で対戦
event-format-gauntlet = ガントレット：最初のコンピューターが全員と対戦
event-rounds = 回戦数
event-minutes = 時間（分）
event-ai = コンピューターの参加者
event-play = 自分も参加する
event-openings = 均衡した序盤（それぞれ両方の色で対局）
event-create = 大会を作成
event-kind-round-robin = 総当たり
event-kind-swiss = スイス式
event-kind-arena = アリーナ
event-kind-gauntlet = ガントレット
event-status-waiting = 参加受付中
event-status-running = 開催中
event-status-paused = 一時停止中
event-status-over = 終了
event-entrants = 参加者 { $count } 人
event-open = 開く
event-open-event = 大会「{ $name }」を開く
event-go = 自分の対局へ
event-join = 大会に参加
event-leave = 大会から抜ける
event-projector = プロジェクター用の順位表ページ
event-back = ロビーに戻る
event-host-group =
    .aria-label = ホストの操作
event-host-column = ホストの操作
event-start = 開始
event-pause = 一時停止
event-resume = 再開
event-end-round = この回戦を終える
event-finish = 大会を終了
event-add-ai = コンピューターを追加
event-add = 追加
event-standings = 順位表
event-column-name = 名前
event-column-score = 得点
event-column-wins = 勝
event-column-draws = 分
event-column-losses = 敗
event-games = 対局
event-games-empty = ホストが大会を開始すると、ここに対局が表示されます。
event-taking = 参加受付中：現在 { $count } 人。ホストが開始します。
event-over = 大会は終了しました：最終順位です。
event-paused-by-host = ホストが一時停止しています。
event-arena-until = アリーナ、{ $time } まで。
event-round = 第 { $round } 回戦。
event-round-of = 第 { $round } 回戦（全 { $rounds } 回戦）。
event-host-name = ホスト：{ $name }
event-you = { $name }（あなた）
event-remove = 外す
event-remove-entrant = { $name } を大会から外す
event-pair = { $black } 対 { $white }
event-game-void = 無効
event-game-playing = 対局中
event-game-round = 第 { $round } 回戦
event-game-opening = 序盤 { $opening }
event-watch-game = { $game } を観戦
event-result-of = { $game } の結果
event-set = 設定
event-set-result = { $game } の結果を設定
event-confirm-remove = { $name } を大会から外しますか？ 進行中の対局は負けになります。
event-confirm-leave = 大会から抜けますか？ 進行中の対局は負けになります。
event-confirm-finish = 今すぐ大会を終了しますか？ 進行中の対局は数えられなくなります。
event-game-ready = { $event } のあなたの対局の準備ができました。
event-game-ready-unnamed = 大会のあなたの対局の準備ができました。

## The lobby: the account panel

view-account-title = アカウント
view-account-signup = パスワードでこの名前を確保する
view-account-new-password = 新しいパスワード
view-account-repeat = 新しいパスワード（確認）
view-account-signup-hint = 8〜128 文字。ほかの人はこの名前で遊べなくなります。
view-account-keep = この名前を確保
view-account-change = パスワードを変更
view-account-current = 現在のパスワード
view-account-change-hint = 8〜128 文字。ほかの端末はサインアウトされます。
view-account-sign-out-elsewhere = ほかの端末をサインアウト

## The replay and its review

view-replay =
    .aria-label = 再生
view-replay-back = 戻る
view-replay-steps =
    .aria-label = 対局を一手ずつ見る
view-replay-first =
    .aria-label = 最初へ
view-replay-prev =
    .aria-label = 一手戻る
view-replay-next =
    .aria-label = 一手進む
view-replay-last =
    .aria-label = 最後へ
view-replay-slider =
    .aria-label = 手
view-review = 検討
view-review-start = コンピューターで検討
view-replay-actions =
    .aria-label = 再生の操作
view-replay-friend = ここから友だちと続きを打つ
view-replay-ai = ここからコンピューターと続きを打つ
view-download-sgf = SGF をダウンロード
view-moves = 手順
app-replay-game = 対局 { $id }
app-replay-file = ファイルから
app-replay-players = { $black }（黒）対 { $white }（白）
app-review-file = ファイルからの対局：コンピューターで検討することもできます。
app-review-progress = 検討中… { $total } 局面のうち { $done } 局面を評価しました。
app-review-done = 検討済み：この局面での勝率は { $chance }。
app-review-graph = 評価グラフ：各手の後の黒の勝率
app-move = { $n }. { $move }、{ $seat }
app-move-marked = { $n }. { $move }、{ $seat }、{ $mark }
app-sgf-too-large = SGF ファイルが大きすぎます（{ $size } KB、上限は 15 KB）。

## Words for the sides and moves

app-side =
    { $seat ->
        [black] 黒
       *[white] 白
    }
app-side-lower =
    { $seat ->
        [black] 黒
       *[white] 白
    }
app-side-prefix =
    { $seat ->
        [black] 黒：
       *[white] 白：
    }
app-pass = パス

## Lists: the games on the name screen ("A, B and C"), the server's addresses ("A or B")

app-list-separator = 、
app-list-and = { $head }、{ $last }
app-list-or = { $head } または { $last }

## A room

room-region =
    .aria-label = 対局ルーム
room-leave = ルームを出る
room-invite-title = 友だちを招待
room-invite-send = 同じネットワーク上の友だちにこのリンクを送ってください：
room-invite-link =
    .aria-label = 招待リンク
room-copy = コピー
room-invite-qr = またはスマートフォンでこれを読み取ります。
room-invite-code = ルームコード
room-invite-ai = またはコンピューターと対局：
room-seat-ai = コンピューターを座らせる
room-players =
    .aria-label = 対局者
room-away =
    .aria-label = 退出した対局者
room-claim-victory = 勝ちを主張する
room-claim-draw = 引き分けにする
room-ear-log =
    .aria-label = 音声で対局
room-ear-title = 音声で対局
room-ear-move = 手
room-ear-play = 打つ
room-ear-hint = 盤の表記で位置を入力して Enter。? でヘルプ。
room-ear-board =
    .aria-label = テキスト盤
room-ear-keys = キー操作
room-actions =
    .aria-label = 対局の操作
room-undo = 待った
room-draw = 引き分けを提案
room-resign = 投了
room-abort = 中止
room-again = もう一局
room-take-seat = 空いている席に着く
room-hints = 打てる場所を表示
room-tap-twice = 2 回タップで打つ
room-download-sgf = SGF をダウンロード
room-moves = 手順
room-title = { $game } · ルーム { $code }
room-spectators = 観戦者 { $count } 人
room-you-watching = 観戦中
room-claim = { $name } が戻ってきませんでした。勝ちを主張するか、引き分けにするか、このまま待ってください。
room-first-move = 初手まで残り { $time }
room-invite-address = 口頭で伝えるには：同じネットワーク上のブラウザーで { $where } を開き、ルームコードを入力してもらいます。
room-computer = コンピューター
room-empty-seat = 空席
room-level =
    強さ：{ $level ->
        [easy] やさしい
        [hard] むずかしい
       *[medium] ふつう
    }
room-online = オンライン
room-offline = オフライン · 戻ってくるかもしれません
room-you = （あなた）
room-pieces = { $pieces }：{ $count }
room-to-move = 手番
room-clock =
    { $seat ->
        [black] 黒の時計：
       *[white] 白の時計：
    }
room-notice-watching = 観戦中です：観戦者は打てません。
room-notice-waiting = 対戦相手がもう一方の席に着くのを待っています。
room-notice-over = 対局は終了しました。
room-notice-turn =
    { $seat ->
        [black] 黒の番です。
       *[white] 白の番です。
    }
room-full = ルーム { $room } の席はどちらも埋まっているため、観戦します。
room-confirm-switch = ルーム { $room } で対局中です。その対局を抜けて（負けになります）ルーム { $wanted } に移りますか？
room-confirm-leave = この対局を抜けますか？ 途中で抜けると負けになります。
room-confirm-resign = この対局を投了しますか？
room-undo-request = 待ったの申し出
room-undo-ask = { $name } が最後の手の取り消しを求めています。
room-undo-wait = 最後の手の取り消しを求めました。{ $name } の返事を待っています…
room-draw-offer = 引き分けの提案
room-draw-ask = { $name } が引き分けを提案しています。
room-draw-wait = 引き分けを提案しました。{ $name } の返事を待っています…
room-again-request = もう一局
room-again-ask = { $name } が色を替えてもう一局を希望しています。
room-again-wait = もう一局を申し出ました。{ $name } の返事を待っています…
room-agree = 同意する
room-refuse = 断る
room-link-copied = リンクをコピーしました。友だちに貼り付けて送ってください。
room-link-by-hand = リンクを選択して手動でコピーしてください。

## A room's chat

chat-title = チャット
chat-log =
    .aria-label = チャットのメッセージ
chat-label = チャット
chat-input =
    .placeholder = メッセージを入力
chat-send = 送信
chat-from-spectator = { $name }（観戦中）
chat-new = 新着メッセージ { $count } 件 ↓

# The host's kid mode: the fixed phrases a player may send, offered as buttons (the server
# sends each as its English text, with its id: chat-phrase-ID)
chat-phrases =
    .aria-label = 送れるフレーズ
chat-phrase-hello = こんにちは！
chat-phrase-good-luck = 健闘を祈ります！
chat-phrase-have-fun = 楽しみましょう！
chat-phrase-nice-move = いい手！
chat-phrase-well-played = お見事！
chat-phrase-good-game = いい対局でした！
chat-phrase-thank-you = ありがとう！
chat-phrase-oops = おっと！
chat-phrase-one-more = もう一局どう？
chat-phrase-bye = またね！

## What the page says of the connection and the server's errors

app-not-connected = 現在接続されていません。再接続しています…
app-error-rate-limited = しばらくお待ちください。
app-error-server-busy = 少し時間をおいてもう一度お試しください。
app-error-no-such-room = コードを確認するか、新しいルームを作成してください。

## サーバーのカタログにあるゲーム（データで名前が決まる、catalogue.js）：ゲームの名前と説明、
## オプションの名前とオフのときの言葉、選択肢の名前と説明

game-gomoku-title = 五目並べ
game-gomoku-summary = 四角い盤で五つ並べます。
game-reversi-title = リバーシ
game-reversi-summary = 相手の石を挟んで裏返します。最後に石の多い方が勝ちです。
game-nogo-title = ノーゴー
game-nogo-summary = 石を取ることが禁じられた囲碁です。打てる場所がなくなった方が負けです。
game-hex_gomoku-title = 六角五目並べ
game-hex_gomoku-summary = 六角形の盤で五つ並べます。
option-rule-title = ルール
choice-rule-freestyle-title = フリースタイル
choice-rule-freestyle-summary = 五つ以上並べば勝ち
choice-rule-standard-title = スタンダード
choice-rule-standard-summary = ちょうど五つ並べば勝ち
choice-rule-renju-title = 連珠
choice-rule-renju-summary = 黒に禁じ手あり
choice-rule-caro-title = カロ
choice-rule-caro-summary = 両端を止められた五は勝ちにならない
option-center_first_forbidden-title = 初手で天元に打てない
option-center_first_forbidden-off = 初手の天元あり

## カタログの言葉まわり：作成フォームの選択肢、部屋のオプションの短い説明

choice-label = { $title }：{ $summary }
game-words-separator = { "、" }

## 盤（board.js、geometry.js）：石、サイズ、線、スクリーンリーダーが読み上げる各点の説明

board-piece = { $piece ->
    [disc] 石
    [stone] 石
   *[other] 駒
}
board-piece-count = { $piece ->
    [disc] 石 { $count } 個
    [stone] 石 { $count } 個
   *[other] 駒 { $count } 個
}
board-size-hex-label = 一辺 { $size } 点
board-size-hex-words = 一辺 { $size }
board-direction-row = 横の列
board-direction-column = 縦の列
board-direction-diagonal = 斜め
board-direction-anti-diagonal = 逆斜め
board-direction-q-line = q の線
board-direction-third-line = 三本目の線
board-label = { $game }の盤、{ $options }
board-cannot-draw = このページでは{ $game }の盤を表示できません。
board-separator = { "、" }
board-point-stone = { $seat ->
    [black] 黒
   *[white] 白
}{ $piece ->
    [disc] 石
    [stone] 石
   *[other] 駒
}
board-point-empty = 空き
board-point-last-move = 直前の手
board-point-winning-line = 勝ちの列
board-point-turned = 直前の手で裏返った
board-point-emptied = 直前の手で取られた
board-point-best = エンジンの推す好手
board-point-missed-win = 見逃した勝ち筋
board-point-forbidden = { $seat ->
    [black] 黒の禁じ手
   *[white] 白の禁じ手
}
board-point-legal = 打てる点
board-point-chosen = 選択中、もう一度押すと打ちます

## 勝った理由：「黒の勝ち：五つ並び。」

reason-five = 五つ並び
reason-count = { $piece ->
    [disc] 石が多い
    [stone] 石が多い
   *[other] 駒が多い
}
reason-board-full = 盤が埋まった
reason-resign = 投了
reason-agreement = 合意
reason-forfeit = 相手が退出
reason-timeout = 時間切れ

## 部屋の状態表示とお知らせ（state.js）

status-sentence-separator = { "" }
status-seat = { $seat ->
    [black] 黒
   *[white] 白
}
status-the-computer = コンピューター
status-waiting-players = プレイヤーを待っています。
status-waiting-opponent = 対戦相手の参加を待っています。
status-your-turn = あなたの番です（{ $seat ->
    [black] 黒
   *[white] 白
}）。
status-waiting-for = { $name }（{ $seat ->
    [black] 黒
   *[white] 白
}）の手番を待っています。
status-to-move = { $seat ->
    [black] 黒の番です。
   *[white] 白の番です。
}
status-passed = { $seat ->
    [black] 黒は打てる場所がなくパスしました。
   *[white] 白は打てる場所がなくパスしました。
}
status-you-won = あなたの勝ちです！
status-you-lost = あなたの負けです。
status-count = { $piece ->
    [disc] 石
    [stone] 石
   *[other] 駒
}：黒 { $black }、白 { $white }。
status-wins = { $winner ->
    [black] 黒の勝ちです。
   *[white] 白の勝ちです。
}
status-wins-why = { $winner ->
    [black] 黒の勝ち
   *[white] 白の勝ち
}：{ $why }。
status-wins-resign = { $winner ->
    [black] 黒の勝ち：白が投了しました。
   *[white] 白の勝ち：黒が投了しました。
}
status-wins-forfeit = { $winner ->
    [black] 黒の勝ち：白が対局を離れました。
   *[white] 白の勝ち：黒が対局を離れました。
}
status-wins-timeout = { $winner ->
    [black] 黒の時間切れ勝ち：白の持ち時間がなくなりました。
   *[white] 白の時間切れ勝ち：黒の持ち時間がなくなりました。
}
status-wins-no-legal-move = { $winner ->
    [black] 黒の勝ち：白に打てる場所がありません。
   *[white] 白の勝ち：黒に打てる場所がありません。
}
status-draw = 引き分けです。
status-draw-agreement = 合意により引き分けです。
status-draw-count = { $piece ->
    [disc] 引き分け：石の数が同じです。
    [stone] 引き分け：石の数が同じです。
   *[other] 引き分け：駒の数が同じです。
}
status-draw-board-full = 引き分け：盤が埋まりました。
status-draw-forfeit = 引き分け：プレイヤーが退出したため引き分けにしました。
status-aborted = 対局は中止されました：勝敗はつきません。
status-undone = 一手戻しました。
status-undo-refused = 待ったの申し出は断られました。
status-draw-refused = 引き分けの提案は断られました。
status-play-again-refused = 再戦の申し出は断られました。
status-took-seat = { $name } さんが{ $seat ->
    [black] 黒
   *[white] 白
}の席に着きました。
status-left-seat = { $name } さんが{ $seat ->
    [black] 黒
   *[white] 白
}の席を離れました。
status-claimable-you = { $name } さんは戻ってきませんでした：勝ちを申告するか、引き分けにするか、このまま待つことができます。
status-claimable = { $name } さんは時間内に戻ってきませんでした。
status-back = { $name } さんが戻ってきました。
status-away-gone = { $name } さんが退出 · 時間内に戻りませんでした
status-away-countdown = { $name } さんが退出 · 戻るまであと { $time }
status-wait-undo = 待ったをもう一度申し出られるのは { $seconds } 秒後です。
status-wait-draw-time = 引き分けをもう一度提案できるのは { $seconds } 秒後です。
status-wait-draw-moves = 引き分けをもう一度提案できるのは、あと { $moves } 手指してからです。
status-wait-draw-time-moves = 引き分けをもう一度提案できるのは、{ $seconds } 秒後かつあと { $moves } 手指してからです。
status-opponent-engine = { $name }（{ $about }）
status-opponent-bot = { $name }（ボット）
status-opponent-bot-busy = { $name }（ボット、対局中）

## 持ち時間（state.js）

clock-untimed = 時間制限なし
clock-per-move = 一手 { $seconds } 秒
clock-seconds-plus = { $seconds } 秒+{ $increment }
clock-preset-sudden-death = { $minutes } 分（{ $minutes }+0）
clock-preset-increment = { $minutes } 分 + 一手ごとに { $increment } 秒（{ $minutes }+{ $increment }）

## 棋譜の再生（replay.js）

replay-start = 開始 · 全 { $count } 手。
replay-move-passed = { $ply } / { $total } 手目：{ $seat ->
    [black] 黒
   *[white] 白
}がパスしました。
replay-move-played = { $ply } / { $total } 手目：{ $seat ->
    [black] 黒
   *[white] 白
}が { $point } に打ちました。
replay-move-played-changed = { $ply } / { $total } 手目：{ $seat ->
    [black] 黒
   *[white] 白
}が { $point } に打ち、{ $changed }。
replay-changed-flips = { $piece ->
    [disc] 石を { $count } 個裏返しました
    [stone] 石を { $count } 個裏返しました
   *[other] 駒を { $count } 個裏返しました
}
replay-changed-captures = { $piece ->
    [disc] 石を { $count } 個取りました
    [stone] 石を { $count } 個取りました
   *[other] 駒を { $count } 個取りました
}
replay-end = 棋譜はここで終わりです。
replay-empty-seat = （空席）
replay-outcome = { $outcome ->
    [won] 勝ち
    [lost] 負け
    [aborted] 中止
   *[draw] 引き分け
}
replay-outcome-why = { $why }で{ $outcome ->
    [won] 勝ち
    [lost] 負け
    [aborted] 中止
   *[draw] 引き分け
}
replay-why-five = 五つ並び
replay-why-count = 石数
replay-why-no-legal-move = 打つ場所なし
replay-why-board-full = 盤が満杯
replay-why-resign = 投了
replay-why-agreement = 合意
replay-why-forfeit = 不戦
replay-why-timeout = 時間切れ
replay-moves = { $count } 手

## 検討（review.js）：黒の勝率と、手につく印

review-chance = 黒 { $percent }%
review-mark-inaccuracy = 緩手
review-mark-mistake = 疑問手
review-mark-blunder = 悪手
review-mark-missed-win = { $mark }：四追いの勝ちを逃しました
review-verdict-after = { $mark }：この手の後 { $seat ->
    [black] 黒
   *[white] 白
} { $percent }%
review-verdict-after-best = 、{ $point } なら { $percent }%
review-verdict-before-best = 、この手の前は { $percent }%。{ $point } が勝りました
review-verdict-discs-lost = 。石を { $count } 個失いました
review-verdict-missed-win = 。四追いの勝ちを逃しました：{ $points }

## 大会の順位表ページ（プロジェクター用、standings.html、standings.js）

standings-page-title = 順位表 · Boardroom
standings-event-title = { $name } · 順位表 · Boardroom
standings-heading = 順位表
standings-loading = 読み込み中…
standings-table-title = 順位表
standings-games-title = 対局
standings-waiting = ホストの開始を待っています · 参加者 { $count } 人
standings-final = 最終順位
standings-arena = アリーナ · 残り { $time }
standings-round = 第 { $round } ラウンド
standings-round-of = 第 { $round } ラウンド（全 { $rounds } ラウンド）
standings-paused = { $status } · 一時停止中
standings-column-name = 名前
standings-column-score = 得点
standings-column-wins = 勝
standings-column-draws = 分
standings-column-losses = 敗
standings-tiebreak-direct-encounter = 直接対決
standings-tiebreak-buchholz = ブッフホルツ
standings-tiebreak-median-buchholz = メジアン
standings-tiebreak-sonneborn-berger = SB
standings-tiebreak-wins = 勝数
standings-tiebreak-fewer-games = 対局数
standings-game-vs = { $black } 対 { $white }
standings-watch = { " · " }観戦
standings-byes = 不戦（バイ）：{ $names }
standings-list-separator = { "、" }
standings-no-event = この大会は存在しません。
standings-no-answer = サーバーが応答しません。再試行しています…
standings-unreachable = サーバーに接続できません。再試行しています…

## Play by ear (ear.js): what a player who listens through a screen reader hears in the live
## log, and the text board's labels. $seat, $side: "black" or "white" ("other" for neither);
## $who, $whose: those or "you", the player. $at, $from, $to, $example: a point as the board
## names it ("H8"); $stones, $points, $wins, $makes: points in a list ("G8 or L8").

ear-on = 音声で対局をオンにしました。対局中は「手」欄に H8 のような位置を入力して Enter を押します。ヘルプは疑問符を入力してください。
ear-off = 音声で対局をオフにしました。
ear-room = ルーム { $code } の{ $title }。
ear-room-options = ルーム { $code } の{ $title }、{ $options }。
ear-seat =
    { $seat ->
        [black] あなたは黒番です。
        [white] あなたは白番です。
       *[other] 観戦中です。
    }
ear-new-game = 新しい対局です。
ear-position = これまでに { $count } 手打たれています。
ear-played =
    { $who ->
        [you] あなたは { $at } に打ちました。
        [black] 黒が { $at } に打ちました。
       *[white] 白が { $at } に打ちました。
    }
# $changed: what the move did to other pieces ("turning 2 discs").
ear-played-changed =
    { $who ->
        [you] あなたは { $at } に打ちました（{ $changed }）。
        [black] 黒が { $at } に打ちました（{ $changed }）。
       *[white] 白が { $at } に打ちました（{ $changed }）。
    }
ear-passed =
    { $who ->
        [you] あなたはパスしました。
        [black] 黒がパスしました。
       *[white] 白がパスしました。
    }
ear-your-turn = あなたの番です。
# The words typed in the Move box to answer a request (English's work in every language).
ear-command-agree = 同意
ear-command-refuse = 断る
ear-asks-undo = { $name } が待ったを求めています。「同意する」か「断る」のボタンで答えるか、「{ ear-command-agree }」または「{ ear-command-refuse }」と入力してください。
ear-asks-draw = { $name } が引き分けを提案しています。「同意する」か「断る」のボタンで答えるか、「{ ear-command-agree }」または「{ ear-command-refuse }」と入力してください。
ear-asks-play-again = { $name } が先後を入れ替えてもう一局を希望しています。「同意する」か「断る」のボタンで答えるか、「{ ear-command-agree }」または「{ ear-command-refuse }」と入力してください。
ear-asked-undo = 待ったを求めました。{ $name } の返事を待っています。
ear-asked-draw = 引き分けを提案しました。{ $name } の返事を待っています。
ear-asked-play-again = もう一局を申し込みました。{ $name } の返事を待っています。
ear-withdrawn-undo = 待ったの要求は取り下げられました。
ear-withdrawn-draw = 引き分けの提案は取り下げられました。
ear-withdrawn-play-again = もう一局の申し込みは取り下げられました。
ear-nothing-to-answer = 答える要求はありません。
ear-clock-low =
    { $whose ->
        [you] あなたの持ち時間が残り 10 秒を切りました。
        [black] 黒の持ち時間が残り 10 秒を切りました。
       *[white] 白の持ち時間が残り 10 秒を切りました。
    }

## Play by ear: the Move box's answers

ear-type-point = { $example } のような位置を入力して Enter を押してください。
# $text: what the player typed.
ear-not-a-point = { $text } はこの盤の位置ではありません。{ $example } のような位置を入力してください。
ear-no-room = 対局に参加していません。
ear-watching = 観戦中です。観戦者は打てません。
ear-waiting = 対戦相手がもう一方の席に着くのを待っています。
ear-over = 対局は終わりました。
ear-not-your-turn =
    { $seat ->
        [black] { $name }（黒）の番です。
       *[white] { $name }（白）の番です。
    }
ear-sent = あなたの手を送っています。
# $piece: what the game puts down ("stone", "disc").
ear-taken =
    { $seat ->
        [black] { $at } はふさがっています。黒の{ $piece }があります。
       *[white] { $at } はふさがっています。白の{ $piece }があります。
    }
ear-forbidden =
    { $seat ->
        [black] { $at } は黒の禁じ手です。
       *[white] { $at } は白の禁じ手です。
    }
ear-illegal = { $at } には打てません。

## Play by ear: reading the board (a point of the text board reads "H8, black, last move")

ear-empty = 空き
ear-stone =
    { $seat ->
        [black] 黒
       *[white] 白
    }
ear-last-move = 最後の手
ear-winning = 勝ちの並び
ear-forbidden-for =
    { $seat ->
        [black] 黒の禁じ手
       *[white] 白の禁じ手
    }
ear-no-last = まだ一手も打たれていません。
ear-last =
    { $seat ->
        [black] 最後の手：黒、{ $at }。
       *[white] 最後の手：白、{ $at }。
    }
# $line: the line's name (board-direction-*) with a capital.
ear-line-through = { $at } を通る{ $line }：
# $threats: the fours and threes on the line, as sentences.
ear-line-threats = { $line }：{ $threats }
ear-no-line = この盤にはその線はありません。
# A line's points, in runs of the same ($what: black, white or empty): "A8 to F8 empty; G8 and
# H8 black; I8 white."
ear-run-one =
    { $what ->
        [black] { $from } 黒
        [white] { $from } 白
       *[empty] { $from } 空き
    }
ear-run-two =
    { $what ->
        [black] { $from } と { $to } 黒
        [white] { $from } と { $to } 白
       *[empty] { $from } と { $to } 空き
    }
ear-run-many =
    { $what ->
        [black] { $from } から { $to } 黒
        [white] { $from } から { $to } 白
       *[empty] { $from } から { $to } 空き
    }
ear-runs-separator = {"、"}
ear-runs = { $runs }。
ear-five =
    { $side ->
        [black] 黒の五連：{ $stones }。
       *[white] 白の五連：{ $stones }。
    }
ear-four =
    { $side ->
        [black] 黒の四（{ $stones }）：{ $wins } で五。
       *[white] 白の四（{ $stones }）：{ $wins } で五。
    }
ear-open-four =
    { $side ->
        [black] 黒の達四（{ $stones }）：{ $wins } で五。
       *[white] 白の達四（{ $stones }）：{ $wins } で五。
    }
ear-three =
    { $side ->
        [black] 黒の三（{ $stones }）：{ $makes } で達四。
       *[white] 白の三（{ $stones }）：{ $makes } で達四。
    }
ear-no-threats = 四も三もありません。
ear-no-threats-through = { $at } を通る線に四も三もありません。
ear-no-threats-on-board = 盤上に四も三もありません。
ear-forbidden-on-line =
    { $seat ->
        [black] 黒の禁じ手：{ $points }。
       *[white] 白の禁じ手：{ $points }。
    }
# Between the items of a list ("H8, I8, J8"), and between points one of which will do ("G8 or L8").
ear-comma = {"、"}
ear-or = {" または "}

## Play by ear: the text board and the keys

# The text board's corner, over the rows' names (heard, not seen).
ear-corner = 行
ear-help-intro = 音声で対局のキー操作：
ear-help-move = 「手」欄：{ $example } のような位置を入力して Enter を押すと、そこに打ちます。
# $key: a key's letter; $line: a line's name (board-direction-*).
ear-help-reads = { $key } で{ $line }
# $lines: the ear-help-reads of each line, in a list; $first: the first line's letter.
ear-help-move-keys = 「手」欄：{ $lines }を読み上げます。t でその位置を通る四と三、w で盤全体の四と三、l で最後の手を読み上げます。{ $first } { $example } のように位置を付けると、その位置を通る線を読み上げます。「{ ear-command-agree }」または「{ ear-command-refuse }」で要求に答えます。b でテキスト盤へ移動し、? でこのヘルプを読み上げます。
ear-help-board = テキスト盤：矢印キーで移動、Home と End で行の端へ移動、Enter または Space でその位置に打ちます。
ear-help-board-keys = テキスト盤：{ $lines }を読み上げます。T でその位置を通る四と三、W で盤全体の四と三を読み上げます。L で最後の手へ、M で「手」欄へ移動します。H または ? でこのヘルプを読み上げます。
ear-help-toggle = Alt+Shift+E で音声で対局のオンとオフを切り替えます。

## Accounts (account.js): the name screen's sign-in form and the lobby's Account panel. $name: a
## player's name.

account-signing-in = サインインしています…
account-wrong-password = 名前またはパスワードが違います。
# $wait: how long, as account-seconds or account-minutes say it ("45 seconds").
account-too-many-tries = 試行回数が多すぎます。{ $wait }後にもう一度お試しください。
account-too-many-tries-later = 試行回数が多すぎます。しばらくしてからもう一度お試しください。
account-signed-out = この端末はサインアウトされました。別の端末でパスワードが変更されたか、ほかの端末がサインアウトされたためです。パスワードでもう一度サインインしてください。
account-guest = { $name } はこの端末のゲストです。この名前にパスワードを設定すると、名前を確保でき、どの端末からでも { $name } としてサインインできます。
account-holder = { $name } はアカウントです。どの端末からでも、この名前とパスワードでサインインできます。
account-keeps-name = { $name } はアカウントなので、名前は変わりません。
account-made = { $name } はアカウントになりました。ほかの端末からも、この名前とパスワードでサインインできます。
account-changed = パスワードを変更しました。
account-wrong-current = 現在のパスワードが違います。
account-sending = 送信しています…
account-not-connected = 現在接続されていません。少し待ってからもう一度お試しください。
# How many of the account's other devices were signed out.
account-revoked =
    { $count ->
        [0] サインインしているほかの端末はありませんでした。
       *[other] ほかの端末 { $count } 台をサインアウトしました。
    }
account-too-short = パスワードは { $min } 文字以上にしてください。
account-too-long = パスワードは { $max } 文字以内にしてください。
account-differ = 2 つのパスワードが一致しません。同じパスワードを 2 回入力してください。
# A wait, in account-too-many-tries.
account-seconds = { $count } 秒
account-minutes = { $count } 分

## The host's doing (host.js): a player the host removed or banned, a chat the host stopped

host-kicked = ホストによってこのサーバーから退出させられました。
host-kicked-more = 戻って対局を続けることができます。
host-banned = ホストによってこのサーバーへの参加を禁止されました。
host-banned-more = ホストが禁止を解除しない限り、ここでは対局できません。
host-come-back = 戻る
host-muted = ホストによってミュートされました。あなたのメッセージは送信されません。
# $list: the phrases, as the server lists them.
host-phrases = このサーバーでは次の定型文だけを送信できます：{ $list }
host-chat-off = このサーバーではチャットがオフになっています。

## Ratings (ratings.js, ratings-view.js): the create form's Rated box, a player's profile and
## the leaderboard. A rating ($rating, $first, $last) is a whole number such as 1712.

ratings-rated = レーティング対局
ratings-rated-hint = レーティング対局になるのは、アカウント同士の対局かコンピューターとの対局だけです。ゲスト、ボット、プログラムとの対局は行えますが、レーティングには反映されません。
# In a room's options, in a few words ("15×15, Renju, rated").
ratings-rated-room = レーティング対局
ratings-your-ratings = 自分のレーティング
ratings-title = レーティング
ratings-back = 戻る
ratings-your-profile = 自分のプロフィール
ratings-profile-of = { $name } のレーティング
ratings-loading = 読み込み中…
ratings-account = アカウント
ratings-guest = ゲスト：ゲストの対局はレーティングに反映されません。
ratings-guest-self = ゲストとして遊んでいるため、対局はレーティングに反映されません。レーティングを付けるには、（アカウントの欄で）パスワードを設定して名前を確保してください。
ratings-no-ratings = レーティング対局はまだありません。
ratings-provisional-note = ? は暫定レーティングを示します。レーティング対局を 15〜25 局ほど行うと安定します。
ratings-games = レーティング対局 { $count } 局
# A provisional rating, as a screen reader says it (the page shows "1580?").
ratings-provisional = { $rating }（暫定）
# The chart of a rating's history, as a screen reader names it; $title: the game (ratings-kind).
ratings-chart-one = { $title }：レーティング対局 1 局で { $rating }
ratings-chart = { $title }：直近 { $count } 局のレーティング対局で { $first } から { $last } へ
ratings-last-games = { $title }：直近のレーティング対局
ratings-when = 日時
ratings-rating = レーティング
ratings-leaderboard = ランキング
ratings-game = ゲーム
ratings-rule = ルール
ratings-game-of-leaderboard =
    .aria-label = ランキングのゲーム
ratings-rule-of-leaderboard =
    .aria-label = ランキングのルール
ratings-rank = 順位
ratings-name = 名前
ratings-games-column = 対局数
ratings-no-settled = 確定したレーティングはまだありません。レーティングが暫定でなくなると、ここに表示されます。
# A rating's kind: the game's title, then the rule's ("Gomoku, Renju").
ratings-kind = { $game }（{ $rule }）

## The invite's QR code (qr.js), as a screen reader names the picture

qr-alt = { $link } の QR コード

## The desktop app (client/desktop): the words it says that the web page does not. Where the
## page says the same, the app uses the page's message. $seat, $winner: "black" or "white".

## The top bar, and what every screen shares

# The server's AI, by its level: its name as the server gives it ("Boardroom AI (hard)").
desk-ai-name = Boardroom AI（{ $level ->
    [easy] やさしい
    [hard] むずかしい
   *[medium] ふつう
}）
desk-status-connected = { $server } に接続しました
desk-status-connecting = { $server } に接続しています…
desk-status-reconnecting = { $server } に再接続しています…
desk-hosting-on-port = · ポート { $port } でホスト中
desk-leave-server = サーバーから出る
desk-stop-hosting = ホストをやめる
desk-playing-as = { $name } としてプレイ中
# The language picker's first choice: the system's language, whatever it is.
desk-language-system = システムと同じ
# A sentence of the server's words that ends with no stop: the stop the language puts there.
desk-sentence = { $text }。
desk-cancel = キャンセル
desk-close = 閉じる
desk-confirm-resign-yes = 投了する
desk-confirm-leave-yes = 退出する
desk-confirm-remove-yes = 外す
# Nobody in a seat, or no opponent known.
desk-nobody = なし
# Between addresses, one of which will do ("192.168.1.5:7878 or 10.0.0.2:7878").
desk-or = { " または " }
# The host's notice, at the top of every screen: $label is host-notice-label.
desk-notice-banner = { $label } { $text }
desk-notice-hide = お知らせを隠す

## The first screen: the name, hosting, joining, replaying, the servers found on the network

desk-find-name-hint = 名前を入力
desk-find-host = 対局をホストする
desk-find-host-about = このコンピューターでサーバーを起動し、同じネットワークの友だちを招待します。
desk-find-open-my-server = 自分のサーバーを開く
desk-find-join = 対局に参加する
desk-find-address = サーバーのアドレス
desk-find-address-hint = 192.168.1.20:7878 または招待リンク
desk-find-connect = 接続
desk-find-connect-to = { $address } に接続
desk-find-replay = 棋譜を再生する
desk-find-servers = このネットワークのサーバー
desk-find-no-server = まだサーバーが見つかりません。
desk-find-no-open-room = 空いているルームはありません。
# An open room of a server found on the network: $options its board, rule and clock.
desk-find-open-room = { $game }（{ $options }）· { $host } が待っています · コード { $code }
# $why: one of the desk-probe- messages.
desk-find-probe-failed = ルームの一覧を取得できません：{ $why }。
desk-find-asking = ルームを問い合わせています…
desk-probe-answered = 応答は { $status } でした
desk-probe-no-answer = 応答がありません
desk-probe-cannot-connect = 接続できません
desk-probe-connection-lost = 接続が切れました
desk-probe-not-boardroom = Boardroom のサーバーではありません
desk-last-server = 前回のサーバー
desk-discovery-off = ネットワーク上のサーバー検索はオフになっています。
# $error: the system's own words.
desk-discovery-failed = ネットワーク上のサーバーを検索できません：{ $error }。
# How the hosted server is named to the other apps on the network.
desk-announced-as = { $name } の Boardroom
desk-type-name = 先に名前を入力してください。
desk-type-address = サーバーのアドレスを入力してください（例：192.168.1.20:7878）。
desk-type-sgf = 先に SGF ファイルのパスを入力してください。
desk-type-game-link = 対局のリンクを入力してください（例：http://host:7878/g/42）。
desk-host-failed = 対局をホストできません：{ $error }。
desk-connect-failed = 接続できません：{ $error }。
desk-join-code = { $code } に参加
desk-watch-code = { $code } を観戦

## The lobby

desk-lobby-hosting = ホスト中です。同じネットワークの友だちは { $addresses } に接続します。
desk-lobby-join-by-code = コードで参加
desk-lobby-no-rooms = まだルームがありません。作ってみましょう。
desk-lobby-players = 黒：{ $black }  対  白：{ $white }
# A room of the list: its status, how many watch, its code (lobby-watching, lobby-room-code).
desk-lobby-room-line = { $status } · { $watching } · { $code }
desk-create-heading = ルームを作る
desk-create-size = サイズ
desk-create-seat = あなたの席
desk-create-level = 強さ
desk-create-undo = 待った

## Your games, and records to replay

desk-games-refresh = 更新
desk-games-opening = 対局を開いています…
desk-games-none = 終わった対局はまだありません。
desk-games-opponent = 相手
desk-games-game = ゲーム
desk-games-result = 結果
desk-games-ended = 終了日時（UTC）
desk-games-moves = 手数
# A game's result from the player's side, and why: "Won · five in a row".
desk-games-outcome = { $outcome ->
    [won] 勝ち
    [lost] 負け
   *[draw] 引き分け
} · { $why }
desk-games-why-five = 五目並び
desk-games-why-count = 石数
desk-games-why-no-legal-move = 打てる手なし
desk-games-why-board-full = 盤が埋まった
desk-games-why-resign = 投了
desk-games-why-agreement = 合意
desk-games-why-forfeit = 相手の退出
desk-games-why-timeout = 時間切れ
desk-games-why-aborted = 中止
desk-sgf-file = SGF ファイル
desk-sgf-hint = /path/to/game.sgf、またはリンク http://host:7878/g/42
desk-sgf-open = SGF を開く
desk-sgf-reading = ファイルを読み込んでいます…
desk-record-failed = 棋譜を読み込めません：{ $error }。
desk-record-no-game = サーバーに対局 { $id } はありません。
desk-record-not-whole = 対局の棋譜を最後まで読み込めませんでした。
# $error: the record reader's words.
desk-record-unreadable = サーバーにある対局 { $id } の棋譜：{ $error }。
desk-server-answered = サーバーの応答は { $status } でした。
desk-server-no-answer = サーバーが時間内に応答しませんでした。
desk-server-unreachable = サーバーに接続できません。
desk-file-cannot-open = { $path } を開けません：{ $error }。
desk-file-cannot-read = { $path } を読み込めません：{ $error }。
# $size: in kibibytes.
desk-file-too-large = { $path } は { $size } KiB を超えています。棋譜ではありません。
desk-file-unreadable = { $path } を読み取れません：{ $error }。

## A room

desk-room-code = ルームコード：
desk-room-link = リンク：
desk-room-copy-link = リンクをコピー
# $addresses: the server's addresses (desk-or between them).
desk-room-invite-how = 同じネットワークで：ブラウザーでリンクを開くか、Boardroom で { $addresses } に接続してコードを入力します。
desk-room-invite-qr = または、同じネットワークのスマートフォンでこれを読み取ります。
desk-room-take-seat = 席に着く
desk-room-empty-seat = { $seat ->
    [black] 黒
   *[white] 白
}（空席）
desk-room-level = 強さ：{ $level ->
    [easy] やさしい
    [hard] むずかしい
   *[medium] ふつう
}
desk-room-online = オンライン
desk-room-offline = オフライン · 戻ってくるかもしれません
# A line of the chat: who said it, before what was said.
desk-chat-from = { $name }：
desk-chat-message = メッセージ

## The replay of a finished game, and its review

desk-replay-title = { $black } 対 { $white }
# $note: where the record says it comes from.
desk-replay-from-file = ファイルから：{ $note }
desk-replay-passed = { $seat ->
    [black] 黒
   *[white] 白
}がパスしました。
desk-replay-move-of = { $total } 手中 { $ply } 手目
desk-replay-start = 最初
desk-replay-back = 戻る
desk-replay-forward = 進む
desk-replay-end = 最後
desk-replay-slider = 手目
desk-replay-new-game = ここから新しい対局：
desk-replay-against-computer = コンピューターと
desk-replay-with-friend = 友だちと
desk-replay-new-game-impossible = 通常の初期配置から着手だけでたどり着き、ルールで対局が終わる前の局面からのみ始められます。
desk-replay-no-moves = 着手はありません。
desk-replay-move-hover = { $seat ->
    [black] 黒
   *[white] 白
}の { $ply } 手目
desk-review-server-only = 検討はサーバーが行います。そのサーバーで打たれた対局だけが対象です。
desk-review-connect = { $server } に接続すると、そこで打った対局を検討できます。
desk-review-chance = この局面での黒の勝率：{ $percent }%
desk-review-progress = 検討中：{ $total } 局面中 { $done }
desk-review-ask = エンジンで検討
desk-review-good-move = 良い手です。
desk-review-missed-win-shown = 逃した勝ち筋を盤上に番号で示しています。
desk-review-better-move-shown = より良い手を緑の丸で示しています。
desk-review-graph = 各手の後の黒の勝率：中央線より上は黒、下は白が優勢です。

## Events

desk-event-none = まだ大会がありません。作れば、全員が全員と対局します。
desk-event-open = { $name } を開く
desk-event-form-about = 右のフォームのゲーム、盤、持ち時間で対局します。
desk-event-name = 大会名
# The new event form's name until the host types another.
desk-event-default-name = クラブの夜
desk-event-double-round-robin = 二回総当たり
desk-event-computer-players = コンピューターの参加者：
desk-event-round = 第 { $round } 回戦
desk-event-round-of = 第 { $round } 回戦（全 { $rounds } 回戦）
desk-event-finish = 終了
desk-event-add-computer-at = コンピューターを追加（強さ）
desk-event-entrant-left = { $name } · 退出
desk-event-entrant-removed = { $name } · 除外
desk-event-remove = { $name } を外す
# $players: event-pair; $result: one of the desk-event-line- messages, event-game-void or
# event-game-playing.
desk-event-game-line = 第 { $game } 局 · { $players } · { $result }
desk-event-set-result = 第 { $game } 局の結果を設定
desk-event-result-black = 黒の勝ち
desk-event-result-white = 白の勝ち
desk-event-result-draw = 引き分け
desk-event-result-black-forfeit = 黒の不戦勝
desk-event-result-white-forfeit = 白の不戦勝
desk-event-result-double-forfeit = 両者不戦敗
desk-event-line-black = 黒の勝ち
desk-event-line-white = 白の勝ち
desk-event-line-draw = 引き分け
desk-event-line-black-forfeit = 黒の不戦勝
desk-event-line-white-forfeit = 白の不戦勝
desk-event-line-double-forfeit = 両者不戦敗

## Accounts

desk-account-password-hint = アカウントにサインインするときだけ
desk-account-password-about = 名前にパスワードを設定していますか？入力するとこの端末からサインインします。空のままならゲストとしてプレイします。
desk-account-sign-in-heading = アカウントにサインイン
desk-account-name = 名前
# Beside the player's name in the top bar, for an account holder.
desk-account-badge = · アカウント
desk-account-keep-name-about = パスワードを設定すると、ほかの人はこの名前を使えなくなり、どの端末からでもこの名前でサインインできます。
desk-account-choose-password = パスワードを決める
desk-account-repeat-password = パスワードをもう一度
desk-account-keep-my-name = 名前を確保する
desk-account-change-password-about = ほかの端末はサインアウトされ、新しいパスワードでサインインし直します。
desk-account-sign-out-elsewhere-about = このアカウントにサインインしているほかの端末はすべてサインアウトされます。この端末はそのままです。
desk-account-current-missing = 現在のパスワードを入力してください。
desk-account-wrong-current = 現在のパスワードが違います。
desk-account-signed-out = サインアウトされました。別の端末でアカウントのパスワードが変更されたか、ほかの端末がサインアウトされました。名前とパスワードでサインインし直してください。
desk-account-password-length = パスワードは { $min }〜{ $max } 文字です。
desk-account-standing-holder = アカウント { $name } にサインインしています。
desk-account-standing-guest = ゲストの { $name } としてプレイしています。この名前を確保しているのは、この端末のトークンだけです。
desk-account-try-again-now = 試行回数が多すぎました。もう一度試せます。
desk-account-try-again-in = 試行回数が多すぎます。{ $seconds } 秒後にもう一度試してください。
desk-account-made = 名前がアカウントになりました。どの端末からでも、この名前とパスワードでサインインできます。
# $revoked: account-revoked.
desk-account-password-changed = パスワードを変更しました。{ $revoked }

## Ratings

desk-ratings-needs-account = レーティング対局はアカウント専用です。「アカウント」タブで名前にパスワードを設定してください。
desk-ratings-refresh = レーティングを更新
desk-ratings-guest = ゲスト：ゲストの対局はレーティングに数えられません。名前にパスワードを設定するとレーティングがつきます。
desk-ratings-provisional = 暫定：レーティング対局がまだ少ない
# A rating in a profile: "Gomoku, Freestyle: 1662? · 1 rated game"; $games: ratings-games.
desk-ratings-line = { $title }：{ $rating } · { $games }
# A rating after a game, and when: "1534 (2025-11-24 16:10)".
desk-ratings-point = { $rating }（{ $when }）
desk-ratings-last-games = 最近の対局：{ $points }

## The host's controls over the server the app hosts

desk-console-open = ホストの管理
desk-console-title = ホストしているサーバーの管理
desk-console-asking = サーバーに問い合わせています…
desk-console-server-on-port = ポート { $port } のサーバー
desk-console-refresh = 更新
desk-console-open-in-browser = ブラウザーで管理画面を開く
desk-console-key-warning = このリンクには管理画面の鍵が含まれています。ほかの人に教えないでください。
desk-console-copy-link = 管理画面のリンクをコピー
desk-console-players = プレイヤー
desk-console-notice-and-chat = お知らせとチャット
desk-console-class = クラスを作る
desk-console-server = サーバーとログ
desk-console-nobody-online = オンラインの人はいません。
desk-console-column-name = 名前
desk-console-column-id = ID
desk-console-column-account = アカウント
desk-console-column-connections = 接続数
desk-console-column-state = 状態
desk-console-yes = あり
desk-console-no = なし
desk-console-banned = 入室禁止
desk-console-muted = ミュート中
desk-console-kick = { $name } を退出させる
# $name: a player's name, or an address.
desk-console-unban = { $name } の禁止を解除
desk-console-ban = { $name } を入室禁止にする
desk-console-unmute = { $name } のチャットを許可
desk-console-mute = { $name } をミュート
desk-console-confirm-abort = ルーム { $code } の対局を中止しますか？勝者はなく、レーティングにも数えられません。
desk-console-confirm-abort-yes = 中止する
desk-console-confirm-abort-no = 続けさせる
desk-console-no-rooms = まだルームがありません。
desk-console-column-room = ルーム
desk-console-column-game = ゲーム
desk-console-column-black = 黒
desk-console-column-white = 白
desk-console-column-status = 状況
desk-console-column-watching = 観戦
desk-console-room-waiting = 対局者待ち
desk-console-room-playing = 対局中
desk-console-room-over = 終了
desk-console-own-game = あなた自身の対局が進行中です。先に終わらせてください。
desk-console-abort = { $code } の対局を中止
desk-console-notice-heading = ホストからのお知らせ
desk-console-notice-field = 全員へのお知らせ
desk-console-notice-hint = 全プレイヤーの画面上部に表示されます
desk-console-send-notice = お知らせを送る
desk-console-take-down = お知らせを取り下げる
desk-console-standing-none = 現在のお知らせ：なし
desk-console-standing = 現在のお知らせ：{ $text }
desk-console-chat-heading = このサーバーのチャット
desk-console-chat-open = 自由
desk-console-chat-phrases = 決まった優しい言葉だけ（キッズモード）
desk-console-chat-off = オフ
desk-console-class-about = 名前ごとに新しいパスワード付きのアカウントを作ります。パスワードが表示されるのは下のログインカードの一度きりです。
desk-console-names-field = 名前（1 行に 1 人）
desk-console-make-class = アカウントを作る
desk-console-cards = ログインカード
desk-console-copy-cards = カードをコピー
desk-console-card-password = パスワード：{ $password }
desk-console-card-open = 開く：{ $link }
desk-console-backup = 今すぐデータベースをバックアップ
desk-console-backup-about = データフォルダーの backups/ に保存します（最新 10 件を保持）。
desk-console-banned-addresses = 禁止したアドレス
desk-console-address-to-ban = 禁止するアドレス
desk-console-ban-address = アドレスを禁止
desk-console-none = なし。
desk-console-engines = エンジン
desk-console-no-engines = 外部エンジンはありません。
# An engine: its name, the protocol it speaks, the games it plays.
desk-console-engine = { $name } · { $protocol } · 対応：{ $plays }
desk-console-bots = オンラインのボット
desk-console-no-bots = オンラインのボットはいません。
desk-console-bot = { $name } · 対応：{ $plays } · { $busy ->
    [busy] 対局中
   *[free] 空き
}
desk-console-log = 操作の記録
desk-console-log-empty = まだ何もありません。
# A line of the audit log; $action and $detail are the server's own words.
desk-console-log-line = { $time } UTC · { $action }：{ $detail }
desk-console-every-game = すべてのゲーム
desk-console-plays-rules = { $game }（{ $rules }）
desk-console-plays-separator = { "；" }
desk-console-key-unreadable = 管理画面の鍵を { $path } から読み込めません：{ $error }。
desk-console-key-empty = 管理画面の鍵ファイル { $path } が空です。
desk-console-key-refused = サーバーが管理画面の鍵を受け付けませんでした（401）。
desk-console-state-unreadable = 管理画面の状態を読み込めません：{ $error }。
desk-console-action-unwritable = 操作を書き出せません：{ $error }。
desk-console-answer-unreadable = サーバーの応答を読み取れません：{ $error }。
desk-console-answer-not-whole = サーバーの応答を最後まで読み込めませんでした。
desk-console-cannot-ask = サーバーに問い合わせできません：{ $error }。

## egui's own words, said in the player's language

# The handle that resizes a side panel, as assistive technologies name it.
desk-resize-panel = パネルのサイズを変更
# The handles that resize a window, by its edges and corners.
desk-window-resize-right = ウィンドウの右端でサイズを変更
desk-window-resize-left = ウィンドウの左端でサイズを変更
desk-window-resize-bottom = ウィンドウの下端でサイズを変更
desk-window-resize-top = ウィンドウの上端でサイズを変更
desk-window-resize-bottom-right = ウィンドウの右下隅でサイズを変更
desk-window-resize-top-right = ウィンドウの右上隅でサイズを変更
desk-window-resize-bottom-left = ウィンドウの左下隅でサイズを変更
desk-window-resize-top-left = ウィンドウの左上隅でサイズを変更

## サーバーがプレイヤーに伝える文（server-）：要求を断った理由と、サーバーから知らせること（error メッセージの words）。

server-rule-reason = { $reason ->
        [off_board] その点は盤の外です
        [occupied] その点にはすでに石があります
        [no_flip] この手では石を1つも返せません
        [cannot_pass] 今はパスできません
        [suicide] この手では自分の石の呼吸点がなくなります
        [captures] この手は相手の石を取ってしまいます
        [center_first] 初手は中央に打てません
        [overline] 黒の禁じ手：長連
        [double_four] 黒の禁じ手：四四
        [double_three] 黒の禁じ手：三三
        [game_over] 対局は終わっています
       *[other] { $reason }
    }

## The connection, and signing in

server-full = サーバーが満員です。しばらくしてからもう一度お試しください
server-frame-not-text = フレームは JSON テキストでなければなりません
server-frame-too-large = フレームは最大 { $most } バイトです
server-too-fast = メッセージの送信が速すぎます。ペースを落としてください
server-too-fast-closed = メッセージの送信が速すぎるため、接続を閉じました
server-frame-over-limit = フレームが { $length } バイトあり、上限の { $most } バイトを超えています
server-frame-bad-json = フレームが正しい JSON ではありません：{ $detail }
server-frame-not-an-object = メッセージは JSON オブジェクトでなければなりません
server-frame-no-type = メッセージには文字列のフィールド "type" が必要です
server-frame-unknown-type = 不明なメッセージの種類 "{ $type }"
server-frame-bad-field = { $type }：フィールド "{ $field }"：{ $detail }
server-frame-bad-message = { $type }：{ $detail }
server-hello-first = 最初に hello を送ってください
server-hello-twice = hello は最初に一度だけ送ります
server-protocol-version = このサーバーのプロトコルはバージョン { $ours } です（{ $theirs } ではありません）
server-banned = ホストがあなたをこのサーバーから締め出しています
server-new-players-too-fast = あなたのアドレスからの新しいプレイヤーが多すぎます。保存したトークンでサインインするか、1分待ってください
server-wrong-password = 名前またはパスワードが違います
server-account-tried-too-often = このアカウントへのサインインの試行が多すぎます。1分待ってください
server-sign-ins-too-fast = あなたのアドレスからのサインインが多すぎます。少し待ってください

## Names and accounts

server-name-length = 名前は 1～{ $most } 文字です
server-name-invisible-characters = 名前に制御文字、書字方向の文字、その他の見えない書式文字は使えません
server-name-nothing-visible = 名前には目に見える文字が少なくとも1つ必要です
server-name-is-the-ai = その名前はサーバーの AI のものです
server-name-is-an-engine = その名前はサーバーのプログラムの名前です
server-name-is-a-bot = その名前はオンラインのボットが使っています
server-name-has-account = その名前にはアカウントがあります。そのパスワードでサインインするか、別の名前を選んでください
server-name-taken = 「{ $name }」（またはそれに似た名前）にはすでにアカウントがあります。別の名前を選んでください
server-bot-keeps-name = ボットはサインインしたときの名前のままです
server-account-keeps-name = アカウントの名前は変えられません
server-bot-no-password = ボットはパスワードではなく、キーでサインインします
server-bot-has-no-account = ボットはキーでサインインするので、アカウントはありません
server-account-exists = すでにアカウントがあります（パスワードは change_password で変更します）
server-no-account = アカウントがありません（sign_up で作成します）
server-not-the-password = それはこのアカウントの現在のパスワードではありません
server-password-length = パスワードは { $least }～{ $most } 文字です
server-passwords-busy = 今はパスワードを確認できません。もう一度お試しください

## Chat

server-chat-muted = ホストがあなたをミュートしています。チャットは送信されません
server-chat-off = このサーバーではチャットがオフになっています
server-chat-phrases-only = このサーバーで送れるのは次の定型文だけです：{ $phrases }
server-chat-length = チャットのメッセージは 1～{ $most } 文字で、空白だけにはできません

## Making and finding rooms

server-not-in-a-room = ルームに入っていません
server-no-such-room = ルーム { $code } はありません
# $code: the room's code; asked again, the room is found once a live machine holds it
server-room-moving = ルーム { $code } はサーバーの別のマシンに移動中です。すぐに戻ります
server-busy-retry = サーバーが混み合っています。しばらくしてからもう一度お試しください
server-room-list-unread = 前回のルーム一覧をまだ読み込んでいません
server-new-rooms-too-fast = あなたのアドレスからの新しいルームが多すぎます。1分待ってください
server-new-rooms-and-events-too-fast = あなたのアドレスからの新しいルームと大会が多すぎます。1分待ってください
server-rooms-per-player = すでに { $count } 個のルームで席に着いています。先にどれかから退出してください
server-waiting-rooms-per-player = 対戦相手を待っているルームがすでに { $count } 個あります。先にどれかを閉じてください
server-ai-games-per-player = AI との対局をすでに { $count } 局しています。先にどれかを終えてください
server-too-many-rooms = サーバーで開いているルームが多すぎます
server-rooms-per-address = あなたのアドレスから作られたルームが { $count } 個開いています。先にいくつか閉じてください
server-not-stored = サーバーがこれを保存できませんでした。もう一度お試しください
server-room-not-claimed = ルームを確保できませんでした：{ $detail }
server-room-not-stored-new = ルームを保存できませんでした：{ $detail }
server-opening-not-stored = ルームの序盤を保存できませんでした：{ $detail }
server-room-not-opened = ルームを開けませんでした：{ $detail }
server-room-closed = ルームは閉じられました
server-room-away = ルームのサーバーに接続できません。少ししてからもう一度お試しください
server-engine-or-bot = プログラムかボットのどちらか一方だけです
server-engine-or-bot-needs-ai = プログラムやボットと対局できるのは "opponent": "ai" のときだけです
server-ai-budget-range = ai_budget_ms は { $min }～{ $max } ミリ秒です
server-clock-initial-range = clock.initial_s は 1～{ $max } 秒です
server-clock-increment-range = clock.increment_s は 0～{ $max } 秒です
server-clock-per-move-range = clock.per_move_s は 1～{ $max } 秒です
server-clock-shape = clock は {"{"}initial_s, increment_s?{"}"}（フィッシャー方式）か {"{"}per_move_s{"}"}（1手ごとの持ち時間）のどちらかです

## A game's options ($game: gomoku, reversi, nogo or hex_gomoku)

server-options-size-only = { $game ->
        [gomoku] 五目並べ
        [reversi] リバーシ
        [nogo] ノーゴー
        [hex_gomoku] 六角五目並べ
       *[other] { $game }
    }の盤のサイズは { $min } だけです（{ $size } ではありません）
server-options-size-range = { $game ->
        [gomoku] 五目並べ
        [reversi] リバーシ
        [nogo] ノーゴー
        [hex_gomoku] 六角五目並べ
       *[other] { $game }
    }の盤のサイズは { $min }～{ $max } です（{ $size } ではありません）
server-options-unknown-rule = 不明なルール「{ $rule }」：{ $rules } のいずれかを指定してください
server-options-no-option = { $game ->
        [gomoku] 五目並べ
        [reversi] リバーシ
        [nogo] ノーゴー
        [hex_gomoku] 六角五目並べ
       *[other] { $game }
    }にはオプション { $option } がありません

## A room's opening

server-no-such-opening = このゲームには「{ $name }」という序盤はありません。あるのは "random"、{ $names } です
server-opening-move-refused = 序盤の { $number } 手目（{ $point }）：{ server-rule-reason }
server-opening-ends-game = この序盤では、対局が始まる前に勝負がついてしまいます
server-opening-leaves-pass = この序盤では{ $side ->
        [black] 黒
       *[white] 白
    }にパス以外の手が残りません。序盤を1手早く、または遅く終えてください

## In a room: seats, moves, requests

server-not-your-turn = あなたの手番ではありません
server-stale-ply = 盤面が先に進んでいます：すでに { $played } 手打たれていますが、送られたのは { $ply } 手目です
server-illegal-move = { $move } には打てません：{ server-rule-reason }
server-illegal-pass = パスできません：{ server-rule-reason }
server-abort-too-late = 双方が着手したので、もう対局を中止できません（投了するか、引き分けを提案してください）
server-claim-too-soon = 勝ちを主張できるのは、いなくなった相手のカウントダウンが切れてからです
server-seats-taken = 両方の席が埋まっています
server-room-full = 両方の席が埋まっています。観戦者として入って観戦してください
server-already-seated-or-invited = { $name } はすでにこのルームで席に着いているか、招待されています
server-no-seat-kept = このルームにはあなたのための席は確保されていません
server-not-in-this-room = このルームに入っていません
server-spectator-cannot-play = 席がありません。観戦者は観戦とチャットはできますが、対局はできません
server-game-over = 対局は終わっています
server-waiting-for-opponent = もう一方の席に対戦相手が着くのを待っています
server-ai-no-move = AI が手を見つけられませんでした
server-undo-off = このルームでは待ったができません
server-undo-nothing = 戻せる手がありません
server-draw-too-soon = 引き分けの提案は { $every } 手に1回までです。あと { $left } 手です
server-ask-again-later = 前回の要求は断られました。{ $seconds } 秒後にもう一度{ $what ->
        [undo] 待ったを頼めます
       *[draw] 引き分けを提案できます
    }
server-request-pending = その要求はすでに返事を待っています
server-nothing-to-answer = 返事をすべき相手からの要求はありません
server-game-still-on = 対局はまだ続いています
server-no-opponent-to-play-again = もう一局を打つ相手がいません
server-not-a-room-message = { $type } はルームのメッセージではありません
server-room-not-stored = サーバーがこれを保存できませんでした。何も変わっていません。もう一度お試しください
server-room-failed = このルームはエラーのため閉じられました。ここまでの手は保存されています

## The AI, engines and bots

server-ai-busy = サーバーの AI が混み合っています。少ししてからもう一度お試しください
server-engine-does-not-play = プログラム { $name } はこのゲームをこのオプションでは打てません
server-engines-all-busy = サーバーで動かせるプログラムの数が上限に達しています。しばらくしてからもう一度お試しください
server-engines-address-cap = あなたのアドレスで動かせるプログラムの数が上限に達しています。先にプログラムとの対局から退出してください
server-room-no-such-engine = このルームのサーバーにはプログラム「{ $name }」がありません
server-no-such-engine-none = プログラム「{ $name }」はありません。このサーバーにはプログラムがありません
server-no-such-engine = プログラム「{ $name }」はありません。このサーバーにあるのは { $names } です
server-bot-declined = ボット { $name } が招待を断りました。{ $side ->
        [black] 黒
       *[white] 白
    }の席がまた空きました
server-bot-did-not-come = ボット { $name } が時間内に来ませんでした。{ $side ->
        [black] 黒
       *[white] 白
    }の席がまた空きました
server-bot-does-not-play = ボット { $name } はこのゲームをこのオプションでは打てません
server-bot-rooms-per-player = ボット { $name } とはすでに { $count } 個のルームで対局しています。これが1人のプレイヤーの上限です。先にどれかの対局を終えてください
server-bot-rooms-cap = ボット { $name } が対局できるルームの数が上限（{ $count }）に達しています。しばらくしてからもう一度お試しください
server-bot-busy = ボット { $name } は対局中です。対局を待っている接続がありません
server-bot-other-node = ボットは接続しているノードのルームでしか対局しません
server-bot-plays-too-many = ボットが挙げられるゲームは { $count } 個までです
server-bot-connections-per-address = あなたのアドレスからのボットの接続がすでに { $count } 個オンラインです。先にどれかを閉じてください
server-bot-name-online = { $name } という名前のボットがすでにオンラインです
server-no-such-bot = 「{ $name }」という名前のボットはオンラインではありません
server-bot-game-has-no-rules = { $game ->
        [gomoku] 五目並べ
        [reversi] リバーシ
        [nogo] ノーゴー
        [hex_gomoku] 六角五目並べ
       *[other] { $game }
    }にはルールの選択肢がありません
server-bot-not-a-size = { $size } は盤のサイズではありません
server-bots-unread = サーバーがボットの情報を読み込めませんでした。もう一度お試しください
server-bots-registered-only = このサーバーでは登録済みのボットだけが対局できます。ホストは `boardroom-server bots add NAME` でボットを登録します。このコマンドは、ボットがトークンとしてサインインに使うキーを表示します（docs/bots.md）

## Games past, games from files, reviews, ratings

server-no-such-player = そのプレイヤーはいません
server-games-unread = サーバーがあなたの対局を読み込めませんでした。もう一度お試しください
server-game-unread = サーバーが対局を読み込めませんでした。もう一度お試しください
server-no-such-game = ID が「{ $game }」の対局はありません
server-replay-not-over = 対局 { $game } はまだ終わっていません。終わってから再生できます
server-stored-game-no-replay = 保存された対局を再生できません
server-file-unread = ファイルを読み込めませんでした
server-sgf-setup-review = この SGF ファイルは配置済みの局面（AB、AW、AE）から始まります。検討は対局の最初から行います
server-imports-per-player = 検討用に保存したファイルの対局がすでに { $count } 局あり、1人の上限です。代わりにここで打った対局を検討してください
server-imports-per-address = あなたのアドレスのプレイヤーが検討用に保存したファイルの対局がすでに { $count } 局あり、1つのアドレスの上限です
server-imports-full = サーバーに保存できるファイルの対局が上限に達しています。代わりにここで打った対局を検討してください
server-import-not-kept = サーバーが対局を保存できませんでした。もう一度お試しください
server-live-games-unread = サーバーがあなたの進行中の対局を読み込めませんでした。もう一度お試しください
server-reaches-live-game = { $what ->
        [file] このファイル
        [game] この対局
        [opening] この序盤
       *[review_rest] この検討の残り
    }は、あなたが進行中の対局の局面に達します。サーバーのプログラムは自分の対局の手助けはしません。その対局が終わってからもう一度お試しください
server-check-failed = 確認に失敗しました。もう一度お試しください
server-reviews-per-player = 進行中の検討が { $count } 件あります。どれかが終わってからもう一度お試しください
server-review-positions-per-address = あなたのアドレスでは { $owed } 局面を検討中で、この対局には { $positions } 局面あります。上限は { $most } です。検討が終わってからもう一度お試しください
server-reviews-busy = サーバーは多くの対局を検討中です。しばらくしてからもう一度お試しください
server-review-not-yours = 対局 { $game } はあなたの対局ではありません。検討を頼めるのは対局者（またはファイルを持ち込んだ人）だけです
server-review-not-over = 対局 { $game } はまだ終わっていません
server-review-no-replay = 保存された対局 { $game } を再生できません
server-review-store-failed = サーバーが読み込みまたは保存に失敗しました。もう一度お試しください

## An SGF file that cannot be read ($at: the byte where the problem is)

server-sgf-no-game-tree = SGF ファイル：SGF ファイルではありません：ゲームツリーの「(」が見つかりません
server-sgf-not-text = SGF ファイル：テキストではありません：{ $at } バイト目が UTF-8 ではありません（CA で指定された Latin-1 でもありません）
server-sgf-unclosed-tree = SGF ファイル：{ $at } バイト目で始まるゲームツリーが閉じられていません
server-sgf-unclosed-value = SGF ファイル：{ $at } バイト目のプロパティ値が閉じられていません
server-sgf-unexpected = SGF ファイル：{ $at } バイト目に予期しない「{ $found }」があります
server-sgf-no-value = SGF ファイル：{ $at } バイト目のプロパティ { $property } に値がありません
server-sgf-unknown-game = SGF ファイル：不明なゲーム GM[{ $game }]：Boardroom が読めるのは GM[4]（五目並べ、連珠、カロ、六角五目並べ）、GM[2]（リバーシ）、RU[nogo] 付きの GM[1] です
server-sgf-unknown-rule = SGF ファイル：不明なルール RU[{ $rule }]：freestyle、standard、renju、caro、hex のいずれかです
server-sgf-bad-value = SGF ファイル：{ $at } バイト目の { $property }[{ $value }] を読み取れません
server-sgf-unsupported = SGF ファイル：{ $what ->
        [empty_tree] ノードのないゲームツリー
        [rectangular_board] 長方形の盤
        [removing_stones] 石の除去（AE）
        [two_moves_in_a_node] 1つのノードの中の2手目
        [late_setup] 初手より後の石の配置
       *[other] { $what }
    }（{ $at } バイト目）には対応していません
server-sgf-size-only = SGF ファイル：盤：{ $game ->
        [gomoku] 五目並べ
        [reversi] リバーシ
        [nogo] ノーゴー
        [hex_gomoku] 六角五目並べ
       *[other] { $game }
    }の盤のサイズは { $min } だけです（{ $size } ではありません）
server-sgf-size-range = SGF ファイル：盤：{ $game ->
        [gomoku] 五目並べ
        [reversi] リバーシ
        [nogo] ノーゴー
        [hex_gomoku] 六角五目並べ
       *[other] { $game }
    }の盤のサイズは { $min }～{ $max } です（{ $size } ではありません）
server-sgf-board-unknown-rule = SGF ファイル：盤：不明なルール「{ $rule }」：{ $rules } のいずれかです
server-sgf-no-option = SGF ファイル：盤：{ $game ->
        [gomoku] 五目並べ
        [reversi] リバーシ
        [nogo] ノーゴー
        [hex_gomoku] 六角五目並べ
       *[other] { $game }
    }にはオプション { $option } がありません
server-sgf-setup-off-board = SGF ファイル：配置された石：{ $point } の石が盤の外にあります
server-sgf-setup-overlap = SGF ファイル：配置された石：{ $point } に石が2つあります
server-sgf-setup-no-liberty = SGF ファイル：配置された石：{ $point } の石に呼吸点がありません
server-sgf-setup-already-won = SGF ファイル：配置された石：{ $point } にすでに勝ちの並びがあります
server-sgf-wrong-turn = SGF ファイル：{ $number } 手目（{ $at } バイト目）は{ $side ->
        [black] 黒の手ですが、白の手番です
       *[white] 白の手ですが、黒の手番です
    }
server-sgf-illegal = SGF ファイル：{ $number } 手目 { $move }（{ $at } バイト目）は打てない手です（{ server-rule-reason }）
server-sgf-result-not-win = SGF ファイル：RE[{ $result }] ですが、手順どおりだと{ $side ->
        [black] 黒
       *[white] 白
    }の勝ちです
server-sgf-result-not-draw = SGF ファイル：RE[{ $result }] ですが、手順どおりだと引き分けです

## Events

server-event-name = 大会の名前は 1～{ $most } 文字で、制御文字は使えません
server-event-openings-twice = 大会の対局は、大会の序盤セットか options.opening のどちらか一方から始まります
server-event-too-many-named = 大会を作るときに指定できる参加者は { $most } 人までです。あとから参加する人は増やせます
server-event-named-twice = { $name } が2回指定されています
server-event-no-challenger-named = ガントレットの挑戦者は最初に指定した参加者です。参加者を指定してください
server-events-per-host = 主催している大会が { $count } 個進行中です。先にどれかを終えてください
server-events-busy = サーバーで開ける大会の数が上限に達しています。どれかが終わってからもう一度お試しください
server-event-not-claimed-leaving = 大会を確保できませんでした：このサーバーはクラスターから離脱中です
server-event-not-claimed = 大会を確保できませんでした：{ $detail }
server-event-not-stored = 大会を保存できませんでした：{ $detail }
server-event-rules-failed = 大会のルールの処理に失敗しました
server-no-such-event = 大会「{ $event }」はありません
server-event-unreachable = クラスターのどのサーバーも大会 { $event } に応答しません。少ししてからもう一度お試しください
server-event-answered-amiss = 大会のサーバーから正しくない応答がありました
server-event-bad-command = 大会のコマンドを読み取れません：{ $detail }
server-event-host-only = それができるのは大会のホストだけです
server-event-action-needs-field = 操作 { $action } にはフィールド "{ $field }" が必要です
server-event-bot-joins-itself = ボットは自分では参加できません。大会のホストが参加させます
server-event-no-such-entrant = 大会に参加者「{ $name }」はいません
server-no-such-engine-here = このサーバーにはプログラム「{ $name }」がありません
server-engine-not-stored = プログラムを保存できませんでした：{ $detail }
server-event-stopped = 大会は停止しました

## An event's own refusals

server-event-started = 大会はすでに始まっています
server-event-not-started = 大会はまだ始まっていません
server-event-over = 大会は終わっています
server-event-already-in = この参加者はすでに大会に参加しています
server-event-unknown-entrant = 大会にそのような参加者はいません
server-event-entrant-left = この参加者はすでに大会から抜けています
server-event-entrant-removed = ホストがこの参加者を大会から外しました
server-event-entrant-name = 参加者の名前は 1～256 バイトです
server-event-full = 大会は満員です
server-event-closed = 大会はもう参加者を受け付けていません
server-event-too-few = 参加者が少なすぎて開始できません
server-event-too-many-rounds = 回戦数が、参加者が同じ相手と二度当たらずに打てる数を超えています
server-event-no-challenger = ガントレットの挑戦者がまだ参加していません
server-event-unknown-game = 大会にそのような対局はありません
server-event-already-decided = この対局にはすでに結果があります
server-event-not-counted = この対局はもう数えられません
server-event-already-paused = 大会はすでに一時停止しています
server-event-not-paused = 大会は一時停止していません
server-event-no-round = 進行中の回戦はありません
server-event-arena-no-rounds = アリーナには回戦がありません
server-event-swiss-no-rounds = スイス式には少なくとも1回戦が必要です
server-event-swiss-too-many-rounds = スイス式は最大 64 回戦です
server-event-arena-too-short = アリーナは最低1分間です
server-event-arena-too-long = アリーナは最長1日です
server-event-too-many-openings = 大会で使える序盤は最大 10000 個です
server-event-wait-too-long = 休憩や待ち時間は最長1時間です

## Sounds and the turn alert

alerts-sound = 効果音
alerts-notify = 自分の番になったら知らせる
alerts-notify-denied = このページからの通知はブラウザーで許可されていません。ブラウザーの設定でオンにしてください。
alerts-turn-title = あなたの番です
alerts-turn-body = ルーム { $room } で { $opponent } さんが打ちました。
alerts-turn-body-start = ルーム { $room } の対局が始まりました。あなたの番です。

## What the host did to a room

host-closed-room = ホストがこのルームを閉じました。

## Desktop app: the turn alert, and closing a room from the host's controls

desk-alerts-notify-hint = ウィンドウが前面にないときに自分の番になると、タスクバーや Dock でお知らせします。
desk-console-close-room = ルーム { $code } を閉じる
desk-console-confirm-close = ルーム { $code } を閉じますか？進行中の対局は中止され、ルームにいる全員がロビーに戻ります。
desk-console-confirm-close-yes = 閉じる
