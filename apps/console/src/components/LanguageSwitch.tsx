import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@mui/material';
import { LANGUAGES, type Language } from '@console/contract';
import { changeLanguage } from '../lib/i18n.ts';
import { isLanguage, useSession } from '../lib/session.ts';

/** A labelled native select of the three languages; the choice is stored in localStorage. */
export function LanguageSwitch({ inverted = false }: { inverted?: boolean }) {
  const { t } = useTranslation();
  const { language } = useSession();
  const id = useId();
  const color = inverted ? 'inherit' : undefined;
  return (
    <TextField
      id={id}
      select
      size="small"
      label={t('shell.language')}
      value={language}
      onChange={(event) => {
        if (isLanguage(event.target.value)) void changeLanguage(event.target.value as Language);
      }}
      slotProps={{
        select: { native: true },
        inputLabel: { sx: { color } },
      }}
      sx={{
        minWidth: 130,
        ...(inverted && {
          '& .MuiInputBase-root': { color: 'inherit' },
          '& .MuiOutlinedInput-notchedOutline': { borderColor: 'currentColor' },
          '& .MuiNativeSelect-icon, & .MuiSelect-icon': { color: 'inherit' },
          '& option': { color: 'text.primary' },
        }),
      }}
    >
      {LANGUAGES.map((lang) => (
        <option key={lang} value={lang}>
          {t(`languages.${lang}`)}
        </option>
      ))}
    </TextField>
  );
}
