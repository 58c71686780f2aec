import type { RouteObject } from 'react-router';
import {
  CLIENTS,
  LOGOUT_ROUTE,
  PASSWORD_FORGOT_ROUTE,
  PASSWORD_RESET_ROUTE,
  PASSWORD_SETUP_ROUTE,
  type ClientEntry,
} from '@console/contract';
import { registerPath } from '../features/auth/paths.ts';
import { lookedUpName, runtimeClientLoader, setPasswordClientLoader, setPasswordClientName } from './client-pages.ts';
import { titled } from './document-title.ts';

const auth = () => import('./routes/auth.tsx');

const clientRoutes = (client: ClientEntry): RouteObject[] => [
  {
    path: client.loginUrl,
    ...titled('auth.submit', client.name),
    lazy: async () => {
      const { LoginRoute } = await auth();
      return { Component: () => <LoginRoute client={client} /> };
    },
  },
  {
    path: registerPath(client),
    ...titled('auth.registerTitle', client.name),
    lazy: async () => {
      const { RegisterRoute } = await auth();
      return { Component: () => <RegisterRoute client={client} /> };
    },
  },
];

/** The pages before sign-in (SPEC.md §2): the organisation chooser, each client's login and sign-up, the password links. */
export const authRoutes = (): RouteObject[] => [
  {
    path: LOGOUT_ROUTE,
    ...titled('auth.chooseTitle'),
    lazy: async () => ({ Component: (await auth()).ChooseClientPage }),
  },
  {
    path: PASSWORD_SETUP_ROUTE,
    ...titled('auth.setPassword.title', setPasswordClientName),
    loader: setPasswordClientLoader,
    lazy: async () => ({ Component: (await auth()).SetPasswordRoute }),
  },
  {
    path: PASSWORD_RESET_ROUTE,
    ...titled('auth.setPassword.resetTitle', setPasswordClientName),
    loader: setPasswordClientLoader,
    lazy: async () => ({ Component: (await auth()).ResetPasswordRoute }),
  },
  {
    path: PASSWORD_FORGOT_ROUTE,
    ...titled('auth.forgot.title', setPasswordClientName),
    loader: setPasswordClientLoader,
    lazy: async () => ({ Component: (await auth()).ForgotPasswordRoute }),
  },
  ...CLIENTS.flatMap(clientRoutes),
  // Clients created at run time; the fixed routes above, static segments all, rank before these.
  {
    path: ':slug/login',
    ...titled('auth.submit', lookedUpName),
    loader: runtimeClientLoader,
    lazy: async () => ({ Component: (await auth()).RuntimeLoginRoute }),
  },
  {
    path: ':slug/cadastro',
    ...titled('auth.registerTitle', lookedUpName),
    loader: runtimeClientLoader,
    lazy: async () => ({ Component: (await auth()).RuntimeRegisterRoute }),
  },
];
