import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, MenuItem, Stack, TextField } from '@mui/material';
import { registerBody, type Language, type RegistrationUnit } from '@console/contract';
import { z } from 'zod';
import { ApiError, errorMessage } from '../../../lib/http.ts';
import { isLanguage } from '../../../lib/session.ts';
import { useRegister } from '../api/register.ts';

const userSchema = registerBody.shape.user.omit({ language: true });
/** The gym template's sign-up: a unit is required. */
const withUnitSchema = userSchema.extend({ unit: z.string().min(1) });
type RegisterInput = z.input<typeof userSchema>;
type RegisterOutput = z.output<typeof userSchema>;
const FIELDS = ['name', 'email', 'password'] as const;
type Field = (typeof FIELDS)[number] | 'unit';

/** Self sign-up for a client whose config allows registration; `units` (a gym's) adds the unit picker. */
export function RegisterForm({
  clientId,
  units = [],
  onRegistered,
}: {
  clientId: number;
  units?: readonly RegistrationUnit[];
  onRegistered: () => void;
}) {
  const { t, i18n } = useTranslation();
  const registerMutation = useRegister();
  const [failure, setFailure] = useState<string | null>(null);
  const messages: Record<Field, string> = {
    name: t('auth.nameRequired'),
    email: t('auth.invalidEmail'),
    password: t('auth.passwordMin'),
    unit: t('auth.unitRequired'),
  };
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterInput, unknown, RegisterOutput>({
    defaultValues: { name: '', email: '', password: '', ...(units.length ? { unit: '' } : {}) },
    resolver: zodResolver(units.length ? withUnitSchema : userSchema.omit({ unit: true }), {
      error: (issue) => messages[issue.path?.[0] as Field],
    }),
  });

  const onSubmit = handleSubmit(async (user) => {
    setFailure(null);
    try {
      await registerMutation.mutateAsync({
        client_id: clientId,
        user: { ...user, ...(isLanguage(i18n.language) && { language: i18n.language as Language }) },
      });
      onRegistered();
    } catch (error) {
      setFailure(errorMessage(error));
      if (error instanceof ApiError && error.errors) {
        for (const [key, list] of Object.entries(error.errors)) {
          const field = [...FIELDS, 'unit' as const].find((name) => key === name || key.endsWith(`.${name}`));
          if (field && list[0]) setError(field, { message: list[0] });
        }
      }
    }
  });

  const labels = { name: t('auth.name'), email: t('auth.email'), password: t('auth.password') };
  const types = { name: 'text', email: 'email', password: 'password' };
  const autocomplete = { name: 'name', email: 'email', password: 'new-password' };
  return (
    <Stack component="form" spacing={2} noValidate onSubmit={onSubmit} aria-label={t('auth.registerTitle')}>
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      {FIELDS.map((field, index) => (
        <TextField
          key={field}
          id={`register-${field}`}
          label={labels[field]}
          type={types[field]}
          autoComplete={autocomplete[field]}
          autoFocus={index === 0}
          error={!!errors[field]}
          helperText={errors[field]?.message}
          slotProps={{ htmlInput: { 'aria-required': true } }}
          {...register(field)}
        />
      ))}
      {units.length ? (
        <TextField
          id="register-unit"
          select
          label={t('auth.unit')}
          defaultValue=""
          error={!!errors.unit}
          helperText={errors.unit?.message}
          slotProps={{ htmlInput: { 'aria-required': true } }}
          {...register('unit')}
        >
          {units.map((unit) => (
            <MenuItem key={unit.value} value={unit.value}>
              {unit.label}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
        {t('auth.registerSubmit')}
      </Button>
    </Stack>
  );
}
