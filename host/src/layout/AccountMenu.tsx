import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Dropdown } from '@topup/shared/ui';
import { oauthLogoutCall } from '@topup/shared/contract';
import { request } from '@topup/shared/http';
import { logoutLocally, useSession } from '@topup/shared/session';

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
            const signOut = () => {
              logoutLocally();
              navigate('/');
            };
            // The server revokes the tokens; the local sign-out happens whatever it answers.
            request(oauthLogoutCall, {}, { silent: true }).then(signOut, signOut);
          },
        },
      ]}
    />
  );
}
