import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm, useWatch } from 'react-hook-form';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  LinearProgress,
  Stack,
} from '@mui/material';
import { collectionByEntity, type CollectionActionMeta, type CollectionDef } from '@console/contract';
import { FailureAlert } from '../../../components/FailureAlert.tsx';
import { showServerErrors } from '../../../lib/server-errors.ts';
import { DatesProvider } from '../form/DateControls.tsx';
import { FieldControl } from '../form/FieldControl.tsx';
import { collectionResolver, translateCollectionMessage } from '../form/resolver.ts';
import { initialValues, type CollectionFormValues } from '../form/values.ts';
import type { ActionInput } from './api.ts';

/** The input form of an action as a definition of its own: its fields only, no parent nor rules across fields. */
function inputDef(entity: string, name: string): CollectionDef | undefined {
  const def = collectionByEntity(entity);
  const fields = def?.actions?.find((action) => action.name === name)?.input;
  if (!def || !fields) return undefined;
  return { ...def, fields, parent: undefined, periods: undefined, uniqueTogether: undefined, workflow: undefined };
}

export interface ActionInputDialogProps {
  entity: string;
  action: CollectionActionMeta;
  title: string;
  /** The action's confirmation (in the interface language, the count filled in), shown above the fields. */
  text: string | null;
  busy: boolean;
  onCancel: () => void;
  /** Runs the action; a 422 thrown back lands on the fields it names. */
  onRun: (input: ActionInput) => Promise<void>;
}

/**
 * The form an action asks before it runs: its `input` fields drawn by the form's own controls, validated with the
 * contract's create schema of those fields (as the API parses them), the server's refusals on their fields.
 */
export function ActionInputDialog({ entity, action, title, text, busy, onCancel, onRun }: ActionInputDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const def = useMemo(() => inputDef(entity, action.name), [entity, action.name]);
  const initial = useMemo(() => (def ? initialValues(def, null, null) : {}), [def]);
  const resolver = useMemo(() => (def ? collectionResolver(def, 'create', initial, t) : undefined), [def, initial, t]);
  const { control, handleSubmit, setError } = useForm<CollectionFormValues, unknown, Record<string, unknown>>({
    defaultValues: initial,
    resolver,
  });
  const [failures, setFailures] = useState<string[]>([]);
  const names = new Set(action.input.map((field) => field.name));
  // A field required only while another holds some values (an enrolment's group, for the origin "grupo") shows then.
  const conditions = useMemo(
    () => new Map((def?.fields ?? []).flatMap((f) => (f.requiredWhen ? [[f.name, f.requiredWhen] as const] : []))),
    [def],
  );
  const values = useWatch({ control });
  const shown = action.input.filter((field) => {
    const when = conditions.get(field.name);
    return !when || when.equals.includes(String(values[when.field] ?? ''));
  });

  const submit = handleSubmit(async (input) => {
    setFailures([]);
    try {
      await onRun(input);
    } catch (error) {
      const lines = showServerErrors(
        error,
        (key) => (names.has(key) ? key : null),
        setError,
        (message) => translateCollectionMessage(t, message),
      );
      setFailures(lines);
    }
  });

  return (
    <Dialog open onClose={busy ? undefined : onCancel} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DatesProvider>
        <form noValidate onSubmit={(event) => void submit(event)}>
          <DialogTitle id={titleId}>{title}</DialogTitle>
          <DialogContent>
            <Stack spacing={2} sx={{ pt: 1 }}>
              {text ? <DialogContentText>{text}</DialogContentText> : null}
              <FailureAlert messages={failures} />
              {shown.map((field) => (
                <FieldControl
                  key={field.name}
                  // Shown because its condition holds: it is required now, and says so.
                  field={conditions.has(field.name) ? { ...field, required: true } : field}
                  control={control}
                  readOnly={busy}
                  labels={{}}
                />
              ))}
              {busy ? <LinearProgress aria-label={t('collection.actions.running', { action: action.label })} /> : null}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onCancel} disabled={busy}>
              {t('collection.actions.cancel')}
            </Button>
            <Button type="submit" variant="contained" color={action.danger ? 'error' : 'primary'} disabled={busy}>
              {action.label}
            </Button>
          </DialogActions>
        </form>
      </DatesProvider>
    </Dialog>
  );
}
