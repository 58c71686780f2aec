/** The Intl locale of an interface language (pt-br by default). */
export const intlLocale = (language: string): string =>
  language === 'en' ? 'en-US' : language === 'es' ? 'es-ES' : 'pt-BR';

/** 1000000 -> '1.000.000' in pt-br and es, '1,000,000' in en. */
export const formatCount = (value: number, language: string): string => value.toLocaleString(intlLocale(language));

const currencyFormats = new Map<string, Intl.NumberFormat>();

/**
 * An amount in reais in the interface language (issue 27): 'R$ 1.234,56' in pt-br, 'R$1,234.56' in en, '1234,56 R$'
 * in es, as Intl writes them. The no-break spaces Intl puts around the symbol are plain spaces, so pt-br reads exactly
 * as before.
 */
export function formatCurrency(value: number, language: string): string {
  const locale = intlLocale(language);
  let format = currencyFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'BRL', currencyDisplay: 'narrowSymbol' });
    currencyFormats.set(locale, format);
  }
  return format.format(value).replace(/[\u00a0\u202f]/g, ' ');
}
