import { qrCodeImageUrl } from '@topup/shared/contract';

/**
 * What every share poster draws with (the catalogue's product poster, the member's invitation
 * poster): a canvas at twice its size so the saved PNG stays sharp on phones, the store's colours
 * read from its CSS tokens, text wrapped to a width, images and the QR code drawn, and the PNG
 * download.
 */
export interface PosterCanvas {
  canvas: HTMLCanvasElement;
  context: CanvasRenderingContext2D;
  /** The store's font family. */
  font: string;
  /** A CSS custom property of the store's theme, or the fallback where the page has none. */
  color(name: string, fallback: string): string;
}

const SCALE = 2;

function themeValue(name: string, fallback: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return value || fallback;
}

/** A blank poster of width × height (CSS pixels) on the store's surface colour. */
export function posterCanvas(width: number, height: number): PosterCanvas {
  const canvas = document.createElement('canvas');
  canvas.width = width * SCALE;
  canvas.height = height * SCALE;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas in this browser');
  context.scale(SCALE, SCALE);
  context.fillStyle = themeValue('--color-surface', '#161a23');
  context.fillRect(0, 0, width, height);
  return { canvas, context, font: themeValue('--font-family', 'system-ui, sans-serif'), color: themeValue };
}

/** Words on at most maxLines lines of maxWidth; the last line ends in an ellipsis when cut. */
export function wrapText(context: CanvasRenderingContext2D, text: string, maxWidth: number, maxLines: number): string[] {
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

/** An image ready to draw; one from another origin is asked with CORS, or it would taint the canvas. */
export async function loadImage(url: string): Promise<HTMLImageElement> {
  const image = new Image();
  if (new URL(url, window.location.href).origin !== window.location.origin) image.crossOrigin = 'anonymous';
  image.src = url;
  await image.decode();
  return image;
}

/** Draws the QR code of `text`: the server's image QrCode shows (the browser has it already), sharp at any size. */
export async function drawQr(context: CanvasRenderingContext2D, text: string, x: number, y: number, size: number): Promise<void> {
  context.drawImage(await loadImage(qrCodeImageUrl(text)), x, y, size, size);
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
