// Its own entry point, so pages without a QR code (and the host) never load the QR library.
export { QrCode } from './QrCode';
export type { QrCodeProps } from './QrCode';
export { posterCanvas, wrapText, drawQr, downloadCanvas } from './poster';
export type { PosterCanvas } from './poster';
