/** The Intl locale of an interface language (pt-br by default). */
export const intlLocale = (language: string): string =>
  language === 'en' ? 'en-US' : language === 'es' ? 'es-ES' : 'pt-BR';

/** 1000000 -> '1.000.000' in pt-br and es, '1,000,000' in en. */
export const formatCount = (value: number, language: string): string => value.toLocaleString(intlLocale(language));
