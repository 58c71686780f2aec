import { useTranslation } from 'react-i18next';
import { FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup } from '@mui/material';
import { IMPORT_MODES, type ImportMode } from '@console/contract';

/** What the import does with each row: create and update, create only, or update only (issue 27). */
export function ModeChoice({
  value,
  disabled,
  onChange,
}: {
  value: ImportMode;
  disabled?: boolean;
  onChange: (mode: ImportMode) => void;
}) {
  const { t } = useTranslation();
  const order: ImportMode[] = ['both', ...IMPORT_MODES.filter((m) => m !== 'both')];
  return (
    <FormControl disabled={disabled}>
      <FormLabel id="import-mode-label">{t('imports.mode.legend')}</FormLabel>
      <RadioGroup
        aria-labelledby="import-mode-label"
        aria-describedby="import-mode-hint"
        name="import-mode"
        value={value}
        onChange={(event) => onChange(event.target.value as ImportMode)}
      >
        {order.map((mode) => (
          <FormControlLabel key={mode} value={mode} control={<Radio />} label={t(`imports.mode.${mode}`)} />
        ))}
      </RadioGroup>
      <FormHelperText id="import-mode-hint" sx={{ mx: 0 }}>
        {t('imports.mode.hint')}
      </FormHelperText>
    </FormControl>
  );
}
