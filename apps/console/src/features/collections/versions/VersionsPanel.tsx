import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Chip, List, ListItem, Paper, Stack, Typography } from '@mui/material';
import type { CollectionMeta, CollectionRow, RecordVersionSummary } from '@console/contract';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { useToast } from '../../../components/toast.tsx';
import { formatDateTime } from '../../../lib/date.ts';
import { errorDetail } from '../../../lib/http.ts';
import { useRecordVersions, useRestoreVersion } from '../api/versions.ts';
import { VersionPreview } from './VersionPreview.tsx';

export interface VersionsPanelProps {
  meta: CollectionMeta;
  id: number;
  /** The record's name, in the preview's title. */
  name: string;
  /** Told with the record as a restore left it (the page shows its form again with those values). */
  onRestored: (row: CollectionRow) => void;
}

/**
 * The "Versões" section of a versioned record's page (issue 28): its versions newest first (number, who, when, draft
 * or published), each with a preview; with `editar`, an earlier version is restored and a draft published after a
 * confirmation, with the outcome told in a message.
 */
export function VersionsPanel({ meta, id, name, onRestored }: VersionsPanelProps) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const versions = useRecordVersions(meta.entity, id);
  const restore = useRestoreVersion(meta.entity, id);
  const [preview, setPreview] = useState<number | null>(null);
  const [confirm, setConfirm] = useState<RecordVersionSummary | null>(null);
  const canRestore = meta.can.editar && !meta.read_only;
  // The newest published version is the record as it is: nothing to restore there.
  const current = versions.data?.find((v) => !v.draft)?.number;

  // A row's buttons say which version they act on ("Restaurar Versão 1"), their visible word first.
  const named = (verb: string, version: RecordVersionSummary) =>
    `${t(`collection.versions.${verb}`)} ${t('collection.versions.number', { number: version.number })}`;

  const onConfirm = async () => {
    if (!confirm) return;
    const { number, draft } = confirm;
    try {
      const row = await restore.mutateAsync(number);
      setConfirm(null);
      toast({
        kind: 'success',
        message: t(draft ? 'collection.versions.publishedDone' : 'collection.versions.restored', { number }),
      });
      onRestored(row);
    } catch (error) {
      setConfirm(null);
      toast({ kind: 'error', message: errorDetail(error) });
    }
  };

  return (
    <Paper component="section" variant="outlined" sx={{ p: 2 }} aria-labelledby="record-versions-title">
      <Typography id="record-versions-title" variant="h6" component="h2">
        {t('collection.versions.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('collection.versions.intro')}
      </Typography>
      {versions.error ? (
        <RetryAlert
          error={versions.error}
          retryLabel={t('collection.versions.retry')}
          onRetry={() => void versions.refetch()}
        />
      ) : versions.isPending ? (
        <Typography color="text.secondary">{t('collection.versions.loading')}</Typography>
      ) : versions.data.length === 0 ? (
        <Typography color="text.secondary">{t('collection.versions.empty')}</Typography>
      ) : (
        <List disablePadding aria-labelledby="record-versions-title">
          {versions.data.map((version) => (
            <ListItem
              key={version.number}
              divider
              disableGutters
              sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
            >
              <Stack sx={{ flex: '1 1 14rem', minWidth: 0 }}>
                <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
                  <Typography fontWeight={600}>
                    {t('collection.versions.number', { number: version.number })}
                  </Typography>
                  <Chip
                    size="small"
                    variant="outlined"
                    color={version.draft ? 'warning' : 'default'}
                    label={t(version.draft ? 'collection.versions.draft' : 'collection.versions.published')}
                  />
                  {version.number === current ? (
                    <Chip size="small" color="primary" label={t('collection.versions.current')} />
                  ) : null}
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {t('collection.versions.byAt', {
                    name: version.by?.name ?? t('collection.versions.unknownUser'),
                    at: formatDateTime(version.at),
                  })}
                </Typography>
              </Stack>
              <Stack direction="row" spacing={1}>
                <Button size="small" aria-label={named('preview', version)} onClick={() => setPreview(version.number)}>
                  {t('collection.versions.preview')}
                </Button>
                {canRestore && version.number !== current ? (
                  <Button
                    size="small"
                    variant="outlined"
                    aria-label={named(version.draft ? 'publish' : 'restore', version)}
                    onClick={() => setConfirm(version)}
                  >
                    {t(version.draft ? 'collection.versions.publish' : 'collection.versions.restore')}
                  </Button>
                ) : null}
              </Stack>
            </ListItem>
          ))}
        </List>
      )}
      {preview !== null ? (
        <VersionPreview meta={meta} id={id} number={preview} name={name} onClose={() => setPreview(null)} />
      ) : null}
      <ConfirmDialog
        open={confirm !== null}
        title={t(
          confirm?.draft ? 'collection.versions.confirmPublishTitle' : 'collection.versions.confirmRestoreTitle',
          {
            number: confirm?.number,
          },
        )}
        text={t(confirm?.draft ? 'collection.versions.confirmPublishText' : 'collection.versions.confirmRestoreText')}
        confirmLabel={t(confirm?.draft ? 'collection.versions.publish' : 'collection.versions.restore')}
        cancelLabel={t('collection.richtext.cancel')}
        busy={restore.isPending}
        onCancel={() => setConfirm(null)}
        onConfirm={() => void onConfirm()}
      />
    </Paper>
  );
}
