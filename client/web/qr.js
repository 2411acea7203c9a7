// An invite link's QR code, so that a friend's phone joins by scanning it. The server draws it
// (`GET /qr.svg`: the same encoder draws the code the terminal shows at start-up, and the page
// has no build step to bring one in); this only points an image at it.

import { t } from "./i18n.js";

/** The address of `link`'s QR code picture. */
export function qrSource(link) {
  return `/qr.svg?link=${encodeURIComponent(link)}`;
}

/**
 * Shows `link`'s QR code in the image `img`, named in the language in use; asks for nothing when
 * it shows it already.
 */
export function showQr(img, link) {
  const alt = t("qr-alt", { link });
  if (img.alt !== alt) img.alt = alt;
  const src = qrSource(link);
  if (img.getAttribute("src") !== src) img.setAttribute("src", src);
}
