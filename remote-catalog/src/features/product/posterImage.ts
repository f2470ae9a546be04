/**
 * The product poster as a PNG: drawn onto a canvas from the product image, texts and the QR
 * code's own canvas. The product image must be same-origin (the store serves it), or the canvas
 * would be tainted and refuse to export.
 */
export interface PosterContent {
  imageUrl: string;
  name: string;
  price: string;
  caption: string;
  brand: string;
  /** The QR code already drawn (qrcode.react's canvas). */
  qr: HTMLCanvasElement;
}

const WIDTH = 540;
const HEIGHT = 860;
/** Drawn at twice the size, so the saved image stays sharp on phone screens. */
const SCALE = 2;
const PAD = 32;
const QR_SIZE = 168;

function token(name: string, fallback: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return value || fallback;
}

async function loadImage(url: string): Promise<HTMLImageElement> {
  const image = new Image();
  if (new URL(url, window.location.href).origin !== window.location.origin) image.crossOrigin = 'anonymous';
  image.src = url;
  await image.decode();
  return image;
}

/** Words on at most maxLines lines of maxWidth; the last line ends in an ellipsis when cut. */
function wrap(context: CanvasRenderingContext2D, text: string, maxWidth: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (context.measureText(candidate).width <= maxWidth || !line) {
      line = candidate;
    } else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = kept[maxLines - 1] ?? '';
  while (last && context.measureText(`${last}…`).width > maxWidth) last = last.slice(0, -1);
  kept[maxLines - 1] = `${last}…`;
  return kept;
}

export async function drawPoster(content: PosterContent): Promise<HTMLCanvasElement> {
  const canvas = document.createElement('canvas');
  canvas.width = WIDTH * SCALE;
  canvas.height = HEIGHT * SCALE;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas in this browser');
  context.scale(SCALE, SCALE);
  const font = token('--font-family', 'system-ui, sans-serif');

  context.fillStyle = token('--color-surface', '#161a23');
  context.fillRect(0, 0, WIDTH, HEIGHT);

  // The art fills a square at the top, cropped to cover it like the page's object-fit.
  const image = await loadImage(content.imageUrl);
  const side = Math.min(image.naturalWidth || WIDTH, image.naturalHeight || WIDTH);
  const sourceX = ((image.naturalWidth || side) - side) / 2;
  const sourceY = ((image.naturalHeight || side) - side) / 2;
  context.drawImage(image, sourceX, sourceY, side, side, 0, 0, WIDTH, WIDTH);

  let y = WIDTH + PAD + 8;
  context.fillStyle = token('--color-text', '#eef1f7');
  context.font = `700 28px ${font}`;
  context.textBaseline = 'alphabetic';
  for (const line of wrap(context, content.name, WIDTH - 2 * PAD, 2)) {
    context.fillText(line, PAD, y);
    y += 36;
  }
  context.fillStyle = token('--color-accent', '#ff7a1a');
  context.font = `700 30px ${font}`;
  context.fillText(content.price, PAD, y + 4);

  const qrY = HEIGHT - PAD - QR_SIZE;
  // Modules stay sharp squares when the code is scaled up.
  context.imageSmoothingEnabled = false;
  context.drawImage(content.qr, PAD, qrY, QR_SIZE, QR_SIZE);
  context.imageSmoothingEnabled = true;
  context.fillStyle = token('--color-text-muted', '#a9b1c4');
  context.font = `400 18px ${font}`;
  let captionY = qrY + 28;
  for (const line of wrap(context, content.caption, WIDTH - 3 * PAD - QR_SIZE, 3)) {
    context.fillText(line, 2 * PAD + QR_SIZE, captionY);
    captionY += 26;
  }
  context.fillStyle = token('--color-text', '#eef1f7');
  context.font = `800 26px ${font}`;
  context.fillText(content.brand, 2 * PAD + QR_SIZE, HEIGHT - PAD);
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
