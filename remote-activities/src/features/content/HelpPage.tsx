import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { RemotePage } from '@topup/shared/ui';
import styles from './content.module.css';

/** The questions buyers ask most, in that order; the texts are in the locale files under helpPage.questions. */
const QUESTIONS = ['delivery', 'playerId', 'wrongId', 'refunds', 'payment'] as const;

/** /help: questions and answers, each opening in place, and the way to support. */
export function HelpPage() {
  const { t } = useTranslation();
  return (
    <RemotePage remote="activities" className={styles.page}>
      <header className={styles.head}>
        <h1 className={styles.title}>{t('title.help')}</h1>
        <p className={styles.lead}>{t('helpPage.intro')}</p>
      </header>
      <div className={styles.questions} data-testid="help-questions">
        {QUESTIONS.map((key) => (
          <details key={key} className={styles.question}>
            <summary className={styles.summary}>{t(`helpPage.questions.${key}.question`)}</summary>
            <p className={styles.text}>{t(`helpPage.questions.${key}.answer`)}</p>
          </details>
        ))}
      </div>
      <section className={styles.more} aria-labelledby="help-more">
        <h2 id="help-more" className={styles.sectionTitle}>
          {t('helpPage.more')}
        </h2>
        <Link to="/service" className={styles.action}>
          {t('helpPage.toSupport')}
        </Link>
      </section>
    </RemotePage>
  );
}
