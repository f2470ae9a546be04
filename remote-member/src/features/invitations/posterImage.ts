import { drawQr, posterCanvas, wrapText } from '@topup/shared/qr';

/**
 * The invitation poster as a PNG, drawn with the catalogue's poster tools: texts and the QR code's
 * image on the store's colours.
 */
export interface InvitePosterContent {
  title: string;
  text: string;
  code: string;
  brand: string;
  /** What the QR code encodes: the invitation link. */
  qrText: string;
}

const WIDTH = 540;
const HEIGHT = 760;
const PAD = 40;
const QR_SIZE = 280;

export async function drawInvitePoster(content: InvitePosterContent): Promise<HTMLCanvasElement> {
  const { canvas, context, font, color } = posterCanvas(WIDTH, HEIGHT);
  let y = PAD + 32;
  context.fillStyle = color('--color-accent', '#ff7a1a');
  context.font = `800 34px ${font}`;
  for (const line of wrapText(context, content.title, WIDTH - 2 * PAD, 4)) {
    context.fillText(line, PAD, y);
    y += 42;
  }
  context.fillStyle = color('--color-text', '#eef1f7');
  context.font = `400 22px ${font}`;
  for (const line of wrapText(context, content.text, WIDTH - 2 * PAD, 4)) {
    context.fillText(line, PAD, y);
    y += 30;
  }
  const qrX = (WIDTH - QR_SIZE) / 2;
  const qrY = y + 24;
  context.fillStyle = '#ffffff';
  context.fillRect(qrX - 12, qrY - 12, QR_SIZE + 24, QR_SIZE + 24);
  await drawQr(context, content.qrText, qrX, qrY, QR_SIZE);
  context.fillStyle = color('--color-text', '#eef1f7');
  context.font = `700 26px ${font}`;
  context.textAlign = 'center';
  context.fillText(content.code, WIDTH / 2, qrY + QR_SIZE + 56);
  context.font = `800 28px ${font}`;
  context.fillText(content.brand, WIDTH / 2, HEIGHT - PAD);
  return canvas;
}
