import { drawQr, loadImage, posterCanvas, wrapText } from '@topup/shared/qr';

/**
 * The product poster as a PNG: drawn onto a canvas from the product image, texts and the QR
 * code's image. The product image must be same-origin (the store serves it), or the canvas
 * would be tainted and refuse to export.
 */
export interface PosterContent {
  imageUrl: string;
  name: string;
  price: string;
  caption: string;
  brand: string;
  /** What the QR code encodes: the product's address. */
  qrText: string;
}

const WIDTH = 540;
const HEIGHT = 860;
const PAD = 32;
const QR_SIZE = 168;

export async function drawPoster(content: PosterContent): Promise<HTMLCanvasElement> {
  const { canvas, context, font, color } = posterCanvas(WIDTH, HEIGHT);

  // The art fills a square at the top, cropped to cover it like the page's object-fit.
  const image = await loadImage(content.imageUrl);
  const side = Math.min(image.naturalWidth || WIDTH, image.naturalHeight || WIDTH);
  const sourceX = ((image.naturalWidth || side) - side) / 2;
  const sourceY = ((image.naturalHeight || side) - side) / 2;
  context.drawImage(image, sourceX, sourceY, side, side, 0, 0, WIDTH, WIDTH);

  let y = WIDTH + PAD + 8;
  context.fillStyle = color('--color-text', '#eef1f7');
  context.font = `700 28px ${font}`;
  context.textBaseline = 'alphabetic';
  for (const line of wrapText(context, content.name, WIDTH - 2 * PAD, 2)) {
    context.fillText(line, PAD, y);
    y += 36;
  }
  context.fillStyle = color('--color-accent', '#ff7a1a');
  context.font = `700 30px ${font}`;
  context.fillText(content.price, PAD, y + 4);

  const qrY = HEIGHT - PAD - QR_SIZE;
  await drawQr(context, content.qrText, PAD, qrY, QR_SIZE);
  context.fillStyle = color('--color-text-muted', '#a9b1c4');
  context.font = `400 18px ${font}`;
  let captionY = qrY + 28;
  for (const line of wrapText(context, content.caption, WIDTH - 3 * PAD - QR_SIZE, 3)) {
    context.fillText(line, 2 * PAD + QR_SIZE, captionY);
    captionY += 26;
  }
  context.fillStyle = color('--color-text', '#eef1f7');
  context.font = `800 26px ${font}`;
  context.fillText(content.brand, 2 * PAD + QR_SIZE, HEIGHT - PAD);
  return canvas;
}
