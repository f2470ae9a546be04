import { useId, useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormField } from '@topup/shared/contract/form';
import { Button } from '@topup/shared/ui';
import { putImage, signImages, uploadTicket } from './api';
import { fileError } from './fieldRules';
import styles from './forms.module.css';

export interface ImageEntry {
  /** This page's own key of the image. */
  key: string;
  name: string;
  state: 'uploading' | 'done' | 'failed' | 'refused';
  progress: number;
  uploadId: string | null;
  previewUrl: string | null;
}

type ImageFieldProps = {
  orderNo: string;
  field: Extract<FormField, { type: 'image' }>;
  images: ImageEntry[];
  error: string | undefined;
  /** Changes one image (functional: uploads finish in any order). */
  onImages(change: (images: ImageEntry[]) => ImageEntry[]): void;
  onFileRefused(message: string): void;
};

let nextKey = 0;

/** An image field: pick files, each goes straight to the object store with its own progress, then shows from a signed link. */
export function ImageField({ orderNo, field, images, error, onImages, onFileRefused }: ImageFieldProps) {
  const { t } = useTranslation();
  const inputId = `images-${useId()}`;
  const input = useRef<HTMLInputElement>(null);
  const update = (key: string, patch: Partial<ImageEntry>) => onImages((all) => all.map((image) => (image.key === key ? { ...image, ...patch } : image)));

  const upload = async (file: File, key: string) => {
    try {
      const ticket = await uploadTicket(orderNo, field.key, file);
      update(key, { uploadId: ticket.uploadId });
      await putImage(ticket, file, (progress) => update(key, { progress }));
      const [signed] = await signImages([ticket.uploadId]);
      update(key, signed?.state === 1 ? { state: 'done', progress: 100, previewUrl: signed.url } : { state: 'refused', uploadId: null });
    } catch {
      update(key, { state: 'failed', uploadId: null });
    }
  };

  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []).slice(0, Math.max(0, field.maxCount - images.length));
    event.target.value = '';
    for (const file of files) {
      const refused = fileError(field, file, t);
      if (refused) {
        onFileRefused(`${file.name}: ${refused}`);
        continue;
      }
      const key = `image-${(nextKey += 1)}`;
      onImages((all) => [...all, { key, name: file.name, state: 'uploading', progress: 0, uploadId: null, previewUrl: null }]);
      void upload(file, key);
    }
  };

  const full = images.length >= field.maxCount;
  return (
    <fieldset className={styles.images} aria-describedby={`${inputId}-limits`}>
      <legend className={styles.legend}>{field.label}</legend>
      <p id={`${inputId}-limits`} className={styles.hint}>
        {field.hint ?? t('orderForm.images.limits', { min: field.minCount, max: field.maxCount, size: field.maxSizeKb })}
      </p>
      <ul className={styles.thumbs}>
        {images.map((image, index) => (
          <li key={image.key} className={styles.thumb} data-state={image.state}>
            {image.previewUrl ? (
              <img src={image.previewUrl} alt={t('orderForm.images.image', { number: index + 1 })} width={96} height={96} className={styles.preview} />
            ) : (
              <span className={styles.placeholder} aria-hidden="true" />
            )}
            <span className={styles.thumbName}>{image.name}</span>
            {image.state === 'uploading' ? (
              <progress max={100} value={image.progress} aria-label={t('orderForm.images.uploading', { percent: image.progress })}>
                {image.progress}%
              </progress>
            ) : null}
            {image.state === 'uploading' ? <span className={styles.hint}>{t('orderForm.images.uploading', { percent: image.progress })}</span> : null}
            {image.state === 'failed' ? <span className={styles.error}>{t('orderForm.images.failed')}</span> : null}
            {image.state === 'refused' ? <span className={styles.error}>{t('orderForm.images.refused')}</span> : null}
            {image.state !== 'uploading' ? (
              <Button variant="ghost" onClick={() => onImages((all) => all.filter((other) => other.key !== image.key))}>
                {t('orderForm.images.remove', { name: image.name })}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {!full ? (
        <>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            multiple={field.maxCount - images.length > 1}
            className={styles.fileInput}
            // The button below is the way in by keyboard; the input itself stays out of the tab order.
            tabIndex={-1}
            aria-label={field.label}
            onChange={picked}
          />
          <Button variant="secondary" onClick={() => input.current?.click()}>
            {t('orderForm.images.add')}
          </Button>
        </>
      ) : null}
      {error ? <p className={styles.error}>{error}</p> : null}
    </fieldset>
  );
}
