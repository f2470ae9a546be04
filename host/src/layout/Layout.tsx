import { Outlet } from 'react-router-dom';
import { NotificationHost } from '@topup/shared/ui';
import { Header } from './Header';
import { Footer } from './Footer';
import styles from './Layout.module.css';

export function Layout() {
  return (
    <div className={styles.shell}>
      <Header />
      <main id="main" className={styles.main}>
        <Outlet />
      </main>
      <Footer />
      <NotificationHost />
    </div>
  );
}
