import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import styles from './Pager.module.css';

export interface PagerProps {
  pageNum: number;
  pageSize: number;
  total: number;
  onChange(pageNum: number): void;
  /** Disable the buttons while a page loads. */
  busy?: boolean;
}

/**
 * Previous and next page around "page 2 of 5"; nothing when everything fits on one page. A page
 * past the last (an old link, fewer results since) keeps a way back, to the last page.
 */
export function Pager({ pageNum, pageSize, total, onChange, busy }: PagerProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const pastTheLast = pageNum > pages;
  if (pages <= 1 && !pastTheLast) return null;
  return (
    <nav className={styles.pager} aria-label={t('ui.pages')}>
      <Button variant="secondary" disabled={busy || pageNum <= 1} onClick={() => onChange(Math.min(pageNum - 1, pages))}>
        {t('ui.prevPage')}
      </Button>
      {pastTheLast ? null : (
        <span className={styles.position} aria-live="polite">
          {t('ui.pageOf', { page: pageNum, pages })}
        </span>
      )}
      <Button variant="secondary" disabled={busy || pageNum >= pages} onClick={() => onChange(pageNum + 1)}>
        {t('ui.nextPage')}
      </Button>
    </nav>
  );
}
