import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { PROJECT_MESSAGES, USER_MESSAGES } from '@console/contract';

/** The contract's (Portuguese) messages the member's forms meet, by their key under `projetos.member.messages`. */
const KEYS = new Map<string, string>([
  ...Object.entries(PROJECT_MESSAGES).flatMap(([key, message]) =>
    typeof message === 'string' ? [[message, key] as const] : [],
  ),
  [USER_MESSAGES.email, 'email'],
  [USER_MESSAGES.phone, 'phone'],
  [USER_MESSAGES.postalCode, 'postalCode'],
  [USER_MESSAGES.required, 'required'],
  ['UF inválida.', 'state'],
  ['Data inválida: use AAAA-MM-DD.', 'date'],
  ['Envie o arquivo pelo diálogo de upload.', 'upload'],
]);

/** A message of the contract or the server in the interface language; any other message as it came. */
export function translateMessage(t: TFunction, message: string): string {
  const key = KEYS.get(message);
  return key ? t(`projetos.member.messages.${key}`) : message;
}

/** One zod issue of the contract's schemas as the form shows it: lengths and counts in words, known messages translated. */
function issueMessage(t: TFunction, issue: z.core.$ZodIssue): string {
  if (KEYS.has(issue.message)) return translateMessage(t, issue.message);
  if (issue.code === 'too_small' && issue.origin === 'string') {
    return Number(issue.minimum) <= 1
      ? t('projetos.member.messages.required')
      : t('projetos.member.messages.min', { count: Number(issue.minimum) });
  }
  if (issue.code === 'too_big' && issue.origin === 'string')
    return t('projetos.member.messages.max', { count: Number(issue.maximum) });
  if (issue.code === 'too_big' && issue.origin === 'array')
    return t('projetos.member.messages.tooMany', { count: Number(issue.maximum) });
  if (issue.path.at(-1) === 'budget' || issue.message.startsWith('Valor')) return t('projetos.member.messages.budget');
  return t('projetos.member.messages.invalid');
}

/** The first issue of each field, keyed by its dotted path ('address.city'). */
export function fieldIssues(t: TFunction, issues: readonly z.core.$ZodIssue[]): Map<string, string> {
  const byField = new Map<string, string>();
  for (const issue of issues) {
    const path = issue.path.map(String).join('.') || '_';
    if (!byField.has(path)) byField.set(path, issueMessage(t, issue));
  }
  return byField;
}
