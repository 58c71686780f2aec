/** Business constants of SPEC.md §9 and the client registry of §2. */

export const TOAST_DURATION_MS = 4000;
export const NOTIFICATION_DURATION_MS = 3000;
export const TOAST_POSITION = { vertical: 'top', horizontal: 'right' } as const;
export const SELECT_LIST_HEIGHT_PX = 250;
export const UPLOAD_DIALOG = { width: 800, height: 450 } as const;
export const USER_PICKER_WIDTH_PX = 550;
export const SEARCH_DELAY_MS = 100;
export const TEXT_MIN_LENGTH = 5;
export const FEED_FOLDER_OLD_FORM = 3;
export const FEED_FOLDER_EDIT_FORM = 1;
export const DEFAULT_LANGUAGE = 'pt-br';
export const LANGUAGES = ['pt-br', 'en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DATE_FORMAT = 'DD/MM/YYYY';
export const DATE_LOCALE = 'pt-BR';
export const DEFAULT_EXPORT_TYPE = 'xlsx';
export const BANNER_ASPECT_RATIO = 110 / 33;
export const ARCHIVE_NAME_MAX = 20;
export const SCROLL_TOP_MS = 500;
export const POST_EDIT_MAX_HEIGHT_PX = 583;
export const TOOLTIP = { enterDelay: 0, leaveDelay: 0, touchHideDelay: 1500 } as const;
export const XSRF = { cookie: 'XSRF-TOKEN', header: 'X-XSRF-TOKEN' } as const;
export const LOGOUT_ROUTE = '/auth';
export const FORBIDDEN_ROUTE = '/erros/%20';

/** Client 16 operates the platform: its administrators may act for any client. */
export const PLATFORM_CLIENT_ID = 16;

export interface ClientEntry {
  id: number;
  name: string;
  slug: string;
  loginUrl: string;
  logoutUrl: string;
}

const client = (id: number, name: string, slug: string, loginUrl: string): ClientEntry => ({
  id,
  name,
  slug,
  loginUrl,
  logoutUrl: LOGOUT_ROUTE,
});

/** SPEC.md §2 "Client login routes". */
export const CLIENTS: readonly ClientEntry[] = [
  client(3, 'Asta', 'asta', '/asta/login'),
  client(6, 'Fitness Link', 'fitness-link', '/fitness-link/login'),
  client(8, 'Smart Fit', 'smartfit', '/smartfit/login'),
  client(9, 'Action Aid', 'action-aid', '/action-aid/login'),
  client(15, 'Lele', 'lele', '/lele/login'),
  client(16, 'Admin', 'admin', '/auth/login'),
  client(18, 'Nova Terra', 'nova-terra', '/nova-terra/login'),
];

export const clientById = (id: number): ClientEntry | undefined => CLIENTS.find((c) => c.id === id);
export const clientByLoginUrl = (path: string): ClientEntry | undefined =>
  CLIENTS.find((c) => c.loginUrl === path.replace(/\/+$/, ''));

/** The time zone a client's dates and times are shown and exported in (issue 27), unless its settings name another. */
export const DEFAULT_TIME_ZONE = 'America/Sao_Paulo';
