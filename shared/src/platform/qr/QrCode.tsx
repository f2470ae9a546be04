import { qrCodeImageUrl } from '@topup/shared/contract';

export interface QrCodeProps {
  /** What the code encodes (a URL, an address). */
  value: string;
  /** Side in CSS pixels. */
  size: number;
  /** Accessible name, e.g. "QR code of the product page". */
  label: string;
  className?: string;
}

/** White, as the code itself, while it loads: no dark square flashes on the dark theme. */
const LOADING_BACKGROUND = { background: '#ffffff' };

/**
 * A QR code drawn by the server (dark on white with a quiet zone, so phone cameras read it on the
 * dark theme too): an image of its reserved size, and no QR library in the page.
 */
export function QrCode({ value, size, label, className }: QrCodeProps) {
  return <img src={qrCodeImageUrl(value)} width={size} height={size} alt={label} className={className} style={LOADING_BACKGROUND} decoding="async" />;
}
