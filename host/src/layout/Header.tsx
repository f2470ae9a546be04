import { useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { links } from '@topup/shared/remotes';
import { isSignedIn, useSession } from '@topup/shared/session';
import { AccountMenu } from './AccountMenu';
import { ContactLink } from './ContactLink';
import { CloseIcon, SearchIcon } from './icons';
import { LocaleSwitcher } from './LocaleSwitcher';
import { SearchBox } from './SearchBox';
import { useHideOnScroll } from './useHideOnScroll';
import styles from './Header.module.css';

function navClass({ isActive }: { isActive: boolean }): string {
  return isActive ? `${styles.link} ${styles.active}` : (styles.link ?? '');
}

/**
 * One row at every width. Below 1024 px the text links give way to icons (search, locale,
 * account) and the bar steps aside while the visitor scrolls down, back as soon as they scroll up.
 */
export function Header() {
  const { t } = useTranslation();
  const signedIn = useSession(isSignedIn);
  const hidden = useHideOnScroll();
  const [searchOpen, setSearchOpen] = useState(false);
  const headerClass = [styles.header, hidden && !searchOpen ? styles.hidden : ''].filter(Boolean).join(' ');
  return (
    <header className={headerClass} data-testid="shell-header" data-hidden={hidden && !searchOpen ? 'true' : undefined}>
      <div className={styles.bar}>
        <Link to="/" className={styles.logo} aria-label={t('nav.home')}>
          {t('brand')}
        </Link>
        <SearchBox open={searchOpen} onClose={() => setSearchOpen(false)} />
        <nav className={styles.nav} aria-label={t('nav.memberCenter')}>
          <NavLink to="/" end className={navClass}>
            {t('nav.home')}
          </NavLink>
          <NavLink to="/activies/ext/list" className={navClass}>
            {t('nav.gameZone')}
          </NavLink>
          <NavLink to={links.myOrders()} className={navClass}>
            {t('nav.myOrder')}
          </NavLink>
          <NavLink to="/service" className={navClass}>
            {t('nav.support')}
          </NavLink>
        </nav>
        <div className={styles.tools}>
          <button
            type="button"
            className={styles.iconButton}
            aria-label={t(searchOpen ? 'nav.closeSearch' : 'nav.openSearch')}
            aria-expanded={searchOpen}
            aria-controls="shell-search"
            onClick={() => setSearchOpen((open) => !open)}
          >
            {searchOpen ? <CloseIcon /> : <SearchIcon />}
          </button>
          <ContactLink />
          <LocaleSwitcher />
          {signedIn ? (
            <AccountMenu />
          ) : (
            <Link to="/login" className={styles.login}>
              {t('nav.login')}
            </Link>
          )}
        </div>
      </div>
    </header>
  );
}
