import i18next, { type Resource } from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@console/contract';
import { applyDateLocale } from './date.ts';
import { getLanguage, storeLanguage } from './session.ts';

export const i18n = i18next.createInstance();

/** The document's language tag (`<html lang>`, BCP 47) for each interface language. */
export const HTML_LANG: Record<Language, string> = { 'pt-br': 'pt-BR', en: 'en', es: 'es' };

/** Tells the browser (screen readers, hyphenation, spell checks) the language the page is in. */
function markDocument(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = HTML_LANG[language];
}

/** Translation files: `assets/i18n/{lang}.json` over HTTP (SPEC.md §7), or given resources (tests). */
export async function initI18n(resources?: Resource): Promise<void> {
  const lng = getLanguage();
  applyDateLocale(lng);
  markDocument(lng);
  if (!resources) i18n.use(HttpBackend);
  await i18n.use(initReactI18next).init({
    lng,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    lowerCaseLng: true,
    load: 'currentOnly',
    interpolation: { escapeValue: false },
    showSupportNotice: false,
    react: { useSuspense: false },
    ...(resources ? { resources } : { backend: { loadPath: '/assets/i18n/{{lng}}.json' } }),
  });
}

/** Switches translations, dates, `<html lang>` and (through the theme) MUI texts without storing the choice. */
export async function applyLanguage(language: Language): Promise<void> {
  applyDateLocale(language);
  markDocument(language);
  await i18n.changeLanguage(language);
}

/** Stores the language (localStorage), then applies it. */
export async function changeLanguage(language: Language): Promise<void> {
  storeLanguage(language);
  await applyLanguage(language);
}
