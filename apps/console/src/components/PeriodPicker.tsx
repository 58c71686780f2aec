import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Stack, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { clientDay, PERIOD_PRESETS, resolvePeriod, type PeriodPreset } from '@console/contract';
import type { PeriodChoice } from '../lib/period.ts';
import { DateField, DatesProvider, INVALID_DATE } from './DateField.tsx';

const CUSTOM = 'custom';

/**
 * 7, 30 or 90 days up to today, or a custom period picked with the pt-BR date pickers. A custom period starts from
 * the range on screen; each complete pair of dates is applied at once.
 */
export function PeriodPicker({
  choice,
  range,
  onChange,
}: {
  choice: PeriodChoice;
  range: { from: string; to: string } | null | undefined;
  onChange: (choice: PeriodChoice) => void;
}) {
  const { t } = useTranslation();
  const [custom, setCustom] = useState(choice.kind === 'custom');
  const [draft, setDraft] = useState(() =>
    choice.kind === 'custom' ? { from: choice.from, to: choice.to } : { from: range?.from ?? '', to: range?.to ?? '' },
  );
  const selected = custom ? CUSTOM : choice.kind === 'preset' ? choice.period : CUSTOM;

  const pick = (value: string | null) => {
    if (value === null) return;
    if (value === CUSTOM) {
      const start = { from: range?.from ?? '', to: range?.to ?? '' };
      setDraft(start);
      setCustom(true);
      if (start.from && start.to) onChange({ kind: 'custom', ...start });
      return;
    }
    setCustom(false);
    onChange({ kind: 'preset', period: value as PeriodPreset });
  };
  const edit = (key: 'from' | 'to', value: string) => {
    const next = { ...draft, [key]: value };
    setDraft(next);
    // A date half typed can already be a valid one (year 2 of '2___'): only a period the server accepts is applied.
    if (
      next.from &&
      next.to &&
      next.from !== INVALID_DATE &&
      next.to !== INVALID_DATE &&
      !('errors' in resolvePeriod(next, clientDay(Date.now())))
    ) {
      onChange({ kind: 'custom', from: next.from, to: next.to });
    }
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap flexWrap="wrap" alignItems={{ sm: 'center' }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={selected}
        // The buttons wrap at 320 px or 200% zoom (WCAG 1.4.10 reflow), each on one line.
        sx={{ flexWrap: 'wrap', '& .MuiToggleButton-root': { whiteSpace: 'nowrap' } }}
        onChange={(_, value: string | null) => pick(value)}
        aria-label={t('period.label')}
      >
        {PERIOD_PRESETS.map((days) => (
          <ToggleButton key={days} value={days}>
            {t('period.days', { count: Number(days) })}
          </ToggleButton>
        ))}
        <ToggleButton value={CUSTOM}>{t('period.custom')}</ToggleButton>
      </ToggleButtonGroup>
      {custom ? (
        <DatesProvider>
          <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
            <Box sx={{ width: 180 }}>
              <DateField
                kind="date"
                name="from"
                label={t('period.from')}
                value={draft.from}
                onChange={(value) => edit('from', value)}
              />
            </Box>
            <Box sx={{ width: 180 }}>
              <DateField
                kind="date"
                name="to"
                label={t('period.to')}
                value={draft.to}
                onChange={(value) => edit('to', value)}
              />
            </Box>
          </Stack>
        </DatesProvider>
      ) : null}
    </Stack>
  );
}
