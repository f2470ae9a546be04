// What the shared react-i18next singleton provides (see react-router-dom.mjs beside it): without
// Trans and its HTML parser, which the store does not use.
export { initReactI18next, useTranslation } from 'react-i18next-implementation';
