import { AUDIENCE_EVERYONE } from '../../audiences.ts';
import { f, t, type FieldDef, type Text } from '../define.ts';

/**
 * The fields of a message sent to members (issue 29: notifications and announcements): its audience, when it went
 * out, and its delivery figures, which the sending job counts from the recipients (never typed).
 */

export const publicoAlvo = (): FieldDef =>
  f.audience('publico', t('Público', 'Audience', 'Público'), {
    required: true,
    default: AUDIENCE_EVERYONE,
    help: t(
      'Quem recebe: todos, grupos, regionais, unidades, membros escolhidos ou uma regra sobre os dados dos usuários.',
      "Who receives it: everyone, groups, regions, units, chosen members or a rule over the users' data.",
      'Quién lo recibe: todos, grupos, regionales, unidades, miembros elegidos o una regla sobre los datos de los usuarios.',
    ),
  });

/** When the message went out: set by the send, never typed. */
export const enviadaEm = (name: string, label: Text): FieldDef =>
  f.datetime(name, label, { system: true, list: true, sortable: true, filterable: true });

/** Figures of a send, counted from its recipients: how many, then each channel's own. */
export const figurasDeEnvio = (channels: readonly [name: string, label: Text][]): FieldDef[] =>
  [['destinatarios', t('Destinatários', 'Recipients', 'Destinatarios')] as const, ...channels].map(([name, label]) =>
    f.integer(name, label, { system: true, default: 0, min: 0, list: true, sortable: true }),
  );
