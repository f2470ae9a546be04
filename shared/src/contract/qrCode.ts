/**
 * The store's QR codes are drawn by the server (server/src/static/qrCodeImage.ts) and shown as
 * images, so a page with one downloads no QR library. The address carries the encoded text.
 */
export const QR_CODE_IMAGE_PATH = '/media/qr.svg';

/** Every QR code of the store encodes a link or an address; longer texts are refused. */
export const QR_CODE_TEXT_MAX_LENGTH = 1000;

/** The image of a QR code of `text`, on the page's own origin. */
export function qrCodeImageUrl(text: string): string {
  return `${QR_CODE_IMAGE_PATH}?${new URLSearchParams({ text }).toString()}`;
}
