import { useTranslation } from 'react-i18next';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { CollectionMeta, CollectionRow } from '@console/contract';
import { errorMessage } from '../../../lib/http.ts';
import { useRecordVersion } from '../api/versions.ts';
import { CellValue } from '../components/CellValue.tsx';
import { RichTextView } from '../richtext/RichTextView.tsx';

/** One version's values, field by field as the record's page names them (rich text drawn, not as tags). */
export function VersionPreview({
  meta,
  id,
  number,
  name,
  onClose,
}: {
  meta: CollectionMeta;
  id: number;
  number: number;
  name: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const version = useRecordVersion(meta.entity, id, number);
  const values = version.data?.values ?? {};
  const row = { id, labels: {}, ...values } as CollectionRow;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={narrow} aria-labelledby="version-preview-title">
      <DialogTitle id="version-preview-title">{t('collection.versions.previewTitle', { number, name })}</DialogTitle>
      {/* A long version scrolls here: the keyboard reaches it to scroll it (the values hold no control). */}
      <DialogContent dividers tabIndex={0} aria-labelledby="version-preview-title" role="region">
        {version.error ? <Alert severity="error">{errorMessage(version.error)}</Alert> : null}
        {version.isPending ? <Typography color="text.secondary">{t('collection.versions.loading')}</Typography> : null}
        {version.data ? (
          <Stack component="dl" spacing={2} sx={{ m: 0 }}>
            {meta.fields.map((field) => {
              const value = values[field.name];
              const empty = value === null || value === undefined || value === '';
              return (
                <Box key={field.name}>
                  <Typography component="dt" variant="subtitle2" color="text.secondary">
                    {field.label}
                  </Typography>
                  <Box component="dd" sx={{ m: 0 }}>
                    {empty ? (
                      <Typography color="text.secondary">{t('collection.versions.emptyValue')}</Typography>
                    ) : field.kind === 'richtext' ? (
                      <RichTextView html={String(value)} label={field.label} />
                    ) : field.kind === 'longtext' ? (
                      <Typography sx={{ whiteSpace: 'pre-wrap' }}>{String(value)}</Typography>
                    ) : (
                      <CellValue field={field} row={row} entity={meta.entity} />
                    )}
                  </Box>
                </Box>
              );
            })}
          </Stack>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('collection.versions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
