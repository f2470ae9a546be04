import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductDetail } from '@topup/shared/contract';
import { downloadCanvas, QrCode } from '@topup/shared/qr';
import { useFormatMoney } from '@topup/shared/storefront';
import { Button, CopyButton, Dialog, SizedImage, showToast } from '@topup/shared/ui';
import { drawPoster } from './posterImage';
import styles from './ShareDialog.module.css';

const QR_SIZE = 120;

/** The product's address to share: its short link when it has one. */
export function productUrl(product: Pick<ProductDetail, 'id' | 'linkSuffix'>): string {
  const path = product.linkSuffix ? `/d/${product.linkSuffix}` : `/detail/${product.id}`;
  return `${window.location.origin}${path}`;
}

/** Share a product: copy its link, or show and save a poster with its picture, price and a QR code. */
export function ShareDialog({ open, onClose, product }: { open: boolean; onClose(): void; product: ProductDetail }) {
  const { t } = useTranslation();
  const format = useFormatMoney();
  const [saving, setSaving] = useState(false);
  const url = productUrl(product);
  const price = `${t('ui.priceFrom')} ${format(product.fromPrice)}`;

  async function save() {
    if (saving) return;
    setSaving(true);
    try {
      const poster = await drawPoster({
        imageUrl: product.image.url,
        name: product.name,
        price,
        caption: t('catalog.share.scan'),
        brand: t('brand'),
        qrText: url,
      });
      await downloadCanvas(poster, `topup-${product.linkSuffix ?? product.id}.png`);
    } catch {
      showToast({ type: 'error', message: t('catalog.share.saveFailed') });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('catalog.share.title')}
      className={styles.dialog}
      actions={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('close')}
          </Button>
          <Button onClick={() => void save()} disabled={saving} aria-busy={saving}>
            {t('catalog.share.saveImage')}
          </Button>
        </>
      }
    >
      <div className={styles.content}>
        <div className={styles.linkRow}>
          <input className={styles.link} readOnly value={url} aria-label={t('catalog.share.link')} onFocus={(event) => event.target.select()} />
          <CopyButton text={url} copiedMessage={t('catalog.share.copied')}>
            {t('catalog.share.copyLink')}
          </CopyButton>
        </div>
        <figure className={styles.poster} data-testid="product-poster">
          <SizedImage image={product.image} alt="" eager className={styles.posterImage} />
          <figcaption className={styles.posterText}>
            <span className={styles.posterName}>{product.name}</span>
            <span className={styles.posterPrice}>{price}</span>
          </figcaption>
          <div className={styles.posterFooter}>
            <QrCode value={url} size={QR_SIZE} label={t('catalog.share.qrLabel')} className={styles.qr} />
            <div className={styles.posterCaption}>
              <span>{t('catalog.share.scan')}</span>
              <strong className={styles.brand}>{t('brand')}</strong>
            </div>
          </div>
        </figure>
      </div>
    </Dialog>
  );
}
