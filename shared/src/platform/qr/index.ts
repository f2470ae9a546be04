// Its own entry point, so pages without a QR code (and the host) never load the posters' tools.
export { QrCode } from './QrCode';
export type { QrCodeProps } from './QrCode';
export { posterCanvas, wrapText, loadImage, drawQr, downloadCanvas } from './poster';
export type { PosterCanvas } from './poster';
