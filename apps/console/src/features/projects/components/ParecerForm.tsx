import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Controller, useForm, useWatch, type Path } from 'react-hook-form';
import {
  Box,
  Button,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import {
  RECOMMENDATIONS,
  TEXT_MIN_LENGTH,
  weightedTotal,
  type Criterion,
  type ParecerBody,
  type Recommendation,
} from '@console/contract';
import { FailureAlert } from '../../../components/FailureAlert.tsx';
import { showServerErrors } from '../../../lib/server-errors.ts';

interface ParecerValues {
  text: string;
  recommendation: Recommendation | '';
  internal: boolean;
  /** Scores as typed, by scoreKey(criterion id) ('' when not given). */
  scores: Record<string, string>;
}

/** A criterion's form key: a prefix keeps an id made of digits from reading as an array index. */
const scoreKey = (id: string) => `s_${id}`;

/** A typed score: a number 0-10 with comma or dot, or null. */
const parseScore = (value: string): number | null => {
  const text = value.trim().replace(',', '.');
  if (!/^\d{1,2}(\.\d{1,2})?$/.test(text)) return null;
  const number = Number(text);
  return number >= 0 && number <= 10 ? number : null;
};

export interface ParecerFormProps {
  criteria: readonly Criterion[];
  onSubmit: (body: ParecerBody) => Promise<unknown>;
}

/**
 * The parecer: a score 0-10 per criterion of the session's rubric with the live weighted total, the written opinion
 * (5+ characters), the recommendation and whether it is internal (on by default: never shown to the proponent).
 */
export function ParecerForm({ criteria, onSubmit }: ParecerFormProps) {
  const { t, i18n } = useTranslation();
  const [failure, setFailure] = useState<string[]>([]);
  const empty: ParecerValues = {
    text: '',
    recommendation: '',
    internal: true,
    scores: Object.fromEntries(criteria.map((c) => [scoreKey(c.id), ''])),
  };
  const { control, handleSubmit, setError, reset, formState } = useForm<ParecerValues>({ defaultValues: empty });
  const typed = useWatch({ control, name: 'scores' });
  const scores = criteria.flatMap((c) => {
    const value = parseScore(typed?.[scoreKey(c.id)] ?? '');
    return value === null ? [] : [{ criterion_id: c.id, score: value }];
  });
  const total = weightedTotal(criteria, scores);

  const submit = handleSubmit(async (values) => {
    setFailure([]);
    try {
      await onSubmit({
        text: values.text.trim(),
        recommendation: values.recommendation as Recommendation,
        internal: values.internal,
        scores,
      });
      reset(empty);
    } catch (error) {
      const fieldOf = (key: string) => (key === 'text' || key === 'recommendation' ? key : null);
      setFailure(
        showServerErrors(error, fieldOf, (name, fieldError, options) =>
          setError(name as Path<ParecerValues>, fieldError, options),
        ),
      );
    }
  });

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('projetos.parecer.title')}>
      <Stack spacing={2}>
        <FailureAlert messages={failure} />
        {criteria.length ? (
          <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <Typography component="legend" variant="subtitle2">
              {t('projetos.parecer.rubric')}
            </Typography>
            {criteria.map((c) => (
              <Controller
                key={c.id}
                name={`scores.${scoreKey(c.id)}`}
                control={control}
                rules={{
                  validate: (value) => (parseScore(value ?? '') === null ? t('projetos.parecer.scoreRange') : true),
                }}
                render={({ field: { ref, ...input }, fieldState: { error } }) => (
                  <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                    <Typography sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }} id={`criterion-${c.id}`}>
                      {c.name}{' '}
                      <Typography component="span" variant="caption" color="text.secondary">
                        {t('projetos.parecer.weight', { weight: c.weight })}
                      </Typography>
                    </Typography>
                    <TextField
                      {...input}
                      value={input.value ?? ''}
                      inputRef={ref}
                      label={t('projetos.parecer.score')}
                      required
                      size="small"
                      error={Boolean(error)}
                      helperText={error?.message}
                      sx={{ width: 140 }}
                      slotProps={{
                        htmlInput: {
                          inputMode: 'decimal',
                          'aria-label': t('projetos.parecer.scoreOf', { name: c.name }),
                        },
                      }}
                    />
                  </Stack>
                )}
              />
            ))}
            <Typography role="status" aria-live="polite" sx={{ fontWeight: 600 }}>
              {total === null
                ? t('projetos.parecer.noTotal')
                : t('projetos.timeline.total', {
                    total: total.toLocaleString(i18n.language, { maximumFractionDigits: 1 }),
                  })}
            </Typography>
          </Stack>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('projetos.parecer.noRubric')}
          </Typography>
        )}
        <Controller
          name="text"
          control={control}
          rules={{
            validate: (value) => (value.trim().length >= TEXT_MIN_LENGTH ? true : t('projetos.parecer.textMin')),
          }}
          render={({ field: { ref, ...input }, fieldState: { error } }) => (
            <TextField
              {...input}
              inputRef={ref}
              label={t('projetos.parecer.text')}
              required
              multiline
              minRows={4}
              fullWidth
              error={Boolean(error)}
              helperText={error?.message}
              slotProps={{ htmlInput: { maxLength: 10000 } }}
            />
          )}
        />
        <Controller
          name="recommendation"
          control={control}
          rules={{ validate: (value) => (value ? true : t('projetos.parecer.recommendationRequired')) }}
          render={({ field, fieldState: { error } }) => (
            <FormControl error={Boolean(error)} required>
              <FormLabel id="parecer-recommendation">{t('projetos.parecer.recommendation')}</FormLabel>
              <RadioGroup
                row
                aria-labelledby="parecer-recommendation"
                name={field.name}
                value={field.value}
                onChange={(event) => field.onChange(event.target.value)}
              >
                {RECOMMENDATIONS.map((value, index) => (
                  <FormControlLabel
                    key={value}
                    value={value}
                    control={<Radio inputRef={index === 0 ? field.ref : undefined} />}
                    label={t(`projetos.recommendation.${value}`)}
                  />
                ))}
              </RadioGroup>
              {error ? <FormHelperText>{error.message}</FormHelperText> : null}
            </FormControl>
          )}
        />
        <Controller
          name="internal"
          control={control}
          render={({ field }) => (
            <FormControlLabel
              control={<Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />}
              label={field.value ? t('projetos.parecer.internal') : t('projetos.parecer.visible')}
            />
          )}
        />
        <Box>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            {t('projetos.parecer.submit')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
