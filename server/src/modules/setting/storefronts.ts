import { minorDigitsOf, type Storefront } from '@topup/shared/contract';

/**
 * The store's storefronts (docs/storefronts.md explains each choice). The feature switches are
 * the spec's: ru coupon, evaluate and balance; en balance; me none; mx and br coupon. The wallet
 * pay way ("balance") is offered only where the balance feature is on. Minor digits come from the
 * store's one currency table (CURRENCY_MINOR_DIGITS).
 */
export const STOREFRONTS: readonly Storefront[] = [
  {
    locale: 'ru',
    language: 'ru',
    direction: 'ltr',
    region: 'RU',
    currencyName: 'RUB',
    currencySymbol: '₽',
    minorDigits: minorDigitsOf('RUB'),
    payWays: ['CARDPAY_RU', 'SBP', 'QIWI', 'balance'],
    features: ['coupon', 'evaluate', 'balance'],
  },
  {
    locale: 'mx',
    language: 'es-MX',
    direction: 'ltr',
    region: 'MX',
    currencyName: 'MXN',
    currencySymbol: '$',
    minorDigits: minorDigitsOf('MXN'),
    payWays: ['SPEI', 'OXXO_PAY', 'MERCADO_PAGO', 'card'],
    features: ['coupon'],
  },
  {
    locale: 'br',
    language: 'pt-BR',
    direction: 'ltr',
    region: 'BR',
    currencyName: 'BRL',
    currencySymbol: 'R$',
    minorDigits: minorDigitsOf('BRL'),
    payWays: ['PIX', 'MERCADO_PAGO', 'card'],
    features: ['coupon'],
  },
  {
    locale: 'en',
    language: 'en',
    direction: 'ltr',
    region: 'INTL',
    currencyName: 'USD',
    currencySymbol: '$',
    minorDigits: minorDigitsOf('USD'),
    payWays: ['card', 'USDT_TRC20', 'balance'],
    features: ['balance'],
  },
  {
    locale: 'me',
    language: 'en',
    direction: 'ltr',
    region: 'SA',
    currencyName: 'SAR',
    currencySymbol: 'SAR',
    minorDigits: minorDigitsOf('SAR'),
    payWays: ['STC_PAY', 'card'],
    features: [],
  },
];
