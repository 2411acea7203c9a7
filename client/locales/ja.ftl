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
