import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Controller, type Control } from 'react-hook-form';
import { FormControl, FormControlLabel, FormHelperText, MenuItem, Switch, TextField } from '@mui/material';
import { DEFAULT_MAX_LENGTH, TEXT_KINDS, type CollectionFieldMeta } from '@console/contract';
import { maskMoney } from '../../../lib/masks.ts';
import { DateControl } from './DateControls.tsx';
import { MediaControl } from './MediaControl.tsx';
import { PickControl } from '../../../components/pickers/PickControl.tsx';
import { MultiPickControl } from './MultiPickControl.tsx';
import { RichTextControl } from '../richtext/RichTextControl.tsx';
import { TagsControl } from './TagsControl.tsx';
import type { CollectionFormValues } from './values.ts';

type CollectionFormControl = Control<CollectionFormValues, unknown, Record<string, unknown>>;

export interface FieldControlProps {
  field: CollectionFieldMeta;
  control: CollectionFormControl;
  readOnly: boolean;
  /** The names of the chosen users and rows (the record's `labels`). */
  labels: Record<string, string | null>;
  /** The collection of the form (an audience's reach is asked under it). */
  entity?: string;
}

const INPUT_TYPES: Partial<Record<CollectionFieldMeta['kind'], string>> = { email: 'email', url: 'url' };
const INPUT_MODES: Partial<Record<CollectionFieldMeta['kind'], 'numeric' | 'decimal' | 'email' | 'url'>> = {
  integer: 'numeric',
  decimal: 'decimal',
  money: 'numeric',
  email: 'email',
  url: 'url',
};

// Only the messages' forms hold an audience: its control (pickers, a rule's conditions, the reach) loads with them.
const AudienceControl = lazy(() => import('./AudienceControl.tsx').then((m) => ({ default: m.AudienceControl })));

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** One field of a collection by its kind: each kind with its control, its label and hint from the metadata. */
export function FieldControl({ field, control, readOnly, labels, entity }: FieldControlProps) {
  const { t } = useTranslation();
  const { kind, label, required, help } = field;
  return (
    <Controller
      name={field.name}
      control={control}
      render={({ field: input, fieldState: { error } }) => {
        const common = {
          label,
          name: input.name,
          required,
          readOnly,
          error: error?.message,
          help,
          onBlur: input.onBlur,
          inputRef: input.ref,
        };
        switch (kind) {
          case 'boolean':
            return (
              <FormControl error={Boolean(error)}>
                <FormControlLabel
                  control={
                    <Switch
                      checked={input.value === true}
                      onChange={(event) => input.onChange(event.target.checked)}
                      onBlur={input.onBlur}
                      inputRef={input.ref}
                      disabled={readOnly}
                    />
                  }
                  label={label}
                />
                {error || help ? <FormHelperText>{error?.message ?? help}</FormHelperText> : null}
              </FormControl>
            );
          case 'date':
          case 'datetime':
            return <DateControl kind={kind} {...common} value={text(input.value)} onChange={input.onChange} />;
          case 'image':
          case 'file':
            return (
              <MediaControl
                kind={kind}
                {...common}
                value={text(input.value)}
                onChange={input.onChange}
                aspect={field.aspect}
                buttonRef={input.ref}
              />
            );
          case 'user':
          case 'reference':
            return field.multiple ? (
              <MultiPickControl
                kind={kind}
                {...common}
                target={field.target}
                value={Array.isArray(input.value) ? input.value.map(Number) : []}
                initialNames={labels[field.name] ?? null}
                onChange={input.onChange}
              />
            ) : (
              <PickControl
                kind={kind}
                {...common}
                target={field.target}
                value={typeof input.value === 'number' ? input.value : null}
                initialName={labels[field.name] ?? null}
                onChange={input.onChange}
              />
            );
          case 'richtext':
            return <RichTextControl {...common} value={text(input.value)} onChange={input.onChange} />;
          case 'audience':
            return (
              <Suspense fallback={null}>
                <AudienceControl
                  {...common}
                  entity={entity ?? null}
                  value={text(input.value)}
                  onChange={input.onChange}
                />
              </Suspense>
            );
          case 'tags':
            return (
              <TagsControl
                {...common}
                value={Array.isArray(input.value) ? input.value.map(String) : []}
                onChange={input.onChange}
              />
            );
          default:
            return (
              <TextField
                select={kind === 'enum'}
                multiline={kind === 'longtext'}
                minRows={kind === 'longtext' ? 3 : undefined}
                fullWidth
                label={label}
                required={required}
                type={INPUT_TYPES[kind] ?? 'text'}
                value={text(input.value)}
                name={input.name}
                inputRef={input.ref}
                onBlur={input.onBlur}
                onChange={(event) =>
                  input.onChange(kind === 'money' ? maskMoney(event.target.value) : event.target.value)
                }
                error={Boolean(error)}
                helperText={error?.message ?? help ?? undefined}
                placeholder={kind === 'money' ? 'R$ 0,00' : undefined}
                slotProps={{
                  htmlInput: {
                    maxLength: TEXT_KINDS.has(kind) ? (field.max ?? DEFAULT_MAX_LENGTH[kind]) : undefined,
                    inputMode: INPUT_MODES[kind],
                    readOnly,
                  },
                  ...(kind === 'enum' ? { select: { readOnly } } : {}),
                }}
              >
                {kind === 'enum'
                  ? [
                      ...(required
                        ? []
                        : [
                            <MenuItem key="" value="">
                              <em>{t('collection.form.none')}</em>
                            </MenuItem>,
                          ]),
                      ...(field.options ?? []).map((option) => (
                        <MenuItem key={option.value} value={option.value}>
                          {option.label}
                        </MenuItem>
                      )),
                    ]
                  : null}
              </TextField>
            );
        }
      }}
    />
  );
}
