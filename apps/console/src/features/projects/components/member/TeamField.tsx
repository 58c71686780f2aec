import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, Chip, FormHelperText, Stack, Typography } from '@mui/material';
import Cancel from '@mui/icons-material/Cancel';
import GroupAdd from '@mui/icons-material/GroupAdd';
import { MAX_TEAM, type ProjectPerson } from '@console/contract';
import { PersonAvatar, UserPicker } from '../../../../components/pickers/index.ts';
import { searchTeamPeople } from '../../api/member.ts';
import { personItem } from '../../api/shared.ts';

export interface TeamFieldProps {
  value: readonly ProjectPerson[];
  onChange: (next: ProjectPerson[]) => void;
  readOnly?: boolean;
  error?: string;
}

/** The project's team: people of the client chosen with the user picker (SPEC.md §2.7), fed by GET /api/v2/projetos/pessoas. */
export function TeamField({ value, onChange, readOnly = false, error }: TeamFieldProps) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  const search = useCallback(
    async (term: string, signal: AbortSignal) => (await searchTeamPeople(term, signal)).map(personItem),
    [],
  );
  // The chosen people no search has shown are already known: the picker gets them back from the form.
  const loadSelected = useCallback(
    async (ids: number[]) => value.filter((person) => ids.includes(person.id)).map(personItem),
    [value],
  );

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1">
        {t('projetos.member.team.title')}
      </Typography>
      {value.length ? (
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          component="ul"
          aria-label={t('projetos.member.team.title')}
          sx={{ flexWrap: 'wrap', listStyle: 'none', p: 0, my: 1 }}
        >
          {value.map((person) => (
            <li key={person.id}>
              <Chip
                avatar={<PersonAvatar url={person.picture} size={24} />}
                label={person.name}
                title={person.email}
                onDelete={readOnly ? undefined : () => onChange(value.filter((p) => p.id !== person.id))}
                deleteIcon={<Cancel titleAccess={t('projetos.member.team.remove', { name: person.name })} />}
              />
            </li>
          ))}
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
          {t('projetos.member.team.none')}
        </Typography>
      )}
      {readOnly ? null : (
        <Button variant="outlined" startIcon={<GroupAdd />} onClick={() => setPicking(true)}>
          {t('projetos.member.team.add')}
        </Button>
      )}
      {error ? <FormHelperText error>{error}</FormHelperText> : null}
      {picking ? (
        <UserPicker
          open
          title={t('projetos.member.team.pickerTitle')}
          search={search}
          selectedIds={value.map((person) => person.id)}
          loadSelected={loadSelected}
          onClose={(users) => {
            setPicking(false);
            if (!users) return;
            onChange(
              users
                .slice(0, MAX_TEAM)
                .map((user) => ({ id: user.user_id, name: user.name, email: user.email, picture: user.picture })),
            );
          }}
        />
      ) : null}
    </Box>
  );
}
