import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { CssBaseline } from '@mui/material';
import { ToastProvider } from '../components/toast.tsx';
import { ClientThemeProvider } from '../features/branding/ClientThemeProvider.tsx';
import { useClientColors } from '../features/branding/api/get-client-colors.ts';
import { useClientTexts } from '../lib/client-texts.ts';
import { i18n } from '../lib/i18n.ts';
import { useSession } from '../lib/session.ts';
import { createQueryClient } from './query-client.ts';

/** The theme of the active client (session client id), in the active language. */
function ActiveClientTheme({ children }: { children: ReactNode }) {
  const { clientId } = useSession();
  const colors = useClientColors(clientId);
  return (
    <ClientThemeProvider colors={colors.data}>
      <CssBaseline />
      {children}
    </ClientThemeProvider>
  );
}

/** The signed-in client's own interface texts, laid over the translation files (issue 29). */
function ClientTexts() {
  useClientTexts();
  return null;
}

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <ClientTexts />
        <ActiveClientTheme>
          <ToastProvider>{children}</ToastProvider>
        </ActiveClientTheme>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
