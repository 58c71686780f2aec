import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Alert, Box, Chip, Stack, Typography } from '@mui/material';
import type { PermissionChange } from '@console/contract';
import { changesSomething } from '../api/copy.ts';
import { tagLabel } from '../catalogue.ts';

/** A tag or 'bi:<key>' of a previewed change, by name (a dashboard by its name when known, else its key). */
const entryLabel = (t: TFunction, entry: string, biNames: ReadonlyMap<string, string>): string =>
  entry.startsWith('bi:')
    ? t('permissions.copy.biEntry', { key: biNames.get(entry.slice(3)) ?? entry.slice(3) })
    : tagLabel(t, entry);

interface EntriesProps {
  label: string;
  entries: string[];
  color: 'success' | 'error' | 'info';
  biNames: ReadonlyMap<string, string>;
}

function Entries({ label, entries, color, biNames }: EntriesProps) {
  const { t } = useTranslation();
  if (entries.length === 0) return null;
  return (
    <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      {entries.map((entry) => (
        <Chip key={entry} size="small" color={color} variant="outlined" label={entryLabel(t, entry, biNames)} />
      ))}
    </Stack>
  );
}

/**
 * What the copy changes for each chosen user: what they start and stop having, and platform changes. The copy
 * carries modules, sub-permissions and BI dashboards only; the note says that folder grants stay as they are.
 */
export function CopyPreview({
  changes,
  biNames,
}: {
  changes: PermissionChange[];
  biNames: ReadonlyMap<string, string>;
}) {
  const { t } = useTranslation();
  const changing = changes.filter(changesSomething).length;
  return (
    <Stack spacing={1.5}>
      <Typography role="status">{t('permissions.copy.previewSummary', { changing, total: changes.length })}</Typography>
      <Alert severity="info">{t('permissions.copy.foldersNotCopied')}</Alert>
      <Box
        component="ul"
        sx={{ listStyle: 'none', m: 0, p: 0, maxHeight: 360, overflow: 'auto' }}
        aria-label={t('permissions.copy.previewList')}
      >
        {changes.map((change) => (
          <Box
            component="li"
            key={change.user_id}
            sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}
            aria-label={change.name}
          >
            <Typography fontWeight={600}>{change.name}</Typography>
            {changesSomething(change) ? (
              <Stack spacing={0.5}>
                <Entries label={t('permissions.copy.added')} entries={change.added} biNames={biNames} color="success" />
                <Entries
                  label={t('permissions.copy.removed')}
                  entries={change.removed}
                  biNames={biNames}
                  color="error"
                />
                <Entries
                  label={t('permissions.copy.platform')}
                  entries={change.platform}
                  biNames={biNames}
                  color="info"
                />
              </Stack>
            ) : (
              <Typography variant="body2" color="text.secondary">
                {t('permissions.copy.unchanged')}
              </Typography>
            )}
          </Box>
        ))}
      </Box>
    </Stack>
  );
}
