import { Link, NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isSignedIn, useSession } from '@topup/shared/session';
import { AccountMenu } from './AccountMenu';
import { ContactLink } from './ContactLink';
import { LocaleSwitcher } from './LocaleSwitcher';
import { SearchBox } from './SearchBox';
import styles from './Header.module.css';

function navClass({ isActive }: { isActive: boolean }): string {
  return isActive ? `${styles.link} ${styles.active}` : (styles.link ?? '');
}

export function Header() {
  const { t } = useTranslation();
  const signedIn = useSession(isSignedIn);
  return (
    <header className={styles.header} data-testid="shell-header">
      <div className={styles.bar}>
        <Link to="/" className={styles.logo} aria-label={t('nav.home')}>
          {t('brand')}
        </Link>
        <SearchBox />
        <nav className={styles.nav} aria-label={t('nav.memberCenter')}>
          <NavLink to="/" end className={navClass}>
            {t('nav.home')}
          </NavLink>
          <NavLink to="/activies/ext/list" className={navClass}>
            {t('nav.gameZone')}
          </NavLink>
          <NavLink to="/my/order" className={navClass}>
            {t('nav.myOrder')}
          </NavLink>
          <NavLink to="/my" end className={navClass}>
            {t('nav.myAccount')}
          </NavLink>
          <ContactLink />
          <LocaleSwitcher />
          {signedIn ? (
            <AccountMenu />
          ) : (
            <Link to="/login" className={styles.login}>
              {t('nav.login')}
            </Link>
          )}
        </nav>
      </div>
    </header>
  );
}
