import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import { Backdrop, CircularProgress, Stack, Typography } from '@mui/material';
import { VisuallyHidden } from '../../components/VisuallyHidden.tsx';
import { useLoadingCount } from '../../lib/loading.ts';

/** SPEC.md §2 spinner text. */
const SPINNER_TEXT = 'Loading...';

/** Work that ends sooner than this never shows the overlay, so fast calls do not flash or block clicks. */
export const LOADER_DELAY_MS = 200;

function useDelayed(busy: boolean): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!busy) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), LOADER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [busy]);
  return shown;
}

/**
 * SPEC.md §2/§4: shown while any call is in flight (the http client's counter) or a navigation
 * is under way. Never focused, and empty while hidden.
 */
export function GlobalLoader() {
  const inFlight = useLoadingCount();
  const navigation = useNavigation();
  return <LoaderOverlay busy={useDelayed(inFlight > 0 || navigation.state !== 'idle')} />;
}

/** The first load, before any page can render (the route guards are still answering). */
export const InitialLoader = () => <LoaderOverlay busy />;

function LoaderOverlay({ busy }: { busy: boolean }) {
  const { t } = useTranslation();
  return (
    <Backdrop open={busy} sx={{ zIndex: (theme) => theme.zIndex.modal + 1, color: '#fff' }} aria-hidden={!busy}>
      {busy ? (
        <Stack role="status" aria-live="polite" alignItems="center" spacing={2}>
          <CircularProgress color="inherit" aria-hidden />
          <VisuallyHidden>{SPINNER_TEXT}</VisuallyHidden>
          <Typography variant="h6" component="p">
            {`${t('Wait')}...`}
          </Typography>
        </Stack>
      ) : null}
    </Backdrop>
  );
}
