import { useEffect, useRef } from 'react';
import { Box, Button } from '@mui/material';

/**
 * The end of an endless list: asks for the next page when it scrolls into view (IntersectionObserver), and offers a
 * button for keyboards and for browsers without the observer.
 */
export function LoadMore({ label, loading, onMore }: { label: string; loading: boolean; onMore: () => void }) {
  const sentinel = useRef<HTMLDivElement>(null);
  const more = useRef(onMore);
  more.current = onMore;
  useEffect(() => {
    const node = sentinel.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) more.current();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return (
    <Box ref={sentinel} sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
      <Button variant="outlined" onClick={onMore} disabled={loading}>
        {label}
      </Button>
    </Box>
  );
}
