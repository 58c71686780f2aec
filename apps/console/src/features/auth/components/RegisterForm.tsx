import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack, TextField } from '@mui/material';
import { registerBody, type Language } from '@console/contract';
import type { z } from 'zod';
import { ApiError, errorMessage } from '../../../lib/http.ts';
import { isLanguage } from '../../../lib/session.ts';
import { useRegister } from '../api/register.ts';

const userSchema = registerBody.shape.user.omit({ language: true });
type RegisterInput = z.input<typeof userSchema>;
type RegisterOutput = z.output<typeof userSchema>;
const FIELDS = ['name', 'email', 'password'] as const;

/** Self sign-up for a client whose config allows registration. */
export function RegisterForm({ clientId, onRegistered }: { clientId: number; onRegistered: () => void }) {
  const { t, i18n } = useTranslation();
  const registerMutation = useRegister();
  const [failure, setFailure] = useState<string | null>(null);
  const messages: Record<(typeof FIELDS)[number], string> = {
    name: t('auth.nameRequired'),
    email: t('auth.invalidEmail'),
    password: t('auth.passwordMin'),
  };
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterInput, unknown, RegisterOutput>({
    defaultValues: { name: '', email: '', password: '' },
    resolver: zodResolver(userSchema, { error: (issue) => messages[issue.path?.[0] as (typeof FIELDS)[number]] }),
  });

  const onSubmit = handleSubmit(async (user) => {
    setFailure(null);
    try {
      await registerMutation.mutateAsync({ client_id: clientId, user: { ...user, ...(isLanguage(i18n.language) && { language: i18n.language as Language }) } });
      onRegistered();
    } catch (error) {
      setFailure(errorMessage(error));
      if (error instanceof ApiError && error.errors) {
        for (const [key, list] of Object.entries(error.errors)) {
          const field = FIELDS.find((name) => key === name || key.endsWith(`.${name}`));
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
      <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
        {t('auth.registerSubmit')}
      </Button>
    </Stack>
  );
}
