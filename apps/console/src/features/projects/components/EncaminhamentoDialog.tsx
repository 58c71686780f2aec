import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Controller, useForm, type Path } from 'react-hook-form';
import dayjs from 'dayjs';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormHelperText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import PersonSearch from '@mui/icons-material/PersonSearch';
import type { EncaminhamentoBody, ProjectPerson } from '@console/contract';
import { FailureAlert } from '../../../components/FailureAlert.tsx';
import { PersonAvatar, SelectDialog } from '../../../components/pickers/index.ts';
import { showServerErrors } from '../../../lib/server-errors.ts';
import { DateField, DatesProvider, INVALID_DATE } from '../../../components/DateField.tsx';
import { fetchReviewers } from '../api/admin.ts';

interface Values {
  assignee: ProjectPerson | null;
  stage: string;
  note: string;
  deadline: string;
}

export interface EncaminhamentoDialogProps {
  open: boolean;
  /** The project's title, named in the dialog. */
  projectTitle: string;
  onClose: () => void;
  /** Rejections keep the dialog open with the server's messages. */
  onSubmit: (body: EncaminhamentoBody) => Promise<unknown>;
}

/** A week from now at 18:00, the usual review deadline. */
const defaultDeadline = () => dayjs().add(7, 'day').hour(18).minute(0).second(0).millisecond(0).toISOString();

function EncaminhamentoBodyForm({
  projectTitle,
  onClose,
  onSubmit,
  titleId,
}: Omit<EncaminhamentoDialogProps, 'open'> & { titleId: string }) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string[]>([]);
  const [picking, setPicking] = useState(false);
  // Whether anyone may receive the project at all: when nobody may, the dialog says why instead of an empty picker.
  const anyone = useQuery({
    queryKey: ['projetos', 'reviewers', 'any'],
    queryFn: ({ signal }) => fetchReviewers('', signal),
    staleTime: 0,
  });
  const nobody = anyone.data?.length === 0;
  const { control, handleSubmit, setError, setValue, getValues, clearErrors, formState } = useForm<Values>({
    defaultValues: { assignee: null, stage: '', note: '', deadline: defaultDeadline() },
  });

  const submit = handleSubmit(async (values) => {
    setFailure([]);
    try {
      await onSubmit({
        assignee_id: values.assignee?.id ?? null,
        stage: values.stage.trim() || null,
        note: values.note.trim(),
        deadline: values.deadline,
      });
    } catch (error) {
      const fieldOf = (key: string) =>
        key === 'assignee_id' ? 'assignee' : ['stage', 'note', 'deadline'].includes(key) ? key : null;
      setFailure(
        showServerErrors(error, fieldOf, (name, fieldError, options) =>
          setError(name as Path<Values>, fieldError, options),
        ),
      );
    }
  });
  const targetRule = () =>
    getValues('assignee') || getValues('stage').trim() ? true : t('projetos.encaminhamento.target');

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'contents' }}>
      <DialogTitle id={titleId}>{t('projetos.encaminhamento.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {projectTitle}
          </Typography>
          <FailureAlert messages={failure} />
          <Controller
            name="assignee"
            control={control}
            rules={{ validate: targetRule }}
            render={({ field, fieldState: { error } }) => (
              <Stack spacing={0.5}>
                <Typography variant="subtitle2">{t('projetos.encaminhamento.reviewer')}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {t('projetos.encaminhamento.reviewerRule')}
                </Typography>
                {nobody ? <Alert severity="info">{t('projetos.encaminhamento.noReviewers')}</Alert> : null}
                {field.value ? (
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <PersonAvatar url={field.value.picture} size={32} />
                    <Box sx={{ minWidth: 0 }}>
                      <Typography variant="body2">{field.value.name}</Typography>
                      <Typography variant="caption" color="text.secondary">
                        {field.value.email}
                      </Typography>
                    </Box>
                  </Stack>
                ) : null}
                <Stack direction="row" spacing={1}>
                  <Button
                    variant="outlined"
                    startIcon={<PersonSearch />}
                    ref={field.ref}
                    disabled={nobody && !field.value}
                    onClick={() => setPicking(true)}
                  >
                    {field.value
                      ? t('projetos.encaminhamento.changeReviewer')
                      : t('projetos.encaminhamento.pickReviewer')}
                  </Button>
                  {field.value ? (
                    <Button onClick={() => field.onChange(null)}>{t('projetos.encaminhamento.clearReviewer')}</Button>
                  ) : null}
                </Stack>
                {error ? <FormHelperText error>{error.message}</FormHelperText> : null}
              </Stack>
            )}
          />
          <Controller
            name="stage"
            control={control}
            render={({ field: { ref, ...input }, fieldState: { error } }) => (
              <TextField
                {...input}
                onChange={(event) => {
                  input.onChange(event);
                  clearErrors('assignee');
                }}
                inputRef={ref}
                label={t('projetos.encaminhamento.stage')}
                fullWidth
                error={Boolean(error)}
                helperText={error?.message ?? t('projetos.encaminhamento.stageHelp')}
                slotProps={{ htmlInput: { maxLength: 80 } }}
              />
            )}
          />
          <Controller
            name="note"
            control={control}
            render={({ field: { ref, ...input }, fieldState: { error } }) => (
              <TextField
                {...input}
                inputRef={ref}
                label={t('projetos.encaminhamento.note')}
                multiline
                minRows={3}
                fullWidth
                error={Boolean(error)}
                helperText={error?.message}
                slotProps={{ htmlInput: { maxLength: 2000 } }}
              />
            )}
          />
          <Controller
            name="deadline"
            control={control}
            rules={{
              validate: (value) =>
                !value || value === INVALID_DATE
                  ? t('projetos.encaminhamento.deadlineInvalid')
                  : dayjs(value).isAfter(dayjs())
                    ? true
                    : t('projetos.encaminhamento.deadlinePast'),
            }}
            render={({ field, fieldState: { error } }) => (
              <DatesProvider>
                <DateField
                  kind="datetime"
                  label={t('projetos.encaminhamento.deadline')}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  name="deadline"
                  required
                  error={error?.message}
                />
              </DatesProvider>
            )}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={formState.isSubmitting}>
          {t('projetos.form.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
          {t('projetos.encaminhamento.submit')}
        </Button>
      </DialogActions>
      <SelectDialog<ProjectPerson>
        open={picking}
        title={t('projetos.encaminhamento.pickReviewer')}
        search={fetchReviewers}
        toItem={(person) => ({ id: person.id, avatar: person.picture, description: person.name, detail: person.email })}
        texts={{
          prompt: t('pickers.users.prompt'),
          placeholder: t('pickers.users.placeholder'),
          list: t('pickers.users.list'),
        }}
        onClose={(person) => {
          setPicking(false);
          if (person) {
            setValue('assignee', person, { shouldDirty: true });
            clearErrors('assignee');
          }
        }}
      />
    </Box>
  );
}

/** The encaminhamento: to a reviewer (people holding the projetos tag) and/or a stage, with a note and a deadline. */
export function EncaminhamentoDialog({ open, ...props }: EncaminhamentoDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={props.onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      {open ? <EncaminhamentoBodyForm {...props} titleId={titleId} /> : null}
    </Dialog>
  );
}
