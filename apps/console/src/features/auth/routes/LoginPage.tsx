import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Alert, Link, Stack } from '@mui/material';
import { LOGOUT_ROUTE, forgotPasswordPath, type ClientColors, type ClientEntry } from '@console/contract';
import { AuthCard } from '../components/AuthCard.tsx';
import { LoginForm } from '../components/LoginForm.tsx';
import { registerPath } from '../paths.ts';

export interface BrandedAuthPageProps {
  client: ClientEntry;
  /** The client's colours; undefined while loading or when the call failed. */
  colors?: ClientColors;
  colorsFailed?: boolean;
  /** The client is suspended: its users cannot sign in (or sign up) until the platform reactivates it. */
  suspended?: boolean;
}

/** A client's login page (SPEC.md §2 client login routes), in that client's colours. */
export function LoginPage({ client, colors, colorsFailed, suspended = false }: BrandedAuthPageProps) {
  const { t } = useTranslation();
  return (
    <AuthCard
      title={colors?.name ?? client.name}
      subtitle={t('auth.loginSubtitle')}
      logo={colors?.config.logo}
      background={colors?.config.login_background}
    >
      {colorsFailed ? <Alert severity="info">{t('auth.colorsFailed')}</Alert> : null}
      {suspended ? <Alert severity="warning">{t('clients.suspendedPage')}</Alert> : null}
      <LoginForm clientId={client.id} disabled={suspended} />
      {suspended ? null : (
        <Link component={RouterLink} to={forgotPasswordPath(client.id)} sx={{ alignSelf: 'flex-start' }}>
          {t('auth.forgotLink')}
        </Link>
      )}
      <Stack direction="row" justifyContent="space-between" flexWrap="wrap" gap={1}>
        <Link component={RouterLink} to={LOGOUT_ROUTE}>
          {t('auth.otherOrganisation')}
        </Link>
        {colors?.config.registration && !suspended ? (
          <Link component={RouterLink} to={registerPath(client)}>
            {t('auth.register')}
          </Link>
        ) : null}
      </Stack>
    </AuthCard>
  );
}
