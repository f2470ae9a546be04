import { SignInFirst } from '@topup/shared/ui';
import common from '../common/member.module.css';

/**
 * An account page seen signed out: its title above the kit's sign-in prompt, the same look as every
 * other page of the customer's own, with a login that comes back here.
 */
export function SignedOutPage({ title, reason }: { title: string; reason: string }) {
  return (
    <div className={common.page}>
      <h1 className={common.title}>{title}</h1>
      <SignInFirst reason={reason} />
    </div>
  );
}
