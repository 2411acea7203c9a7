// An invite link's QR code, so that a friend's phone joins by scanning it. The server draws it
// (`GET /qr.svg`: the same encoder draws the code the terminal shows at start-up, and the page
// has no build step to bring one in); this only points an image at it.

/** The address of `link`'s QR code picture. */
export function qrSource(link) {
  return `/qr.svg?link=${encodeURIComponent(link)}`;
}

/** Shows `link`'s QR code in the image `img`; asks for nothing when it shows it already. */
export function showQr(img, link) {
  const src = qrSource(link);
  if (img.getAttribute("src") === src) return;
  img.setAttribute("src", src);
  img.alt = `QR code of ${link}`;
}
