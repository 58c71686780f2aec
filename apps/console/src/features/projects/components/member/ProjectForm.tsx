import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { Alert, Box, Button, Grid, Link, Paper, Stack, TextField, Typography } from '@mui/material';
import Save from '@mui/icons-material/Save';
import Send from '@mui/icons-material/Send';
import { PROJECT_MESSAGES, type Project } from '@console/contract';
import { DateField, DatesProvider } from '../../../../components/DateField.tsx';
import { ConfirmDialog } from '../../../../components/ConfirmDialog.tsx';
import { FailureAlert } from '../../../../components/FailureAlert.tsx';
import { UnsavedChangesDialog } from '../../../../components/UnsavedChangesDialog.tsx';
import { useToast } from '../../../../components/toast.tsx';
import { ApiError } from '../../../../lib/http.ts';
import { maskMoney } from '../../../../lib/masks.ts';
import { showServerErrors, type SetFieldError } from '../../../../lib/server-errors.ts';
import { useUnsavedChanges } from '../../../../lib/unsaved-changes.ts';
import { AttachmentsField } from './AttachmentsField.tsx';
import { translateMessage } from './messages.ts';
import {
  projectFieldOf,
  projectResolver,
  projectValues,
  type ProjectBody,
  type ProjectValues,
} from './project-values.ts';
import { TeamField } from './TeamField.tsx';

export interface ProjectFormProps {
  defaultValues: ProjectValues;
  /** Creates or updates the project; answers it as saved. */
  save: (body: ProjectBody) => Promise<Project>;
  /** After a save; `release` lets the next navigation through without the unsaved-changes question. */
  onSaved?: (project: Project, release: () => void) => void;
  /** The saved project may be sent ('Enviar projeto', or 'Reenviar' after a devolutiva asking for changes). */
  send?: { resubmit: boolean; submit: () => Promise<Project> };
  /** An action of the page drawn at the start of the form's action bar (deleting a draft). */
  extraAction?: ReactNode;
}

const TEXTS = [
  { name: 'title', rows: 0, max: 160, width: 12 },
  { name: 'summary', rows: 3, max: 2000, width: 12 },
  { name: 'objectives', rows: 4, max: 5000, width: 12 },
  { name: 'target_audience', rows: 2, max: 1000, width: 12 },
] as const;

const isProponentMissing = (error: unknown) =>
  error instanceof ApiError &&
  (error.message === PROJECT_MESSAGES.proponentData ||
    Object.values(error.errors ?? {}).some((list) => list.includes(PROJECT_MESSAGES.proponentData)));

/**
 * The member's project: title, summary, objectives, target audience, budget in R$, dates, attachments and team.
 * Saves as a draft (the contract's checks first, the server's 422 messages at their fields), asks before leaving with
 * unsaved changes, and sends the project after a confirmation (saving it first when changed).
 */
export function ProjectForm({ defaultValues, save, onSaved, send, extraAction }: ProjectFormProps) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const form = useForm<ProjectValues, unknown, ProjectBody>({ defaultValues, resolver: projectResolver(t) });
  const { control, handleSubmit, reset, setError, formState } = form;
  const guard = useUnsavedChanges(formState.isDirty);
  const [failure, setFailure] = useState<string[]>([]);
  const [proponentMissing, setProponentMissing] = useState(false);
  const [confirming, setConfirming] = useState<ProjectBody | null>(null);
  const [busy, setBusy] = useState(false);

  const refused = (error: unknown) => {
    setProponentMissing(isProponentMissing(error));
    setFailure(
      showServerErrors(error, projectFieldOf, setError as SetFieldError, (message) => translateMessage(t, message)).map(
        (m) => translateMessage(t, m),
      ),
    );
  };

  /** Saves; answers the project, or null when refused (the messages are then on the form). */
  const store = async (body: ProjectBody): Promise<Project | null> => {
    try {
      const project = await save(body);
      reset(projectValues(project));
      return project;
    } catch (error) {
      refused(error);
      return null;
    }
  };

  const onSave = handleSubmit(async (body) => {
    setFailure([]);
    setProponentMissing(false);
    const project = await store(body);
    if (!project) return;
    toast({ kind: 'success', message: t('projetos.member.form.saved') });
    onSaved?.(project, guard.release);
  });

  const onSend = handleSubmit((body) => {
    setFailure([]);
    setProponentMissing(false);
    setConfirming(body);
  });

  const confirmSend = async () => {
    if (!confirming || !send) return;
    setBusy(true);
    try {
      if (formState.isDirty && !(await store(confirming))) return;
      const project = await send.submit();
      toast({
        kind: 'success',
        message: t(send.resubmit ? 'projetos.member.send.resent' : 'projetos.member.send.sent'),
      });
      onSaved?.(project, guard.release);
    } catch (error) {
      refused(error);
    } finally {
      setBusy(false);
      setConfirming(null);
    }
  };

  const sendLabel = send?.resubmit ? t('projetos.member.send.resubmit') : t('projetos.member.send.submit');
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={onSave} aria-label={t('projetos.member.form.label')}>
      <FailureAlert messages={failure} />
      {proponentMissing ? (
        <Alert severity="warning">
          {t('projetos.member.proponent.missing')}{' '}
          <Link component={RouterLink} to="../dados" relative="path">
            {t('projetos.member.proponent.fill')}
          </Link>
        </Alert>
      ) : null}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('projetos.member.form.about')}
        </Typography>
        <Grid container spacing={2}>
          {TEXTS.map(({ name, rows, max, width }) => (
            <Grid key={name} size={{ xs: 12, md: width }}>
              <Controller
                name={name}
                control={control}
                render={({ field, fieldState: { error } }) => (
                  <TextField
                    {...field}
                    fullWidth
                    required
                    multiline={rows > 0}
                    minRows={rows || undefined}
                    label={t(`projetos.member.fields.${name}`)}
                    error={Boolean(error)}
                    helperText={error?.message}
                    slotProps={{ htmlInput: { maxLength: max } }}
                  />
                )}
              />
            </Grid>
          ))}
        </Grid>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('projetos.member.form.budgetAndDates')}
        </Typography>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Controller
              name="budget"
              control={control}
              render={({ field, fieldState: { error } }) => (
                <TextField
                  {...field}
                  onChange={(event) => field.onChange(maskMoney(event.target.value))}
                  fullWidth
                  required
                  label={t('projetos.member.fields.budget')}
                  placeholder="R$ 0,00"
                  error={Boolean(error)}
                  helperText={error?.message}
                  slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                />
              )}
            />
          </Grid>
          {(['start_date', 'end_date'] as const).map((name) => (
            <Grid key={name} size={{ xs: 12, sm: 6, md: 4 }}>
              <Controller
                name={name}
                control={control}
                render={({ field, fieldState: { error } }) => (
                  // The shared date field: typed and shown in the interface language's order, not the browser's.
                  <DatesProvider>
                    <DateField
                      kind="date"
                      name={field.name}
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      inputRef={field.ref}
                      required
                      label={t(`projetos.member.fields.${name}`)}
                      error={error?.message}
                    />
                  </DatesProvider>
                )}
              />
            </Grid>
          ))}
        </Grid>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Controller
          name="attachments"
          control={control}
          render={({ field, fieldState: { error } }) => (
            <AttachmentsField value={field.value} onChange={field.onChange} error={error?.message} />
          )}
        />
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Controller
          name="team"
          control={control}
          render={({ field, fieldState: { error } }) => (
            <TeamField value={field.value} onChange={field.onChange} error={error?.message} />
          )}
        />
      </Paper>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }} useFlexGap>
        {extraAction ? <Box sx={{ mr: 'auto' }}>{extraAction}</Box> : null}
        <Button
          type="submit"
          variant={send ? 'outlined' : 'contained'}
          startIcon={<Save />}
          disabled={formState.isSubmitting || busy}
        >
          {t(send?.resubmit ? 'projetos.member.form.saveChanges' : 'projetos.member.form.saveDraft')}
        </Button>
        {send ? (
          <Button
            variant="contained"
            startIcon={<Send />}
            onClick={() => void onSend()}
            disabled={formState.isSubmitting || busy}
          >
            {sendLabel}
          </Button>
        ) : null}
      </Stack>
      <ConfirmDialog
        open={confirming !== null}
        title={send?.resubmit ? t('projetos.member.send.confirmResubmitTitle') : t('projetos.member.send.confirmTitle')}
        text={t(formState.isDirty ? 'projetos.member.send.confirmTextDirty' : 'projetos.member.send.confirmText')}
        confirmLabel={sendLabel}
        cancelLabel={t('projetos.member.send.cancel')}
        busy={busy}
        onCancel={() => setConfirming(null)}
        onConfirm={() => void confirmSend()}
      />
      <UnsavedChangesDialog
        guard={guard}
        texts={{
          title: t('projetos.member.unsaved.title'),
          text: t('projetos.member.unsaved.text'),
          leave: t('projetos.member.unsaved.leave'),
          stay: t('projetos.member.unsaved.stay'),
        }}
      />
    </Stack>
  );
}
