import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Dropdown } from '@topup/shared/ui';
import { useSession } from '@topup/shared/session';
import { useStorefront } from '@topup/shared/storefront';
import { MEMBER_LINKS } from '@topup/shared/remotes';
import { signOut } from '../session/signOut';
import styles from './Header.module.css';

/**
 * The signed-in visitor's menu in the header (spec, section 2): every member page the storefront
 * offers. The trigger shows the e-mail on wide screens and an initial on a phone, never a broken address.
 */
export function AccountMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const userInfo = useSession((state) => state.userInfo);
  const features = useStorefront()?.features ?? [];
  const email = typeof userInfo?.email === 'string' ? userInfo.email : undefined;
  const name = email ?? t('nav.myAccount');
  return (
    <Dropdown
      className={styles.account}
      label={t('nav.memberCenter')}
      triggerLabel={email ? t('nav.accountIcon', { email }) : t('nav.myAccount')}
      trigger={
        <>
          <span className={styles.avatar} aria-hidden="true">
            {name.charAt(0).toUpperCase()}
          </span>
          <span className={styles.accountName} aria-hidden="true">
            {name}
          </span>
        </>
      }
      align="end"
      items={[
        ...MEMBER_LINKS.filter((link) => !link.feature || features.includes(link.feature)).map((link) => ({ to: link.to, label: t(link.labelKey) })),
        {
          id: 'logout',
          label: t('nav.logout'),
          onSelect: () => {
            signOut();
            navigate('/');
          },
        },
      ]}
    />
  );
}
