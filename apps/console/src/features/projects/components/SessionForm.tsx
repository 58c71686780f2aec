import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Controller, useFieldArray, useForm, type Path } from 'react-hook-form';
import { Box, Button, IconButton, MenuItem, Stack, TextField, Tooltip, Typography } from '@mui/material';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import {
  MAX_CRITERIA,
  SESSION_STATUSES,
  type Session,
  type SessionStatus,
  type SessionUpdateBody,
} from '@console/contract';
import { FailureAlert } from '../../../components/FailureAlert.tsx';
import { showServerErrors } from '../../../lib/server-errors.ts';
import { DateField, DatesProvider, INVALID_DATE } from '../../../components/DateField.tsx';

interface CriterionValues {
  id: string;
  name: string;
  weight: string;
}
interface SessionFormValues {
  description: string;
  submission_start: string;
  submission_end: string;
  review_deadline: string;
  status: SessionStatus;
  criteria: CriterionValues[];
}

type DateName = 'submission_start' | 'submission_end' | 'review_deadline';
const DATES: readonly DateName[] = ['submission_start', 'submission_end', 'review_deadline'];
const FIELDS = new Set(['description', 'status', ...DATES]);

/** A stable id for a new criterion (the contract's pattern: lowercase letters, digits and dashes). */
const newCriterionId = (): string => `c-${Math.random().toString(36).slice(2, 10)}`;

const startValues = (session: Session): SessionFormValues => ({
  description: session.description,
  submission_start: session.submission_start,
  submission_end: session.submission_end,
  review_deadline: session.review_deadline,
  status: session.status,
  criteria: session.criteria.map((c) => ({ id: c.id, name: c.name, weight: String(c.weight) })),
});

export interface SessionFormProps {
  session: Session;
  readOnly?: boolean;
  onSave: (body: SessionUpdateBody) => Promise<unknown>;
}

/**
 * A session's configuration: description, submission period, review deadline, status and the rubric (criteria
 * scored 0-10, each weighted 1-10). The server's 422 messages show at their fields.
 */
export function SessionForm({ session, readOnly = false, onSave }: SessionFormProps) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string[]>([]);
  const { control, handleSubmit, setError, reset, getValues, formState } = useForm<SessionFormValues>({
    defaultValues: startValues(session),
  });
  const criteria = useFieldArray({ control, name: 'criteria', keyName: 'key' });
  const required = t('projetos.form.required');

  const submit = handleSubmit(async (values) => {
    setFailure([]);
    const body: SessionUpdateBody = {
      description: values.description.trim(),
      submission_start: values.submission_start,
      submission_end: values.submission_end,
      review_deadline: values.review_deadline,
      status: values.status,
      criteria: values.criteria.map((c) => ({ id: c.id, name: c.name.trim(), weight: Number(c.weight) })),
    };
    try {
      const saved = (await onSave(body)) as Session | undefined;
      reset(saved ? startValues(saved) : values);
    } catch (error) {
      const fieldOf = (key: string) => (FIELDS.has(key) || /^criteria\.\d+\.(name|weight)$/.test(key) ? key : null);
      setFailure(
        showServerErrors(error, fieldOf, (name, fieldError, options) =>
          setError(name as Path<SessionFormValues>, fieldError, options),
        ),
      );
    }
  });

  const dateRule = (name: DateName) => (value: string) => {
    if (!value) return required;
    if (value === INVALID_DATE) return t('projetos.form.invalidDate');
    if (name === 'submission_end' && value < getValues('submission_start')) return t('projetos.form.periodOrder');
    if (name === 'review_deadline' && value < getValues('submission_end')) return t('projetos.form.reviewAfterPeriod');
    return true;
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('projetos.session.configuration')}>
      <Stack spacing={2}>
        <FailureAlert messages={failure} />
        <Controller
          name="description"
          control={control}
          render={({ field: { ref, ...input }, fieldState: { error } }) => (
            <TextField
              {...input}
              inputRef={ref}
              label={t('projetos.session.description')}
              multiline
              minRows={3}
              fullWidth
              disabled={readOnly}
              error={Boolean(error)}
              helperText={error?.message}
              slotProps={{ htmlInput: { maxLength: 5000 } }}
            />
          )}
        />
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          {DATES.map((name) => (
            <Controller
              key={name}
              name={name}
              control={control}
              rules={{ validate: dateRule(name) }}
              render={({ field, fieldState: { error } }) => (
                <DatesProvider>
                  <DateField
                    kind="date"
                    label={t(`projetos.session.${name}`)}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    name={name}
                    required
                    readOnly={readOnly}
                    error={error?.message}
                  />
                </DatesProvider>
              )}
            />
          ))}
        </Stack>
        <Controller
          name="status"
          control={control}
          render={({ field: { ref, ...input } }) => (
            <TextField
              {...input}
              inputRef={ref}
              select
              label={t('projetos.session.status')}
              disabled={readOnly}
              sx={{ maxWidth: 280 }}
            >
              {SESSION_STATUSES.map((value) => (
                <MenuItem key={value} value={value}>
                  {t(`projetos.sessionStatus.${value}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {t('projetos.session.criteria')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('projetos.session.criteriaHelp')}
          </Typography>
          {criteria.fields.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('projetos.session.noCriteria')}
            </Typography>
          ) : null}
          {criteria.fields.map((item, index) => (
            <Stack key={item.key} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <Controller
                name={`criteria.${index}.name`}
                control={control}
                rules={{ validate: (value) => (value.trim().length >= 2 ? true : t('projetos.session.criterionName')) }}
                render={({ field: { ref, ...input }, fieldState: { error } }) => (
                  <TextField
                    {...input}
                    inputRef={ref}
                    label={t('projetos.session.criterion', { n: index + 1 })}
                    required
                    fullWidth
                    disabled={readOnly}
                    error={Boolean(error)}
                    helperText={error?.message}
                    slotProps={{ htmlInput: { maxLength: 120 } }}
                  />
                )}
              />
              <Controller
                name={`criteria.${index}.weight`}
                control={control}
                rules={{ validate: (value) => (/^([1-9]|10)$/.test(value) ? true : t('projetos.session.weightRange')) }}
                render={({ field: { ref, ...input }, fieldState: { error } }) => (
                  <TextField
                    {...input}
                    inputRef={ref}
                    type="number"
                    label={t('projetos.session.weight')}
                    required
                    disabled={readOnly}
                    error={Boolean(error)}
                    helperText={error?.message}
                    sx={{ width: 120, flexShrink: 0 }}
                    slotProps={{ htmlInput: { min: 1, max: 10, step: 1 } }}
                  />
                )}
              />
              {readOnly ? null : (
                <Tooltip title={t('projetos.session.removeCriterion')}>
                  <IconButton
                    aria-label={t('projetos.session.removeCriterionNamed', { n: index + 1 })}
                    onClick={() => criteria.remove(index)}
                    sx={{ mt: 1 }}
                  >
                    <DeleteOutline />
                  </IconButton>
                </Tooltip>
              )}
            </Stack>
          ))}
          {readOnly ? null : (
            <Box>
              <Button
                startIcon={<Add />}
                disabled={criteria.fields.length >= MAX_CRITERIA}
                onClick={() => criteria.append({ id: newCriterionId(), name: '', weight: '1' })}
              >
                {t('projetos.session.addCriterion')}
              </Button>
            </Box>
          )}
        </Stack>
        {readOnly ? null : (
          <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
            <Button type="submit" variant="contained" disabled={formState.isSubmitting || !formState.isDirty}>
              {t('projetos.form.save')}
            </Button>
            <Button disabled={formState.isSubmitting || !formState.isDirty} onClick={() => reset(startValues(session))}>
              {t('projetos.form.discard')}
            </Button>
          </Stack>
        )}
      </Stack>
    </Box>
  );
}
