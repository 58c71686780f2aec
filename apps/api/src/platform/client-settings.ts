import { z } from 'zod';
import {
  clientLanguage,
  DEFAULT_LANGUAGE,
  DEFAULT_TIME_ZONE,
  LANGUAGES,
  welcomeTexts,
  type Language,
  type WelcomeTexts,
} from '@console/contract';

/**
 * A client's settings as clients.settings stores them (JSON text, null until first saved): the languages offered, the
 * default one, custom welcome texts per language and the modules whose contract differs from the default (every
 * module contracted, platform null). A module tag the catalogue no longer has is kept, not refused.
 */
const storedSettings = z.object({
  languages: z
    .array(clientLanguage)
    .min(1)
    .default([...LANGUAGES]),
  default_language: clientLanguage.default(DEFAULT_LANGUAGE),
  welcome_email: z.partialRecord(clientLanguage, welcomeTexts).default({}),
  time_zone: z.string().default(DEFAULT_TIME_ZONE),
  modules: z
    .array(z.object({ tag: z.string(), enabled: z.boolean(), platform: z.string().nullable().default(null) }))
    .default([]),
});
export type ClientSettings = z.infer<typeof storedSettings>;

/** The time zone of a clients.settings value (issue 27: exports write date-times in it). */
export const timeZoneOf = (text: string | null): string => readClientSettings(text).time_zone;

/** The settings of a clients.settings value, defaults filled in. */
export const readClientSettings = (text: string | null): ClientSettings =>
  storedSettings.parse(text === null ? {} : JSON.parse(text));

/** The client's own welcome texts for a language, when it wrote some. */
export const customWelcomeTexts = (settings: string | null, language: string): WelcomeTexts | undefined =>
  (LANGUAGES as readonly string[]).includes(language)
    ? readClientSettings(settings).welcome_email[language as Language]
    : undefined;
