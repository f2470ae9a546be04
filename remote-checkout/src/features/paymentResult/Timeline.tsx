import { useTranslation } from 'react-i18next';
import styles from './Timeline.module.css';

const STEPS = ['payment', 'delivery', 'done'] as const;

/** The order's way from payment to a delivered top-up; `current` is the step under way (3: all done). */
export function Timeline({ current }: { current: 0 | 1 | 2 | 3 }) {
  const { t } = useTranslation();
  return (
    <ol className={styles.timeline}>
      {STEPS.map((step, index) => {
        const state = index < current ? styles.done : index === current ? styles.current : styles.next;
        return (
          <li key={step} className={[styles.step, state].join(' ')} aria-current={index === current ? 'step' : undefined}>
            <span className={styles.dot} aria-hidden="true" />
            <span>{t(`checkout.timeline.${step}`)}</span>
            {index < current ? <span className={styles.hidden}> ({t('checkout.timeline.passed')})</span> : null}
          </li>
        );
      })}
    </ol>
  );
}
