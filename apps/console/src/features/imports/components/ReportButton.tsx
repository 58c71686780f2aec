import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Stack } from '@mui/material';
import Download from '@mui/icons-material/Download';
import { errorDetail } from '../../../lib/http.ts';
import { downloadReport } from '../api/imports.ts';

/** Downloads the errors of the last pass as an xlsx (row, column, value, message). */
export function ReportButton({ target, id }: { target: string; id: number }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    setFailed(null);
    try {
      await downloadReport(target, id);
    } catch (error) {
      setFailed(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack spacing={1} alignItems="flex-start">
      <Button variant="outlined" startIcon={<Download />} disabled={busy} onClick={() => void download()}>
        {t('imports.summary.report')}
      </Button>
      {failed ? <Alert severity="error">{errorDetail(failed)}</Alert> : null}
    </Stack>
  );
}
