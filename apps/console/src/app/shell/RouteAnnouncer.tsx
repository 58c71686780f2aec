import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Box } from '@mui/material';

/** How long a new page may take to show its heading (a lazy page, a loader) before focus stays where it is. */
const HEADING_WAIT_MS = 3000;
const STEP_MS = 50;
/** Read by screen readers, not shown. */
const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

/** A field the new page focused itself (a sign-in form's e-mail): it keeps the focus. */
const fieldHasFocus = (): boolean => {
  const active = document.activeElement;
  return (
    active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement || active instanceof HTMLSelectElement
  );
};

/**
 * After each change of page (not the first load, nor a change of the query string alone), focus moves to the new
 * page's heading (h1, made focusable with tabIndex -1) so that a keyboard or screen reader user starts there, and the
 * page's title is announced in a polite live region. A page whose own field took the focus keeps it.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const first = useRef(true);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    let waited = 0;
    const settle = () => {
      const heading = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
      if (!heading && waited < HEADING_WAIT_MS) {
        waited += STEP_MS;
        timer = setTimeout(settle, STEP_MS);
        return;
      }
      if (heading && !fieldHasFocus()) {
        if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
        heading.focus({ preventScroll: true });
      }
      // The tab's title ('Usuários · Asta') is set by the page's own effect, which has run by now.
      setAnnouncement(document.title);
    };
    timer = setTimeout(settle, STEP_MS);
    return () => clearTimeout(timer);
  }, [pathname]);

  return (
    <Box aria-live="polite" aria-atomic="true" sx={visuallyHidden} data-testid="route-announcer">
      {announcement}
    </Box>
  );
}
