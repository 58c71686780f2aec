import { createTheme, type Theme } from '@mui/material/styles';
import { enUS, esES, ptBR } from '@mui/material/locale';
import { TOOLTIP, type ColorConfig, type Language } from '@console/contract';

const MUI_LOCALES = { 'pt-br': ptBR, en: enUS, es: esES } as const;

/** The MUI theme of a client's colours (primary, secondary, background, text) in the active language. */
export function buildTheme(config: ColorConfig | undefined, language: Language): Theme {
  const base = createTheme({
    palette: config
      ? {
          primary: { main: config.primary },
          secondary: { main: config.secondary },
          background: { default: config.background },
          text: { primary: config.text },
        }
      : {},
  });
  const focusRing = `3px solid ${base.palette.secondary.main}`;
  return createTheme(
    base,
    {
      components: {
        MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': { outline: focusRing, outlineOffset: 2 } } } },
        MuiLink: { styleOverrides: { root: { '&:focus-visible': { outline: focusRing, outlineOffset: 2 } } } },
        MuiTooltip: {
          defaultProps: { enterDelay: TOOLTIP.enterDelay, leaveDelay: TOOLTIP.leaveDelay, leaveTouchDelay: TOOLTIP.touchHideDelay },
        },
      },
    },
    MUI_LOCALES[language],
  );
}
