import {
  colorConfig,
  isCoreModule,
  MODULES,
  type AsapClient,
  type ClientListItem,
  type ColorConfig,
  type PublicClient,
} from '@console/contract';
import { toMillis } from '../../db/dialects/index.ts';
import { readClientSettings, type ClientSettings } from '../../platform/client-settings.ts';
import type { ClientRow } from './repo.ts';

const isoOf = (value: Date | string | null): string | null =>
  value === null ? null : new Date(toMillis(value)).toISOString();

/** The colour config a client's row holds (the login page's, which also says whether self-registration is open). */
const colorsOf = (row: Pick<ClientRow, 'config'>): ColorConfig => colorConfig.parse(JSON.parse(row.config));

/** Every module of the catalogue, in its order: contracted unless the settings leave it out (core modules always are). */
function contractOf(settings: ClientSettings): AsapClient['modules'] {
  const stored = new Map(settings.modules.map((m) => [m.tag, m]));
  return MODULES.map(({ tag }) => ({
    tag,
    enabled: isCoreModule(tag) || (stored.get(tag)?.enabled ?? true),
    platform: stored.get(tag)?.platform ?? null,
  }));
}

export function toAsapClient(row: ClientRow): AsapClient {
  const settings = readClientSettings(row.settings);
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    login_url: row.login_url,
    logout_url: row.logout_url,
    status: row.status,
    languages: settings.languages,
    default_language: settings.default_language,
    registration: colorsOf(row).registration,
    welcome_email: settings.welcome_email,
    time_zone: settings.time_zone,
    modules: contractOf(settings),
    created_at: isoOf(row.created_at),
  };
}

export function toPublicClient(row: ClientRow): PublicClient {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    login_url: row.login_url,
    logout_url: row.logout_url,
    status: row.status,
    config: colorsOf(row),
  };
}

export function toListItem(
  row: ClientRow,
  users: number,
  lastSignIn: Date | string | null,
  signIns: number,
): ClientListItem {
  const colors = colorsOf(row);
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    login_url: row.login_url,
    status: row.status,
    primary: colors.primary,
    logo: colors.logo,
    users,
    last_activity: isoOf(lastSignIn),
    sign_ins: signIns,
    created_at: isoOf(row.created_at),
  };
}
