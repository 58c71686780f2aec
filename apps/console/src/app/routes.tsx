import {
  createBrowserRouter,
  redirect,
  useLoaderData,
  type LoaderFunctionArgs,
  type Params,
  type RouteObject,
} from 'react-router';
import { HUBS, moduleByTag, PAINEL_PATH, hubPath, type Hub } from '@console/contract';
import { ForbiddenPage } from '../features/errors/routes/ForbiddenPage.tsx';
import { NotFoundPage } from '../features/errors/routes/ErrorPage.tsx';
import { OUTBOX_PATH, mayReadOutbox } from '../features/outbox/paths.ts';
import { authRoutes } from './auth-routes.tsx';
import { titled } from './document-title.ts';
import {
  clientGuard,
  forbiddenGuard,
  moduleRouteGuard,
  onPathChange,
  requireModule,
  requireUser,
  rootGuard,
  unlessQueryOnly,
} from './guards.ts';
import { PageError, RouteError } from './RouteError.tsx';
import { AppShell } from './shell/AppShell.tsx';
import { InitialLoader } from './shell/GlobalLoader.tsx';
import { RootLayout } from './shell/RootLayout.tsx';

const signedIn = () => import('./routes/signed-in.tsx');
const userForms = () => import('../features/users/routes/UserFormPages.tsx');
const collectionForms = () => import('../features/collections/routes/CollectionFormPage.tsx');
const memberProjects = () => import('../features/projects/routes/MyProjectsPage.tsx');
const memberProject = () => import('../features/projects/routes/MemberProjectPage.tsx');

/** /:tag names its module; an unknown tag is the 404. */
const moduleTitle = (params: Params): string =>
  params.tag && moduleByTag(params.tag) ? `menu.${params.tag}` : 'errors.notFoundTitle';
/** /:tag/novo: the collection's module, then its `criar` sub-permission. */
const collectionCreateGuard = async (args: LoaderFunctionArgs): Promise<null> => {
  await moduleRouteGuard(args);
  return requireModule(`${args.params.tag}.criar`)(args);
};
/** /:tag/importar: the collection's module, then its `importar` sub-permission. */
const collectionImportGuard = async (args: LoaderFunctionArgs): Promise<null> => {
  await moduleRouteGuard(args);
  return requireModule(`${args.params.tag}.importar`)(args);
};
const importPages = () => import('../features/imports/routes/ImportPage.tsx');

const hubRoute = (hub: Hub): RouteObject => ({
  path: hubPath(hub).slice(1),
  ...titled(`hub.${hub}`),
  ErrorBoundary: PageError,
  lazy: async () => {
    const { HubRoute } = await signedIn();
    return { Component: () => <HubRoute hub={hub} /> };
  },
});

/** Home, reports, files, users, permissions, hubs and the generic collection screens (/:tag): inside the shell and inside /webview. */
const signedInPages = (): RouteObject[] => [
  {
    index: true,
    ...titled('nav.home'),
    ErrorBoundary: PageError,
    lazy: async () => ({ Component: (await signedIn()).HomeRoute }),
  },
  {
    path: 'relatorios/:clientId',
    ...titled('menu.relatorios'),
    loader: requireModule('relatorios'),
    ErrorBoundary: PageError,
    lazy: async () => ({ Component: (await signedIn()).ReportsPage }),
  },
  {
    path: 'relatorios/:clientId/:reportKey',
    ...titled('menu.relatorios'),
    loader: requireModule('relatorios'),
    ErrorBoundary: PageError,
    lazy: async () => ({ Component: (await import('../features/reports/routes/ReportPage.tsx')).ReportPage }),
  },
  {
    path: 'arquivos',
    ...titled('files.title'),
    loader: requireModule('arquivos'),
    ErrorBoundary: PageError,
    lazy: async () => ({ Component: (await import('../features/files/routes/FilesPage.tsx')).FilesPage }),
  },
  {
    path: 'usuarios',
    loader: requireModule('usuarios'),
    ErrorBoundary: PageError,
    children: [
      {
        index: true,
        ...titled('menu.usuarios'),
        lazy: async () => ({ Component: (await import('../features/users/routes/UsersPage.tsx')).UsersPage }),
      },
      {
        path: 'novo',
        ...titled('users.createTitle'),
        loader: requireModule('usuarios.criar'),
        lazy: async () => ({ Component: (await userForms()).UserCreatePage }),
      },
      {
        path: 'importar',
        ...titled('imports.usersTitle'),
        loader: requireModule('usuarios.importar'),
        lazy: async () => ({ Component: (await importPages()).UsersImportPage }),
      },
      {
        path: 'campos',
        ...titled('users.fields.title'),
        loader: requireModule('usuarios.formulario'),
        lazy: async () => ({ Component: (await import('../features/users/routes/FormFieldsPage.tsx')).FormFieldsPage }),
      },
      {
        path: ':id',
        loader: requireModule('usuarios.editar'),
        ...titled('users.editTitle'),
        lazy: async () => ({ Component: (await userForms()).UserEditPage }),
      },
    ],
  },
  {
    path: 'permissoes',
    loader: requireModule('permissoes'),
    ErrorBoundary: PageError,
    children: [
      {
        index: true,
        ...titled('permissions.title'),
        lazy: async () => ({
          Component: (await import('../features/permissions/routes/PermissionsPage.tsx')).PermissionsPage,
        }),
      },
      {
        path: ':id',
        ...titled('permissions.userTitle'),
        lazy: async () => ({
          Component: (await import('../features/permissions/routes/UserPermissionsPage.tsx')).UserPermissionsPage,
        }),
      },
    ],
  },
  {
    path: 'feed',
    loader: requireModule('feed'),
    ErrorBoundary: PageError,
    children: [
      {
        index: true,
        ...titled('feed.title'),
        lazy: async () => ({ Component: (await import('../features/feed/routes/FeedPage.tsx')).FeedPage }),
      },
      {
        path: 'nova',
        ...titled('feed.new.title'),
        loader: requireModule('feed.criar'),
        lazy: async () => ({ Component: (await import('../features/feed/routes/NewPostPage.tsx')).NewPostPage }),
      },
      {
        path: 'moderacao',
        ...titled('feed.moderation.title'),
        loader: requireModule('feed.moderar'),
        lazy: async () => ({ Component: (await import('../features/feed/routes/ModerationPage.tsx')).ModerationPage }),
      },
    ],
  },
  {
    path: 'aniversariantes',
    ...titled('menu.aniversariantes'),
    loader: requireModule('aniversariantes'),
    ErrorBoundary: PageError,
    lazy: async () => ({
      Component: (await import('../features/birthdays/routes/BirthdaysPage.tsx')).BirthdaysPage,
    }),
  },
  {
    path: 'ranking',
    ...titled('menu.ranking'),
    loader: requireModule('ranking'),
    ErrorBoundary: PageError,
    lazy: async () => ({ Component: (await import('../features/ranking/routes/RankingPage.tsx')).RankingPage }),
  },
  {
    path: 'cores',
    ...titled('menu.cores'),
    loader: requireModule('cores'),
    ErrorBoundary: PageError,
    lazy: async () => ({ Component: (await import('../features/branding/routes/ColorsPage.tsx')).ColorsPage }),
  },
  {
    path: 'tarefas-agendadas',
    ...titled('menu.tarefas-agendadas'),
    loader: requireModule('tarefas-agendadas'),
    ErrorBoundary: PageError,
    lazy: async () => ({ Component: (await import('../features/jobs/routes/JobsPage.tsx')).JobsPage }),
  },
  {
    path: OUTBOX_PATH.slice(1),
    ...titled('outbox.title'),
    loader: requireUser(mayReadOutbox),
    ErrorBoundary: PageError,
    lazy: async () => ({ Component: (await import('../features/outbox/routes/OutboxPage.tsx')).OutboxPage }),
  },
  {
    path: 'clientes',
    loader: requireModule('clientes'),
    ErrorBoundary: PageError,
    children: [
      {
        index: true,
        ...titled('clients.title'),
        lazy: async () => ({ Component: (await import('../features/clients/routes/ClientsPage.tsx')).ClientsPage }),
      },
      {
        path: ':id',
        ...titled('clients.settings.tabTitle'),
        lazy: async () => ({
          Component: (await import('../features/clients/routes/ClientSettingsPage.tsx')).ClientSettingsPage,
        }),
      },
    ],
  },
  {
    path: 'projetos',
    loader: requireModule('projetos'),
    ErrorBoundary: PageError,
    children: [
      {
        index: true,
        ...titled('projetos.sessions.title'),
        lazy: async () => ({ Component: (await import('../features/projects/routes/SessionsPage.tsx')).SessionsPage }),
      },
      {
        path: 'sessoes/:id',
        ...titled('projetos.session.tabTitle'),
        lazy: async () => ({ Component: (await import('../features/projects/routes/SessionPage.tsx')).SessionPage }),
      },
      {
        path: 'projeto/:id',
        ...titled('projetos.review.tabTitle'),
        lazy: async () => ({
          Component: (await import('../features/projects/routes/ProjectReviewPage.tsx')).ProjectReviewPage,
        }),
      },
    ],
  },
  {
    path: 'meus-projetos',
    loader: requireModule('propostas'),
    ErrorBoundary: PageError,
    children: [
      {
        index: true,
        ...titled('menu.propostas'),
        lazy: async () => ({ Component: (await memberProjects()).MyProjectsPage }),
      },
      {
        path: 'dados',
        ...titled('projetos.member.data.title'),
        lazy: async () => ({
          Component: (await import('../features/projects/routes/ProponentDataPage.tsx')).ProponentDataPage,
        }),
      },
      {
        path: 'novo',
        ...titled('projetos.member.newTitle'),
        lazy: async () => ({ Component: (await memberProject()).NewProjectPage }),
      },
      {
        path: ':id',
        ...titled('projetos.member.project.tabTitle'),
        lazy: async () => ({ Component: (await memberProject()).MemberProjectPage }),
      },
    ],
  },
  { path: PAINEL_PATH.slice(1), loader: () => redirect(hubPath('painel')) },
  ...HUBS.map(hubRoute),
  {
    path: ':tag',
    ...titled(moduleTitle),
    loader: moduleRouteGuard,
    ErrorBoundary: PageError,
    lazy: async () => ({
      Component: (await import('../features/collections/routes/CollectionListPage.tsx')).CollectionListPage,
    }),
  },
  {
    path: ':tag/novo',
    ...titled(moduleTitle),
    loader: collectionCreateGuard,
    ErrorBoundary: PageError,
    lazy: async () => ({ Component: (await collectionForms()).CollectionCreatePage }),
  },
  {
    path: ':tag/importar',
    ...titled(moduleTitle),
    loader: collectionImportGuard,
    ErrorBoundary: PageError,
    lazy: async () => ({ Component: (await importPages()).CollectionImportPage }),
  },
  {
    path: ':tag/:id',
    ...titled(moduleTitle),
    loader: moduleRouteGuard,
    ErrorBoundary: PageError,
    lazy: async () => ({ Component: (await collectionForms()).CollectionEditPage }),
  },
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
                lazy: async () => ({
                  Component: (await import('../features/webview/routes/WebviewLayout.tsx')).WebviewLayout,
                }),
                children: signedInPages(),
              },
            ],
          },
        ],
      },
      ...authRoutes(),
      {
        path: 'erros',
        children: [
          { path: ' ', ...titled('errors.forbiddenTitle'), loader: forbiddenGuard, Component: ForbiddenRoute },
        ],
      },
      { path: '*', ...titled('errors.notFoundTitle'), Component: NotFoundPage },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
