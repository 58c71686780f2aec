import { createTheme, darken, getContrastRatio, type Theme } from '@mui/material/styles';
import { enUS, esES, ptBR } from '@mui/material/locale';
import { TOOLTIP, type ColorConfig, type Language } from '@console/contract';

const MUI_LOCALES = { 'pt-br': ptBR, en: enUS, es: esES } as const;

/** WCAG AA for normal text. */
const TEXT_CONTRAST = 4.5;

/**
 * The brand colour, darkened only as far as needed to be readable as text on `surface`.
 * Brand colours such as a bright yellow fill buttons well but vanish as link or heading text on white.
 */
export function readableInk(color: string, surface = '#ffffff'): string {
  let ink = color;
  for (let step = 0; step < 20 && getContrastRatio(ink, surface) < TEXT_CONTRAST; step++) ink = darken(ink, 0.1);
  return ink;
}

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
  // Filled surfaces keep the exact brand colour; primary-coloured text and outlines use a readable shade of it.
  const ink = readableInk(base.palette.primary.main, base.palette.background.paper);
  return createTheme(
    base,
    {
      components: {
        MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': { outline: focusRing, outlineOffset: 2 } } } },
        MuiLink: { styleOverrides: { root: { color: ink, '&:focus-visible': { outline: focusRing, outlineOffset: 2 } } } },
        MuiButton: {
          variants: [
            { props: { variant: 'text', color: 'primary' }, style: { color: ink } },
            { props: { variant: 'outlined', color: 'primary' }, style: { color: ink, borderColor: ink } },
          ],
        },
        MuiTypography: { variants: [{ props: { color: 'primary' }, style: { color: ink } }] },
        MuiCheckbox: { styleOverrides: { root: { '&.Mui-checked': { color: ink } } } },
        MuiTooltip: {
          defaultProps: { enterDelay: TOOLTIP.enterDelay, leaveDelay: TOOLTIP.leaveDelay, leaveTouchDelay: TOOLTIP.touchHideDelay },
        },
      },
    },
    MUI_LOCALES[language],
  );
}
