import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALES, isLocale, type Locale } from '@topup/shared/contract';
import { changeLocale } from '@topup/shared/i18n';
import { useSession } from '@topup/shared/session';
import { showToast } from '@topup/shared/ui';
import { GlobeIcon } from './icons';
import styles from './Header.module.css';

/** Each storefront named in its own language, so a visitor finds theirs whatever is shown now. */
const STOREFRONT_NAMES: Record<Locale, string> = {
  ru: 'Русский · ₽',
  mx: 'Español (México) · MXN',
  br: 'Português (Brasil) · R$',
  en: 'English · $',
  me: 'English (Middle East) · SAR',
};

/**
 * The storefront shown switches once its texts have arrived. Until then the control shows the
 * one asked for (on a slow link that takes seconds); if they cannot arrive, it goes back and says
 * so in the language still shown.
 */
export function LocaleSwitcher() {
  const { t } = useTranslation();
  const id = useId();
  const locale = useSession((state) => state.locale);
  const [asked, setAsked] = useState<Locale | null>(null);
  const shown = asked ?? locale;
  const ask = (next: Locale) => {
    setAsked(next);
    const settled = () => setAsked((current) => (current === next ? null : current));
    changeLocale(next).then(settled, () => {
      settled();
      showToast({ type: 'error', message: t('nav.languageFailed') });
    });
  };
  return (
    <span className={styles.locale}>
      {/* The select sits, invisible, over the globe: the control stays the native one. */}
      <span className={styles.localeIcon} aria-hidden="true">
        <GlobeIcon />
        <span className={styles.localeCode}>{shown}</span>
      </span>
      <label htmlFor={id} className={styles.visuallyHidden}>
        {t('nav.language')}
      </label>
      <select
        id={id}
        className={styles.localeSelect}
        value={shown}
        aria-busy={asked !== null}
        onChange={(event) => {
          if (isLocale(event.target.value)) ask(event.target.value);
        }}
        data-testid="locale-switcher"
      >
        {LOCALES.map((code) => (
          <option key={code} value={code}>
            {STOREFRONT_NAMES[code]}
          </option>
        ))}
      </select>
    </span>
  );
}
