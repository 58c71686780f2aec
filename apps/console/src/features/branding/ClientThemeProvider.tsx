import { useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { DEFAULT_LANGUAGE, type ClientColors, type ColorConfig, type Language } from '@console/contract';
import { isLanguage } from '../../lib/session.ts';
import { buildTheme } from './theme.ts';

/** The MUI theme of a colour config in the active language (the app's, and the brand editor's preview of unsaved colours). */
export function useBrandTheme(config: ColorConfig | undefined): Theme {
  const { i18n } = useTranslation();
  const language: Language = isLanguage(i18n.language) ? (i18n.language as Language) : DEFAULT_LANGUAGE;
  return useMemo(() => buildTheme(config, language), [config, language]);
}

/** Applies a client's colours, favicon and the active language's MUI locale to everything inside. */
export function ClientThemeProvider({ colors, children }: { colors: ClientColors | undefined; children: ReactNode }) {
  const theme = useBrandTheme(colors?.config);
  const favicon = colors?.config.favicon ?? null;
  useEffect(() => {
    // Every icon link (index.html's own and the one the server adds for a client's page) shows the client's favicon.
    for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="icon"]')) link.href = favicon ?? 'data:,';
  }, [favicon]);
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
