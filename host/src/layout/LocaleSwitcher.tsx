import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALES, isLocale, type Locale } from '@topup/shared/contract';
import { changeLocale } from '@topup/shared/i18n';
import { useSession } from '@topup/shared/session';
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

export function LocaleSwitcher() {
  const { t } = useTranslation();
  const id = useId();
  const locale = useSession((state) => state.locale);
  return (
    <span className={styles.locale}>
      {/* The select sits, invisible, over the globe: the control stays the native one. */}
      <span className={styles.localeIcon} aria-hidden="true">
        <GlobeIcon />
        <span className={styles.localeCode}>{locale}</span>
      </span>
      <label htmlFor={id} className={styles.visuallyHidden}>
        {t('nav.language')}
      </label>
      <select
        id={id}
        className={styles.localeSelect}
        value={locale}
        onChange={(event) => {
          if (isLocale(event.target.value)) void changeLocale(event.target.value);
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
