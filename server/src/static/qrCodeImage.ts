import type { FastifyInstance } from 'fastify';
import QRCode from 'qrcode';
import { fail, QR_CODE_IMAGE_PATH, QR_CODE_TEXT_MAX_LENGTH } from '@topup/shared/contract';
import { ResultCode } from '@topup/shared/errors';

/** The same text always draws the same code: browsers keep it for good. */
export const QR_CODE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * A QR code as SVG, dark on white with a quiet zone so phone cameras read it on the dark theme too.
 * Its size attributes let a poster draw it onto a canvas (a browser needs them for an SVG image).
 */
export function qrCodeSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2, width: 512, color: { dark: '#000000ff', light: '#ffffffff' } });
}

/**
 * GET /media/qr.svg?text=…: the QR codes of the store's pages (customer service, the invitation
 * link, a product's poster, a USDT address), so no page downloads a QR library. Public: every
 * text it encodes is one the page already shows.
 */
export function registerQrCodeImage(app: FastifyInstance): void {
  app.get(QR_CODE_IMAGE_PATH, { schema: { hide: true } }, async (request, reply) => {
    const { text } = request.query as Record<string, unknown>;
    if (text === undefined || text === '') return reply.code(400).send(fail(ResultCode.MISSING_PARAMETER, 'Missing parameter: text'));
    if (typeof text !== 'string' || text.length > QR_CODE_TEXT_MAX_LENGTH) {
      return reply.code(400).send(fail(ResultCode.PARAMETER_ERROR, `Parameter error: text: one text of at most ${QR_CODE_TEXT_MAX_LENGTH} characters`));
    }
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', QR_CODE_CACHE_CONTROL)
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(await qrCodeSvg(text));
  });
}
