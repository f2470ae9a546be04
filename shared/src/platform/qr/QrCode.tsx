import type { Ref } from 'react';
import { QRCodeCanvas, QRCodeSVG } from 'qrcode.react';

export interface QrCodeProps {
  /** What the code encodes (a URL). */
  value: string;
  /** Side in CSS pixels. */
  size: number;
  /** Accessible name, e.g. "QR code of the product page". */
  label: string;
  /**
   * svg (default) stays sharp at any zoom; canvas when the code must be drawn onto another canvas
   * (a poster saved as an image).
   */
  as?: 'svg' | 'canvas';
  canvasRef?: Ref<HTMLCanvasElement>;
  className?: string;
}

/** A QR code, dark on white with a quiet zone, so phone cameras read it on the dark theme too. */
export function QrCode({ value, size, label, as = 'svg', canvasRef, className }: QrCodeProps) {
  const common = { value, size, level: 'M' as const, marginSize: 2, bgColor: '#ffffff', fgColor: '#000000', className };
  if (as === 'canvas') return <QRCodeCanvas {...common} ref={canvasRef} role="img" aria-label={label} />;
  return <QRCodeSVG {...common} title={label} role="img" aria-label={label} />;
}
