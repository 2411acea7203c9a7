# Chữ của Boardroom bằng tiếng Việt: dùng chung cho trang web và ứng dụng máy tính. Các thông điệp giống en.ftl.

## The page's top bar

page-title = Boardroom
page-brand = Boardroom
page-language = Ngôn ngữ
page-connected = Đã kết nối
page-connecting = Đang kết nối…
page-reconnecting = Đang kết nối lại…
page-your-turn-title = Đến lượt bạn · Boardroom
page-change-name =
    .title = Đổi tên của bạn
page-ear-mode = Chơi bằng tai
page-ear-mode-hint = (chế độ trình đọc màn hình, Alt+Shift+E)

## The host's notice

host-notice-region =
    .aria-label = Thông báo của chủ phòng
host-notice-label = Thông báo của chủ phòng:
host-notice-close = Đóng thông báo
