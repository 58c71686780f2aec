import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, InputAdornment, TextField } from '@mui/material';
import { colorChannels } from '@console/contract';

/** #RRGGBB of a colour written #RRGGBB or rgb(r, g, b), for the browser's picker; black when it is not a colour yet. */
function hexOf(value: string): string {
  const channels = colorChannels(value.trim());
  return channels ? `#${channels.map((c) => c.toString(16).padStart(2, '0')).join('')}` : '#000000';
}

interface ColorFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** A brand colour: its text (#RRGGBB or rgb(r, g, b)) with the browser's colour picker beside it. */
export function ColorField({ label, value, onChange, onBlur, name, error, inputRef }: ColorFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={label}
      value={value}
      name={name}
      inputRef={inputRef}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      error={Boolean(error)}
      helperText={error}
      slotProps={{
        htmlInput: { spellCheck: false, maxLength: 24 },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Box
                component="input"
                type="color"
                aria-label={t('clients.create.pickColor', { label })}
                value={hexOf(value)}
                onChange={(event) => onChange((event.target as HTMLInputElement).value)}
                sx={{
                  width: 32,
                  height: 32,
                  p: 0,
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1,
                  bgcolor: 'transparent',
                  cursor: 'pointer',
                }}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
