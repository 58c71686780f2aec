import { useSearchParams } from 'react-router';
import { clientById, type ClientEntry } from '@console/contract';
import { ClientThemeProvider } from '../../features/branding/ClientThemeProvider.tsx';
import { useClientColors } from '../../features/branding/api/get-client-colors.ts';
import { ChooseClientPage } from '../../features/auth/routes/ChooseClientPage.tsx';
import { LoginPage } from '../../features/auth/routes/LoginPage.tsx';
import { RegisterPage } from '../../features/auth/routes/RegisterPage.tsx';
import { SetPasswordPage } from '../../features/auth/routes/SetPasswordPage.tsx';

/** The auth area: the organisation chooser and each client's login and sign-up, in its colours. */
export { ChooseClientPage };

function BrandedPage({ client, Page }: { client: ClientEntry; Page: typeof LoginPage }) {
  const colors = useClientColors(client.id);
  return (
    <ClientThemeProvider colors={colors.data}>
      <Page client={client} colors={colors.data} colorsFailed={colors.isError} />
    </ClientThemeProvider>
  );
}

export const LoginRoute = ({ client }: { client: ClientEntry }) => <BrandedPage client={client} Page={LoginPage} />;
export const RegisterRoute = ({ client }: { client: ClientEntry }) => <BrandedPage client={client} Page={RegisterPage} />;

/** The welcome e-mail's page: its link names the client whose colours to wear. */
export function SetPasswordRoute() {
  const [params] = useSearchParams();
  const client = clientById(Number(params.get('client_id')));
  const colors = useClientColors(client?.id ?? null);
  return (
    <ClientThemeProvider colors={colors.data}>
      <SetPasswordPage client={client} colors={colors.data} />
    </ClientThemeProvider>
  );
}
