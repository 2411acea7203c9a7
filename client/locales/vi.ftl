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

## The page: the name screen, the lobby (new game, rooms, events, your games, account), an
## event, a room, the replay (index.html and app.js)

## The name screen

name-title = Chơi cờ cùng bạn bè
name-lead = Các trò chơi cờ với bạn bè trong cùng mạng này hoặc với máy.
name-lead-games = { $games }, với bạn bè trong cùng mạng này hoặc với máy.
name-label = Tên của bạn
name-input =
    .placeholder = ví dụ: Ada
name-play = Chơi
name-save = Lưu
name-join = Vào ván
name-invited = Bạn được mời vào phòng { $room }. Nhập tên để vào ván.
name-invited-by = { $host } mời bạn chơi một ván { $game } ({ $details }). Nhập tên để vào.
name-signin = Đăng nhập bằng mật khẩu
name-signin-account = Tên tài khoản
name-signin-password = Mật khẩu
name-signin-submit = Đăng nhập

## The lobby: rooms and your games

lobby-title = Sảnh
lobby-rooms = Phòng
lobby-rooms-empty = Chưa có phòng nào. Hãy tạo một phòng và gửi liên kết cho bạn bè.
lobby-qr = Điện thoại trong cùng mạng quét mã này để mở Boardroom.
lobby-code = Mã phòng
lobby-join = Vào
lobby-watch = Xem
lobby-join-room = Vào phòng { $code }
lobby-watch-room = Xem phòng { $code }
lobby-room-waiting = Đang chờ người chơi
lobby-room-playing = Đang chơi
lobby-room-over = Đã kết thúc
lobby-watching = { $count } người xem
lobby-room-code = mã { $code }
lobby-vs = đấu với
lobby-open-seat = chỗ trống
lobby-no-undo = không đi lại
lobby-no-clock = không tính giờ
lobby-games = Các ván của bạn
lobby-games-empty = Các ván bạn đã chơi xong sẽ hiện ở đây.
lobby-games-more = Các ván cũ hơn
lobby-sgf-file = Mở tệp SGF
lobby-game-vs = với { $opponent }
lobby-replay = Xem lại
lobby-replay-game = Xem lại ván { $id } với { $opponent }

## The lobby: a new game

create-title = Ván mới
create-none = Máy chủ chưa cho biết nó hỗ trợ trò chơi nào, nên không thể tạo ván.
create-game = Trò chơi
create-size = Kích thước bàn cờ
create-seat = Màu quân của bạn
create-seat-random = Ngẫu nhiên
create-seat-black = Đen (đi trước)
create-seat-white = Trắng
create-opponent = Đối thủ
create-opponent-human = Một người bạn
create-opponent-ai = Máy
create-engine = Chương trình
create-engine-default = Boardroom AI
create-level = Mức độ của máy
create-level-easy = Dễ
create-level-medium = Trung bình
create-level-hard = Khó
create-clock = Đồng hồ
create-undo = Cho phép đi lại
create-submit = Tạo phòng

## Events: the lobby's list, a new event, an event's page

event-list = Giải đấu
event-list-empty = Chưa có giải đấu nào. Một buổi sinh hoạt câu lạc bộ, một lớp học hay một buổi LAN party: hãy tạo một giải, và mọi người đấu với nhau.
event-new = Giải đấu mới
event-new-hint = Mọi ván trong giải đều dùng trò chơi, bàn cờ và đồng hồ đã chọn ở mục Ván mới.
event-name = Tên
event-name-input =
    .value = Buổi sinh hoạt câu lạc bộ
event-format = Thể thức
event-format-round-robin = Vòng tròn: mọi người đấu với nhau
event-format-double = Vòng tròn hai lượt: hai lần, đổi màu quân
event-format-swiss = Hệ Thụy Sĩ: một số vòng cố định
event-format-arena = Đấu trường: ai rảnh thì chơi, trong một khoảng thời gian cố định
event-format-gauntlet = Thách đấu: người chơi máy đầu tiên đấu với tất cả
event-rounds = Số vòng
event-minutes = Số phút
event-ai = Người chơi máy
event-play = Tôi cũng chơi
event-openings = Khai cuộc cân bằng (mỗi khai cuộc chơi với cả hai màu)
event-create = Tạo giải đấu
event-kind-round-robin = Vòng tròn
event-kind-swiss = Hệ Thụy Sĩ
event-kind-arena = Đấu trường
event-kind-gauntlet = Thách đấu
event-status-waiting = Đang nhận đăng ký
event-status-running = Đang diễn ra
event-status-paused = Tạm dừng
event-status-over = Đã kết thúc
event-entrants = { $count } người tham gia
event-open = Mở
event-open-event = Mở giải đấu { $name }
event-go = Đến ván của bạn
event-join = Tham gia giải đấu
event-leave = Rời giải đấu
event-projector = Trang bảng xếp hạng cho máy chiếu
event-back = Về sảnh
event-host-group =
    .aria-label = Điều khiển của chủ phòng
event-host-column = Điều khiển của chủ phòng
event-start = Bắt đầu
event-pause = Tạm dừng
event-resume = Tiếp tục
event-end-round = Kết thúc vòng
event-finish = Kết thúc giải đấu
event-add-ai = Thêm máy
event-add = Thêm
event-standings = Bảng xếp hạng
event-column-name = Tên
event-column-score = Điểm
event-column-wins = T
event-column-draws = H
event-column-losses = B
event-games = Các ván
event-games-empty = Các ván sẽ hiện ở đây khi chủ phòng bắt đầu giải đấu.
event-taking = Đang nhận đăng ký: đã có { $count } người. Chủ phòng sẽ bắt đầu giải.
event-over = Giải đấu đã kết thúc: bảng xếp hạng chung cuộc.
event-paused-by-host = Chủ phòng đã tạm dừng.
event-arena-until = Đấu trường, đến { $time }.
event-round = Vòng { $round }.
event-round-of = Vòng { $round }/{ $rounds }.
event-host-name = chủ phòng { $name }
event-you = { $name } (bạn)
event-remove = Loại
event-remove-entrant = Loại { $name } khỏi giải đấu
event-pair = { $black } đấu với { $white }
event-game-void = không tính
event-game-playing = đang chơi
event-game-round = Vòng { $round }
event-game-opening = khai cuộc { $opening }
event-watch-game = Xem { $game }
event-result-of = Kết quả của { $game }
event-set = Đặt
event-set-result = Đặt kết quả của { $game }
event-confirm-remove = Loại { $name } khỏi giải đấu? Ván đang chơi của người này sẽ bị tính thua.
event-confirm-leave = Rời giải đấu? Ván đang chơi của bạn sẽ bị tính thua.
event-confirm-finish = Kết thúc giải đấu ngay bây giờ? Các ván đang chơi sẽ không còn được tính.
event-game-ready = Ván của bạn trong { $event } đã sẵn sàng.
event-game-ready-unnamed = Ván của bạn trong giải đấu đã sẵn sàng.

## The lobby: the account panel

view-account-title = Tài khoản
view-account-signup = Giữ tên này bằng mật khẩu
view-account-new-password = Mật khẩu mới
view-account-repeat = Nhập lại mật khẩu mới
view-account-signup-hint = Từ 8 đến 128 ký tự. Sau đó không ai khác có thể chơi dưới tên này.
view-account-keep = Giữ tên này
view-account-change = Đổi mật khẩu
view-account-current = Mật khẩu hiện tại
view-account-change-hint = Từ 8 đến 128 ký tự. Các thiết bị khác của bạn sẽ bị đăng xuất.
view-account-sign-out-elsewhere = Đăng xuất các thiết bị khác của tôi

## The replay and its review

view-replay =
    .aria-label = Xem lại
view-replay-back = Quay lại
view-replay-steps =
    .aria-label = Xem từng nước của ván
view-replay-first =
    .aria-label = Về đầu ván
view-replay-prev =
    .aria-label = Lùi một nước
view-replay-next =
    .aria-label = Tiến một nước
view-replay-last =
    .aria-label = Đến cuối ván
view-replay-slider =
    .aria-label = Nước đi
view-review = Phân tích
view-review-start = Phân tích bằng máy
view-replay-actions =
    .aria-label = Thao tác xem lại
view-replay-friend = Chơi tiếp từ đây với bạn bè
view-replay-ai = Chơi tiếp từ đây với máy
view-download-sgf = Tải SGF
view-moves = Các nước đi
app-replay-game = ván { $id }
app-replay-file = từ tệp
app-replay-players = { $black } (Đen) đấu với { $white } (Trắng)
app-review-file = Một ván từ tệp: máy cũng có thể phân tích ván này.
app-review-progress = Đang phân tích… đã đánh giá { $done }/{ $total } thế cờ.
app-review-done = Đã phân tích: tại thời điểm này, cơ hội thắng là { $chance }.
app-review-graph = Biểu đồ đánh giá: cơ hội thắng của Đen sau mỗi nước
app-move = { $n }. { $move }, { $seat }
app-move-marked = { $n }. { $move }, { $seat }, { $mark }
app-sgf-too-large = Tệp SGF quá lớn ({ $size } KB; tối đa 15 KB).

## Words for the sides and moves

app-side =
    { $seat ->
        [black] Đen
       *[white] Trắng
    }
app-side-lower =
    { $seat ->
        [black] Đen
       *[white] Trắng
    }
app-side-prefix =
    { $seat ->
        [black] Đen:
       *[white] Trắng:
    }
app-pass = bỏ lượt

## Lists: the games on the name screen ("A, B and C"), the server's addresses ("A or B")

app-list-separator = { ", " }
app-list-and = { $head } và { $last }
app-list-or = { $head } hoặc { $last }

## A room

room-region =
    .aria-label = Phòng chơi
room-leave = Rời phòng
room-invite-title = Mời một người bạn
room-invite-send = Gửi liên kết này cho một người bạn trong cùng mạng:
room-invite-link =
    .aria-label = Liên kết mời
room-copy = Sao chép
room-invite-qr = Hoặc quét mã này bằng điện thoại.
room-invite-code = Mã phòng
room-invite-ai = Hoặc chơi với máy:
room-seat-ai = Cho máy vào chỗ
room-players =
    .aria-label = Người chơi
room-away =
    .aria-label = Người chơi đã rời đi
room-claim-victory = Nhận thắng
room-claim-draw = Tuyên bố hòa
room-ear-log =
    .aria-label = Chơi bằng tai
room-ear-title = Chơi bằng tai
room-ear-move = Nước đi
room-ear-play = Đi
room-ear-hint = Nhập một điểm theo tên trên bàn cờ, rồi nhấn Enter; gõ ? để xem trợ giúp.
room-ear-board =
    .aria-label = Bàn cờ dạng chữ
room-ear-keys = Phím
room-actions =
    .aria-label = Thao tác trong ván
room-undo = Đi lại
room-draw = Đề nghị hòa
room-resign = Đầu hàng
room-abort = Hủy ván
room-again = Chơi lại
room-take-seat = Vào chỗ trống
room-hints = Hiện nước đi hợp lệ
room-tap-twice = Chạm hai lần để đi
room-download-sgf = Tải SGF
room-moves = Các nước đi
room-title = { $game } · phòng { $code }
room-spectators = { $count } người xem
room-you-watching = bạn đang xem
room-claim = { $name } đã không quay lại. Hãy nhận thắng, tuyên bố hòa, hoặc tiếp tục chờ.
room-first-move = còn { $time } để đi nước đầu tiên
room-invite-address = Để đọc cho người khác: mở { $where } trong trình duyệt trên cùng mạng, rồi nhập mã phòng.
room-computer = Máy
room-empty-seat = Chỗ trống
room-level =
    Mức độ: { $level ->
        [easy] dễ
        [hard] khó
       *[medium] trung bình
    }
room-online = Trực tuyến
room-offline = Ngoại tuyến · có thể quay lại
room-you = (bạn)
room-pieces = { $count } { $pieces }
room-to-move = đến lượt
room-clock =
    { $seat ->
        [black] đồng hồ của Đen:
       *[white] đồng hồ của Trắng:
    }
room-notice-watching = Bạn đang xem: người xem không thể đi cờ.
room-notice-waiting = Đang chờ đối thủ vào chỗ còn lại.
room-notice-over = Ván cờ đã kết thúc.
room-notice-turn =
    { $seat ->
        [black] Đang đến lượt Đen.
       *[white] Đang đến lượt Trắng.
    }
room-full = Cả hai chỗ trong phòng { $room } đều đã có người, nên bạn đang xem.
room-confirm-switch = Bạn đang chơi trong phòng { $room }. Rời ván đó (sẽ bị tính thua) và đến phòng { $wanted }?
room-confirm-leave = Rời ván này? Rời đi giữa chừng sẽ bị tính thua.
room-confirm-resign = Đầu hàng ván này?
room-undo-request = Yêu cầu đi lại
room-undo-ask = { $name } xin đi lại nước vừa rồi.
room-undo-wait = Bạn đã xin đi lại nước vừa rồi. Đang chờ { $name }…
room-draw-offer = Đề nghị hòa
room-draw-ask = { $name } đề nghị hòa.
room-draw-wait = Bạn đã đề nghị hòa. Đang chờ { $name }…
room-again-request = Chơi lại
room-again-ask = { $name } muốn chơi lại, đổi màu quân.
room-again-wait = Bạn đã đề nghị chơi lại. Đang chờ { $name }…
room-agree = Đồng ý
room-refuse = Từ chối
room-link-copied = Đã sao chép liên kết. Hãy dán và gửi cho bạn bè.
room-link-by-hand = Hãy chọn liên kết và tự sao chép.

## A room's chat

chat-title = Trò chuyện
chat-log =
    .aria-label = Tin nhắn trò chuyện
chat-label = Trò chuyện
chat-input =
    .placeholder = Nói gì đó
chat-send = Gửi
chat-from-spectator = { $name } (đang xem)
chat-new = { $count } tin nhắn mới ↓

# The host's kid mode: the fixed phrases a player may send, offered as buttons (the server
# sends each as its English text, with its id: chat-phrase-ID)
chat-phrases =
    .aria-label = Các câu bạn có thể gửi
chat-phrase-hello = Xin chào!
chat-phrase-good-luck = Chúc may mắn!
chat-phrase-have-fun = Chơi vui nhé!
chat-phrase-nice-move = Nước đi hay!
chat-phrase-well-played = Chơi hay lắm!
chat-phrase-good-game = Ván đấu hay!
chat-phrase-thank-you = Cảm ơn!
chat-phrase-oops = Ối!
chat-phrase-one-more = Chơi thêm ván nữa?
chat-phrase-bye = Tạm biệt!

## What the page says of the connection and the server's errors

app-not-connected = Hiện chưa kết nối; đang kết nối lại…
app-error-rate-limited = Vui lòng chờ một chút.
app-error-server-busy = Vui lòng thử lại sau ít phút.
app-error-no-such-room = Hãy kiểm tra mã, hoặc tạo phòng mới.

## Các trò chơi trong danh mục của máy chủ, đặt tên theo dữ liệu (catalogue.js): tên và mô tả
## của trò chơi, tên của tùy chọn và lời mô tả khi tắt, tên và mô tả của từng lựa chọn

game-gomoku-title = Gomoku
game-gomoku-summary = Xếp năm quân thẳng hàng trên bàn cờ vuông.
game-reversi-title = Cờ lật
game-reversi-summary = Lật quân của đối thủ sang màu của bạn; cuối ván ai nhiều quân hơn thì thắng.
game-nogo-title = NoGo
game-nogo-summary = Cờ vây cấm ăn quân: ai hết nước đi hợp lệ trước thì thua.
game-hex_gomoku-title = Gomoku lục giác
game-hex_gomoku-summary = Xếp năm quân thẳng hàng trên bàn cờ lục giác.
option-rule-title = Luật
choice-rule-freestyle-title = Tự do
choice-rule-freestyle-summary = năm quân trở lên thẳng hàng là thắng
choice-rule-standard-title = Tiêu chuẩn
choice-rule-standard-summary = đúng năm quân thẳng hàng mới thắng
choice-rule-renju-title = Renju
choice-rule-renju-summary = quân Đen có nước cấm
choice-rule-caro-title = Caro
choice-rule-caro-summary = năm quân bị chặn hai đầu không tính thắng
option-center_first_forbidden-title = Nước đầu tiên không được đi vào điểm giữa
option-center_first_forbidden-off = được đi điểm giữa

## Các từ quanh danh mục: lựa chọn trong biểu mẫu tạo phòng, mô tả ngắn các tùy chọn của phòng

choice-label = { $title }: { $summary }
game-words-separator = { ", " }

## Bàn cờ (board.js, geometry.js): quân cờ, kích thước, các đường, và những gì trình đọc màn hình
## đọc ở mỗi điểm

board-piece = quân
board-piece-count = { $count } quân
board-size-hex-label = { $size } điểm mỗi cạnh
board-size-hex-words = { $size } mỗi cạnh
board-direction-row = hàng ngang
board-direction-column = hàng dọc
board-direction-diagonal = đường chéo
board-direction-anti-diagonal = đường chéo ngược
board-direction-q-line = đường q
board-direction-third-line = đường thứ ba
board-label = Bàn cờ { $game }, { $options }
board-cannot-draw = Trang này không vẽ được bàn cờ của { $game }.
board-separator = { ", " }
board-point-stone = quân { $seat ->
    [black] đen
   *[white] trắng
}
board-point-empty = trống
board-point-last-move = nước vừa đi
board-point-winning-line = hàng thắng
board-point-turned = bị lật bởi nước vừa đi
board-point-emptied = bị ăn bởi nước vừa đi
board-point-best = nước tốt hơn do máy gợi ý
board-point-missed-win = nằm trên đường thắng bị bỏ lỡ
board-point-forbidden = { $seat ->
    [black] nước cấm của Đen
   *[white] nước cấm của Trắng
}
board-point-legal = nước đi hợp lệ
board-point-chosen = đã chọn, nhấn lần nữa để đi

## Lý do thắng, vài chữ: "Đen thắng: năm quân thẳng hàng."

reason-five = năm quân thẳng hàng
reason-count = nhiều quân hơn
reason-board-full = bàn cờ đã kín
reason-resign = đối thủ đầu hàng
reason-agreement = thỏa thuận
reason-forfeit = đối thủ đã rời đi
reason-timeout = hết giờ

## Dòng trạng thái và thông báo của phòng (state.js)

status-sentence-separator = { " " }
status-seat = { $seat ->
    [black] Đen
   *[white] Trắng
}
status-the-computer = máy
status-waiting-players = Đang chờ người chơi.
status-waiting-opponent = Đang chờ đối thủ vào phòng.
status-your-turn = Đến lượt bạn ({ $seat ->
    [black] Đen
   *[white] Trắng
}).
status-waiting-for = Đang chờ { $name } ({ $seat ->
    [black] Đen
   *[white] Trắng
}).
status-to-move = { $seat ->
    [black] Đến lượt Đen.
   *[white] Đến lượt Trắng.
}
status-passed = { $seat ->
    [black] Đen không còn nước đi nên bỏ lượt.
   *[white] Trắng không còn nước đi nên bỏ lượt.
}
status-you-won = Bạn thắng!
status-you-lost = Bạn thua.
status-count = Số quân: Đen { $black }, Trắng { $white }.
status-wins = { $winner ->
    [black] Đen thắng.
   *[white] Trắng thắng.
}
status-wins-why = { $winner ->
    [black] Đen thắng
   *[white] Trắng thắng
}: { $why }.
status-wins-resign = { $winner ->
    [black] Đen thắng: Trắng đầu hàng.
   *[white] Trắng thắng: Đen đầu hàng.
}
status-wins-forfeit = { $winner ->
    [black] Đen thắng: Trắng đã rời ván cờ.
   *[white] Trắng thắng: Đen đã rời ván cờ.
}
status-wins-timeout = { $winner ->
    [black] Đen thắng do hết giờ: Trắng đã hết thời gian.
   *[white] Trắng thắng do hết giờ: Đen đã hết thời gian.
}
status-wins-no-legal-move = { $winner ->
    [black] Đen thắng: Trắng không còn nước đi hợp lệ.
   *[white] Trắng thắng: Đen không còn nước đi hợp lệ.
}
status-draw = Hòa.
status-draw-agreement = Hòa theo thỏa thuận.
status-draw-count = Hòa: hai bên có số quân bằng nhau.
status-draw-board-full = Hòa: bàn cờ đã kín.
status-draw-forfeit = Hòa: được xử hòa sau khi một người chơi rời đi.
status-aborted = Ván cờ đã bị hủy: không tính cho ai.
status-undone = Một nước đi đã được đi lại.
status-undo-refused = Yêu cầu đi lại đã bị từ chối.
status-draw-refused = Lời đề nghị hòa đã bị từ chối.
status-play-again-refused = Lời mời chơi lại đã bị từ chối.
status-took-seat = { $name } đã ngồi vào ghế { $seat ->
    [black] Đen
   *[white] Trắng
}.
status-left-seat = { $name } đã rời ghế { $seat ->
    [black] Đen
   *[white] Trắng
}.
status-claimable-you = { $name } đã không quay lại: bạn có thể nhận thắng, xử hòa hoặc tiếp tục chờ.
status-claimable = { $name } đã không quay lại kịp.
status-back = { $name } đã quay lại.
status-away-gone = { $name } đã rời đi · không quay lại kịp
status-away-countdown = { $name } đã rời đi · còn { $time } để quay lại
status-wait-undo = Bạn có thể xin đi lại sau { $seconds } giây nữa.
status-wait-draw-time = Bạn có thể đề nghị hòa lại sau { $seconds } giây nữa.
status-wait-draw-moves = Bạn có thể đề nghị hòa lại sau { $moves } nước đi nữa.
status-wait-draw-time-moves = Bạn có thể đề nghị hòa lại sau { $seconds } giây nữa và sau { $moves } nước đi nữa.
status-opponent-engine = { $name } ({ $about })
status-opponent-bot = { $name } (bot)
status-opponent-bot-busy = { $name } (bot, đang bận)

## Đồng hồ (state.js)

clock-untimed = Không tính giờ
clock-per-move = { $seconds } giây mỗi nước
clock-seconds-plus = { $seconds } giây+{ $increment }
clock-preset-sudden-death = { $minutes } phút ({ $minutes }+0)
clock-preset-increment = { $minutes } phút + { $increment } giây mỗi nước ({ $minutes }+{ $increment })

## Xem lại ván cờ (replay.js)

replay-start = Bắt đầu · { $count } nước đi.
replay-move-passed = Nước { $ply }/{ $total }: { $seat ->
    [black] Đen
   *[white] Trắng
} bỏ lượt.
replay-move-played = Nước { $ply }/{ $total }: { $seat ->
    [black] Đen
   *[white] Trắng
} đi { $point }.
replay-move-played-changed = Nước { $ply }/{ $total }: { $seat ->
    [black] Đen
   *[white] Trắng
} đi { $point }, { $changed }.
replay-changed-flips = lật { $count } quân
replay-changed-captures = ăn { $count } quân
replay-end = Biên bản ván cờ kết thúc tại đây.
replay-empty-seat = (ghế trống)
replay-outcome = { $outcome ->
    [won] Thắng
    [lost] Thua
    [aborted] Đã hủy
   *[draw] Hòa
}
replay-outcome-why = { $outcome ->
    [won] Thắng
    [lost] Thua
    [aborted] Đã hủy
   *[draw] Hòa
} { $why }
replay-why-five = năm quân thẳng hàng
replay-why-count = khi đếm quân
replay-why-no-legal-move = do hết nước đi
replay-why-board-full = do kín bàn
replay-why-resign = do đầu hàng
replay-why-agreement = theo thỏa thuận
replay-why-forfeit = do bỏ cuộc
replay-why-timeout = do hết giờ
replay-moves = { $count } nước đi

## Phân tích ván cờ (review.js): khả năng thắng của Đen và các dấu trên nước đi

review-chance = Đen { $percent }%
review-mark-inaccuracy = Thiếu chính xác
review-mark-mistake = Sai lầm
review-mark-blunder = Sai lầm nghiêm trọng
review-mark-missed-win = { $mark }: bỏ lỡ chiến thắng bằng chuỗi nước bốn liên tiếp
review-verdict-after = { $mark }: { $seat ->
    [black] Đen
   *[white] Trắng
} { $percent }% sau nước này
review-verdict-after-best = , { $percent }% nếu đi { $point }
review-verdict-before-best = , { $percent }% trước nước này; tốt hơn là { $point }
review-verdict-discs-lost = ; mất { $count } quân
review-verdict-missed-win = . Bỏ lỡ chiến thắng bằng chuỗi nước bốn liên tiếp: { $points }

## Trang bảng xếp hạng của giải đấu, cho máy chiếu (standings.html, standings.js)

standings-page-title = Bảng xếp hạng · Boardroom
standings-event-title = { $name } · Bảng xếp hạng · Boardroom
standings-heading = Bảng xếp hạng
standings-loading = Đang tải…
standings-table-title = Bảng xếp hạng
standings-games-title = Các ván đấu
standings-waiting = Đang chờ chủ phòng bắt đầu · { $count } người tham gia
standings-final = Bảng xếp hạng chung cuộc
standings-arena = Đấu trường · còn { $time }
standings-round = Vòng { $round }
standings-round-of = Vòng { $round }/{ $rounds }
standings-paused = { $status } · tạm dừng
standings-column-name = Tên
standings-column-score = Điểm
standings-column-wins = T
standings-column-draws = H
standings-column-losses = B
standings-tiebreak-direct-encounter = Đối đầu
standings-tiebreak-buchholz = Buchholz
standings-tiebreak-median-buchholz = Median
standings-tiebreak-sonneborn-berger = SB
standings-tiebreak-wins = Số thắng
standings-tiebreak-fewer-games = Số ván
standings-game-vs = { $black } gặp { $white }
standings-watch = { " · " }xem
standings-byes = Miễn đấu: { $names }
standings-list-separator = { ", " }
standings-no-event = Không có giải đấu này.
standings-no-answer = Máy chủ không phản hồi; đang thử lại…
standings-unreachable = Không kết nối được máy chủ; đang thử lại…

## Play by ear (ear.js): what a player who listens through a screen reader hears in the live
## log, and the text board's labels. $seat, $side: "black" or "white" ("other" for neither);
## $who, $whose: those or "you", the player. $at, $from, $to, $example: a point as the board
## names it ("H8"); $stones, $points, $wins, $makes: points in a list ("G8 or L8").

ear-on = Đã bật chế độ chơi bằng tai. Trong ván cờ, hãy gõ một điểm như H8 vào ô Nước đi rồi nhấn Enter; gõ dấu chấm hỏi để nghe hướng dẫn.
ear-off = Đã tắt chế độ chơi bằng tai.
ear-room = { $title } ở phòng { $code }.
ear-room-options = { $title } ở phòng { $code }, { $options }.
ear-seat =
    { $seat ->
        [black] Bạn cầm quân Đen.
        [white] Bạn cầm quân Trắng.
       *[other] Bạn đang xem.
    }
ear-new-game = Ván mới.
ear-position = Trên bàn cờ đã có { $count } nước đi.
ear-played =
    { $who ->
        [you] Bạn đi { $at }.
        [black] Đen đi { $at }.
       *[white] Trắng đi { $at }.
    }
# $changed: what the move did to other pieces ("turning 2 discs").
ear-played-changed =
    { $who ->
        [you] Bạn đi { $at }, { $changed }.
        [black] Đen đi { $at }, { $changed }.
       *[white] Trắng đi { $at }, { $changed }.
    }
ear-passed =
    { $who ->
        [you] Bạn bỏ lượt.
        [black] Đen bỏ lượt.
       *[white] Trắng bỏ lượt.
    }
ear-your-turn = Đến lượt bạn.
# The words typed in the Move box to answer a request (English's work in every language).
ear-command-agree = đồng ý
ear-command-refuse = từ chối
ear-asks-undo = { $name } xin đi lại nước vừa rồi. Hãy trả lời bằng nút Đồng ý hoặc Từ chối, hoặc gõ { ear-command-agree } hay { ear-command-refuse }.
ear-asks-draw = { $name } đề nghị hòa. Hãy trả lời bằng nút Đồng ý hoặc Từ chối, hoặc gõ { ear-command-agree } hay { ear-command-refuse }.
ear-asks-play-again = { $name } muốn chơi thêm ván nữa và đổi màu quân. Hãy trả lời bằng nút Đồng ý hoặc Từ chối, hoặc gõ { ear-command-agree } hay { ear-command-refuse }.
ear-asked-undo = Bạn đã xin đi lại nước vừa rồi. Đang chờ { $name }.
ear-asked-draw = Bạn đã đề nghị hòa. Đang chờ { $name }.
ear-asked-play-again = Bạn đã mời chơi thêm ván nữa. Đang chờ { $name }.
ear-withdrawn-undo = Yêu cầu đi lại đã được rút lại.
ear-withdrawn-draw = Lời đề nghị hòa đã được rút lại.
ear-withdrawn-play-again = Lời mời chơi thêm ván nữa đã được rút lại.
ear-nothing-to-answer = Không có yêu cầu nào cần trả lời.
ear-clock-low =
    { $whose ->
        [you] Đồng hồ của bạn còn dưới mười giây.
        [black] Đồng hồ của Đen còn dưới mười giây.
       *[white] Đồng hồ của Trắng còn dưới mười giây.
    }

## Play by ear: the Move box's answers

ear-type-point = Hãy gõ một điểm như { $example } rồi nhấn Enter.
# $text: what the player typed.
ear-not-a-point = { $text } không phải là một điểm trên bàn cờ này. Hãy gõ một điểm như { $example }.
ear-no-room = Bạn không ở trong ván cờ nào.
ear-watching = Bạn đang xem: người xem không thể đi.
ear-waiting = Đang chờ đối thủ vào chỗ còn trống.
ear-over = Ván cờ đã kết thúc.
ear-not-your-turn =
    { $seat ->
        [black] Đang đến lượt { $name } (Đen).
       *[white] Đang đến lượt { $name } (Trắng).
    }
ear-sent = Nước đi của bạn đang được gửi.
# $piece: what the game puts down ("stone", "disc").
ear-taken =
    { $seat ->
        [black] { $at } đã có quân: ở đó là { $piece } của Đen.
       *[white] { $at } đã có quân: ở đó là { $piece } của Trắng.
    }
ear-forbidden =
    { $seat ->
        [black] { $at } là điểm cấm đối với Đen.
       *[white] { $at } là điểm cấm đối với Trắng.
    }
ear-illegal = { $at } không phải là nước đi hợp lệ.

## Play by ear: reading the board (a point of the text board reads "H8, black, last move")

ear-empty = trống
ear-stone =
    { $seat ->
        [black] đen
       *[white] trắng
    }
ear-last-move = nước vừa đi
ear-winning = đường thắng
ear-forbidden-for =
    { $seat ->
        [black] cấm đối với Đen
       *[white] cấm đối với Trắng
    }
ear-no-last = Chưa có nước đi nào.
ear-last =
    { $seat ->
        [black] Nước vừa đi: Đen ở { $at }.
       *[white] Nước vừa đi: Trắng ở { $at }.
    }
# $line: the line's name (board-direction-*) with a capital.
ear-line-through = { $line } qua { $at }:
# $threats: the fours and threes on the line, as sentences.
ear-line-threats = { $line }: { $threats }
ear-no-line = Bàn cờ này không có đường như vậy.
# A line's points, in runs of the same ($what: black, white or empty): "A8 to F8 empty; G8 and
# H8 black; I8 white."
ear-run-one =
    { $what ->
        [black] { $from } đen
        [white] { $from } trắng
       *[empty] { $from } trống
    }
ear-run-two =
    { $what ->
        [black] { $from } và { $to } đen
        [white] { $from } và { $to } trắng
       *[empty] { $from } và { $to } trống
    }
ear-run-many =
    { $what ->
        [black] { $from } đến { $to } đen
        [white] { $from } đến { $to } trắng
       *[empty] { $from } đến { $to } trống
    }
ear-runs-separator = {"; "}
ear-runs = { $runs }.
ear-five =
    { $side ->
        [black] Đen đủ năm: { $stones }.
       *[white] Trắng đủ năm: { $stones }.
    }
ear-four =
    { $side ->
        [black] Đen có bốn ({ $stones }): thành năm tại { $wins }.
       *[white] Trắng có bốn ({ $stones }): thành năm tại { $wins }.
    }
ear-open-four =
    { $side ->
        [black] Đen có bốn mở ({ $stones }): thành năm tại { $wins }.
       *[white] Trắng có bốn mở ({ $stones }): thành năm tại { $wins }.
    }
ear-three =
    { $side ->
        [black] Đen có ba mở ({ $stones }): thành bốn mở tại { $makes }.
       *[white] Trắng có ba mở ({ $stones }): thành bốn mở tại { $makes }.
    }
ear-no-threats = Không có bốn hay ba mở nào.
ear-no-threats-through = Không có bốn hay ba mở nào trên các đường qua { $at }.
ear-no-threats-on-board = Không có bốn hay ba mở nào trên bàn cờ.
ear-forbidden-on-line =
    { $seat ->
        [black] Cấm đối với Đen: { $points }.
       *[white] Cấm đối với Trắng: { $points }.
    }
# Between the items of a list ("H8, I8, J8"), and between points one of which will do ("G8 or L8").
ear-comma = {", "}
ear-or = {" hoặc "}

## Play by ear: the text board and the keys

# The text board's corner, over the rows' names (heard, not seen).
ear-corner = Hàng
ear-help-intro = Các phím của chế độ chơi bằng tai:
ear-help-move = Trong ô Nước đi: gõ một điểm như { $example } rồi nhấn Enter để đi vào điểm đó.
# $key: a key's letter; $line: a line's name (board-direction-*).
ear-help-reads = { $key } đọc { $line }
# $lines: the ear-help-reads of each line, in a list; $first: the first line's letter.
ear-help-move-keys = Trong ô Nước đi: { $lines }; t đọc các thế bốn và ba mở qua điểm đó, w đọc các thế trên toàn bàn cờ, l đọc nước vừa đi; thêm một điểm để đọc qua điểm đó, ví dụ { $first } { $example }; { ear-command-agree } hoặc { ear-command-refuse } để trả lời yêu cầu; b chuyển đến bàn cờ dạng chữ; ? đọc phần hướng dẫn này.
ear-help-board = Trên bàn cờ dạng chữ: các phím mũi tên để di chuyển, Home và End để đến hai đầu hàng, Enter hoặc Space để đi vào điểm đó.
ear-help-board-keys = Trên bàn cờ dạng chữ: { $lines }; T đọc các thế bốn và ba mở qua điểm đó, W đọc các thế trên toàn bàn cờ; L đến nước vừa đi; M đến ô Nước đi; H hoặc ? đọc phần hướng dẫn này.
ear-help-toggle = Alt+Shift+E bật và tắt chế độ chơi bằng tai.

## Accounts (account.js): the name screen's sign-in form and the lobby's Account panel. $name: a
## player's name.

account-signing-in = Đang đăng nhập…
account-wrong-password = Sai tên hoặc mật khẩu.
# $wait: how long, as account-seconds or account-minutes say it ("45 seconds").
account-too-many-tries = Thử quá nhiều lần. Hãy thử lại sau { $wait }.
account-too-many-tries-later = Thử quá nhiều lần. Hãy thử lại sau.
account-signed-out = Bạn đã bị đăng xuất trên thiết bị này: từ một thiết bị khác, mật khẩu của bạn đã được đổi hoặc các thiết bị khác của bạn đã bị đăng xuất. Hãy đăng nhập lại bằng mật khẩu.
account-guest = { $name } là khách trên thiết bị này. Hãy đặt mật khẩu cho tên này để giữ tên và đăng nhập với tên { $name } trên mọi thiết bị.
account-holder = { $name } là một tài khoản: hãy đăng nhập bằng tên và mật khẩu của tài khoản trên mọi thiết bị.
account-keeps-name = { $name } là một tài khoản và được giữ nguyên tên.
account-made = { $name } giờ đã là một tài khoản. Hãy đăng nhập bằng tên và mật khẩu này trên mọi thiết bị khác.
account-changed = Đã đổi mật khẩu của bạn.
account-wrong-current = Mật khẩu hiện tại không đúng.
account-sending = Đang gửi…
account-not-connected = Hiện chưa có kết nối; hãy thử lại sau giây lát.
# How many of the account's other devices were signed out.
account-revoked =
    { $count ->
        [0] Không có thiết bị nào khác đang đăng nhập.
       *[other] Đã đăng xuất { $count } thiết bị khác.
    }
account-too-short = Mật khẩu cần ít nhất { $min } ký tự.
account-too-long = Mật khẩu có tối đa { $max } ký tự.
account-differ = Hai mật khẩu không khớp: hãy gõ cùng một mật khẩu hai lần.
# A wait, in account-too-many-tries.
account-seconds = { $count } giây
account-minutes = { $count } phút

## The host's doing (host.js): a player the host removed or banned, a chat the host stopped

host-kicked = Chủ phòng đã mời bạn ra khỏi máy chủ này.
host-kicked-more = Bạn có thể quay lại và chơi tiếp.
host-banned = Chủ phòng đã cấm bạn vào máy chủ này.
host-banned-more = Bạn không thể chơi ở đây trừ khi chủ phòng gỡ lệnh cấm.
host-come-back = Quay lại
host-muted = Chủ phòng đã tắt tiếng bạn: tin nhắn của bạn không được gửi đi.
# $list: the phrases, as the server lists them.
host-phrases = Trên máy chủ này chỉ gửi được các câu sau: { $list }
host-chat-off = Trò chuyện đang tắt trên máy chủ này.

## Ratings (ratings.js, ratings-view.js): the create form's Rated box, a player's profile and
## the leaderboard. A rating ($rating, $first, $last) is a whole number such as 1712.

ratings-rated = Tính điểm
ratings-rated-hint = Ván tính điểm chỉ được tính giữa hai tài khoản, hoặc khi đấu với máy: với khách, bot hay chương trình, ván vẫn được chơi nhưng không tính điểm.
# In a room's options, in a few words ("15×15, Renju, rated").
ratings-rated-room = tính điểm
ratings-your-ratings = Điểm xếp hạng của bạn
ratings-title = Điểm xếp hạng
ratings-back = Quay lại
ratings-your-profile = Hồ sơ của bạn
ratings-profile-of = Điểm xếp hạng của { $name }
ratings-loading = Đang tải…
ratings-account = Một tài khoản
ratings-guest = Một khách: các ván của khách không được tính điểm.
ratings-guest-self = Bạn đang chơi với tư cách khách, và các ván của khách không được tính điểm: hãy giữ tên bằng mật khẩu (trong mục Tài khoản) để được tính điểm.
ratings-no-ratings = Chưa có ván tính điểm nào.
ratings-provisional-note = Dấu ? đánh dấu điểm tạm thời: điểm sẽ ổn định sau khoảng 15 đến 25 ván tính điểm.
ratings-games = { $count } ván tính điểm
# A provisional rating, as a screen reader says it (the page shows "1580?").
ratings-provisional = { $rating }, tạm thời
# The chart of a rating's history, as a screen reader names it; $title: the game (ratings-kind).
ratings-chart-one = { $title }: { $rating } sau 1 ván tính điểm
ratings-chart = { $title }: từ { $first } đến { $last } qua { $count } ván tính điểm gần nhất
ratings-last-games = { $title }: các ván tính điểm gần nhất
ratings-when = Thời gian
ratings-rating = Điểm
ratings-leaderboard = Bảng xếp hạng
ratings-game = Trò chơi
ratings-rule = Luật
ratings-game-of-leaderboard =
    .aria-label = Trò chơi của bảng xếp hạng
ratings-rule-of-leaderboard =
    .aria-label = Luật của bảng xếp hạng
ratings-rank = Hạng
ratings-name = Tên
ratings-games-column = Số ván
ratings-no-settled = Chưa có điểm xếp hạng ổn định: người chơi sẽ xuất hiện ở đây khi điểm của họ không còn là tạm thời.
# A rating's kind: the game's title, then the rule's ("Gomoku, Renju").
ratings-kind = { $game }, { $rule }

## The invite's QR code (qr.js), as a screen reader names the picture

qr-alt = Mã QR của { $link }

## The desktop app (client/desktop): the words it says that the web page does not. Where the
## page says the same, the app uses the page's message. $seat, $winner: "black" or "white".

## The top bar, and what every screen shares

# The server's AI, by its level: its name as the server gives it ("Boardroom AI (hard)").
desk-ai-name = Boardroom AI ({ $level ->
    [easy] dễ
    [hard] khó
   *[medium] vừa
})
desk-status-connected = Đã kết nối tới { $server }
desk-status-connecting = Đang kết nối tới { $server }…
desk-status-reconnecting = Đang kết nối lại tới { $server }…
desk-hosting-on-port = · Đang làm chủ phòng ở cổng { $port }
desk-leave-server = Rời máy chủ
desk-stop-hosting = Ngừng làm chủ phòng
desk-playing-as = Đang chơi với tên { $name }
# The language picker's first choice: the system's language, whatever it is.
desk-language-system = Theo hệ thống
# A sentence of the server's words that ends with no stop: the stop the language puts there.
desk-sentence = { $text }.
desk-cancel = Hủy
desk-close = Đóng
desk-confirm-resign-yes = Có, xin thua
desk-confirm-leave-yes = Có, rời đi
desk-confirm-remove-yes = Có, loại ra
# Nobody in a seat, or no opponent known.
desk-nobody = không ai
# Between addresses, one of which will do ("192.168.1.5:7878 or 10.0.0.2:7878").
desk-or = { " hoặc " }
# The host's notice, at the top of every screen: $label is host-notice-label.
desk-notice-banner = { $label } { $text }
desk-notice-hide = Ẩn thông báo

## The first screen: the name, hosting, joining, replaying, the servers found on the network

desk-find-name-hint = Nhập tên của bạn
desk-find-host = Mở phòng chơi
desk-find-host-about = Chạy máy chủ trên máy tính này và mời một người bạn trong cùng mạng.
desk-find-open-my-server = Mở máy chủ của tôi
desk-find-join = Vào một ván
desk-find-address = Địa chỉ máy chủ
desk-find-address-hint = 192.168.1.20:7878 hoặc một liên kết mời
desk-find-connect = Kết nối
desk-find-connect-to = Kết nối tới { $address }
desk-find-replay = Xem lại biên bản ván cờ
desk-find-servers = Máy chủ trong mạng của bạn
desk-find-no-server = Chưa tìm thấy máy chủ nào.
desk-find-no-open-room = Không có phòng nào còn chỗ.
# An open room of a server found on the network: $options its board, rule and clock.
desk-find-open-room = { $game } ({ $options }) · { $host } đang chờ · mã { $code }
# $why: one of the desk-probe- messages.
desk-find-probe-failed = Không lấy được danh sách phòng: { $why }.
desk-find-asking = Đang hỏi danh sách phòng…
desk-probe-answered = máy chủ trả lời { $status }
desk-probe-no-answer = không có phản hồi
desk-probe-cannot-connect = không kết nối được
desk-probe-connection-lost = mất kết nối
desk-probe-not-boardroom = không phải máy chủ Boardroom
desk-last-server = Máy chủ lần trước
desk-discovery-off = Tính năng tìm máy chủ trong mạng đang tắt.
# $error: the system's own words.
desk-discovery-failed = Không tìm được máy chủ trong mạng: { $error }.
# How the hosted server is named to the other apps on the network.
desk-announced-as = Boardroom của { $name }
desk-type-name = Hãy nhập tên của bạn trước.
desk-type-address = Hãy nhập địa chỉ máy chủ, ví dụ 192.168.1.20:7878.
desk-type-sgf = Hãy nhập đường dẫn tới tệp SGF trước.
desk-type-game-link = Hãy nhập liên kết ván cờ, ví dụ http://host:7878/g/42.
desk-host-failed = Không mở được phòng chơi: { $error }.
desk-connect-failed = Không kết nối được: { $error }.
desk-join-code = Vào { $code }
desk-watch-code = Xem { $code }

## The lobby

desk-lobby-hosting = Bạn đang làm chủ phòng. Bạn bè trong mạng kết nối tới { $addresses }.
desk-lobby-join-by-code = Vào bằng mã
desk-lobby-no-rooms = Chưa có phòng nào: hãy tạo một phòng.
desk-lobby-players = Đen: { $black }  vs  Trắng: { $white }
# A room of the list: its status, how many watch, its code (lobby-watching, lobby-room-code).
desk-lobby-room-line = { $status } · { $watching } · { $code }
desk-create-heading = Tạo phòng
desk-create-size = Kích thước
desk-create-seat = Chỗ của bạn
desk-create-level = Mức độ
desk-create-undo = Đi lại

## Your games, and records to replay

desk-games-refresh = Làm mới
desk-games-opening = Đang mở ván cờ…
desk-games-none = Chưa có ván nào kết thúc.
desk-games-opponent = Đối thủ
desk-games-game = Trò chơi
desk-games-result = Kết quả
desk-games-ended = Kết thúc (UTC)
desk-games-moves = Số nước
# A game's result from the player's side, and why: "Won · five in a row".
desk-games-outcome = { $outcome ->
    [won] Thắng
    [lost] Thua
   *[draw] Hòa
} · { $why }
desk-games-why-five = năm quân liên tiếp
desk-games-why-count = đếm quân
desk-games-why-no-legal-move = hết nước đi hợp lệ
desk-games-why-board-full = bàn cờ đã đầy
desk-games-why-resign = xin thua
desk-games-why-agreement = thỏa thuận
desk-games-why-forfeit = rời ván
desk-games-why-timeout = hết giờ
desk-games-why-aborted = đã hủy
desk-sgf-file = Tệp SGF
desk-sgf-hint = /đường/dẫn/ván.sgf, hoặc liên kết http://host:7878/g/42
desk-sgf-open = Mở SGF
desk-sgf-reading = Đang đọc tệp…
desk-record-failed = Không đọc được biên bản: { $error }.
desk-record-no-game = Máy chủ không có ván { $id }.
desk-record-not-whole = Không đọc được trọn vẹn biên bản của ván.
# $error: the record reader's words.
desk-record-unreadable = Biên bản ván { $id } trên máy chủ: { $error }.
desk-server-answered = Máy chủ trả lời { $status }.
desk-server-no-answer = Máy chủ không trả lời kịp.
desk-server-unreachable = Không kết nối được tới máy chủ.
desk-file-cannot-open = Không mở được { $path }: { $error }.
desk-file-cannot-read = Không đọc được { $path }: { $error }.
# $size: in kibibytes.
desk-file-too-large = { $path } lớn hơn { $size } KiB: không phải biên bản ván cờ.
desk-file-unreadable = Không đọc được nội dung { $path }: { $error }.

## A room

desk-room-code = Mã phòng:
desk-room-link = Liên kết:
desk-room-copy-link = Sao chép liên kết
# $addresses: the server's addresses (desk-or between them).
desk-room-invite-how = Trong cùng mạng: mở liên kết bằng trình duyệt, hoặc trong Boardroom kết nối tới { $addresses } rồi nhập mã.
desk-room-invite-qr = Hoặc dùng điện thoại trong cùng mạng quét mã này.
desk-room-take-seat = Ngồi vào chỗ
desk-room-empty-seat = { $seat ->
    [black] Đen
   *[white] Trắng
} (chỗ trống)
desk-room-level = mức { $level ->
    [easy] dễ
    [hard] khó
   *[medium] vừa
}
desk-room-online = đang trực tuyến
desk-room-offline = ngoại tuyến · có thể quay lại
# A line of the chat: who said it, before what was said.
desk-chat-from = { $name }:
desk-chat-message = Tin nhắn

## The replay of a finished game, and its review

desk-replay-title = { $black } vs { $white }
# $note: where the record says it comes from.
desk-replay-from-file = từ một tệp: { $note }
desk-replay-passed = { $seat ->
    [black] Đen
   *[white] Trắng
} bỏ lượt.
desk-replay-move-of = Nước { $ply } / { $total }
desk-replay-start = Đầu
desk-replay-back = Lùi
desk-replay-forward = Tiến
desk-replay-end = Cuối
desk-replay-slider = nước
desk-replay-new-game = Ván mới từ đây:
desk-replay-against-computer = Với máy
desk-replay-with-friend = Với bạn bè
desk-replay-new-game-impossible = Chỉ từ thế cờ đạt được bằng các nước đặt quân từ thế khởi đầu thông thường, trước khi luật kết thúc ván.
desk-replay-no-moves = Không có nước đi nào.
desk-replay-move-hover = Nước { $ply } của { $seat ->
    [black] Đen
   *[white] Trắng
}
desk-review-server-only = Máy chủ phân tích các ván, chỉ với những ván chơi trên chính máy chủ đó.
desk-review-connect = Kết nối tới { $server } để phân tích các ván bạn chơi ở đó.
desk-review-chance = Khả năng thắng của Đen ở đây: { $percent }%
desk-review-progress = Đang phân tích: { $done } / { $total } thế cờ
desk-review-ask = Phân tích bằng máy
desk-review-good-move = Nước đi tốt.
desk-review-missed-win-shown = Đường thắng bị bỏ lỡ được đánh số trên bàn cờ.
desk-review-better-move-shown = Nước tốt hơn được khoanh tròn màu xanh lá.
desk-review-graph = Khả năng thắng của Đen sau mỗi nước: phía trên đường giữa là Đen, phía dưới là Trắng.

## Events

desk-event-none = Chưa có giải đấu nào: hãy tạo một giải, và mọi người đấu với nhau.
desk-event-open = Mở { $name }
desk-event-form-about = Giải đấu dùng trò chơi, bàn cờ và đồng hồ của biểu mẫu bên phải.
desk-event-name = Tên giải đấu
# The new event form's name until the host types another.
desk-event-default-name = Đêm câu lạc bộ
desk-event-double-round-robin = Vòng tròn hai lượt
desk-event-computer-players = Người chơi máy:
desk-event-round = vòng { $round }
desk-event-round-of = vòng { $round } / { $rounds }
desk-event-finish = Kết thúc
desk-event-add-computer-at = Thêm máy ở mức
desk-event-entrant-left = { $name } · đã rời
desk-event-entrant-removed = { $name } · đã bị loại
desk-event-remove = Loại { $name }
# $players: event-pair; $result: one of the desk-event-line- messages, event-game-void or
# event-game-playing.
desk-event-game-line = Ván { $game } · { $players } · { $result }
desk-event-set-result = Đặt kết quả ván { $game }
desk-event-result-black = Đen thắng
desk-event-result-white = Trắng thắng
desk-event-result-draw = Hòa
desk-event-result-black-forfeit = Đen thắng do đối thủ bỏ cuộc
desk-event-result-white-forfeit = Trắng thắng do đối thủ bỏ cuộc
desk-event-result-double-forfeit = Cả hai bị xử thua
desk-event-line-black = đen thắng
desk-event-line-white = trắng thắng
desk-event-line-draw = hòa
desk-event-line-black-forfeit = đen thắng do đối thủ bỏ cuộc
desk-event-line-white-forfeit = trắng thắng do đối thủ bỏ cuộc
desk-event-line-double-forfeit = cả hai bị xử thua

## Accounts

desk-account-password-hint = chỉ để đăng nhập tài khoản
desk-account-password-about = Tên của bạn đã có mật khẩu chưa? Nhập mật khẩu để đăng nhập trên thiết bị này; để trống nếu muốn chơi với tư cách khách.
desk-account-sign-in-heading = Đăng nhập tài khoản của bạn
desk-account-name = Tên
# Beside the player's name in the top bar, for an account holder.
desk-account-badge = · tài khoản
desk-account-keep-name-about = Khi có mật khẩu, không ai khác dùng được tên này, và bạn đăng nhập bằng nó trên mọi thiết bị.
desk-account-choose-password = Chọn mật khẩu
desk-account-repeat-password = Nhập lại mật khẩu
desk-account-keep-my-name = Giữ tên của tôi
desk-account-change-password-about = Các thiết bị khác của bạn sẽ bị đăng xuất và phải đăng nhập lại bằng mật khẩu mới.
desk-account-sign-out-elsewhere-about = Mọi thiết bị khác đang đăng nhập tài khoản này sẽ bị đăng xuất; thiết bị này vẫn giữ nguyên.
desk-account-current-missing = Hãy nhập mật khẩu hiện tại.
desk-account-wrong-current = Đó không phải mật khẩu hiện tại của bạn.
desk-account-signed-out = Bạn đã bị đăng xuất: mật khẩu tài khoản đã được đổi, hoặc các thiết bị khác đã bị đăng xuất, từ một thiết bị khác. Hãy đăng nhập lại bằng tên và mật khẩu.
desk-account-password-length = Mật khẩu dài từ { $min } đến { $max } ký tự.
desk-account-standing-holder = Bạn đang đăng nhập tài khoản { $name }.
desk-account-standing-guest = Bạn chơi với tư cách khách { $name }: chỉ mã thông báo trên thiết bị này giữ tên đó cho bạn.
desk-account-try-again-now = Thử quá nhiều lần: giờ bạn có thể thử lại.
desk-account-try-again-in = Thử quá nhiều lần: hãy thử lại sau { $seconds } giây.
desk-account-made = Tên của bạn giờ đã là một tài khoản: đăng nhập bằng tên và mật khẩu trên mọi thiết bị.
# $revoked: account-revoked.
desk-account-password-changed = Đã đổi mật khẩu. { $revoked }

## Ratings

desk-ratings-needs-account = Ván tính điểm chỉ dành cho tài khoản: hãy giữ tên bằng mật khẩu trong thẻ Tài khoản.
desk-ratings-refresh = Làm mới điểm
desk-ratings-guest = Khách: các ván của khách không được tính điểm. Hãy giữ tên bằng mật khẩu để được tính điểm.
desk-ratings-provisional = tạm thời: mới có ít ván tính điểm
# A rating in a profile: "Gomoku, Freestyle: 1662? · 1 rated game"; $games: ratings-games.
desk-ratings-line = { $title }: { $rating } · { $games }
# A rating after a game, and when: "1534 (2025-11-24 16:10)".
desk-ratings-point = { $rating } ({ $when })
desk-ratings-last-games = Các ván gần đây: { $points }

## The host's controls over the server the app hosts

desk-console-open = Bảng điều khiển của chủ phòng
desk-console-title = Điều khiển máy chủ bạn đang mở
desk-console-asking = Đang hỏi máy chủ…
desk-console-server-on-port = Máy chủ ở cổng { $port }
desk-console-refresh = Làm mới
desk-console-open-in-browser = Mở bảng điều khiển trong trình duyệt
desk-console-key-warning = Liên kết này chứa khóa của bảng điều khiển: đừng chia sẻ cho ai.
desk-console-copy-link = Sao chép liên kết bảng điều khiển
desk-console-players = Người chơi
desk-console-notice-and-chat = Thông báo và trò chuyện
desk-console-class = Tạo lớp
desk-console-server = Máy chủ và nhật ký
desk-console-nobody-online = Không có ai trực tuyến.
desk-console-column-name = Tên
desk-console-column-id = ID
desk-console-column-account = Tài khoản
desk-console-column-connections = Kết nối
desk-console-column-state = Trạng thái
desk-console-yes = có
desk-console-no = không
desk-console-banned = bị cấm
desk-console-muted = bị tắt tiếng
desk-console-kick = Mời { $name } ra
# $name: a player's name, or an address.
desk-console-unban = Gỡ lệnh cấm { $name }
desk-console-ban = Cấm { $name }
desk-console-unmute = Cho { $name } trò chuyện
desk-console-mute = Tắt tiếng { $name }
desk-console-confirm-abort = Hủy ván của phòng { $code }? Không ai thắng và không tính điểm.
desk-console-confirm-abort-yes = Có, hủy ván
desk-console-confirm-abort-no = Giữ lại
desk-console-no-rooms = Chưa có phòng nào.
desk-console-column-room = Phòng
desk-console-column-game = Trò chơi
desk-console-column-black = Đen
desk-console-column-white = Trắng
desk-console-column-status = Tình trạng
desk-console-column-watching = Người xem
desk-console-room-waiting = đang chờ người chơi
desk-console-room-playing = đang chơi
desk-console-room-over = đã kết thúc
desk-console-own-game = Ván của chính bạn đang diễn ra: hãy chơi xong trước.
desk-console-abort = Hủy ván của { $code }
desk-console-notice-heading = Thông báo của chủ phòng
desk-console-notice-field = Thông báo cho mọi người
desk-console-notice-hint = Điều mọi người chơi thấy ở đầu màn hình
desk-console-send-notice = Gửi thông báo
desk-console-take-down = Gỡ thông báo
desk-console-standing-none = Thông báo hiện tại: không có
desk-console-standing = Thông báo hiện tại: { $text }
desk-console-chat-heading = Trò chuyện trên máy chủ này
desk-console-chat-open = tự do
desk-console-chat-phrases = chỉ các câu thân thiện có sẵn (chế độ trẻ em)
desk-console-chat-off = tắt
desk-console-class-about = Mỗi tên có một tài khoản với mật khẩu mới; mật khẩu chỉ hiện một lần duy nhất trên các thẻ đăng nhập bên dưới.
desk-console-names-field = Tên, mỗi dòng một tên
desk-console-make-class = Tạo tài khoản cho họ
desk-console-cards = Thẻ đăng nhập
desk-console-copy-cards = Sao chép các thẻ
desk-console-card-password = Mật khẩu: { $password }
desk-console-card-open = Mở: { $link }
desk-console-backup = Sao lưu cơ sở dữ liệu ngay
desk-console-backup-about = Vào thư mục backups/ của thư mục dữ liệu (giữ 10 bản gần nhất).
desk-console-banned-addresses = Địa chỉ bị cấm
desk-console-address-to-ban = Địa chỉ cần cấm
desk-console-ban-address = Cấm địa chỉ
desk-console-none = Không có.
desk-console-engines = Chương trình
desk-console-no-engines = Không có chương trình bên ngoài.
# An engine: its name, the protocol it speaks, the games it plays.
desk-console-engine = { $name } · { $protocol } · chơi { $plays }
desk-console-bots = Bot trực tuyến
desk-console-no-bots = Không có bot nào trực tuyến.
desk-console-bot = { $name } · chơi { $plays } · { $busy ->
    [busy] đang bận
   *[free] đang rảnh
}
desk-console-log = Những việc đã làm
desk-console-log-empty = Chưa có gì.
# A line of the audit log; $action and $detail are the server's own words.
desk-console-log-line = { $time } UTC · { $action }: { $detail }
desk-console-every-game = mọi trò chơi
desk-console-plays-rules = { $game } ({ $rules })
desk-console-plays-separator = { "; " }
desk-console-key-unreadable = Không đọc được khóa bảng điều khiển từ { $path }: { $error }.
desk-console-key-empty = Tệp khóa bảng điều khiển { $path } trống.
desk-console-key-refused = Máy chủ không nhận khóa bảng điều khiển (401).
desk-console-state-unreadable = Không đọc được trạng thái bảng điều khiển: { $error }.
desk-console-action-unwritable = Không ghi được thao tác: { $error }.
desk-console-answer-unreadable = Không đọc được câu trả lời của máy chủ: { $error }.
desk-console-answer-not-whole = Không đọc được trọn vẹn câu trả lời của máy chủ.
desk-console-cannot-ask = Không gửi được yêu cầu tới máy chủ: { $error }.

## egui's own words, said in the player's language

# The handle that resizes a side panel, as assistive technologies name it.
desk-resize-panel = Đổi kích thước khung
# The handles that resize a window, by its edges and corners.
desk-window-resize-right = Đổi kích thước cửa sổ ở cạnh phải
desk-window-resize-left = Đổi kích thước cửa sổ ở cạnh trái
desk-window-resize-bottom = Đổi kích thước cửa sổ ở cạnh dưới
desk-window-resize-top = Đổi kích thước cửa sổ ở cạnh trên
desk-window-resize-bottom-right = Đổi kích thước cửa sổ ở góc dưới bên phải
desk-window-resize-top-right = Đổi kích thước cửa sổ ở góc trên bên phải
desk-window-resize-bottom-left = Đổi kích thước cửa sổ ở góc dưới bên trái
desk-window-resize-top-left = Đổi kích thước cửa sổ ở góc trên bên trái

## Những câu máy chủ nói với người chơi (server-): vì sao một yêu cầu bị từ chối, và những gì máy chủ tự báo (words của thông điệp error).

server-rule-reason = { $reason ->
        [off_board] điểm này nằm ngoài bàn cờ
        [occupied] điểm này đã có quân
        [no_flip] nước này không lật được quân nào
        [cannot_pass] lúc này không được bỏ lượt
        [suicide] nước này khiến nhóm quân của chính mình hết khí
        [captures] nước này sẽ bắt quân
        [center_first] nước đầu tiên không được đi vào điểm giữa
        [overline] nước cấm của Đen: hàng quá năm
        [double_four] nước cấm của Đen: bốn-bốn
        [double_three] nước cấm của Đen: ba-ba
        [game_over] ván cờ đã kết thúc
       *[other] { $reason }
    }

## The connection, and signing in

server-full = máy chủ đã đầy; hãy thử lại sau
server-frame-not-text = khung dữ liệu phải là văn bản JSON
server-frame-too-large = một khung dữ liệu dài tối đa { $most } byte
server-too-fast = bạn gửi tin quá nhanh; hãy chậm lại
server-too-fast-closed = bạn gửi tin quá nhanh; kết nối đã bị đóng
server-frame-over-limit = khung dữ liệu dài { $length } byte, vượt giới hạn { $most } byte
server-frame-bad-json = khung dữ liệu không phải JSON hợp lệ: { $detail }
server-frame-not-an-object = thông điệp phải là một đối tượng JSON
server-frame-no-type = thông điệp phải có trường chuỗi "type"
server-frame-unknown-type = loại thông điệp không xác định "{ $type }"
server-frame-bad-field = { $type }: trường "{ $field }": { $detail }
server-frame-bad-message = { $type }: { $detail }
server-hello-first = hãy gửi hello trước
server-hello-twice = hello chỉ được gửi một lần, đầu tiên
server-protocol-version = máy chủ này dùng giao thức { $ours }, không phải { $theirs }
server-banned = chủ phòng đã cấm bạn vào máy chủ này
server-new-players-too-fast = có quá nhiều người chơi mới từ địa chỉ của bạn; hãy đăng nhập bằng mã đã lưu, hoặc đợi một phút
server-wrong-password = sai tên hoặc mật khẩu
server-account-tried-too-often = tài khoản này đã bị thử đăng nhập quá nhiều lần; hãy đợi một phút
server-sign-ins-too-fast = có quá nhiều lần đăng nhập từ địa chỉ của bạn; hãy đợi một lát

## Names and accounts

server-name-length = tên dài từ 1 đến { $most } ký tự
server-name-invisible-characters = tên không được chứa ký tự điều khiển, ký tự hướng chữ hay ký tự định dạng vô hình khác
server-name-nothing-visible = tên phải có ít nhất một ký tự nhìn thấy được
server-name-is-the-ai = tên này thuộc về AI của máy chủ
server-name-is-an-engine = tên này là tên một chương trình của máy chủ
server-name-is-a-bot = tên này thuộc về một bot đang trực tuyến
server-name-has-account = tên này đã có tài khoản: hãy đăng nhập bằng mật khẩu của nó, hoặc chọn tên khác
server-name-taken = "{ $name }" (hoặc một tên trông giống nó) đã có tài khoản; hãy chọn tên khác
server-bot-keeps-name = bot giữ nguyên tên mà nó dùng để đăng nhập
server-account-keeps-name = tài khoản không đổi được tên
server-bot-no-password = bot đăng nhập bằng khóa của nó, không phải bằng mật khẩu
server-bot-has-no-account = bot đăng nhập bằng khóa của nó; bot không có tài khoản
server-account-exists = bạn đã có tài khoản rồi (change_password dùng để đổi mật khẩu)
server-no-account = bạn chưa có tài khoản (sign_up dùng để tạo)
server-not-the-password = đó không phải mật khẩu hiện tại của tài khoản
server-password-length = mật khẩu dài từ { $least } đến { $most } ký tự
server-passwords-busy = lúc này không kiểm tra được mật khẩu; hãy thử lại

## Chat

server-chat-muted = chủ phòng đã tắt tiếng bạn: tin nhắn của bạn không được gửi
server-chat-off = máy chủ này đã tắt trò chuyện
server-chat-phrases-only = máy chủ này chỉ gửi những câu sau: { $phrases }
server-chat-length = tin nhắn dài từ 1 đến { $most } ký tự, và không được chỉ toàn khoảng trắng

## Making and finding rooms

server-not-in-a-room = bạn không ở trong phòng nào
server-no-such-room = không có phòng { $code }
# $code: the room's code; asked again, the room is found once a live machine holds it
server-room-moving = phòng { $code } đang được chuyển sang máy khác của máy chủ: sẽ trở lại ngay
server-busy-retry = máy chủ đang bận: hãy thử lại sau giây lát
server-room-list-unread = danh sách phòng lần trước của bạn chưa được đọc
server-new-rooms-too-fast = có quá nhiều phòng mới từ địa chỉ của bạn; hãy đợi một phút
server-new-rooms-and-events-too-fast = có quá nhiều phòng và giải đấu mới từ địa chỉ của bạn; hãy đợi một phút
server-rooms-per-player = bạn đã ngồi trong { $count } phòng; hãy rời một phòng trước
server-waiting-rooms-per-player = bạn đã có { $count } phòng đang chờ đối thủ; hãy đóng một phòng trước
server-ai-games-per-player = bạn đang chơi { $count } ván với AI; hãy chơi xong một ván trước
server-too-many-rooms = máy chủ đang mở quá nhiều phòng
server-rooms-per-address = { $count } phòng tạo từ địa chỉ của bạn vẫn đang mở; hãy đóng bớt trước
server-not-stored = máy chủ không lưu được việc này; hãy thử lại
server-room-not-claimed = không giành được phòng: { $detail }
server-room-not-stored-new = không lưu được phòng: { $detail }
server-opening-not-stored = không lưu được khai cuộc của phòng: { $detail }
server-room-not-opened = không mở được phòng: { $detail }
server-room-closed = phòng đã đóng
server-room-away = máy chủ của phòng đang vắng mặt; hãy thử lại sau giây lát
server-engine-or-bot = chỉ chọn một chương trình hoặc một bot, không phải cả hai
server-engine-or-bot-needs-ai = chương trình hoặc bot chỉ chơi khi có "opponent": "ai"
server-ai-budget-range = ai_budget_ms từ { $min } đến { $max } mili giây
server-clock-initial-range = clock.initial_s từ 1 đến { $max } giây
server-clock-increment-range = clock.increment_s từ 0 đến { $max } giây
server-clock-per-move-range = clock.per_move_s từ 1 đến { $max } giây
server-clock-shape = clock hoặc là {"{"}initial_s, increment_s?{"}"} (kiểu Fischer), hoặc là {"{"}per_move_s{"}"} (thời gian mỗi nước)

## A game's options ($game: gomoku, reversi, nogo or hex_gomoku)

server-options-size-only = bàn cờ { $game ->
        [gomoku] Gomoku
        [reversi] Cờ lật
        [nogo] NoGo
        [hex_gomoku] Gomoku lục giác
       *[other] { $game }
    } chỉ có cỡ { $min }, không phải { $size }
server-options-size-range = cỡ bàn cờ { $game ->
        [gomoku] Gomoku
        [reversi] Cờ lật
        [nogo] NoGo
        [hex_gomoku] Gomoku lục giác
       *[other] { $game }
    } phải từ { $min } đến { $max }, không phải { $size }
server-options-unknown-rule = luật không xác định "{ $rule }": phải là một trong { $rules }
server-options-no-option = { $game ->
        [gomoku] Gomoku
        [reversi] Cờ lật
        [nogo] NoGo
        [hex_gomoku] Gomoku lục giác
       *[other] { $game }
    } không có tùy chọn { $option }

## A room's opening

server-no-such-opening = trò chơi này không có khai cuộc nào tên "{ $name }"; chỉ có "random", { $names }
server-opening-move-refused = nước thứ { $number } của khai cuộc ({ $point }): { server-rule-reason }
server-opening-ends-game = khai cuộc này kết thúc ván cờ trước khi nó bắt đầu
server-opening-leaves-pass = khai cuộc này khiến { $side ->
        [black] Đen
       *[white] Trắng
    } không còn nước nào ngoài bỏ lượt: hãy kết thúc khai cuộc sớm hơn hoặc muộn hơn một nước

## In a room: seats, moves, requests

server-not-your-turn = chưa đến lượt bạn
server-stale-ply = bàn cờ đã đi tiếp: đã có { $played } nước được đi, còn bạn gửi nước thứ { $ply }
server-illegal-move = nước đi không hợp lệ { $move }: { server-rule-reason }
server-illegal-pass = không thể bỏ lượt: { server-rule-reason }
server-abort-too-late = cả hai bên đã đi: ván cờ không thể hủy nữa (hãy đầu hàng, hoặc đề nghị hòa)
server-claim-too-soon = bạn chỉ có thể đòi thắng khi thời gian đếm ngược của đối thủ vắng mặt đã hết
server-seats-taken = cả hai chỗ đều đã có người
server-room-full = cả hai chỗ đều đã có người; hãy vào với tư cách người xem để theo dõi
server-already-seated-or-invited = { $name } đã ngồi hoặc đã được mời ở đây
server-no-seat-kept = phòng này không giữ chỗ nào cho bạn
server-not-in-this-room = bạn không ở trong phòng này
server-spectator-cannot-play = bạn không có chỗ ngồi: người xem có thể theo dõi và trò chuyện, nhưng không thể chơi
server-game-over = ván cờ đã kết thúc
server-waiting-for-opponent = đang chờ một đối thủ vào chỗ còn lại
server-ai-no-move = AI không tìm được nước đi
server-undo-off = phòng này không cho đi lại
server-undo-nothing = bạn không có nước nào để đi lại
server-draw-too-soon = bạn chỉ được đề nghị hòa mỗi { $every } nước một lần; còn { $left } nước nữa
server-ask-again-later = yêu cầu trước của bạn đã bị từ chối: bạn có thể { $what ->
        [undo] xin đi lại
       *[draw] đề nghị hòa
    } lần nữa sau { $seconds } giây
server-request-pending = yêu cầu đó đang chờ trả lời
server-nothing-to-answer = đối thủ không có yêu cầu nào để bạn trả lời
server-game-still-on = ván cờ vẫn đang diễn ra
server-no-opponent-to-play-again = không có đối thủ để chơi lại
server-not-a-room-message = { $type } không phải thông điệp của phòng
server-room-not-stored = máy chủ không lưu được việc này; không có gì thay đổi, hãy thử lại
server-room-failed = phòng này gặp lỗi và đã bị đóng; các nước đã đi vẫn được lưu

## The AI, engines and bots

server-ai-busy = AI của máy chủ đang quá bận; hãy thử lại sau ít phút
server-engine-does-not-play = chương trình { $name } không chơi trò này với các tùy chọn này
server-engines-all-busy = máy chủ đã chạy số chương trình tối đa cho phép; hãy thử lại sau
server-engines-address-cap = địa chỉ của bạn đã chạy số chương trình tối đa cho phép; hãy rời một ván đấu với chương trình trước
server-room-no-such-engine = máy chủ của phòng không chạy chương trình "{ $name }"
server-no-such-engine-none = không có chương trình "{ $name }": máy chủ này không chạy chương trình nào
server-no-such-engine = không có chương trình "{ $name }": máy chủ này chạy { $names }
server-bot-declined = bot { $name } đã từ chối lời mời; chỗ của { $side ->
        [black] Đen
       *[white] Trắng
    } lại trống
server-bot-did-not-come = bot { $name } không đến kịp; chỗ của { $side ->
        [black] Đen
       *[white] Trắng
    } lại trống
server-bot-does-not-play = bot { $name } không chơi trò này với các tùy chọn này
server-bot-rooms-per-player = bạn đã chơi với bot { $name } trong { $count } phòng, mức tối đa cho một người chơi; hãy chơi xong một ván với nó trước
server-bot-rooms-cap = bot { $name } đang chơi ở số phòng tối đa cho một bot ({ $count }); hãy thử lại sau
server-bot-busy = bot { $name } đang bận: không có kết nối nào của nó đang chờ ván
server-bot-other-node = bot chỉ chơi trong các phòng của nút mà nó kết nối
server-bot-plays-too-many = một bot liệt kê tối đa { $count } trò chơi
server-bot-connections-per-address = đã có { $count } kết nối bot từ địa chỉ của bạn đang trực tuyến; hãy đóng một kết nối trước
server-bot-name-online = một bot tên { $name } đã trực tuyến
server-no-such-bot = không có bot nào tên "{ $name }" đang trực tuyến
server-bot-game-has-no-rules = { $game ->
        [gomoku] Gomoku
        [reversi] Cờ lật
        [nogo] NoGo
        [hex_gomoku] Gomoku lục giác
       *[other] { $game }
    } không có luật nào để chọn
server-bot-not-a-size = { $size } không phải một cỡ bàn cờ
server-bots-unread = máy chủ không đọc được danh sách bot; hãy thử lại
server-bots-registered-only = máy chủ này chỉ nhận bot đã đăng ký: chủ phòng đăng ký một bot bằng `boardroom-server bots add NAME`, lệnh này in ra khóa mà bot dùng làm mã để đăng nhập (docs/bots.md)

## Games past, games from files, reviews, ratings

server-no-such-player = không có người chơi này
server-games-unread = máy chủ không đọc được các ván của bạn; hãy thử lại
server-game-unread = máy chủ không đọc được ván cờ; hãy thử lại
server-no-such-game = không có ván nào có mã "{ $game }"
server-replay-not-over = ván { $game } chưa kết thúc: có thể xem lại khi nó kết thúc
server-stored-game-no-replay = ván đã lưu không phát lại được
server-file-unread = đọc tệp thất bại
server-sgf-setup-review = tệp SGF này bắt đầu từ một thế cờ bày sẵn (AB, AW hoặc AE): việc phân tích bắt đầu từ đầu ván
server-imports-per-player = bạn đã lưu { $count } ván từ tệp để phân tích, mức tối đa cho một người chơi; hãy phân tích các ván bạn đã chơi ở đây
server-imports-per-address = người chơi từ địa chỉ của bạn đã lưu { $count } ván từ tệp để phân tích, mức tối đa cho một địa chỉ
server-imports-full = máy chủ đã lưu số ván từ tệp tối đa cho phép; hãy phân tích các ván bạn đã chơi ở đây
server-import-not-kept = máy chủ không lưu được ván cờ; hãy thử lại
server-live-games-unread = máy chủ không đọc được các ván đang chơi của bạn; hãy thử lại
server-reaches-live-game = { $what ->
        [file] tệp này
        [game] ván này
        [opening] khai cuộc này
       *[review_rest] phần còn lại của lần phân tích này
    } đi đến thế cờ của ván bạn đang chơi: các chương trình của máy chủ không giúp bạn trong ván của chính bạn; hãy yêu cầu lại khi ván đó kết thúc
server-check-failed = kiểm tra thất bại; hãy thử lại
server-reviews-per-player = bạn có { $count } lần phân tích đang chạy; hãy yêu cầu lại khi một lần xong
server-review-positions-per-address = địa chỉ của bạn có { $owed } thế cờ đang được phân tích và ván này có { $positions }; tối đa là { $most }: hãy yêu cầu lại khi một lần phân tích xong
server-reviews-busy = máy chủ đang phân tích nhiều ván; hãy thử lại sau
server-review-not-yours = ván { $game } không phải của bạn: chỉ người chơi của ván (hoặc người đã đưa tệp của nó lên) mới được yêu cầu phân tích
server-review-not-over = ván { $game } chưa kết thúc
server-review-no-replay = ván { $game } đã lưu không phát lại được
server-review-store-failed = máy chủ không đọc hoặc lưu được; hãy thử lại

## An SGF file that cannot be read ($at: the byte where the problem is)

server-sgf-no-game-tree = tệp SGF: không phải tệp SGF: không tìm thấy '(' của cây ván cờ
server-sgf-not-text = tệp SGF: không phải văn bản: byte { $at } không phải UTF-8 (cũng không phải Latin-1 do CA chỉ định)
server-sgf-unclosed-tree = tệp SGF: cây ván cờ mở tại byte { $at } không bao giờ được đóng
server-sgf-unclosed-value = tệp SGF: giá trị thuộc tính tại byte { $at } không được đóng
server-sgf-unexpected = tệp SGF: '{ $found }' không mong đợi tại byte { $at }
server-sgf-no-value = tệp SGF: thuộc tính { $property } tại byte { $at } không có giá trị
server-sgf-unknown-game = tệp SGF: trò chơi không xác định GM[{ $game }]: Boardroom đọc GM[4] (gomoku, renju, caro, gomoku lục giác), GM[2] (cờ lật) và GM[1] với RU[nogo]
server-sgf-unknown-rule = tệp SGF: luật không xác định RU[{ $rule }]: phải là freestyle, standard, renju, caro hoặc hex
server-sgf-bad-value = tệp SGF: không đọc được { $property }[{ $value }] tại byte { $at }
server-sgf-unsupported = tệp SGF: chưa hỗ trợ { $what ->
        [empty_tree] cây ván cờ không có nút
        [rectangular_board] bàn cờ hình chữ nhật
        [removing_stones] việc gỡ quân (AE)
        [two_moves_in_a_node] nước thứ hai trong cùng một nút
        [late_setup] việc bày quân sau nước đầu tiên
       *[other] { $what }
    } (byte { $at })
server-sgf-size-only = tệp SGF: bàn cờ: bàn cờ { $game ->
        [gomoku] Gomoku
        [reversi] Cờ lật
        [nogo] NoGo
        [hex_gomoku] Gomoku lục giác
       *[other] { $game }
    } chỉ có cỡ { $min }, không phải { $size }
server-sgf-size-range = tệp SGF: bàn cờ: cỡ bàn cờ { $game ->
        [gomoku] Gomoku
        [reversi] Cờ lật
        [nogo] NoGo
        [hex_gomoku] Gomoku lục giác
       *[other] { $game }
    } phải từ { $min } đến { $max }, không phải { $size }
server-sgf-board-unknown-rule = tệp SGF: bàn cờ: luật không xác định "{ $rule }": phải là một trong { $rules }
server-sgf-no-option = tệp SGF: bàn cờ: { $game ->
        [gomoku] Gomoku
        [reversi] Cờ lật
        [nogo] NoGo
        [hex_gomoku] Gomoku lục giác
       *[other] { $game }
    } không có tùy chọn { $option }
server-sgf-setup-off-board = tệp SGF: các quân bày sẵn: quân tại { $point } nằm ngoài bàn cờ
server-sgf-setup-overlap = tệp SGF: các quân bày sẵn: có hai quân tại { $point }
server-sgf-setup-no-liberty = tệp SGF: các quân bày sẵn: nhóm quân tại { $point } không còn khí
server-sgf-setup-already-won = tệp SGF: các quân bày sẵn: tại { $point } đã có một hàng thắng
server-sgf-wrong-turn = tệp SGF: nước { $number } (byte { $at }) là của { $side ->
        [black] Đen, nhưng đang đến lượt Trắng
       *[white] Trắng, nhưng đang đến lượt Đen
    }
server-sgf-illegal = tệp SGF: nước { $number } { $move } (byte { $at }) không hợp lệ ({ server-rule-reason })
server-sgf-result-not-win = tệp SGF: RE[{ $result }] nhưng theo các nước đi thì { $side ->
        [black] Đen
       *[white] Trắng
    } thắng
server-sgf-result-not-draw = tệp SGF: RE[{ $result }] nhưng theo các nước đi thì ván hòa

## Events

server-event-name = tên giải đấu dài từ 1 đến { $most } ký tự, không có ký tự điều khiển
server-event-openings-twice = các ván của giải đấu bắt đầu từ bộ khai cuộc của giải hoặc từ options.opening, không phải cả hai
server-event-too-many-named = khi tạo giải đấu chỉ nêu tên tối đa { $most } người tham gia; sau đó có thể thêm người vào
server-event-named-twice = { $name } được nêu tên hai lần
server-event-no-challenger-named = người thách đấu của giải Thách đấu là người tham gia được nêu tên đầu tiên: hãy nêu tên ít nhất một người
server-events-per-host = bạn đang tổ chức { $count } giải đấu chưa kết thúc; hãy kết thúc một giải trước
server-events-busy = máy chủ đã chạy số giải đấu tối đa cho phép; hãy thử lại khi có giải kết thúc
server-event-not-claimed-leaving = không giành được giải đấu: máy chủ này đang rời cụm
server-event-not-claimed = không giành được giải đấu: { $detail }
server-event-not-stored = không lưu được giải đấu: { $detail }
server-event-rules-failed = luật của giải đấu gặp lỗi
server-no-such-event = không có giải đấu "{ $event }"
server-event-unreachable = không có máy chủ nào trong cụm trả lời cho giải đấu { $event }; hãy thử lại sau giây lát
server-event-answered-amiss = máy chủ của giải đấu trả lời sai
server-event-bad-command = không đọc được lệnh của giải đấu: { $detail }
server-event-host-only = chỉ chủ phòng của giải đấu mới làm được việc đó
server-event-action-needs-field = thao tác { $action } cần trường "{ $field }"
server-event-bot-joins-itself = bot do chủ phòng của giải đấu đưa vào, không tự tham gia
server-event-no-such-entrant = giải đấu không có người tham gia "{ $name }"
server-no-such-engine-here = máy chủ này không chạy chương trình "{ $name }"
server-engine-not-stored = không lưu được chương trình: { $detail }
server-event-stopped = giải đấu đã dừng

## An event's own refusals

server-event-started = giải đấu đã bắt đầu
server-event-not-started = giải đấu chưa bắt đầu
server-event-over = giải đấu đã kết thúc
server-event-already-in = người tham gia này đã ở trong giải đấu
server-event-unknown-entrant = giải đấu không có người tham gia này
server-event-entrant-left = người tham gia này đã rời giải đấu
server-event-entrant-removed = chủ phòng đã loại người tham gia này khỏi giải đấu
server-event-entrant-name = tên người tham gia dài từ 1 đến 256 byte
server-event-full = giải đấu đã đủ người
server-event-closed = giải đấu không nhận thêm người tham gia
server-event-too-few = quá ít người tham gia để bắt đầu
server-event-too-many-rounds = số vòng nhiều hơn số vòng mà những người tham gia có thể chơi mà không gặp lại nhau
server-event-no-challenger = người thách đấu của giải Thách đấu chưa tham gia
server-event-unknown-game = giải đấu không có ván này
server-event-already-decided = ván này đã có kết quả
server-event-not-counted = ván này không còn được tính
server-event-already-paused = giải đấu đã tạm dừng rồi
server-event-not-paused = giải đấu không tạm dừng
server-event-no-round = không có vòng nào đang diễn ra
server-event-arena-no-rounds = giải Đấu trường không có vòng
server-event-swiss-no-rounds = hệ Thụy Sĩ cần ít nhất một vòng
server-event-swiss-too-many-rounds = hệ Thụy Sĩ có tối đa 64 vòng
server-event-arena-too-short = giải Đấu trường kéo dài ít nhất một phút
server-event-arena-too-long = giải Đấu trường kéo dài tối đa một ngày
server-event-too-many-openings = một giải đấu dùng tối đa 10000 khai cuộc
server-event-wait-too-long = thời gian nghỉ hoặc chờ tối đa là một giờ

## Sounds and the turn alert

alerts-sound = Âm thanh
alerts-notify = Báo cho tôi khi đến lượt
alerts-notify-denied = Trình duyệt không cho phép trang này gửi thông báo: hãy bật trong phần cài đặt của trình duyệt.
alerts-turn-title = Đến lượt bạn
alerts-turn-body = { $opponent } đã đi trong phòng { $room }.
alerts-turn-body-start = Ván trong phòng { $room } đã bắt đầu: đến lượt bạn.

## What the host did to a room

host-closed-room = Chủ phòng đã đóng phòng này.

## Desktop app: the turn alert, and closing a room from the host's controls

desk-alerts-notify-hint = Khi đến lượt bạn mà cửa sổ không ở phía trước, cửa sổ sẽ báo cho bạn trên thanh tác vụ hoặc Dock.
desk-console-close-room = Đóng phòng { $code }
desk-console-confirm-close = Đóng phòng { $code }? Ván đang chơi trong phòng sẽ bị hủy và mọi người trong phòng sẽ quay về sảnh.
desk-console-confirm-close-yes = Có, đóng phòng
