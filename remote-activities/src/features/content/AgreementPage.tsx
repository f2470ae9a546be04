import { useTranslation } from 'react-i18next';
import { RemotePage } from '@topup/shared/ui';
import styles from './content.module.css';

/** The terms' sections, in reading order; their texts are in the locale files under agreement.sections. */
const SECTIONS = ['about', 'account', 'order', 'prices', 'delivery', 'refunds', 'balance', 'conduct', 'data', 'changes'] as const;

/** /agreement: the store's terms, which registration asks the visitor to accept. */
export function AgreementPage() {
  const { t } = useTranslation();
  return (
    <RemotePage remote="activities" className={styles.page}>
      <header className={styles.head}>
        <h1 className={styles.title}>{t('title.agreement')}</h1>
        <p className={styles.muted}>{t('agreement.updated')}</p>
        <p className={styles.lead}>{t('agreement.intro')}</p>
      </header>
      <ol className={styles.sections} data-testid="agreement-sections">
        {SECTIONS.map((key) => (
          <li key={key} className={styles.section}>
            <h2 className={styles.sectionTitle}>{t(`agreement.sections.${key}.title`)}</h2>
            <p className={styles.text}>{t(`agreement.sections.${key}.text`)}</p>
          </li>
        ))}
      </ol>
    </RemotePage>
  );
}
