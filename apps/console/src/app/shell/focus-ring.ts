import { getContrastRatio } from '@mui/material/styles';

/** WCAG 1.4.11: a focus indicator against what is around it. */
export const FOCUS_RING_CONTRAST = 3;

/**
 * The colour of the keyboard focus ring on the app bar, which wears the client's primary colour: the theme's ring
 * (a readable shade of the secondary colour, made for the card and the page) fell under 3:1 on most bars. White or
 * black, whichever stands out more from the bar: one of them always reaches 4.5:1.
 */
export const appBarFocusRing = (bar: string): string =>
  getContrastRatio('#ffffff', bar) >= getContrastRatio('#000000', bar) ? '#ffffff' : '#000000';

/** The app bar's focus styles for every control in it (buttons, links, the language select). */
export const appBarFocusStyles = (bar: string) => {
  const outline = `3px solid ${appBarFocusRing(bar)}`;
  return {
    '& .Mui-focusVisible, & a:focus-visible, & select:focus-visible, & button:focus-visible': {
      outline,
      outlineOffset: 2,
    },
  } as const;
};
