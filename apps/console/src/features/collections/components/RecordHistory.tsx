import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import {
  Box,
  Button,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import {
  auditActionLabel,
  collectionByEntity,
  type CollectionMeta,
  type Language,
  type RecordHistoryEntry,
} from '@console/contract';
import { PanelText } from '../../../components/PanelText.tsx';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { formatDateTime } from '../../../lib/date.ts';
import { useRecordHistory } from '../api/history.ts';
import { ChangeValue } from './ChangeValue.tsx';

/** What an entry did, in words: created, edited, deleted, or any other action by the contract's audit actions. */
function actionText(t: TFunction, entity: string, action: string, lang: Language): string {
  const verb = action.startsWith(`${entity}.`) ? action.slice(entity.length + 1) : '';
  if (verb === 'create') return t('collection.history.created');
  if (verb === 'update') return t('collection.history.updated');
  if (verb === 'delete') return t('collection.history.deleted');
  return auditActionLabel(action, lang);
}

const CHANGES_TABLE = {
  minWidth: 420,
  tableLayout: 'fixed',
  '& th, & td': { verticalAlign: 'top', overflowWrap: 'anywhere' },
  '& thead th:first-of-type': { width: '28%' },
} as const;

interface Props {
  meta: CollectionMeta;
  id: number;
  /** The name of the parent's `*_id` field (a child collection's). */
  parentLabel?: string;
}

/** One entry: who, when and what, then its changed fields as field | before | after (scrolling inside at 320 px). */
function Entry({
  meta,
  entry,
  parentLabel,
}: {
  meta: CollectionMeta;
  entry: RecordHistoryEntry;
  parentLabel?: string;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const def = collectionByEntity(meta.entity);
  const labelOf = (name: string) =>
    meta.fields.find((f) => f.name === name)?.label ??
    (name === meta.parent?.param ? parentLabel : undefined) ??
    def?.fields.find((f) => f.name === name)?.label[lang] ??
    name;
  const when = formatDateTime(entry.at);
  const who = entry.actor?.name || t('collection.history.system');
  return (
    <Paper component="li" variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, listStyle: 'none', minWidth: 0 }}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {actionText(t, meta.entity, entry.action, lang)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('collection.history.byAt', { who, when })}
      </Typography>
      {entry.changes.length === 0 ? (
        <Typography color="text.secondary">{t('collection.history.noChanges')}</Typography>
      ) : (
        <TableContainer
          tabIndex={0}
          role="region"
          aria-label={t('collection.history.changesAt', { when })}
          sx={{ maxWidth: '100%', overflowX: 'auto' }}
        >
          {/* The same columns in every entry, each of a readable width: on a narrow screen the table scrolls inside its
              region instead. */}
          <Table size="small" sx={CHANGES_TABLE}>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  {t('collection.history.field')}
                </TableCell>
                <TableCell component="th" scope="col">
                  {t('collection.history.before')}
                </TableCell>
                <TableCell component="th" scope="col">
                  {t('collection.history.after')}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {entry.changes.map((change) => {
                const field = meta.fields.find((f) => f.name === change.field);
                return (
                  <TableRow key={change.field}>
                    <TableCell component="th" scope="row">
                      {labelOf(change.field)}
                    </TableCell>
                    <TableCell>
                      <ChangeValue
                        field={field}
                        name={change.field}
                        value={change.before}
                        label={change.before_label}
                      />
                    </TableCell>
                    <TableCell>
                      <ChangeValue field={field} name={change.field} value={change.after} label={change.after_label} />
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}

/**
 * A record's history (issue 28): its audit entries newest first, each with who, when, what and the fields it changed;
 * loading, empty, error with retry, and 'Carregar mais' for the next page.
 */
export function RecordHistory({ meta, id, parentLabel }: Props) {
  const { t } = useTranslation();
  const history = useRecordHistory(meta, id);
  const entries = history.data?.pages.flatMap((page) => page.data) ?? [];
  if (history.isError && !history.data)
    return (
      <RetryAlert
        error={history.error}
        retryLabel={t('collection.form.retry')}
        onRetry={() => void history.refetch()}
      />
    );
  if (!history.data) return <PanelText muted>{t('collection.history.loading')}</PanelText>;
  if (entries.length === 0) return <PanelText>{t('collection.history.empty')}</PanelText>;
  return (
    <Stack spacing={2}>
      <Box component="ol" sx={{ m: 0, p: 0, display: 'grid', gap: 2 }}>
        {entries.map((entry) => (
          <Entry key={entry.id} meta={meta} entry={entry} parentLabel={parentLabel} />
        ))}
      </Box>
      {history.isFetchNextPageError ? (
        <RetryAlert
          error={history.error}
          retryLabel={t('collection.form.retry')}
          onRetry={() => void history.fetchNextPage()}
        />
      ) : history.hasNextPage ? (
        <Box>
          <Button variant="outlined" onClick={() => void history.fetchNextPage()} disabled={history.isFetchingNextPage}>
            {history.isFetchingNextPage ? t('collection.history.loadingMore') : t('collection.history.more')}
          </Button>
        </Box>
      ) : null}
    </Stack>
  );
}
