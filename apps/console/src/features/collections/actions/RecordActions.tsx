import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Stack } from '@mui/material';
import type { CollectionMeta, CollectionRow } from '@console/contract';
import { rowTitle } from '../../../components/pickers/collection-rows.ts';
import { ActionDialogs } from './ActionDialogs.tsx';
import { ActionButton } from './ActionButton.tsx';
import { rowActionsFor } from './applies.ts';
import { useActionRunner } from './use-action-runner.ts';

/**
 * After a run the button pressed may be gone (the action no longer applies to the row read again): the focus goes to
 * the page's heading rather than being lost.
 */
function keepFocus(): void {
  const active = document.activeElement;
  if (active && active !== document.body && active.isConnected) return;
  const heading = document.getElementById('collection-form-title');
  heading?.setAttribute('tabindex', '-1');
  heading?.focus();
}

/**
 * A record page's declared actions, as buttons above its form (those its `when` offers for the row as it stands);
 * after a run the page draws the form from the row the action answered (`onRan`).
 */
export function RecordActions({
  meta,
  record,
  onRan,
}: {
  meta: CollectionMeta;
  record: CollectionRow;
  onRan: () => void;
}) {
  const { t } = useTranslation();
  const runner = useActionRunner({ meta, onRan });
  // The record read again after a run: the focus may have been on a button now gone.
  const seen = useRef(record);
  useEffect(() => {
    if (seen.current === record) return;
    seen.current = record;
    keepFocus();
  }, [record]);
  const actions = rowActionsFor(meta, record);
  if (!actions.length && !runner.pending && !runner.running && !runner.stepsSummary) return null;
  const name = rowTitle(meta.entity, record);
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      flexWrap="wrap"
      role="group"
      aria-label={t('collection.actions.recordGroup')}
    >
      {actions.map((action) => (
        <ActionButton
          key={action.name}
          action={action}
          disabled={runner.running !== null}
          onClick={() => runner.start(action, { mode: 'row', row: record, name })}
        />
      ))}
      <ActionDialogs entity={meta.entity} runner={runner} />
    </Stack>
  );
}
