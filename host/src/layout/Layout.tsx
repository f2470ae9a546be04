import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { NotificationHost } from '@topup/shared/ui';
import { Header } from './Header';
import { Footer } from './Footer';
import styles from './Layout.module.css';

/** A new page opens at its top, its heading in view; going back keeps where the visitor was. */
function useTopOfNewPage() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo?.({ top: 0 });
  }, [pathname, navigationType]);
}

export function Layout() {
  const { t } = useTranslation();
  const mainRef = useRef<HTMLElement>(null);
  useTopOfNewPage();
  return (
    <div className={styles.shell}>
      <a
        href="#main"
        className={styles.skipLink}
        onClick={(event) => {
          event.preventDefault();
          mainRef.current?.focus();
        }}
      >
        {t('nav.skipToContent')}
      </a>
      <Header />
      <main id="main" ref={mainRef} tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <Footer />
      <NotificationHost />
    </div>
  );
}
