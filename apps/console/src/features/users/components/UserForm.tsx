import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Controller, useForm, useWatch, type Path } from 'react-hook-form';
import {
  Button,
  FormControlLabel,
  FormHelperText,
  Grid,
  MenuItem,
  Paper,
  Stack,
  Switch,
  TextField,
} from '@mui/material';
import {
  PASSWORD_MIN_LENGTH,
  PASSWORD_SETUP_TTL_HOURS,
  userStatus,
  type PostalAddress,
  type UserCreateBody,
  type UserRecord,
} from '@console/contract';
import { FailureAlert } from '../../../components/FailureAlert.tsx';
import { UnsavedChangesDialog } from '../../../components/UnsavedChangesDialog.tsx';
import { useToast } from '../../../components/toast.tsx';
import { showServerErrors } from '../../../lib/server-errors.ts';
import { useUnsavedChanges } from '../../../lib/unsaved-changes.ts';
import { useCepLookup } from '../../../lib/cep.ts';
import { useCreateUser, useUpdateUser } from '../api/user-form.ts';
import { isRequired, orderedFields, type FormDefinition } from '../form/definition.ts';
import { fieldNames, translateMessage, userFormResolver, type UserSubmit } from '../form/resolver.ts';
import { valuesOf, type UserFormValues } from '../form/values.ts';
import { useBackToList } from '../list-return.ts';
import { AddressFields } from './AddressFields.tsx';
import { AvatarField } from './AvatarField.tsx';
import { UserFormField } from './UserFormField.tsx';
import { UserLinksFields } from './UserLinksFields.tsx';
import { isLinkKey } from '../form/links.ts';

/**
 * The user form driven by the client's field definition: standard and custom fields in order, the picture, and
 * the welcome e-mail (create) or the status (edit). Validates like the server, shows its 422 messages on the
 * fields, guards unsaved changes and goes back to the list as it was.
 */
export function UserForm({ definition, record }: { definition: FormDefinition; record: UserRecord | null }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const backToList = useBackToList();
  const mode = record ? 'update' : 'create';
  const initial = useMemo(() => valuesOf(definition, record), [definition, record]);
  const resolver = useMemo(() => userFormResolver(definition, mode, initial, t), [definition, mode, initial, t]);
  const { control, handleSubmit, setError, setValue, getFieldState, formState } = useForm<
    UserFormValues,
    unknown,
    UserSubmit
  >({ defaultValues: initial, resolver });
  const sendWelcome = useWatch({ control, name: 'send_welcome_email' });
  const create = useCreateUser();
  const update = useUpdateUser();
  const [failures, setFailures] = useState<string[]>([]);
  const guard = useUnsavedChanges(formState.isDirty);
  const names = useMemo(() => fieldNames(definition), [definition]);

  const hasAddress = names.has('address');
  const fillAddress = useCallback(
    (address: PostalAddress) => {
      if (!hasAddress) return;
      for (const part of ['street', 'district', 'city', 'state'] as const) {
        setValue(`address.${part}`, address[part], {
          shouldDirty: true,
          shouldValidate: getFieldState(`address.${part}`).invalid,
        });
      }
    },
    [hasAddress, setValue, getFieldState],
  );
  const cep = useCepLookup(fillAddress);

  const leave = () => {
    guard.release();
    backToList();
  };

  const onSubmit = handleSubmit(async ({ body, sendWelcome: welcome }) => {
    setFailures([]);
    if (record && Object.keys(body).length === 0) return leave();
    try {
      if (record) await update.mutateAsync({ id: record.id, body });
      else await create.mutateAsync({ body: body as UserCreateBody, sendWelcome: welcome });
      toast({
        kind: 'success',
        message: record ? t('users.updated') : welcome ? t('users.createdWelcome') : t('users.created'),
      });
      leave();
    } catch (error) {
      const fieldOf = (key: string) => (names.has(key) || isLinkKey(key) ? key : null);
      setFailures(
        showServerErrors(
          error,
          fieldOf,
          (key, failure, options) => setError(key as Path<UserFormValues>, failure, options),
          (message) => translateMessage(t, message),
        ),
      );
    }
  });

  const cepHint = cep.status === 'idle' ? undefined : t(`users.cep.${cep.status}`);
  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2}>
      <FailureAlert messages={failures} />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Controller
          name="picture"
          control={control}
          render={({ field, fieldState }) => (
            <AvatarField value={field.value} error={fieldState.error?.message} onChange={field.onChange} />
          )}
        />
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Grid container spacing={2}>
          {orderedFields(definition).map((field) => {
            const required = isRequired(definition, field);
            const address = field.key === 'address' && !field.custom;
            return (
              <Grid key={`${field.custom}-${field.key}`} size={{ xs: 12, md: address ? 12 : 6 }}>
                {address ? (
                  <AddressFields
                    field={field}
                    required={required}
                    control={control}
                    message={formState.errors.address?.message}
                  />
                ) : (
                  <UserFormField
                    field={field}
                    required={required}
                    control={control}
                    {...(field.key === 'postal_code' && !field.custom ? { hint: cepHint, onTyped: cep.check } : {})}
                  />
                )}
              </Grid>
            );
          })}
        </Grid>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <UserLinksFields control={control} record={record} />
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        {record ? (
          <Controller
            name="status"
            control={control}
            render={({ field, fieldState }) => (
              <TextField
                select
                label={t('users.status')}
                {...field}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
                sx={{ minWidth: 220 }}
              >
                {userStatus.options.map((status) => (
                  <MenuItem key={status} value={status}>
                    {t(`users.statusValue.${status}`)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        ) : (
          <Stack spacing={2}>
            <Controller
              name="send_welcome_email"
              control={control}
              render={({ field }) => (
                <div>
                  <FormControlLabel
                    control={
                      <Switch
                        checked={field.value}
                        onChange={(event) => field.onChange(event.target.checked)}
                        inputRef={field.ref}
                        slotProps={{ input: { 'aria-describedby': 'send-welcome-hint' } }}
                      />
                    }
                    label={t('users.sendWelcome')}
                  />
                  {/* The hint follows the switch: a link is promised only when the e-mail goes. */}
                  <FormHelperText id="send-welcome-hint">
                    {field.value
                      ? t('users.sendWelcomeHint', { hours: PASSWORD_SETUP_TTL_HOURS })
                      : t('users.sendWelcomeOffHint')}
                  </FormHelperText>
                </div>
              )}
            />
            {sendWelcome ? null : (
              <Controller
                name="password"
                control={control}
                render={({ field, fieldState }) => (
                  <TextField
                    type="password"
                    label={t('users.password')}
                    autoComplete="new-password"
                    {...field}
                    error={Boolean(fieldState.error)}
                    helperText={fieldState.error?.message ?? t('users.passwordHint', { min: PASSWORD_MIN_LENGTH })}
                    sx={{ maxWidth: 420 }}
                  />
                )}
              />
            )}
          </Stack>
        )}
      </Paper>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" justifyContent="flex-end">
        <Button onClick={backToList} disabled={formState.isSubmitting}>
          {t('users.cancel')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={formState.isSubmitting || (record !== null && !formState.isDirty)}
        >
          {t('users.save')}
        </Button>
      </Stack>
      <UnsavedChangesDialog
        guard={guard}
        texts={{
          title: t('users.unsavedTitle'),
          text: t('users.unsavedText'),
          leave: t('users.discard'),
          stay: t('users.keepEditing'),
        }}
      />
    </Stack>
  );
}
