import type { FieldErrors, Resolver } from 'react-hook-form';
import type { TFunction } from 'i18next';
import { DEFAULT_TIME_ZONE, LANGUAGES, type AsapClient, type ContractedModule, type Language } from '@console/contract';
import type { ClientConfigChanges } from '../api/clients.ts';

/** The settings screen's form: every language has its welcome texts ('' for none), modules in the record's order. */
export interface SettingsValues {
  name: string;
  languages: Language[];
  default_language: Language;
  registration: boolean;
  /** The IANA time zone of the client's dates and times (exports, reports). */
  time_zone: string;
  welcome_email: Record<Language, { subject: string; body: string }>;
  modules: ContractedModule[];
}

export const SUBJECT_MAX = 200;
export const BODY_MAX = 5000;
const NAME = { min: 2, max: 120 };

export const settingsValues = (client: AsapClient): SettingsValues => ({
  name: client.name,
  languages: LANGUAGES.filter((language) => client.languages.includes(language)),
  default_language: client.default_language,
  registration: client.registration,
  time_zone: client.time_zone ?? DEFAULT_TIME_ZONE,
  welcome_email: Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      { subject: client.welcome_email[language]?.subject ?? '', body: client.welcome_email[language]?.body ?? '' },
    ]),
  ) as SettingsValues['welcome_email'],
  modules: client.modules.map((module) => ({ ...module })),
});

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item) => b.includes(item));

/**
 * What update-config receives: only the fields that differ from the saved record. Welcome texts left empty in a
 * language that had some remove them (null: the product's default texts again); modules go only for the operator,
 * and only those switched.
 */
export function changesOf(values: SettingsValues, client: AsapClient, operator: boolean): ClientConfigChanges {
  const changes: ClientConfigChanges = {};
  const name = values.name.trim();
  if (name !== client.name) changes.name = name;
  if (!sameSet(values.languages, client.languages))
    changes.languages = LANGUAGES.filter((language) => values.languages.includes(language));
  if (values.default_language !== client.default_language) changes.default_language = values.default_language;
  if (values.registration !== client.registration) changes.registration = values.registration;
  if (values.time_zone !== (client.time_zone ?? DEFAULT_TIME_ZONE)) changes.time_zone = values.time_zone;
  const welcome: NonNullable<ClientConfigChanges['welcome_email']> = {};
  for (const language of LANGUAGES) {
    const saved = client.welcome_email[language];
    const subject = values.welcome_email[language].subject.trim();
    const body = values.welcome_email[language].body.trim();
    if (!subject && !body) {
      if (saved) welcome[language] = null;
    } else if (subject !== saved?.subject || body !== saved?.body) welcome[language] = { subject, body };
  }
  if (Object.keys(welcome).length) changes.welcome_email = welcome;
  if (operator) {
    const switched = values.modules.filter(
      (module) => client.modules.find((saved) => saved.tag === module.tag)?.enabled !== module.enabled,
    );
    if (switched.length) changes.modules = switched;
  }
  return changes;
}

type Messages = Record<string, string>;

/** The form's own checks, as the contract's: name length, one language at least, the default among them, both welcome texts or none. */
function settingsErrors(values: SettingsValues, t: TFunction): Messages {
  const errors: Messages = {};
  const name = values.name.trim();
  if (name.length < NAME.min || name.length > NAME.max) errors.name = t('clients.validation.nameLength');
  if (values.languages.length === 0) errors.languages = t('clients.validation.languages');
  else if (!values.languages.includes(values.default_language))
    errors.default_language = t('clients.messages.defaultLanguage');
  for (const language of values.languages) {
    const { subject, body } = values.welcome_email[language];
    const [hasSubject, hasBody] = [subject.trim() !== '', body.trim() !== ''];
    if (hasSubject !== hasBody)
      errors[`welcome_email.${language}.${hasSubject ? 'body' : 'subject'}`] = t('clients.validation.welcomeBoth');
    if (subject.length > SUBJECT_MAX)
      errors[`welcome_email.${language}.subject`] = t('clients.validation.tooLong', { max: SUBJECT_MAX });
    if (body.length > BODY_MAX)
      errors[`welcome_email.${language}.body`] = t('clients.validation.tooLong', { max: BODY_MAX });
  }
  return errors;
}

/** The messages as react-hook-form's nested errors. */
function nested(messages: Messages): FieldErrors<SettingsValues> {
  const root: Record<string, unknown> = {};
  for (const [path, message] of Object.entries(messages)) {
    const parts = path.split('.');
    let node = root;
    for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
    node[parts[parts.length - 1]] = { type: 'validate', message };
  }
  return root as FieldErrors<SettingsValues>;
}

export const settingsResolver =
  (t: TFunction): Resolver<SettingsValues> =>
  (values) => {
    const messages = settingsErrors(values, t);
    return Object.keys(messages).length ? { values: {}, errors: nested(messages) } : { values, errors: {} };
  };

/** The form field a key of the API's 422 names ('config.default_language' or 'default_language'), or null. */
export function settingsFieldOf(key: string): string | null {
  const name = key.replace(/^config\./, '');
  if (['name', 'languages', 'default_language', 'registration', 'time_zone', 'modules'].includes(name)) return name;
  return /^welcome_email\.(pt-br|en|es)\.(subject|body)$/.test(name) ? name : null;
}

/** The welcome e-mail with its placeholders filled, as the new member would read it. */
export const fillPlaceholders = (text: string, sample: { name: string; client: string; link: string }): string =>
  text.replaceAll('{name}', sample.name).replaceAll('{client}', sample.client).replaceAll('{link}', sample.link);
