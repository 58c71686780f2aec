import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Controller, useForm, type Path } from 'react-hook-form';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { DECISIONS, TEXT_MIN_LENGTH, type Decision, type DevolutivaBody } from '@console/contract';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { FailureAlert } from '../../../components/FailureAlert.tsx';
import { showServerErrors } from '../../../lib/server-errors.ts';

interface Values {
  decision: Decision;
  text: string;
}

export interface DevolutivaDialogProps {
  open: boolean;
  projectTitle: string;
  /** The decision preset (a board drop on Aprovado presets 'aprovado'). */
  decision?: Decision;
  onClose: () => void;
  onSubmit: (body: DevolutivaBody) => Promise<unknown>;
}

function DevolutivaForm({
  projectTitle,
  decision = 'ajustes',
  onClose,
  onSubmit,
  titleId,
}: Omit<DevolutivaDialogProps, 'open'> & { titleId: string }) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string[]>([]);
  const [confirming, setConfirming] = useState<Values | null>(null);
  const [sending, setSending] = useState(false);
  const { control, handleSubmit, setError } = useForm<Values>({ defaultValues: { decision, text: '' } });

  // It notifies the proponent by e-mail: asked once more before it goes.
  const submit = handleSubmit((values) => setConfirming(values));
  const send = async () => {
    if (!confirming) return;
    setSending(true);
    setFailure([]);
    try {
      await onSubmit({ decision: confirming.decision, text: confirming.text.trim() });
    } catch (error) {
      const fieldOf = (key: string) => (key === 'decision' || key === 'text' ? key : null);
      setFailure(
        showServerErrors(error, fieldOf, (name, fieldError, options) =>
          setError(name as Path<Values>, fieldError, options),
        ),
      );
    } finally {
      setSending(false);
      setConfirming(null);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'contents' }}>
      <DialogTitle id={titleId}>{t('projetos.devolutiva.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {projectTitle}
          </Typography>
          <FailureAlert messages={failure} />
          <Controller
            name="decision"
            control={control}
            render={({ field }) => (
              <FormControl>
                <FormLabel id={`${titleId}-decision`}>{t('projetos.devolutiva.decision')}</FormLabel>
                <RadioGroup
                  row
                  aria-labelledby={`${titleId}-decision`}
                  name={field.name}
                  value={field.value}
                  onChange={(event) => field.onChange(event.target.value)}
                >
                  {DECISIONS.map((value) => (
                    <FormControlLabel
                      key={value}
                      value={value}
                      control={<Radio />}
                      label={t(`projetos.decision.${value}`)}
                    />
                  ))}
                </RadioGroup>
              </FormControl>
            )}
          />
          <Controller
            name="text"
            control={control}
            rules={{
              validate: (value) => (value.trim().length >= TEXT_MIN_LENGTH ? true : t('projetos.devolutiva.textMin')),
            }}
            render={({ field: { ref, ...input }, fieldState: { error } }) => (
              <TextField
                {...input}
                inputRef={ref}
                autoFocus
                label={t('projetos.devolutiva.text')}
                required
                multiline
                minRows={4}
                fullWidth
                error={Boolean(error)}
                helperText={error?.message ?? t('projetos.devolutiva.textHelp')}
                slotProps={{ htmlInput: { maxLength: 10000 } }}
              />
            )}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={sending}>
          {t('projetos.form.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={sending}>
          {t('projetos.devolutiva.submit')}
        </Button>
      </DialogActions>
      <ConfirmDialog
        open={confirming !== null}
        title={t('projetos.devolutiva.confirmTitle')}
        text={t('projetos.devolutiva.confirmText', {
          decision: confirming ? t(`projetos.decision.${confirming.decision}`) : '',
        })}
        confirmLabel={t('projetos.devolutiva.confirm')}
        cancelLabel={t('projetos.form.cancel')}
        busy={sending}
        onCancel={() => setConfirming(null)}
        onConfirm={() => void send()}
      />
    </Box>
  );
}

/** The devolutiva: the decision and the message to the proponent, confirmed before it is sent (it e-mails them). */
export function DevolutivaDialog({ open, ...props }: DevolutivaDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={props.onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      {open ? <DevolutivaForm {...props} titleId={titleId} /> : null}
    </Dialog>
  );
}
