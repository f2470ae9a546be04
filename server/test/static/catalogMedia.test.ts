import fs from 'node:fs';
import path from 'node:path';
import { MEDIA_FOLDER, smallMediaDataUrl } from '../../src/static/catalogMedia';

describe('small catalogue images inside the page', () => {
  it('gives a seed SVG as a data URL that reads back as the file', () => {
    const svg = fs.readFileSync(path.join(MEDIA_FOLDER, 'products/pubg-uc.svg'), 'utf8');
    const dataUrl = smallMediaDataUrl('/media/products/pubg-uc.svg');
    expect(dataUrl?.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent((dataUrl as string).slice('data:image/svg+xml,'.length))).toBe(svg);
    expect(dataUrl).not.toMatch(/[<>"]/);
  });

  it("gives a WebP copy's SVG master, the same picture painted without a request", () => {
    expect(smallMediaDataUrl('/media/products/pubg-uc.webp')).toBe(smallMediaDataUrl('/media/products/pubg-uc.svg'));
  });

  it.each(['/media/products/missing.svg', '/media/products/missing.webp', '/media/../package.webp', '/media/../package.json', '/media/../../server/package.svg', 'https://cdn.example/a.svg', '/media/products/photo.png'])(
    'gives nothing for %s',
    (url) => {
      expect(smallMediaDataUrl(url)).toBeUndefined();
    },
  );
});
