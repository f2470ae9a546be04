import type { i18n } from 'i18next';
import type { Locale } from '@topup/shared/contract';
import ru from '../../../locales/ru.json';
import en from '../../../locales/en.json';
import mx from '../../../locales/mx.json';
import br from '../../../locales/br.json';
import me from '../../../locales/me.json';
import { initI18n } from './initI18n';

const BUNDLED = { ru, en, mx, br, me } as const;

/** i18next with the repository's texts, for jest tests that have no server to load them from. */
export function initTestI18n(locale: Locale = 'ru'): Promise<i18n> {
  return initI18n(locale, BUNDLED[locale]);
}
