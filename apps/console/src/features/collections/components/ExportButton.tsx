import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, ButtonGroup, LinearProgress, Menu, MenuItem, Stack, Typography } from '@mui/material';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import FileDownload from '@mui/icons-material/FileDownload';
import type { ExportFormat } from '@console/contract';
import { useToast } from '../../../components/toast.tsx';
import { formatBytes } from '../../../lib/bytes.ts';
import { intlLocale } from '../../../lib/locale.ts';
import { saveFile, type ExportProgress, type ListParams, type ResourceRef } from '../../../lib/data-provider.ts';
import { ApiError, errorMessage } from '../../../lib/http.ts';
import { useExport } from '../api/records.ts';

/**
 * 'Exportar' (xlsx; CSV from the arrow's menu): the rows of the list as filtered, sorted and searched, downloaded
 * with the token while a bar shows the progress (a percentage when the server gives the size), then saved.
 */
export function ExportButton({ resource, params }: { resource: ResourceRef; params: ListParams }) {
  const { t, i18n } = useTranslation();
  const { toast, showError } = useToast();
  const exporting = useExport(resource);
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const anchor = useRef<HTMLDivElement>(null);

  const run = (format: ExportFormat) => {
    setMenuOpen(false);
    setProgress({ loaded: 0, total: null });
    exporting.mutate(
      { ...params, format, onProgress: setProgress },
      {
        onSuccess: (file) => {
          saveFile(file);
          toast({ kind: 'success', message: t('collection.list.exported', { name: file.filename }) });
        },
        onError: (error) => showError(error instanceof ApiError && error.status === 403 ? t('collection.list.exportForbidden') : errorMessage(error)),
        onSettled: () => setProgress(null),
      },
    );
  };

  const percent = progress?.total ? Math.min(100, Math.round((progress.loaded / progress.total) * 100)) : null;
  return (
    <Stack spacing={0.5} sx={{ minWidth: 160 }}>
      <ButtonGroup variant="outlined" ref={anchor} disabled={exporting.isPending}>
        <Button startIcon={<FileDownload />} onClick={() => run('xlsx')}>
          {t('collection.list.export')}
        </Button>
        <Button size="small" aria-label={t('collection.list.exportFormats')} aria-haspopup="menu" aria-expanded={menuOpen} onClick={() => setMenuOpen(true)}>
          <ArrowDropDown />
        </Button>
      </ButtonGroup>
      <Menu anchorEl={anchor.current} open={menuOpen} onClose={() => setMenuOpen(false)}>
        <MenuItem onClick={() => run('xlsx')}>{t('collection.list.exportXlsx')}</MenuItem>
        <MenuItem onClick={() => run('csv')}>{t('collection.list.exportCsv')}</MenuItem>
      </Menu>
      {progress ? (
        <Box role="status" aria-live="polite">
          <LinearProgress
            variant={percent === null ? 'indeterminate' : 'determinate'}
            value={percent ?? undefined}
            aria-label={t('collection.list.exporting')}
          />
          <Typography variant="caption" color="text.secondary">
            {percent === null ? t('collection.list.exportingBytes', { size: formatBytes(progress.loaded, intlLocale(i18n.language)) }) : t('collection.list.exportingPercent', { percent })}
          </Typography>
        </Box>
      ) : null}
    </Stack>
  );
}
