import type { ReactNode } from 'react';
import styles from './PayWayList.module.css';

/** A wordmark on a coloured tile: the simple sign the store draws for a pay way. */
function tile(background: string, text: string, color = '#fff', extra: ReactNode = null) {
  return (
    <>
      <rect width="48" height="32" rx="6" fill={background} />
      {extra}
      <text x="24" y="21" textAnchor="middle" fontFamily="Arial, Helvetica, sans-serif" fontWeight="700" fontSize={text.length > 3 ? 11 : 13} fill={color}>
        {text}
      </text>
    </>
  );
}

/**
 * Marks drawn for the project (not the brands' own artwork): enough for a buyer to spot the
 * method they know at a glance. The name beside it stays the accessible text.
 */
const MARKS: Record<string, ReactNode> = {
  CARDPAY_RU: tile('#0f754e', 'МИР'),
  SBP: (
    <>
      <rect width="48" height="32" rx="6" fill="#fff" />
      <path d="M6 6l6 4v12l-6 4z" fill="#5b57a2" />
      <path d="M12 10l6-4v8l-6 4z" fill="#d90751" />
      <path d="M12 22l6 4v-8l-6-4z" fill="#fab31e" />
      <path d="M18 6l-6 4 6 4z" fill="#1d9f54" />
      <text x="33" y="20" textAnchor="middle" fontFamily="Arial, Helvetica, sans-serif" fontWeight="700" fontSize="10" fill="#1d1d1b">
        СБП
      </text>
    </>
  ),
  QIWI: tile('#ff8c00', 'QIWI'),
  balance: (
    <>
      <rect width="48" height="32" rx="6" fill="#2e3546" />
      <rect x="12" y="9" width="24" height="15" rx="3" fill="none" stroke="#ff7a1a" strokeWidth="2" />
      <rect x="28" y="14" width="8" height="5" rx="2" fill="#ff7a1a" />
    </>
  ),
  SPEI: tile('#1f3c88', 'SPEI'),
  OXXO_PAY: tile('#d52b1e', 'OXXO', '#fff', <rect y="4" width="48" height="3" fill="#ffd200" />),
  MERCADO_PAGO: tile('#00b1ea', 'MP'),
  card: (
    <>
      <rect width="48" height="32" rx="6" fill="#3b4a6b" />
      <rect y="7" width="48" height="5" fill="#1a2234" />
      <rect x="6" y="17" width="9" height="7" rx="1.5" fill="#f5c451" />
      <rect x="20" y="20" width="20" height="2" rx="1" fill="#c9d1e4" />
    </>
  ),
  PIX: (
    <>
      <rect width="48" height="32" rx="6" fill="#fff" />
      <path d="M13 8l8 8-8 8-8-8z" fill="#32bcad" />
      <text x="33" y="20" textAnchor="middle" fontFamily="Arial, Helvetica, sans-serif" fontWeight="700" fontSize="11" fill="#32bcad">
        pix
      </text>
    </>
  ),
  USDT_TRC20: (
    <>
      <rect width="48" height="32" rx="6" fill="#fff" />
      <circle cx="24" cy="16" r="11" fill="#26a17b" />
      <text x="24" y="21" textAnchor="middle" fontFamily="Arial, Helvetica, sans-serif" fontWeight="700" fontSize="14" fill="#fff">
        ₮
      </text>
    </>
  ),
  STC_PAY: tile('#4f008c', 'stc'),
};

/** The pay way's mark, decorative (the name beside it says which method it is); nothing for an unknown code. */
export function PayWayLogo({ payWay }: { payWay: string }) {
  const mark = MARKS[payWay];
  if (!mark) return null;
  return (
    <svg className={styles.logo} viewBox="0 0 48 32" width="48" height="32" aria-hidden="true" focusable="false" data-pay-way-logo={payWay}>
      {mark}
    </svg>
  );
}
