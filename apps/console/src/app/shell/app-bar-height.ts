import { useLayoutEffect, type RefObject } from 'react';

/** The CSS variable holding the app bar's height, which grows when the bar wraps (narrow windows, the operator's banner). */
const APP_BAR_HEIGHT_VAR = '--app-bar-height';
/** The space the fixed app bar takes above the menu and the page (MUI's toolbar height until it is measured). */
export const belowAppBar = { height: `var(${APP_BAR_HEIGHT_VAR}, 64px)`, flexShrink: 0 } as const;

/**
 * Keeps APP_BAR_HEIGHT_VAR on the document equal to the bar's height: the menu and the page start below it, and
 * the toasts appear below it instead of over the user's name and 'Sair'. Removed when the bar goes (sign-in pages).
 */
export function useAppBarHeight(bar: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = bar.current;
    if (!element) return;
    const root = document.documentElement.style;
    const measure = () => root.setProperty(APP_BAR_HEIGHT_VAR, `${element.getBoundingClientRect().height}px`);
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.removeProperty(APP_BAR_HEIGHT_VAR);
    };
  }, [bar]);
}
