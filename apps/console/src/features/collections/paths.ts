import { useLocation } from 'react-router';

/** The signed-in pages are served at the root and under /webview: the prefix the current screen is under. */
const shellBase = (pathname: string): string =>
  pathname === '/webview' || pathname.startsWith('/webview/') ? '/webview' : '';

export const useShellBase = (): string => shellBase(useLocation().pathname);
