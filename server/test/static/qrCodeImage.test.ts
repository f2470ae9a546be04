import { brotliDecompressSync } from 'node:zlib';
import { QR_CODE_TEXT_MAX_LENGTH, qrCodeImageUrl } from '@topup/shared/contract';
import { qrCodeSvg } from '../../src/static/qrCodeImage';
import { storeForTests } from '../support/testApp';

const CHAT = 'https://t.me/topup_support';

describe('a QR code image', () => {
  const store = storeForTests();
  const get = (url: string, headers: Record<string, string> = {}) => store.app.inject({ method: 'GET', url, headers });

  it("is the text's code as a sized SVG, kept for good by browsers and open to a remote's origin", async () => {
    const response = await get(qrCodeImageUrl(CHAT));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.body).toBe(await qrCodeSvg(CHAT));
    expect(response.body).toMatch(/^<svg [^>]*width="512" height="512"/);
    // Nothing of the text is written into the drawing: only its modules.
    expect(response.body).not.toContain('t.me');
    expect(await qrCodeSvg('https://t.me/another')).not.toBe(response.body);
  });

  it('travels compressed to a browser that accepts it', async () => {
    const response = await get(qrCodeImageUrl(CHAT), { 'accept-encoding': 'br, gzip' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(await qrCodeSvg(CHAT));
  });

  it.each([
    ['no text', '/media/qr.svg', 10],
    ['an empty text', '/media/qr.svg?text=', 10],
    ['two texts', '/media/qr.svg?text=a&text=b', 11],
    ['a text over the limit', qrCodeImageUrl('x'.repeat(QR_CODE_TEXT_MAX_LENGTH + 1)), 11],
  ])("refuses %s with the spec's code, as the envelope", async (_what, url, code) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code, data: null });
  });

  it('draws a text at the limit', async () => {
    expect((await get(qrCodeImageUrl('x'.repeat(QR_CODE_TEXT_MAX_LENGTH)))).statusCode).toBe(200);
  });
});
