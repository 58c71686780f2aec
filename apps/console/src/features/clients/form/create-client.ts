import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { TFunction } from 'i18next';
import {
  NEW_CLIENT_COLORS,
  clientCreateBody,
  type ClientCreateBody,
  type Language,
  type PLATFORM_TYPES,
} from '@console/contract';
import { translateClientMessage } from './messages.ts';

/** The "Novo cliente" form: the body of POST /api/v2/admin/asap-client with every field present. */
export interface CreateClientValues {
  name: string;
  slug: string;
  config: {
    primary: string;
    secondary: string;
    background: string;
    text: string;
    template: { platform_type: (typeof PLATFORM_TYPES)[number] };
  };
  admin: { name: string; email: string; language: Language };
}

export const COLOR_FIELDS = ['primary', 'secondary', 'background', 'text'] as const;

export const emptyCreateValues = (): CreateClientValues => ({
  name: '',
  slug: '',
  config: {
    primary: NEW_CLIENT_COLORS.primary,
    secondary: NEW_CLIENT_COLORS.secondary,
    background: NEW_CLIENT_COLORS.background,
    text: NEW_CLIENT_COLORS.text,
    template: { platform_type: NEW_CLIENT_COLORS.platform_type },
  },
  admin: { name: '', email: '', language: 'pt-br' },
});

const SLUG_MAX = 40;

/**
 * The login address suggested for a client's name: lower case without accents, words joined by hyphens
 * ('Escola São João' -> 'escola-sao-joao'), at most 40 characters.
 */
export function suggestSlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
}

/** Where the client's members sign in: /{slug}/login on this console. */
export const loginAddress = (slug: string, origin: string = window.location.origin): string =>
  `${origin}/${slug || '…'}/login`;

/** The form's own check is the contract's, with its messages (and zod's defaults) in the interface language. */
export const createClientResolver = (t: TFunction): Resolver<CreateClientValues, unknown, ClientCreateBody> => {
  const resolve = zodResolver(clientCreateBody, {
    error: (issue) =>
      issue.code === 'too_small' || issue.code === 'too_big'
        ? t('clients.validation.nameLength')
        : t('clients.validation.invalid'),
  }) as unknown as Resolver<CreateClientValues, unknown, ClientCreateBody>;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    translateErrors(result.errors, t);
    return result;
  };
};

/** Every message of a nested errors object put in the interface language, in place. */
function translateErrors(errors: FieldErrors, t: TFunction): void {
  for (const value of Object.values(errors)) {
    if (!value || typeof value !== 'object') continue;
    // A field's error has a type; a group of fields ('config', 'admin') holds more errors.
    if (typeof value.type === 'string') {
      if (typeof value.message === 'string') value.message = translateClientMessage(t, value.message);
    } else translateErrors(value as FieldErrors, t);
  }
}
