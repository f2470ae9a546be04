import { QueryView, RemotePage } from '@topup/shared/ui';
import { ContentSkeleton } from './ContentSkeleton';
import { RichText } from './RichText';
import { useContentPage } from './useContentPage';
import styles from './content.module.css';

/** /agreement: the store's terms, which registration asks the visitor to accept; stored per locale (docs/content.md). */
export function AgreementPage() {
  const page = useContentPage('agreement');
  return (
    <RemotePage remote="activities" className={styles.page}>
      <QueryView query={page} loading={<ContentSkeleton />}>
        {(data) => (
          <>
            <header className={styles.head}>
              <h1 className={styles.title}>{data.title}</h1>
              {data.updated ? <p className={styles.muted}>{data.updated}</p> : null}
              <RichText text={data.intro} className={styles.lead} />
            </header>
            <ol className={styles.sections} data-testid="agreement-sections">
              {data.sections.map((section, index) => (
                <li key={index} className={styles.section}>
                  <h2 className={styles.sectionTitle}>{section.heading}</h2>
                  <RichText text={section.body} className={styles.text} />
                </li>
              ))}
            </ol>
          </>
        )}
      </QueryView>
    </RemotePage>
  );
}
