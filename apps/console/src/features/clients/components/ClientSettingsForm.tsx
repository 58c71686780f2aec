import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm, type Path } from 'react-hook-form';
import { Alert, Button, Stack } from '@mui/material';
import type { AsapClient } from '@console/contract';
import { FailureAlert } from '../../../components/FailureAlert.tsx';
import { useToast } from '../../../components/toast.tsx';
import { UnsavedChangesDialog, type UnsavedChangesTexts } from '../../../components/UnsavedChangesDialog.tsx';
import { showServerErrors } from '../../../lib/server-errors.ts';
import { useUnsavedChanges } from '../../../lib/unsaved-changes.ts';
import { useUpdateClientConfig } from '../api/clients.ts';
import { translateClientMessage } from '../form/messages.ts';
import { changesOf, settingsFieldOf, settingsResolver, settingsValues, type SettingsValues } from '../form/settings.ts';
import { GeneralSection } from './GeneralSection.tsx';
import { ModulesSection } from './ModulesSection.tsx';
import { WelcomeEmailSection } from './WelcomeEmailSection.tsx';

interface ClientSettingsFormProps {
  client: AsapClient;
  /** The platform operator: the only one who changes the modules contracted. */
  operator: boolean;
  /** Without `clientes.editar` the settings are only read. */
  readOnly: boolean;
}

/**
 * A client's settings: name, languages, self-registration, the welcome e-mail per language and the modules
 * contracted. Saves only what changed, shows the API's 422 messages on their fields, discards, and asks before
 * leaving with unsaved changes.
 */
export function ClientSettingsForm({ client, operator, readOnly }: ClientSettingsFormProps) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const initial = useMemo(() => settingsValues(client), [client]);
  const resolver = useMemo(() => settingsResolver(t), [t]);
  const { control, handleSubmit, reset, setError, formState } = useForm<SettingsValues>({
    defaultValues: initial,
    resolver,
  });
  const update = useUpdateClientConfig();
  const [failures, setFailures] = useState<string[]>([]);
  const guard = useUnsavedChanges(formState.isDirty && !readOnly);
  const unsavedTexts: UnsavedChangesTexts = {
    title: t('clients.settings.unsavedTitle'),
    text: t('clients.settings.unsavedText'),
    leave: t('clients.settings.leave'),
    stay: t('clients.settings.keepEditing'),
  };

  const onSubmit = handleSubmit(async (values) => {
    setFailures([]);
    const config = changesOf(values, client, operator);
    if (Object.keys(config).length === 0) return reset();
    try {
      const saved = await update.mutateAsync({ client_id: client.id, config });
      reset(settingsValues(saved));
      toast({ kind: 'success', message: t('clients.settings.saved') });
    } catch (error) {
      setFailures(
        showServerErrors(
          error,
          settingsFieldOf,
          (key, failure, options) => setError(key as Path<SettingsValues>, failure, options),
          (message) => translateClientMessage(t, message),
        ),
      );
    }
  });

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={onSubmit}
      spacing={2}
      aria-label={t('clients.settings.formLabel', { name: client.name })}
    >
      <FailureAlert messages={failures} />
      {readOnly ? <Alert severity="info">{t('clients.settings.readOnly')}</Alert> : null}
      <GeneralSection control={control} readOnly={readOnly} />
      <WelcomeEmailSection control={control} readOnly={readOnly} clientId={client.id} />
      <ModulesSection control={control} editable={operator && !readOnly} />
      {readOnly ? null : (
        <Stack
          direction="row"
          spacing={1}
          justifyContent="flex-end"
          sx={{ position: 'sticky', bottom: 0, py: 1, bgcolor: 'background.default', zIndex: 1 }}
        >
          <Button
            onClick={() => {
              // Back to the values last saved.
              reset();
              setFailures([]);
            }}
            disabled={formState.isSubmitting || !formState.isDirty}
          >
            {t('clients.settings.discard')}
          </Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting || !formState.isDirty}>
            {t('clients.settings.save')}
          </Button>
        </Stack>
      )}
      <UnsavedChangesDialog guard={guard} texts={unsavedTexts} />
    </Stack>
  );
}
