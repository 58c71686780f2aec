import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import UploadFile from '@mui/icons-material/UploadFile';
import { errorDetail } from '../../../lib/http.ts';

export interface FileDropProps {
  busy: boolean;
  error: unknown;
  fileName: string | null;
  onFile: (file: File) => void;
}

/** The upload step: a spreadsheet dropped on the zone or chosen with the button (the keyboard's way). */
export function FileDrop({ busy, error, fileName, onFile }: FileDropProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file && !busy) onFile(file);
  };
  return (
    <Stack spacing={2}>
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: over ? 'primary.main' : 'divider',
          borderRadius: 2,
          p: 4,
          textAlign: 'center',
          bgcolor: over ? 'action.hover' : undefined,
        }}
      >
        <Stack spacing={2} alignItems="center">
          <UploadFile color="primary" sx={{ fontSize: 48 }} aria-hidden />
          <Typography>{t('imports.upload.prompt')}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('imports.upload.hint')}
          </Typography>
          <Button variant="contained" disabled={busy} onClick={() => input.current?.click()}>
            {t('imports.upload.choose')}
          </Button>
          <input
            ref={input}
            type="file"
            hidden
            accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
            data-testid="import-file"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) onFile(file);
            }}
          />
        </Stack>
      </Box>
      {busy ? (
        <Stack spacing={1}>
          <Typography>{t('imports.upload.sending', { name: fileName ?? '' })}</Typography>
          <LinearProgress aria-label={t('imports.upload.sending', { name: fileName ?? '' })} />
        </Stack>
      ) : null}
      {error ? <Alert severity="error">{errorDetail(error)}</Alert> : null}
    </Stack>
  );
}
