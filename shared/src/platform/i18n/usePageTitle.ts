import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the document title from a per-screen translation key, as the spec asks. */
export function usePageTitle(titleKey: string): void {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${t(titleKey)} · ${t('brand')}`;
  }, [t, titleKey]);
}
