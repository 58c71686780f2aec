import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { LOGOUT_ROUTE } from '@console/contract';
import { onForbidden, onUnauthorized } from '../../lib/http.ts';
import { changeLanguage } from '../../lib/i18n.ts';
import { scrollToTop } from '../../lib/scroll.ts';
import { clearSession, getLanguage, languageFromQuery } from '../../lib/session.ts';
import { refreshOnForbidden } from '../current-user.ts';
import { useDocumentTitle } from '../document-title.ts';
import { GlobalLoader } from './GlobalLoader.tsx';
import { RouteAnnouncer } from './RouteAnnouncer.tsx';

/** Around every page: the tab's title, focus and announcement of each new page, the global loader, scroll-to-top, `?lang=`, sign-out on an expired token, the grants read again after a 403. */
export function RootLayout() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useDocumentTitle();

  useEffect(() => scrollToTop(), [pathname]);

  useEffect(() => {
    const language = languageFromQuery(search);
    if (language && language !== getLanguage()) void changeLanguage(language);
  }, [search]);

  useEffect(
    () =>
      onUnauthorized(() => {
        clearSession();
        navigate(LOGOUT_ROUTE, { replace: true });
      }),
    [navigate],
  );

  useEffect(() => onForbidden(refreshOnForbidden), []);

  return (
    <>
      <GlobalLoader />
      <RouteAnnouncer />
      <Outlet />
    </>
  );
}
