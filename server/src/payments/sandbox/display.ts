import { createHash } from 'node:crypto';
import type { Money, PayExtraInfo, PayWayCode } from '@topup/shared/contract';

/** What a method's hosted page shows a buyer, fixed when the payment is created. */
export type SandboxDisplay =
  | { screen: 'card'; brands: string }
  | { screen: 'qr'; qrPayload: string; hint: 'sbp' | 'pix' }
  | { screen: 'transfer'; clabe: string; bank: string; beneficiary: string; concept: string }
  | { screen: 'voucher'; reference: string }
  | { screen: 'wallet'; account: string }
  | { screen: 'phone'; phone: string; otp: string }
  | { screen: 'crypto'; network: 'TRC20'; address: string; usdtMinor: string };

/** USDT has 6 minor digits; the sandbox takes 1 USD as 1 USDT. */
export const USDT_MINOR_DIGITS = 6;

function digitsFrom(seed: string, length: number): string {
  const hash = createHash('sha256').update(seed).digest();
  let digits = '';
  for (let i = 0; digits.length < length; i += 1) digits += String(hash[i % hash.length]! % 10);
  return digits;
}

/** CRC-16/CCITT-FALSE, the checksum that ends a PIX 'copia e cola' code. */
function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

const field = (id: string, value: string) => `${id}${String(value.length).padStart(2, '0')}${value}`;

/** A PIX BR Code (EMV QR) for the amount, with a sandbox key and the reference as its txid. */
function pixCode(amount: Money, ref: string): string {
  const value = (amount.amount / 100).toFixed(2);
  const txid = ref.replace(/[^A-Za-z0-9]/g, '').slice(0, 25);
  const body =
    field('00', '01') +
    field('26', field('00', 'br.gov.bcb.pix') + field('01', 'sandbox@topup.local')) +
    field('52', '0000') +
    field('53', '986') +
    field('54', value) +
    field('58', 'BR') +
    field('59', 'TOPUP SANDBOX') +
    field('60', 'SAO PAULO') +
    field('62', field('05', txid)) +
    '6304';
  return body + crc16(body);
}

/** An 18-digit CLABE of the sandbox bank (STP, 646) with its weighted check digit. */
function clabe(ref: string): string {
  const base = `646180${digitsFrom(ref, 11)}`;
  const weights = [3, 7, 1];
  const sum = [...base].reduce((total, digit, index) => total + ((Number(digit) * weights[index % 3]!) % 10), 0);
  return base + String((10 - (sum % 10)) % 10);
}

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** A TRON address's look (T and 33 base58 characters); the sandbox's, not on any chain. */
function tronAddress(ref: string): string {
  const hash = createHash('sha256').update(`trc20:${ref}`).digest();
  let address = 'T';
  for (let i = 0; address.length < 34; i += 1) address += BASE58[hash[i % hash.length]! % 58];
  return address;
}

export function displayFor(payWay: PayWayCode, ref: string, amount: Money, extra: PayExtraInfo): SandboxDisplay {
  switch (payWay) {
    case 'CARDPAY_RU':
      return { screen: 'card', brands: 'МИР · Visa · Mastercard' };
    case 'card':
      return { screen: 'card', brands: 'Visa · Mastercard · American Express' };
    case 'SBP':
      return {
        screen: 'qr',
        hint: 'sbp',
        qrPayload: `https://qr.nspk.ru/AS${digitsFrom(ref, 30)}?type=02&bank=100000000111&sum=${amount.amount}&cur=RUB&crc=${crc16(ref)}`,
      };
    case 'PIX':
      return { screen: 'qr', hint: 'pix', qrPayload: pixCode(amount, ref) };
    case 'SPEI':
      return { screen: 'transfer', clabe: clabe(ref), bank: 'STP', beneficiary: 'TopUp Sandbox S.A. de C.V.', concept: digitsFrom(`concept:${ref}`, 7) };
    case 'OXXO_PAY':
      return { screen: 'voucher', reference: digitsFrom(`oxxo:${ref}`, 14) };
    case 'MERCADO_PAGO':
      return { screen: 'wallet', account: extra.email ?? 'comprador@sandbox.mp' };
    case 'QIWI':
    case 'STC_PAY':
      return { screen: 'phone', phone: extra.phone ?? '', otp: digitsFrom(`otp:${ref}`, 6) };
    case 'USDT_TRC20':
      return {
        screen: 'crypto',
        network: 'TRC20',
        address: tronAddress(ref),
        usdtMinor: String(BigInt(amount.amount) * 10n ** BigInt(USDT_MINOR_DIGITS - 2)),
      };
    case 'balance':
      throw new Error('The wallet has no sandbox page');
  }
}
