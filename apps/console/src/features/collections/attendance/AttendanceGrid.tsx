import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Checkbox, FormControlLabel, MenuItem, Stack, TextField, Typography } from '@mui/material';
import type { AttendanceSession, CollectionMeta } from '@console/contract';
import { DateField, DatesProvider } from '../../../components/DateField.tsx';
import { formatDate } from '../../../lib/date.ts';
import { ApiError, errorDetail } from '../../../lib/http.ts';
import { useAttendanceSheet, useSaveAttendance } from './api.ts';

interface Mark {
  participante: number;
  nome: string;
  presente: boolean;
  atraso: string;
}

const today = () => new Date().toISOString().slice(0, 10);

/**
 * A cohort's attendance for one session (issue 28): the administrator names the session (or picks one already taken),
 * sees the cohort's active participants, all present by default, toggles who was absent, notes minutes late, and
 * saves: the session's attendance rows are created or updated together. Each checkbox is labelled by the
 * participant's name; the rows wrap on a narrow screen.
 */
export function AttendanceGrid({ meta, id }: { meta: CollectionMeta; id: number }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [draft, setDraft] = useState<AttendanceSession>({ encontro: '', data: today() });
  const [session, setSession] = useState<AttendanceSession | null>(null);
  const [marks, setMarks] = useState<Mark[]>([]);
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const sheet = useAttendanceSheet(meta, id, session);
  const save = useSaveAttendance(meta, id);
  const sessions = sheet.data?.sessions ?? [];

  useEffect(() => {
    if (!session || !sheet.data) return;
    setMarks(
      sheet.data.participants.map((p) => ({
        participante: p.participante,
        nome: p.nome,
        presente: p.presente,
        atraso: p.atraso_min == null ? '' : String(p.atraso_min),
      })),
    );
  }, [session, sheet.data]);

  const open = (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    if (draft.encontro.trim() && draft.data) setSession({ encontro: draft.encontro.trim(), data: draft.data });
  };
  const set = (index: number, change: Partial<Mark>) =>
    setMarks((all) => all.map((mark, i) => (i === index ? { ...mark, ...change } : mark)));

  const onSave = async () => {
    if (!session) return;
    setNotice(null);
    try {
      const saved = await save.mutateAsync({
        ...session,
        presencas: marks.map((m) => ({
          participante: m.participante,
          presente: m.presente,
          atraso_min: m.presente && m.atraso !== '' ? Number(m.atraso) : null,
        })),
      });
      setNotice({ kind: 'success', text: t('collection.attendance.saved', saved) });
    } catch (error) {
      setNotice({ kind: 'error', text: error instanceof ApiError ? errorDetail(error) : String(error) });
    }
  };

  const present = marks.filter((m) => m.presente).length;
  return (
    <Stack spacing={2} component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h2">
        {t('collection.attendance.title')}
      </Typography>
      <Box
        component="form"
        onSubmit={open}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}
      >
        {sessions.length ? (
          <TextField
            select
            label={t('collection.attendance.pick')}
            value=""
            onChange={(event) => {
              const picked = sessions[Number(event.target.value)];
              if (picked) setDraft(picked);
            }}
            sx={{ minWidth: 200, flex: '1 1 200px' }}
          >
            {sessions.map((s, i) => (
              <MenuItem key={`${s.encontro}-${s.data}`} value={String(i)}>
                {`${s.encontro} · ${formatDate(s.data)}`}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
        <TextField
          label={t('collection.attendance.session')}
          value={draft.encontro}
          onChange={(event) => setDraft({ ...draft, encontro: event.target.value })}
          required
          slotProps={{ htmlInput: { maxLength: 120 } }}
          sx={{ flex: '1 1 200px' }}
        />
        <Box sx={{ flex: '0 1 200px' }}>
          {/* The interface language's date (DD/MM/YYYY in pt-BR), as every date of the console. */}
          <DatesProvider>
            <DateField
              kind="date"
              name="data"
              label={t('collection.attendance.date')}
              value={draft.data}
              onChange={(data) => setDraft({ ...draft, data })}
              required
            />
          </DatesProvider>
        </Box>
        <Button type="submit" variant="outlined" sx={{ alignSelf: 'center' }}>
          {t('collection.attendance.open')}
        </Button>
      </Box>
      {sheet.isError ? <Alert severity="error">{errorDetail(sheet.error)}</Alert> : null}
      {session && sheet.isSuccess && !marks.length ? (
        <Alert severity="info">{t('collection.attendance.empty')}</Alert>
      ) : null}
      {session && marks.length ? (
        <Stack spacing={1}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            <Typography sx={{ flex: '1 1 auto' }} aria-live="polite">
              {t('collection.attendance.count', { present, total: marks.length })}
            </Typography>
            <Button onClick={() => setMarks((all) => all.map((m) => ({ ...m, presente: true })))}>
              {t('collection.attendance.allPresent')}
            </Button>
          </Box>
          <Box
            component="ul"
            aria-label={t('collection.attendance.list', { session: `${session.encontro} · ${session.data}` })}
            sx={{ listStyle: 'none', p: 0, m: 0 }}
          >
            {marks.map((mark, i) => (
              <Box
                component="li"
                key={mark.participante}
                sx={{
                  display: 'flex',
                  flexWrap: 'wrap',
                  alignItems: 'center',
                  gap: 1,
                  py: 0.5,
                  borderBottom: 1,
                  borderColor: 'divider',
                }}
              >
                <FormControlLabel
                  sx={{ flex: '1 1 200px', mr: 0, minWidth: 0, wordBreak: 'break-word' }}
                  control={
                    <Checkbox
                      checked={mark.presente}
                      onChange={(event) => set(i, { presente: event.target.checked })}
                    />
                  }
                  label={mark.nome}
                />
                <Typography variant="body2" color={mark.presente ? 'success.main' : 'error.main'} sx={{ width: 72 }}>
                  {t(mark.presente ? 'collection.attendance.present' : 'collection.attendance.absent')}
                </Typography>
                <TextField
                  size="small"
                  type="number"
                  label={t('collection.attendance.late')}
                  value={mark.atraso}
                  disabled={!mark.presente}
                  onChange={(event) => set(i, { atraso: event.target.value })}
                  slotProps={{
                    htmlInput: {
                      min: 0,
                      max: 600,
                      'aria-label': t('collection.attendance.lateOf', { name: mark.nome }),
                    },
                  }}
                  sx={{ width: 120 }}
                />
              </Box>
            ))}
          </Box>
          <Box>
            <Button variant="contained" onClick={() => void onSave()} disabled={save.isPending}>
              {t('collection.attendance.save')}
            </Button>
          </Box>
        </Stack>
      ) : null}
      {notice ? (
        <Alert severity={notice.kind} role={notice.kind === 'error' ? 'alert' : 'status'}>
          {notice.text}
        </Alert>
      ) : null}
    </Stack>
  );
}
