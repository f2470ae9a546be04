import { useTranslation } from 'react-i18next';

/** The remote loaded but its fragment has no page for this route (a version skew). */
export function MissingRoutePage() {
  const { t } = useTranslation();
  return <p role="status">{t('remote.missingRoute')}</p>;
}
