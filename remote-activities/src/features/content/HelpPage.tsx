import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ContentPage } from '@topup/shared/contract/content';
import { links } from '@topup/shared/remotes';
import { QueryView, RemotePage } from '@topup/shared/ui';
import { ContentSkeleton } from './ContentSkeleton';
import { RichText } from './RichText';
import { useContentPage } from './useContentPage';
import styles from './content.module.css';

/** A stored page shown as a block of the help page (the delivery promise, how to reach us). */
function InfoBlock({ page, id }: { page: ContentPage; id: string }) {
  return (
    <section className={styles.more} aria-labelledby={id} data-testid={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {page.title}
      </h2>
      <RichText text={page.intro} className={styles.lead} />
      {page.sections.map((section, index) => (
        <div key={index}>
          <h3 className={styles.sectionTitle}>{section.heading}</h3>
          <RichText text={section.body} className={styles.text} />
        </div>
      ))}
    </section>
  );
}

/** /help: questions and answers, each opening in place, the delivery promise and the way to support; stored per locale. */
export function HelpPage() {
  const { t } = useTranslation();
  const help = useContentPage('help');
  const delivery = useContentPage('delivery');
  const contact = useContentPage('contact');
  return (
    <RemotePage remote="activities" className={styles.page}>
      <QueryView query={help} loading={<ContentSkeleton />}>
        {(data) => (
          <>
            <header className={styles.head}>
              <h1 className={styles.title}>{data.title}</h1>
              <RichText text={data.intro} className={styles.lead} />
            </header>
            <div className={styles.questions} data-testid="help-questions">
              {data.sections.map((section, index) => (
                <details key={index} className={styles.question}>
                  <summary className={styles.summary}>{section.heading}</summary>
                  <RichText text={section.body} className={styles.text} />
                </details>
              ))}
            </div>
          </>
        )}
      </QueryView>
      {delivery.data ? <InfoBlock page={delivery.data} id="help-delivery" /> : null}
      <section className={styles.more} aria-labelledby="help-more">
        <h2 id="help-more" className={styles.sectionTitle}>
          {contact.data?.title ?? t('helpPage.more')}
        </h2>
        {contact.data ? <RichText text={contact.data.intro} className={styles.lead} /> : null}
        {contact.data?.sections.map((section, index) => <RichText key={index} text={section.body} className={styles.text} />)}
        <Link to={links.support()} className={styles.action}>
          {t('helpPage.toSupport')}
        </Link>
      </section>
    </RemotePage>
  );
}
