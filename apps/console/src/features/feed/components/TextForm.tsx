import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Stack, TextField } from '@mui/material';
import type { z } from 'zod';
import { useCheckedText } from './use-checked-text.ts';

export interface TextFormProps {
  label: string;
  submitLabel: string;
  initial?: string;
  /** Checks the text; its first issue is shown under the field. */
  schema: z.ZodType;
  busy: boolean;
  onSubmit: (text: string) => Promise<unknown>;
  onCancel?: () => void;
}

/** One text field with its submit (and cancel) button: adding or editing a comment or an answer. */
export function TextForm({ label, submitLabel, initial = '', schema, busy, onSubmit, onCancel }: TextFormProps) {
  const { t } = useTranslation();
  const {
    text,
    setText,
    error,
    submit: check,
    reset,
  } = useCheckedText(initial, (value) => {
    const checked = schema.safeParse(value);
    return checked.success ? null : (checked.error.issues[0]?.message ?? '');
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!check()) return;
    try {
      await onSubmit(text);
      reset('');
    } catch {
      // the caller shows the failure; the text stays for another try
    }
  };
  return (
    <Stack
      component="form"
      noValidate
      direction="row"
      spacing={1}
      alignItems="flex-start"
      onSubmit={(event) => void submit(event)}
    >
      <TextField
        size="small"
        fullWidth
        multiline
        label={label}
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={error !== null}
        helperText={error ?? undefined}
      />
      <Button type="submit" variant="contained" disabled={busy}>
        {submitLabel}
      </Button>
      {onCancel && <Button onClick={onCancel}>{t('feed.thread.cancel')}</Button>}
    </Stack>
  );
}
