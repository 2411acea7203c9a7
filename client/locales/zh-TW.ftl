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
