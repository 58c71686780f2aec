import type { languageOf } from '../../platform/errors.ts';
import { errorWorded, fieldMessageIn } from '../../platform/field-messages.ts';
import { WorkflowRefusal } from './workflow.ts';

/**
 * The collections' field messages in the request's language, like the envelope's own message: the contract's schemas
 * and the service speak Portuguese (the product's default); an answer to an English or Spanish request carries its
 * messages by field in that language (platform/field-messages.ts words them). A message not known there is left as it is.
 */

type Lang = ReturnType<typeof languageOf>;

/** One Portuguese message of the collections in a language; unknown ones as they came. */
export const collectionMessageIn = (message: string, lang: Lang): string => fieldMessageIn(message, lang);

/** An error whose messages by field are put in the language; any other error as it is. */
export const inLanguage = (error: unknown, lang: Lang): unknown =>
  error instanceof WorkflowRefusal
    ? error.in(lang)
    : lang === 'pt'
      ? error
      : errorWorded(error, (text) => collectionMessageIn(text, lang));
