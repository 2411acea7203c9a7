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
