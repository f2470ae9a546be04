import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Dropdown } from '@topup/shared/ui';
import { oauthLogoutCall } from '@topup/shared/contract';
import { request } from '@topup/shared/http';
import { logoutLocally, sessionStore, useSession } from '@topup/shared/session';

/** The signed-in visitor's menu in the header (spec, section 2). */
export function AccountMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const userInfo = useSession((state) => state.userInfo);
  const name = typeof userInfo?.email === 'string' ? userInfo.email : t('nav.myAccount');
  return (
    <Dropdown
      label={t('nav.memberCenter')}
      trigger={name}
      align="end"
      items={[
        { to: '/my', label: t('nav.myAccount') },
        { to: '/my/order', label: t('nav.myOrder') },
        { to: '/my/invitation', label: t('nav.invitation') },
        { to: '/my/safe', label: t('nav.security') },
        { to: '/help', label: t('nav.help') },
        {
          id: 'logout',
          label: t('nav.logout'),
          onSelect: () => {
            // Forget the tokens first, then have the server revoke them: a call still on its way
            // that the revocation turns into a 401 then finds nobody signed in to send to /login.
            const token = sessionStore.getState().accessToken;
            logoutLocally();
            navigate('/');
            void request(oauthLogoutCall, {}, { silent: true, auth: false, headers: { Authorization: `Bearer ${token}` } }).catch(() => undefined);
          },
        },
      ]}
    />
  );
}
