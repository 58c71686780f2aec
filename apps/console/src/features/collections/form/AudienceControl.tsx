import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Box, Button, FormHelperText, IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { AddCircleOutline, DeleteOutline } from '@mui/icons-material';
import {
  AUDIENCE_ID_KINDS,
  AUDIENCE_KINDS,
  AUDIENCE_LANGUAGES,
  AUDIENCE_REACH_SEGMENT,
  AUDIENCE_RULE_DAYS,
  AUDIENCE_RULE_REFERENCES,
  audienceReach,
  ok,
  parseAudience,
  type AudienceCondition,
  type AudienceKind,
} from '@console/contract';
import type { ControlProps } from '../../../components/control-props.ts';
import { PickControl } from '../../../components/pickers/PickControl.tsx';
import { http } from '../../../lib/http.ts';
import { MultiPickControl } from './MultiPickControl.tsx';

export interface AudienceControlProps extends ControlProps<string> {
  /** The collection the audience belongs to: its estimated reach is asked under its tag. */
  entity: string | null;
}

/** The audience being edited: a kind, the ids it names, or a rule's conditions (kept apart so switching keeps them). */
interface Draft {
  tipo: AudienceKind;
  ids: number[];
  condicoes: AudienceCondition[];
}

type Campo = AudienceCondition['campo'];
const CAMPOS: readonly Campo[] = [
  ...(Object.keys(AUDIENCE_RULE_REFERENCES) as Campo[]),
  ...AUDIENCE_RULE_DAYS,
  'idioma',
  'aniversario_mes',
];
const REACH_DELAY_MS = 400;

const draftOf = (value: string): Draft => {
  const audience = parseAudience(value) ?? { tipo: 'todos' };
  return {
    tipo: audience.tipo,
    ids: 'ids' in audience ? audience.ids : [],
    condicoes: 'condicoes' in audience ? audience.condicoes : [],
  };
};

/** The draft as the field's JSON: what the API parses (an incomplete one is sent as is, for the API to refuse). */
const jsonOf = (draft: Draft): string =>
  JSON.stringify(
    draft.tipo === 'todos'
      ? { tipo: 'todos' }
      : draft.tipo === 'regra'
        ? { tipo: 'regra', condicoes: draft.condicoes }
        : { tipo: draft.tipo, ids: draft.ids },
  );

const startingValue = (campo: Campo): AudienceCondition =>
  campo === 'idioma'
    ? { campo, valor: 'pt-br' }
    : campo === 'aniversario_mes'
      ? { campo, valor: new Date().getMonth() + 1 }
      : (AUDIENCE_RULE_DAYS as readonly string[]).includes(campo)
        ? ({ campo, valor: 30 } as AudienceCondition)
        : ({ campo, valor: 0 } as AudienceCondition);

/**
 * Who a message reaches (issue 29): everyone, groups, regionals, units, chosen members, or a rule over the users'
 * data whose conditions all hold. Below it, the estimated reach as the API counts it now, read again a moment after
 * each change and announced politely to screen readers.
 */
export function AudienceControl({
  label,
  value,
  onChange,
  onBlur,
  name,
  readOnly,
  error,
  help,
  entity,
}: AudienceControlProps) {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState(() => draftOf(value));
  const json = jsonOf(draft);
  const [asked, setAsked] = useState(json);
  useEffect(() => {
    const timer = setTimeout(() => setAsked(json), REACH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [json]);
  const complete = parseAudience(asked) !== null;
  const reach = useQuery({
    queryKey: ['audience-reach', entity, asked],
    enabled: Boolean(entity) && complete,
    queryFn: async () =>
      ok(audienceReach).parse(
        await http.post<unknown>(`/api/v2/admin/${entity}/${AUDIENCE_REACH_SEGMENT}`, { publico: JSON.parse(asked) }),
      ).data.alcance,
  });

  const change = (next: Draft) => {
    setDraft(next);
    onChange(jsonOf(next));
  };
  const setCondition = (index: number, condition: AudienceCondition) =>
    change({ ...draft, condicoes: draft.condicoes.map((c, i) => (i === index ? condition : c)) });
  const months = Array.from({ length: 12 }, (_, m) =>
    new Intl.DateTimeFormat(i18n.language, { month: 'long' }).format(new Date(2026, m, 1)),
  );
  const idTarget = draft.tipo !== 'todos' && draft.tipo !== 'regra' ? AUDIENCE_ID_KINDS[draft.tipo] : null;

  return (
    <Box
      component="fieldset"
      sx={{ border: 1, borderColor: error ? 'error.main' : 'divider', borderRadius: 1, p: 2, m: 0 }}
    >
      <Typography component="legend" variant="body2" sx={{ px: 0.5 }}>
        {label}
      </Typography>
      <Stack spacing={2}>
        <TextField
          select
          label={t('collection.audience.kind')}
          name={name}
          value={draft.tipo}
          onChange={(event) => change({ ...draft, tipo: event.target.value as AudienceKind })}
          onBlur={onBlur}
          slotProps={{ select: { readOnly } }}
        >
          {AUDIENCE_KINDS.map((kind) => (
            <MenuItem key={kind} value={kind}>
              {t(`collection.audience.kinds.${kind}`)}
            </MenuItem>
          ))}
        </TextField>
        {idTarget ? (
          <MultiPickControl
            key={draft.tipo}
            kind={draft.tipo === 'membros' ? 'user' : 'reference'}
            target={draft.tipo === 'membros' ? null : idTarget}
            label={t(`collection.audience.kinds.${draft.tipo}`)}
            name={`${name}.ids`}
            value={draft.ids}
            initialNames={null}
            onChange={(ids) => change({ ...draft, ids })}
            onBlur={onBlur}
            inputRef={() => undefined}
            required
            readOnly={readOnly}
          />
        ) : null}
        {draft.tipo === 'regra' ? (
          <Stack spacing={1.5}>
            <Typography variant="body2" color="text.secondary">
              {t('collection.audience.ruleHelp')}
            </Typography>
            {draft.condicoes.map((condition, index) => {
              const fieldLabel = t(`collection.audience.campos.${condition.campo}`);
              const reference = AUDIENCE_RULE_REFERENCES[condition.campo as keyof typeof AUDIENCE_RULE_REFERENCES];
              return (
                <Stack key={index} direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }}>
                  <TextField
                    select
                    size="small"
                    sx={{ width: { xs: '100%', sm: 300 }, flexShrink: 0 }}
                    label={t('collection.audience.condition', { n: index + 1 })}
                    value={condition.campo}
                    onChange={(event) => setCondition(index, startingValue(event.target.value as Campo))}
                    slotProps={{ select: { readOnly } }}
                  >
                    {CAMPOS.map((campo) => (
                      <MenuItem key={campo} value={campo}>
                        {t(`collection.audience.campos.${campo}`)}
                      </MenuItem>
                    ))}
                  </TextField>
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    {reference ? (
                      <PickControl
                        kind="reference"
                        target={reference}
                        label={fieldLabel}
                        name={`${name}.condicoes.${index}`}
                        value={Number(condition.valor) > 0 ? Number(condition.valor) : null}
                        initialName={null}
                        onChange={(id) =>
                          setCondition(index, { campo: condition.campo, valor: id ?? 0 } as AudienceCondition)
                        }
                        onBlur={onBlur}
                        inputRef={() => undefined}
                        required
                        readOnly={readOnly}
                      />
                    ) : condition.campo === 'idioma' || condition.campo === 'aniversario_mes' ? (
                      <TextField
                        select
                        size="small"
                        fullWidth
                        label={fieldLabel}
                        value={condition.valor}
                        onChange={(event) =>
                          setCondition(index, {
                            campo: condition.campo,
                            valor: condition.campo === 'idioma' ? event.target.value : Number(event.target.value),
                          } as AudienceCondition)
                        }
                        slotProps={{ select: { readOnly } }}
                      >
                        {condition.campo === 'idioma'
                          ? AUDIENCE_LANGUAGES.map((lang) => (
                              <MenuItem key={lang} value={lang}>
                                {t(`collection.audience.languages.${lang}`)}
                              </MenuItem>
                            ))
                          : months.map((month, m) => (
                              <MenuItem key={month} value={m + 1}>
                                {month}
                              </MenuItem>
                            ))}
                      </TextField>
                    ) : (
                      <TextField
                        size="small"
                        type="number"
                        fullWidth
                        label={fieldLabel}
                        value={condition.valor}
                        onChange={(event) =>
                          setCondition(index, {
                            campo: condition.campo,
                            valor: Number(event.target.value),
                          } as AudienceCondition)
                        }
                        slotProps={{ htmlInput: { min: 1, max: 3650, readOnly }, inputLabel: { shrink: true } }}
                      />
                    )}
                  </Box>
                  {readOnly ? null : (
                    <IconButton
                      aria-label={t('collection.audience.removeCondition', { n: index + 1 })}
                      onClick={() => change({ ...draft, condicoes: draft.condicoes.filter((_, i) => i !== index) })}
                    >
                      <DeleteOutline />
                    </IconButton>
                  )}
                </Stack>
              );
            })}
            {readOnly ? null : (
              <Box>
                <Button
                  startIcon={<AddCircleOutline />}
                  onClick={() => change({ ...draft, condicoes: [...draft.condicoes, startingValue('unidade')] })}
                >
                  {t('collection.audience.addCondition')}
                </Button>
              </Box>
            )}
          </Stack>
        ) : null}
        <Typography variant="body2" role="status" aria-live="polite" data-testid="audience-reach">
          {!complete
            ? t('collection.audience.incomplete')
            : reach.isError
              ? t('collection.audience.reachError')
              : reach.data === undefined
                ? t('collection.audience.counting')
                : t('collection.audience.reach', {
                    count: reach.data,
                    formatted: new Intl.NumberFormat(i18n.language).format(reach.data),
                  })}
        </Typography>
        {error || help ? <FormHelperText error={Boolean(error)}>{error ?? help}</FormHelperText> : null}
      </Stack>
    </Box>
  );
}
