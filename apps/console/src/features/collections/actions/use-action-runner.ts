import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { CollectionActionMeta, CollectionMeta, CollectionRow } from '@console/contract';
import { useToast } from '../../../components/toast.tsx';
import type { ParentRef } from '../../../lib/data-provider.ts';
import { ApiError, errorDetail } from '../../../lib/http.ts';
import { useSession } from '../../../lib/session.ts';
import { entityKey } from '../api/records.ts';
import { postBulkAction, postRowAction, type ActionInput } from './api.ts';
import { runInChunks, runInSteps, type StepsReport } from './run.ts';

/** What an action runs on: one row (its menu, its record page) or a selection (ids with their names). */
export type ActionTarget =
  | { mode: 'row'; row: CollectionRow; name: string }
  | { mode: 'bulk'; ids: number[]; names: ReadonlyMap<number, string> };

export interface PendingAction {
  action: CollectionActionMeta;
  target: ActionTarget;
}

/** A selection's outcome: how many were done, each refused row by name with the server's reason. */
export interface BulkSummary {
  label: string;
  done: number;
  failed: { name: string; message: string }[];
  unsent: number;
}

export interface StepsSummary {
  label: string;
  report: StepsReport;
}

export const countOf = (target: ActionTarget): number => (target.mode === 'row' ? 1 : target.ids.length);

/** Asked first: an action with a confirmation text, any dangerous one, and any with an input form. */
const asksFirst = (action: CollectionActionMeta): boolean =>
  Boolean(action.confirm) || action.danger || action.input.length > 0;

/** A 422 naming fields: its messages go on the input form's controls. */
const isFieldRefusal = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 422 && error.errors !== undefined;

export interface ActionRunnerOptions {
  meta: CollectionMeta;
  parent?: ParentRef;
  /** After a run (done, partly or refused as a whole): the record page draws its form from the answered row. */
  onRan?: (result: { target: ActionTarget; row?: CollectionRow; done: number[] }) => void;
}

/**
 * One screen's action runs: `start` asks (confirmation or input form) when the action wants it, `run` sends it (a
 * row action in steps until its report ends, a selection in requests of ACTION_BATCH), with progress; then the lists
 * and records of the collection are read again, a toast says how it went, and a selection's summary or a stepped
 * run's report stays on screen until dismissed. A 422 of the first request is thrown to the input form.
 */
export function useActionRunner({ meta, parent, onRan }: ActionRunnerOptions) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const { clientId } = useSession();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [running, setRunning] = useState<PendingAction | null>(null);
  const [progress, setProgress] = useState<{ handled: number; total: number } | null>(null);
  const [bulkSummary, setBulkSummary] = useState<BulkSummary | null>(null);
  const [stepsSummary, setStepsSummary] = useState<StepsSummary | null>(null);
  const stopRef = useRef(false);
  const [stopping, setStopping] = useState(false);

  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: entityKey(clientId, meta.entity) }),
    [queryClient, clientId, meta.entity],
  );

  const execute = async ({ action, target }: PendingAction, input: ActionInput | undefined): Promise<void> => {
    stopRef.current = false;
    setStopping(false);
    setRunning({ action, target });
    setProgress(null);
    // Once a first request is through (its input accepted), the dialog that asked gives way to the progress.
    const control = {
      onProgress: (next: { handled: number; total: number }) => {
        setPending(null);
        setProgress(next);
      },
      stopped: () => stopRef.current,
    };
    try {
      if (target.mode === 'row') {
        const outcome = await runInSteps(
          (cursor) => postRowAction(meta, target.row.id, action.name, { input, cursor }),
          control,
        );
        setPending(null);
        if (outcome.report) setStepsSummary({ label: action.label, report: outcome.report });
        toast({
          kind: 'success',
          message: t('collection.actions.doneOne', { action: action.label, name: target.name }),
        });
        onRan?.({ target, row: outcome.row, done: [target.row.id] });
      } else {
        const outcome = await runInChunks(
          target.ids,
          (ids) => postBulkAction(meta, parent, action.name, { ids, input }),
          errorDetail,
          control,
        );
        setPending(null);
        const failed = outcome.failed.map(({ id, message }) => ({ name: target.names.get(id) ?? `#${id}`, message }));
        setBulkSummary({ label: action.label, done: outcome.done.length, failed, unsent: outcome.unsent.length });
        toast({
          kind: failed.length || outcome.unsent.length ? (outcome.done.length ? 'warning' : 'error') : 'success',
          message: t('collection.actions.summary', {
            action: action.label,
            done: outcome.done.length,
            failed: failed.length,
          }),
        });
        onRan?.({ target, done: outcome.done });
      }
    } catch (error) {
      // A refusal of the input stays on its form (the caller maps it); any other closes the dialog with a toast.
      if (!(action.input.length > 0 && isFieldRefusal(error))) {
        setPending(null);
        toast({ kind: 'error', title: action.label, message: errorDetail(error) });
      }
      throw error;
    } finally {
      setRunning(null);
      setProgress(null);
      void refresh();
    }
  };

  /** Offers an action: asks first when it must, else runs it at once. */
  const start = (action: CollectionActionMeta, target: ActionTarget) => {
    setBulkSummary(null);
    const next = { action, target };
    if (asksFirst(action)) setPending(next);
    else void execute(next, undefined).catch(() => undefined);
  };

  return {
    pending,
    running,
    progress,
    stopping,
    bulkSummary,
    stepsSummary,
    start,
    /** Runs the pending action (after its confirmation, or with its input form's values). */
    run: (input?: ActionInput) => (pending ? execute(pending, input) : Promise.resolve()),
    cancel: () => setPending(null),
    /** Stops a long run before its next request. */
    stop: () => {
      stopRef.current = true;
      setStopping(true);
    },
    closeBulkSummary: () => setBulkSummary(null),
    closeStepsSummary: () => setStepsSummary(null),
  };
}

export type ActionRunner = ReturnType<typeof useActionRunner>;
