import { imageTypeOf } from '../../src/objectStore/imageType';

it('tells JPEG, PNG and WebP by their bytes and nothing else', () => {
  expect(imageTypeOf(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe('image/jpeg');
  expect(imageTypeOf(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
  expect(imageTypeOf(Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1'))).toBe('image/webp');
  expect(imageTypeOf(Buffer.from('RIFF\x10\x00\x00\x00WAVEfmt ', 'latin1'))).toBeNull();
  expect(imageTypeOf(Buffer.from('MZ\x90\x00', 'latin1'))).toBeNull();
  expect(imageTypeOf(Buffer.from('\x7fELF', 'latin1'))).toBeNull();
  expect(imageTypeOf(Buffer.from('GIF89a', 'latin1'))).toBeNull();
  expect(imageTypeOf(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
  expect(imageTypeOf(new Uint8Array())).toBeNull();
});
