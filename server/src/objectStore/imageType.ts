import type { UploadContentType } from '@topup/shared/contract/form';

/** Bytes needed to tell the image types apart. */
export const SNIFF_BYTES = 12;

/**
 * The image type the bytes really are, by their magic numbers, whatever the file's name or the
 * type the browser declared: JPEG (FF D8 FF), PNG (its 8-byte signature), WebP (RIFF....WEBP).
 * Anything else, an executable renamed to .png included, is null.
 */
export function imageTypeOf(head: Uint8Array): UploadContentType | null {
  const starts = (bytes: number[], offset = 0) => bytes.every((byte, index) => head[offset + index] === byte);
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}
