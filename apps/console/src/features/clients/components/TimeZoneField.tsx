import { useMemo, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Controller, type Control } from 'react-hook-form';
import { Autocomplete, TextField } from '@mui/material';
import { DEFAULT_TIME_ZONE } from '@console/contract';
import type { SettingsValues } from '../form/settings.ts';

/** The IANA zones this browser knows (São Paulo's first when the list lacks it), with the saved one among them. */
function timeZoneOptions(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const zones = new Set([DEFAULT_TIME_ZONE, ...known]);
  if (current) zones.add(current);
  return [...zones].sort((a, b) => a.localeCompare(b));
}

/** `America/Sao_Paulo (GMT-03:00)`: the zone's name and its offset today, as the option reads. */
function timeZoneLabel(zone: string, now = new Date()): string {
  try {
    const offset = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(now)
      .find((part) => part.type === 'timeZoneName')?.value;
    return offset ? `${zone} (${offset})` : zone;
  } catch {
    return zone;
  }
}

/**
 * The client's time zone (issue 27): the IANA name its dates and times, exports and reports are written in. A search
 * box over the browser's list of zones (type "Manaus", "Lisbon" or "GMT-04"), saved with the rest of the settings.
 */
export function TimeZoneField({ control, readOnly }: { control: Control<SettingsValues>; readOnly: boolean }) {
  const { t } = useTranslation();
  return (
    <Controller
      name="time_zone"
      control={control}
      render={({ field, fieldState }) => (
        <TimeZoneAutocomplete
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          disabled={readOnly}
          label={t('clients.settings.timeZone')}
          noOptionsText={t('clients.settings.timeZoneNone')}
          error={fieldState.error?.message}
          hint={t('clients.settings.timeZoneHint')}
        />
      )}
    />
  );
}

interface TimeZoneAutocompleteProps {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLInputElement>;
  disabled: boolean;
  label: string;
  noOptionsText: string;
  error?: string;
  hint: string;
}

function TimeZoneAutocomplete({
  value,
  onChange,
  onBlur,
  inputRef,
  disabled,
  label,
  ...texts
}: TimeZoneAutocompleteProps) {
  const options = useMemo(() => timeZoneOptions(value), [value]);
  const labels = useMemo(() => new Map(options.map((zone) => [zone, timeZoneLabel(zone)])), [options]);
  return (
    <Autocomplete
      options={options}
      value={value}
      disableClearable
      disabled={disabled}
      autoHighlight
      getOptionLabel={(zone) => labels.get(zone) ?? zone}
      // Typed words match the name with or without its underscores ('Sao Paulo', 'sao_paulo') and the offset.
      filterOptions={(zones, { inputValue }) => {
        const words = inputValue.toLowerCase().replaceAll('_', ' ').split(/\s+/).filter(Boolean);
        if (!words.length) return zones;
        return zones.filter((zone) => {
          const text = (labels.get(zone) ?? zone).toLowerCase().replaceAll('_', ' ');
          return words.every((word) => text.includes(word));
        });
      }}
      onChange={(_, zone) => onChange(zone)}
      onBlur={onBlur}
      noOptionsText={texts.noOptionsText}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          inputRef={inputRef}
          error={Boolean(texts.error)}
          helperText={texts.error ?? texts.hint}
        />
      )}
    />
  );
}
