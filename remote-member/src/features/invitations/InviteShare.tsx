import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { links } from '@topup/shared/remotes';
import { downloadCanvas, QrCode } from '@topup/shared/qr';
import { Button, CopyButton, showToast } from '@topup/shared/ui';
import common from '../common/member.module.css';
import { drawInvitePoster } from './posterImage';
import styles from './invitation.module.css';

const QR_SIZE = 160;

/** The address an inviter shares: the programme's page carrying their code. */
export function inviteUrl(inviteCode: string): string {
  return `${window.location.origin}${links.invitationProgramme(inviteCode)}`;
}

/** The caller's code, their link with a copy button, and the poster with its QR code to save. */
export function InviteShare({ inviteCode }: { inviteCode: string }) {
  const { t } = useTranslation();
  const [saving, setSaving] = useState(false);
  const url = inviteUrl(inviteCode);

  async function save() {
    if (saving) return;
    setSaving(true);
    try {
      const poster = await drawInvitePoster({
        title: t('invitation.poster.title'),
        text: t('invitation.poster.text'),
        code: inviteCode,
        brand: t('brand'),
        qrText: url,
      });
      await downloadCanvas(poster, `topup-invite-${inviteCode}.png`);
    } catch {
      showToast({ type: 'error', message: t('invitation.poster.saveFailed') });
    } finally {
      setSaving(false);
    }
  }

  return (
    <section className={common.card} aria-labelledby="invite-share">
      <h2 id="invite-share" className={common.cardTitle}>
        {t('invitation.share.title')}
      </h2>
      <p className={common.muted}>{t('invitation.share.intro')}</p>
      <div className={styles.code}>
        <span className={common.muted}>{t('invitation.share.code')}</span>
        <strong data-testid="invite-code">{inviteCode}</strong>
      </div>
      <div className={styles.linkRow}>
        <input className={styles.link} readOnly value={url} aria-label={t('invitation.share.link')} data-testid="invite-link" onFocus={(event) => event.target.select()} />
        <CopyButton text={url} copiedMessage={t('invitation.share.copied')}>
          {t('invitation.share.copyLink')}
        </CopyButton>
      </div>
      <figure className={styles.poster} data-testid="invite-poster">
        <figcaption className={styles.posterText}>
          <strong className={styles.posterTitle}>{t('invitation.poster.title')}</strong>
          <span>{t('invitation.poster.text')}</span>
        </figcaption>
        <QrCode value={url} size={QR_SIZE} label={t('invitation.poster.qrLabel')} className={styles.qr} />
      </figure>
      <div className={common.actions}>
        <Button variant="secondary" onClick={() => void save()} disabled={saving} aria-busy={saving}>
          {t('invitation.poster.save')}
        </Button>
      </div>
    </section>
  );
}
