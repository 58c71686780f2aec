import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Stack } from '@mui/material';
import History from '@mui/icons-material/History';
import Restore from '@mui/icons-material/Restore';
import type { AuditItem, ColorConfig } from '@console/contract';
import { AuditTrail, auditActionText, type AuditColumn } from '../../../components/AuditTrail.tsx';
import { formatDateTime } from '../../../lib/date.ts';
import { useColorHistory } from '../api/color-history.ts';
import { changedFields, configOf, fieldLabel } from '../brand-form.ts';

interface HistoryPanelProps {
  clientId: number;
  /** Loads a saved version into the form (the user then saves it), saying which; absent when the user may not edit. */
  onRestore?: (config: ColorConfig, message: string) => void;
}

/** The saved versions of the brand (who, when, what changed), newest first, each with 'Restaurar'; and 'restore the previous version'. */
export function HistoryPanel({ clientId, onRestore }: HistoryPanelProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const trail = useColorHistory(clientId, page);
  const newest = useColorHistory(clientId, 1).data?.data[0];
  const previous = newest ? configOf(newest.before) : null;

  const changes = (entry: AuditItem) => {
    const before = configOf(entry.before);
    const after = configOf(entry.after);
    return before && after
      ? changedFields(before, after)
          .map((field) => fieldLabel(t, field))
          .join(', ') || t('brandEditor.history.noChange')
      : '';
  };
  const restore = (entry: AuditItem) => {
    const after = configOf(entry.after);
    if (!onRestore || !after) return null;
    const at = formatDateTime(entry.at);
    return (
      <Button
        size="small"
        startIcon={<Restore />}
        aria-label={t('brandEditor.history.restoreAt', { at })}
        onClick={() => onRestore(after, t('brandEditor.history.restored', { at }))}
      >
        {t('brandEditor.history.restore')}
      </Button>
    );
  };
  const columns: AuditColumn[] = [
    { key: 'changes', header: t('brandEditor.history.changes'), cell: changes },
    ...(onRestore ? [{ key: 'restore', header: t('brandEditor.history.version'), cell: restore }] : []),
  ];

  return (
    <Stack spacing={1} component="section" aria-labelledby="brand-history-title">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        justifyContent="space-between"
        alignItems={{ sm: 'center' }}
      >
        <Stack
          direction="row"
          spacing={1}
          alignItems="center"
          component="h2"
          id="brand-history-title"
          sx={{ typography: 'h6', m: 0 }}
        >
          <History aria-hidden />
          <span>{t('brandEditor.history.title')}</span>
        </Stack>
        {onRestore && newest && previous ? (
          <Button
            variant="outlined"
            startIcon={<Restore />}
            onClick={() =>
              onRestore(previous, t('brandEditor.history.restoredPrevious', { at: formatDateTime(newest.at) }))
            }
          >
            {t('brandEditor.history.restorePrevious')}
          </Button>
        ) : null}
      </Stack>
      <AuditTrail
        trail={trail}
        page={page}
        onPage={setPage}
        intro={t('brandEditor.history.intro')}
        title={t('brandEditor.history.title')}
        empty={t('brandEditor.history.empty')}
        action={(entry) => auditActionText(t, 'brandEditor.history.actions', entry.action)}
        columns={columns}
      />
    </Stack>
  );
}
