import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Button, LinearProgress, Link, Stack, TableCell, TableRow, Typography } from '@mui/material';
import FileDownload from '@mui/icons-material/FileDownload';
import type { CollectionMeta, ExportFormat } from '@console/contract';
import { useToast } from '../../../components/toast.tsx';
import { dataProvider, saveFile } from '../../../lib/data-provider.ts';
import { errorMessage } from '../../../lib/http.ts';

/** One report: a collection's whole list, opened to filter it, or exported as Excel or CSV in one click. */
export function ReportRow({ meta }: { meta: CollectionMeta }) {
  const { t } = useTranslation();
  const { toast, showError } = useToast();
  const [busy, setBusy] = useState<ExportFormat | null>(null);

  const download = async (format: ExportFormat) => {
    setBusy(format);
    try {
      const file = await dataProvider.export({ base: meta.base, entity: meta.entity }, { format });
      saveFile(file);
      toast({ kind: 'success', message: t('reports.exported', { name: file.filename }) });
    } catch (error) {
      showError(errorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <TableRow>
      <TableCell>
        <Link component={RouterLink} to={`/${meta.tag}`}>
          {meta.label}
        </Link>
        <Typography variant="body2" color="text.secondary">
          {meta.description}
        </Typography>
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {meta.can.exportar ? (
          <Stack spacing={0.5} alignItems="flex-end">
            <Stack direction="row" spacing={1}>
              {(['xlsx', 'csv'] as const).map((format) => (
                <Button
                  key={format}
                  size="small"
                  variant={format === 'xlsx' ? 'contained' : 'outlined'}
                  startIcon={<FileDownload />}
                  disabled={busy !== null}
                  onClick={() => void download(format)}
                  aria-label={t(`reports.export.${format}Of`, { name: meta.label })}
                >
                  {t(`reports.export.${format}`)}
                </Button>
              ))}
            </Stack>
            {busy ? (
              <LinearProgress sx={{ width: '100%' }} aria-label={t('reports.exporting', { name: meta.label })} />
            ) : null}
          </Stack>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('reports.noExport')}
          </Typography>
        )}
      </TableCell>
    </TableRow>
  );
}
