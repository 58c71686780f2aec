import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches, type Params } from 'react-router';
import { useActiveClientName } from './active-client.ts';

/** What a route tells the browser tab: its screen (an i18n key, or one worked out from the params) and, on the login pages, the client. */
export interface TitleHandle {
  title: string | ((params: Params) => string);
  /**
   * The client a page names before anyone signs in: fixed (a login page), or read from the query string and the
   * route's loader data (a client created at run time, looked up by the loader).
   */
  client?: string | ((search: URLSearchParams, loaderData: unknown) => string | undefined);
}

export const titled = (title: TitleHandle['title'], client?: TitleHandle['client']): { handle: TitleHandle } => ({
  handle: { title, client },
});

const isTitleHandle = (handle: unknown): handle is TitleHandle =>
  typeof handle === 'object' && handle !== null && 'title' in handle;

/** The tab's text: 'Screen · Client', the client alone, or the product's name when neither is known. */
export function documentTitle(screen: string | null, client: string | null, product: string): string {
  return [screen, client || (screen ? product : null)].filter(Boolean).join(' · ') || product;
}

/**
 * Names the screen and the client in the browser tab ('Usuários · Asta'), in the interface language: the deepest
 * route with a title handle names the screen; the client is the login page's own, else the signed-in one.
 */
export function useDocumentTitle(): void {
  const { t } = useTranslation();
  const matches = useMatches();
  const { search } = useLocation();
  const activeClient = useActiveClientName();
  const match = [...matches].reverse().find((entry) => isTitleHandle(entry.handle));
  const handle = match && isTitleHandle(match.handle) ? match.handle : null;
  const key = handle ? (typeof handle.title === 'function' ? handle.title(match?.params ?? {}) : handle.title) : null;
  const client =
    typeof handle?.client === 'function'
      ? handle.client(new URLSearchParams(search), match?.loaderData)
      : handle?.client;
  const text = documentTitle(key ? t(key) : null, client ?? activeClient, t('app.title'));
  useEffect(() => {
    document.title = text;
  }, [text]);
}
