import { createBrowserRouter, redirect, useLoaderData, type RouteObject } from 'react-router';
import { CLIENTS, HUBS, LOGOUT_ROUTE, PAINEL_PATH, PASSWORD_SETUP_ROUTE, hubPath, type ClientEntry, type Hub } from '@console/contract';
import { registerPath } from '../features/auth/paths.ts';
import { ForbiddenPage } from '../features/errors/routes/ForbiddenPage.tsx';
import { NotFoundPage } from '../features/errors/routes/ErrorPage.tsx';
import { OUTBOX_PATH, mayReadOutbox } from '../features/outbox/paths.ts';
import { clientGuard, forbiddenGuard, moduleRouteGuard, onPathChange, requireModule, requireUser, rootGuard, unlessQueryOnly } from './guards.ts';
import { PageError, RouteError } from './RouteError.tsx';
import { AppShell } from './shell/AppShell.tsx';
import { InitialLoader } from './shell/GlobalLoader.tsx';
import { RootLayout } from './shell/RootLayout.tsx';

const signedIn = () => import('./routes/signed-in.tsx');
const auth = () => import('./routes/auth.tsx');
const userForms = () => import('../features/users/routes/UserFormPages.tsx');

const hubRoute = (hub: Hub): RouteObject => ({
  path: hubPath(hub).slice(1),
  ErrorBoundary: PageError,
  lazy: async () => {
    const { HubRoute } = await signedIn();
    return { Component: () => <HubRoute hub={hub} /> };
  },
});

/** Home, editors, reports, files, users, permissions, hubs and the generic module route: inside the shell and inside /webview. */
const signedInPages = (): RouteObject[] => [
  { index: true, ErrorBoundary: PageError, lazy: async () => ({ Component: (await signedIn()).HomeRoute }) },
  {
    path: 'editores',
    loader: requireModule('editores'),
    ErrorBoundary: PageError,
    lazy: async () => ({ Component: (await signedIn()).EditorsPage }),
  },
  {
    path: 'relatorios/:clientId',
    loader: requireModule('relatorios'),
    ErrorBoundary: PageError,
    lazy: async () => ({ Component: (await signedIn()).ReportsPage }),
  },
  {
    path: 'arquivos',
    loader: requireModule('arquivos'),
    ErrorBoundary: PageError,
    lazy: async () => ({ Component: (await import('../features/files/routes/FilesPage.tsx')).FilesPage }),
  },
  {
    path: 'usuarios',
    loader: requireModule('usuarios'),
    ErrorBoundary: PageError,
    children: [
      { index: true, lazy: async () => ({ Component: (await import('../features/users/routes/UsersPage.tsx')).UsersPage }) },
      {
        path: 'novo',
        loader: requireModule('usuarios.criar'),
        lazy: async () => ({ Component: (await userForms()).UserCreatePage }),
      },
      {
        path: 'campos',
        loader: requireModule('usuarios.formulario'),
        lazy: async () => ({ Component: (await import('../features/users/routes/FormFieldsPage.tsx')).FormFieldsPage }),
      },
      {
        path: ':id',
        loader: requireModule('usuarios.editar'),
        lazy: async () => ({ Component: (await userForms()).UserEditPage }),
      },
    ],
  },
  {
    path: 'permissoes',
    loader: requireModule('permissoes'),
    ErrorBoundary: PageError,
    children: [
      { index: true, lazy: async () => ({ Component: (await import('../features/permissions/routes/PermissionsPage.tsx')).PermissionsPage }) },
      { path: ':id', lazy: async () => ({ Component: (await import('../features/permissions/routes/UserPermissionsPage.tsx')).UserPermissionsPage }) },
    ],
  },
  {
    path: 'feed',
    loader: requireModule('feed'),
    ErrorBoundary: PageError,
    children: [
      { index: true, lazy: async () => ({ Component: (await import('../features/feed/routes/FeedPage.tsx')).FeedPage }) },
      {
        path: 'nova',
        loader: requireModule('feed.criar'),
        lazy: async () => ({ Component: (await import('../features/feed/routes/NewPostPage.tsx')).NewPostPage }),
      },
      {
        path: 'moderacao',
        loader: requireModule('feed.moderar'),
        lazy: async () => ({ Component: (await import('../features/feed/routes/ModerationPage.tsx')).ModerationPage }),
      },
    ],
  },
  {
    path: OUTBOX_PATH.slice(1),
    loader: requireUser(mayReadOutbox),
    ErrorBoundary: PageError,
    lazy: async () => ({ Component: (await import('../features/outbox/routes/OutboxPage.tsx')).OutboxPage }),
  },
  { path: PAINEL_PATH.slice(1), loader: () => redirect(hubPath('painel')) },
  ...HUBS.map(hubRoute),
  { path: ':tag', loader: moduleRouteGuard, ErrorBoundary: PageError, lazy: async () => ({ Component: (await signedIn()).ModulePage }) },
];

/** /erros/%20: inside the shell for a signed-in user, on its own (back to the login) otherwise. */
function ForbiddenRoute() {
  const { signedIn } = useLoaderData<typeof forbiddenGuard>();
  return signedIn ? (
    <AppShell>
      <ForbiddenPage signedIn />
    </AppShell>
  ) : (
    <ForbiddenPage />
  );
}

const clientRoutes = (client: ClientEntry): RouteObject[] => [
  {
    path: client.loginUrl,
    lazy: async () => {
      const { LoginRoute } = await auth();
      return { Component: () => <LoginRoute client={client} /> };
    },
  },
  {
    path: registerPath(client),
    lazy: async () => {
      const { RegisterRoute } = await auth();
      return { Component: () => <RegisterRoute client={client} /> };
    },
  },
];

/** SPEC.md §2 routes. */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: InitialLoader,
    ErrorBoundary: RouteError,
    children: [
      {
        path: '/',
        loader: rootGuard,
        shouldRevalidate: onPathChange,
        children: [
          {
            loader: clientGuard,
            shouldRevalidate: unlessQueryOnly,
            children: [
              { Component: AppShell, children: signedInPages() },
              {
                path: 'webview',
                lazy: async () => ({ Component: (await import('../features/webview/routes/WebviewLayout.tsx')).WebviewLayout }),
                children: signedInPages(),
              },
            ],
          },
        ],
      },
      { path: LOGOUT_ROUTE, lazy: async () => ({ Component: (await auth()).ChooseClientPage }) },
      { path: PASSWORD_SETUP_ROUTE, lazy: async () => ({ Component: (await auth()).SetPasswordRoute }) },
      ...CLIENTS.flatMap(clientRoutes),
      { path: 'erros', children: [{ path: ' ', loader: forbiddenGuard, Component: ForbiddenRoute }] },
      { path: '*', Component: NotFoundPage },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
