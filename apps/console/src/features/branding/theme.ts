import { alpha, createTheme, darken, getContrastRatio, lighten, type Theme } from '@mui/material/styles';
import { enUS, esES, ptBR } from '@mui/material/locale';
import { TOOLTIP, type ColorConfig, type Language } from '@console/contract';

const MUI_LOCALES = { 'pt-br': ptBR, en: enUS, es: esES } as const;

/** WCAG AA for normal text. */
const TEXT_CONTRAST = 4.5;
/** WCAG 1.4.11: the boundary of a control (an input's border) against what is around it. */
const CONTROL_CONTRAST = 3;

/**
 * The brand colour, darkened only as far as needed to be readable as text on every one of `surfaces`.
 * Brand colours such as a bright yellow fill buttons well but vanish as link, label or heading text on white.
 */
export function readableInk(color: string, ...surfaces: string[]): string {
  const on = surfaces.length ? surfaces : ['#ffffff'];
  let ink = color;
  for (let step = 0; step < 20 && on.some((surface) => getContrastRatio(ink, surface) < TEXT_CONTRAST); step++)
    ink = darken(ink, 0.1);
  return ink;
}

/**
 * `color` darkened (on light surfaces) or lightened (on dark ones) only as far as needed to reach `ratio` against
 * every one of `surfaces`: status colours under white chip text, an input's border around the field.
 */
function contrastingShade(color: string, ratio: number, ...surfaces: string[]): string {
  const dark = surfaces.some((surface) => textOn(surface) === '#ffffff');
  let shade = color;
  for (let step = 0; step < 20 && surfaces.some((surface) => getContrastRatio(shade, surface) < ratio); step++)
    shade = dark ? lighten(shade, 0.1) : darken(shade, 0.1);
  return shade;
}

/** Black or white, whichever reads better on `fill` (one of them always reaches 4.5:1). */
export const textOn = (fill: string): string =>
  getContrastRatio('#ffffff', fill) >= getContrastRatio('#000000', fill) ? '#ffffff' : '#000000';

/** The colours derived from a client's brand for text and focus, readable (4.5:1) on the card and the page behind it. */
export interface DerivedColors {
  /** Primary-coloured text: links, focused labels, outlined buttons. */
  ink: string;
  /** The keyboard focus ring. */
  focus: string;
  /** Text on a primary-filled button. */
  onPrimary: string;
  onSecondary: string;
  /** An unfocused input's border: 3:1 against the card and the page. */
  controlBorder: string;
  /** Unselected toggle buttons (the dashboard's period): secondary text at 4.5:1. */
  toggleInk: string;
}

export function deriveColors(palette: {
  primary: string;
  secondary: string;
  paper: string;
  background: string;
}): DerivedColors {
  return {
    ink: readableInk(palette.primary, palette.paper, palette.background),
    focus: readableInk(palette.secondary, palette.paper, palette.background),
    onPrimary: textOn(palette.primary),
    onSecondary: textOn(palette.secondary),
    controlBorder: contrastingShade('#949494', CONTROL_CONTRAST, palette.paper, palette.background),
    toggleInk: contrastingShade('#666666', TEXT_CONTRAST, palette.paper, palette.background),
  };
}

/** The MUI theme of a client's colours (primary, secondary, background, surface, text, error) in the active language. */
export function buildTheme(config: ColorConfig | undefined, language: Language): Theme {
  const plain = createTheme();
  const derived = deriveColors({
    primary: config?.primary ?? plain.palette.primary.main,
    secondary: config?.secondary ?? plain.palette.secondary.main,
    paper: config?.surface ?? plain.palette.background.paper,
    background: config?.background ?? plain.palette.background.default,
  });
  const paper = config?.surface ?? plain.palette.background.paper;
  const page = config?.background ?? plain.palette.background.default;
  // Status chips (info 'Em avaliação', warning 'Devolvido para ajustes') carry white text when filled and their own
  // colour as text when outlined: MUI's info (3.9:1) and warning (3.1:1) are darkened to 4.5:1 for both.
  const status = (main: string) => ({
    main: contrastingShade(main, TEXT_CONTRAST, '#ffffff', paper, page),
    contrastText: '#ffffff',
  });
  const base = createTheme({
    palette: {
      info: status(plain.palette.info.main),
      warning: status(plain.palette.warning.main),
      success: status(plain.palette.success.main),
      ...(config
        ? {
            primary: { main: config.primary, contrastText: derived.onPrimary },
            secondary: { main: config.secondary, contrastText: derived.onSecondary },
            error: { main: config.error },
            background: { default: config.background, paper: config.surface },
            text: { primary: config.text },
          }
        : {}),
    },
  });
  const focusRing = `3px solid ${derived.focus}`;
  // Filled surfaces keep the exact brand colour; primary-coloured text, labels and outlines use a readable shade of it.
  const { ink } = derived;
  const focused = '&.Mui-focused:not(.Mui-error)';
  return createTheme(
    base,
    {
      components: {
        MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': { outline: focusRing, outlineOffset: 2 } } } },
        MuiLink: {
          styleOverrides: { root: { color: ink, '&:focus-visible': { outline: focusRing, outlineOffset: 2 } } },
        },
        MuiButton: {
          variants: [
            { props: { variant: 'text', color: 'primary' }, style: { color: ink } },
            { props: { variant: 'outlined', color: 'primary' }, style: { color: ink, borderColor: ink } },
          ],
        },
        MuiTypography: { variants: [{ props: { color: 'primary' }, style: { color: ink } }] },
        MuiCheckbox: { styleOverrides: { root: { '&.Mui-checked': { color: ink } } } },
        // A selected tab's label is primary-coloured text (a record's child collections, the permission sections).
        MuiTab: { styleOverrides: { root: { '&.Mui-selected': { color: ink } } } },
        MuiFormLabel: { styleOverrides: { root: { [focused]: { color: ink } } } },
        MuiOutlinedInput: {
          styleOverrides: {
            root: { [`${focused} .MuiOutlinedInput-notchedOutline`]: { borderColor: ink } },
            // MUI's rgba(0,0,0,.23) measures 1.7:1; hover, focus, error and disabled keep their own (stronger) rules.
            notchedOutline: { borderColor: derived.controlBorder },
          },
        },
        MuiToggleButton: {
          styleOverrides: {
            root: {
              color: derived.toggleInk,
              '&.Mui-selected': { color: base.palette.text.primary, backgroundColor: alpha(ink, 0.12) },
            },
          },
        },
        MuiInput: { styleOverrides: { underline: { '&:after': { borderBottomColor: ink } } } },
        // At 390 px a dialog's buttons wrap onto a second line instead of overlapping or leaving the screen.
        MuiDialogActions: {
          styleOverrides: {
            root: { flexWrap: 'wrap', gap: 8, '& > :not(style) ~ :not(style)': { marginLeft: 0 } },
          },
        },
        MuiTooltip: {
          defaultProps: {
            enterDelay: TOOLTIP.enterDelay,
            leaveDelay: TOOLTIP.leaveDelay,
            leaveTouchDelay: TOOLTIP.touchHideDelay,
          },
        },
      },
    },
    MUI_LOCALES[language],
  );
}
