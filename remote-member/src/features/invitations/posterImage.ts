/**
 * The invitation poster as a PNG, drawn like the catalogue's product poster: texts and the QR
 * code's own canvas on the store's colours, twice the size so it stays sharp on phones.
 */
export interface InvitePosterContent {
  title: string;
  text: string;
  code: string;
  brand: string;
  /** The QR code already drawn (qrcode.react's canvas). */
  qr: HTMLCanvasElement;
}

const WIDTH = 540;
const HEIGHT = 760;
const SCALE = 2;
const PAD = 40;
const QR_SIZE = 280;

function token(name: string, fallback: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return value || fallback;
}

/** Words on lines of at most maxWidth. */
function wrap(context: CanvasRenderingContext2D, text: string, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (context.measureText(candidate).width <= maxWidth || !line) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines.slice(0, 4);
}

export function drawInvitePoster(content: InvitePosterContent): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = WIDTH * SCALE;
  canvas.height = HEIGHT * SCALE;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas in this browser');
  context.scale(SCALE, SCALE);
  const font = token('--font-family', 'system-ui, sans-serif');
  context.fillStyle = token('--color-surface', '#161a23');
  context.fillRect(0, 0, WIDTH, HEIGHT);

  let y = PAD + 32;
  context.fillStyle = token('--color-accent', '#ff7a1a');
  context.font = `800 34px ${font}`;
  for (const line of wrap(context, content.title, WIDTH - 2 * PAD)) {
    context.fillText(line, PAD, y);
    y += 42;
  }
  context.fillStyle = token('--color-text', '#eef1f7');
  context.font = `400 22px ${font}`;
  for (const line of wrap(context, content.text, WIDTH - 2 * PAD)) {
    context.fillText(line, PAD, y);
    y += 30;
  }
  const qrX = (WIDTH - QR_SIZE) / 2;
  const qrY = y + 24;
  context.fillStyle = '#ffffff';
  context.fillRect(qrX - 12, qrY - 12, QR_SIZE + 24, QR_SIZE + 24);
  context.imageSmoothingEnabled = false;
  context.drawImage(content.qr, qrX, qrY, QR_SIZE, QR_SIZE);
  context.imageSmoothingEnabled = true;
  context.fillStyle = token('--color-text', '#eef1f7');
  context.font = `700 26px ${font}`;
  context.textAlign = 'center';
  context.fillText(content.code, WIDTH / 2, qrY + QR_SIZE + 56);
  context.font = `800 28px ${font}`;
  context.fillText(content.brand, WIDTH / 2, HEIGHT - PAD);
  return canvas;
}

/** Saves a canvas as a PNG file through a temporary download link. */
export async function downloadCanvas(canvas: HTMLCanvasElement, fileName: string): Promise<void> {
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('The poster could not be encoded');
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The download has started from the click; the object URL can go once this task is over.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
