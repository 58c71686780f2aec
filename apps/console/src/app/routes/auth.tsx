import type { ReactNode } from 'react';
import { useLoaderData, useSearchParams } from 'react-router';
import { clientById, type ClientColors, type ClientEntry, type PublicClient } from '@console/contract';
import { ClientThemeProvider } from '../../features/branding/ClientThemeProvider.tsx';
import { useClientColors } from '../../features/branding/api/get-client-colors.ts';
import { ChooseClientPage } from '../../features/auth/routes/ChooseClientPage.tsx';
import { LoginPage } from '../../features/auth/routes/LoginPage.tsx';
import { RegisterPage } from '../../features/auth/routes/RegisterPage.tsx';
import { SetPasswordPage } from '../../features/auth/routes/SetPasswordPage.tsx';
import { ForgotPasswordPage } from '../../features/auth/routes/ForgotPasswordPage.tsx';
import { clientEntryOf, colorsOf, useClientLookup } from '../../lib/client-lookup.ts';

/** The auth area: the organisation chooser and each client's login and sign-up, in its colours. */
export { ChooseClientPage };

interface BrandedProps {
  client: ClientEntry;
  /** The client as its route's loader looked it up (a client created at run time). */
  lookup?: PublicClient;
}

/**
 * A client's login or sign-up page in its colours (the served or read ones, else those of the lookup), saying so
 * when the client is suspended.
 */
function BrandedPage({ client, lookup, Page }: BrandedProps & { Page: typeof LoginPage }) {
  const colors = useClientColors(client.id);
  const status = useClientLookup({ id: client.id }, { initial: lookup }).data?.status;
  const shown = colors.data ?? (lookup ? colorsOf(lookup) : undefined);
  return (
    <ClientThemeProvider colors={shown}>
      <Page client={client} colors={shown} colorsFailed={colors.isError && !shown} suspended={status === 'suspended'} />
    </ClientThemeProvider>
  );
}

export const LoginRoute = (props: BrandedProps) => <BrandedPage {...props} Page={LoginPage} />;
export const RegisterRoute = (props: BrandedProps) => <BrandedPage {...props} Page={RegisterPage} />;

/** /:slug/login and /:slug/cadastro of a client created at run time, as its loader found it. */
function RuntimeClientRoute({ Route }: { Route: typeof LoginRoute }) {
  const client = useLoaderData() as PublicClient;
  return <Route key={client.id} client={clientEntryOf(client)} lookup={client} />;
}
export const RuntimeLoginRoute = () => <RuntimeClientRoute Route={LoginRoute} />;
export const RuntimeRegisterRoute = () => <RuntimeClientRoute Route={RegisterRoute} />;

/**
 * A page of ?client_id= (the welcome or reset e-mail's link, the forgot-password form): it wears the colours of the
 * client named (a fixed one, or one its loader looked up).
 */
function ClientOfQuery({ children }: { children: (client?: ClientEntry, colors?: ClientColors) => ReactNode }) {
  const [params] = useSearchParams();
  const looked = useLoaderData() as PublicClient | null | undefined;
  const client = clientById(Number(params.get('client_id'))) ?? (looked ? clientEntryOf(looked) : undefined);
  const colors = useClientColors(client?.id ?? null);
  const shown = colors.data ?? (looked ? colorsOf(looked) : undefined);
  return <ClientThemeProvider colors={shown}>{children(client, shown)}</ClientThemeProvider>;
}

/** The welcome e-mail's page. */
export const SetPasswordRoute = () => (
  <ClientOfQuery>{(client, colors) => <SetPasswordPage client={client} colors={colors} />}</ClientOfQuery>
);
/** The reset e-mail's page. */
export const ResetPasswordRoute = () => (
  <ClientOfQuery>{(client, colors) => <SetPasswordPage client={client} colors={colors} mode="reset" />}</ClientOfQuery>
);
/** The forgot-password form of a client's login page. */
export const ForgotPasswordRoute = () => (
  <ClientOfQuery>{(client, colors) => <ForgotPasswordPage client={client} colors={colors} />}</ClientOfQuery>
);
