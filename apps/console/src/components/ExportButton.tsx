import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { Box, Button, ButtonGroup, LinearProgress, Menu, MenuItem, Stack, Typography } from '@mui/material';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import FileDownload from '@mui/icons-material/FileDownload';
import { DEFAULT_EXPORT_TYPE, type ExportFormat } from '@console/contract';
import { useToast } from './toast.tsx';
import { formatBytes } from '../lib/bytes.ts';
import { intlLocale } from '../lib/locale.ts';
import {
  downloadList,
  saveFile,
  type DownloadOptions,
  type ExportFile,
  type ExportProgress,
} from '../lib/data-provider.ts';
import { ApiError, errorMessage } from '../lib/http.ts';

/** What to download: a function of the format and progress callback (a collection), or a list's path and query. */
export type ExportTarget =
  | ((options: DownloadOptions) => Promise<ExportFile>)
  | { path: string; query: Record<string, string | number | undefined>; name: string };

const fetchOf = (target: ExportTarget) =>
  typeof target === 'function'
    ? target
    : (options: DownloadOptions) => downloadList(target.path, target.query, target.name, options);

/**
 * 'Exportar' (xlsx, SPEC.md §9; CSV from the arrow's menu): the list as filtered, sorted and searched on screen,
 * streamed by the server and downloaded with the token while a bar shows the progress and the size received (a
 * percentage when the server gives the total), then saved.
 */
export function ExportButton({ target }: { target: ExportTarget }) {
  const { t, i18n } = useTranslation();
  const { toast, showError } = useToast();
  const exporting = useMutation({ mutationFn: (options: DownloadOptions) => fetchOf(target)(options) });
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const anchor = useRef<HTMLDivElement>(null);

  const run = (format: ExportFormat) => {
    setMenuOpen(false);
    setProgress({ loaded: 0, total: null });
    exporting.mutate(
      { format, onProgress: setProgress },
      {
        onSuccess: (file) => {
          saveFile(file);
          toast({ kind: 'success', message: t('export.done', { name: file.filename }) });
        },
        onError: (error) =>
          showError(error instanceof ApiError && error.status === 403 ? t('export.forbidden') : errorMessage(error)),
        onSettled: () => setProgress(null),
      },
    );
  };

  const percent = progress?.total ? Math.min(100, Math.round((progress.loaded / progress.total) * 100)) : null;
  const size = progress ? formatBytes(progress.loaded, intlLocale(i18n.language)) : '';
  return (
    <Stack spacing={0.5} sx={{ minWidth: 160 }}>
      <ButtonGroup variant="outlined" ref={anchor} disabled={exporting.isPending}>
        <Button startIcon={<FileDownload />} onClick={() => run(DEFAULT_EXPORT_TYPE)}>
          {t('export.button')}
        </Button>
        <Button
          size="small"
          aria-label={t('export.formats')}
          aria-haspopup="menu"
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen(true)}
        >
          <ArrowDropDown />
        </Button>
      </ButtonGroup>
      <Menu anchorEl={anchor.current} open={menuOpen} onClose={() => setMenuOpen(false)}>
        <MenuItem onClick={() => run('xlsx')}>{t('export.xlsx')}</MenuItem>
        <MenuItem onClick={() => run('csv')}>{t('export.csv')}</MenuItem>
      </Menu>
      {progress ? (
        <Box role="status" aria-live="polite">
          <LinearProgress
            variant={percent === null ? 'indeterminate' : 'determinate'}
            value={percent ?? undefined}
            aria-label={t('export.progress')}
          />
          <Typography variant="caption" color="text.secondary">
            {percent === null ? t('export.bytes', { size }) : t('export.percent', { percent, size })}
          </Typography>
        </Box>
      ) : null}
    </Stack>
  );
}
