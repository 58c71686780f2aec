import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@mui/material';
import { languageResponse, LANGUAGES, type Language } from '@console/contract';
import { http } from '../lib/http.ts';
import { changeLanguage, HTML_LANG } from '../lib/i18n.ts';
import { getSession, isLanguage, setUser, useSession } from '../lib/session.ts';
import { useToast } from './toast.tsx';

const PROFILE_LANGUAGE_PATH = '/api/v2/client/user/language';

/**
 * Switches and stores (localStorage) the language; signed in, it also goes to the user's profile (PUT
 * .../user/language), which the next sign-in applies (SPEC.md §3, §4), and to the session's user.
 */
async function chooseLanguage(language: Language): Promise<void> {
  await changeLanguage(language);
  const { token, user, picture } = getSession();
  if (!token || !user) return;
  const saved = languageResponse.parse(await http.put<unknown>(PROFILE_LANGUAGE_PATH, { language })).data.language;
  setUser({ ...user, language: saved }, picture);
}

/** A labelled native select of the three languages: the choice is stored in localStorage and, signed in, in the profile. */
export function LanguageSwitch({ inverted = false }: { inverted?: boolean }) {
  const { t, i18n } = useTranslation();
  const { language } = useSession();
  const { showError } = useToast();
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
        if (isLanguage(event.target.value))
          chooseLanguage(event.target.value as Language).catch(() => showError(i18n.t('shell.languageNotSaved')));
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
        // Each language is named in itself ('English', 'Español'): its own lang, so that a screen reader says it right.
        <option key={lang} value={lang} lang={HTML_LANG[lang]}>
          {t(`languages.${lang}`)}
        </option>
      ))}
    </TextField>
  );
}
