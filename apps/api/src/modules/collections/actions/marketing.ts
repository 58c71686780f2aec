import { COLLECTION_MESSAGES } from '@console/contract';
import { conflict, invalid } from '../../../platform/errors.ts';
import { emailOfMember } from '../../../platform/field-messages.ts';
import type { ActionHandler } from './types.ts';

/**
 * Marketing's actions: a lead converted into a member. The member is made by the users area's create (its user form's
 * rules, grants, audit entry, and the welcome mail with its set-password link unless the administrator says not to);
 * the lead moves to "convertido" (its workflow's move) naming the member. A lead whose e-mail already belongs to a
 * member is refused (409 naming the member) rather than merged: who the person is stays the administrator's call.
 */

const LEAD_CONVERTED_MESSAGE = 'Este lead já foi convertido.';

const convertLead: ActionHandler = async ({ def, row, input, members, writes }) => {
  if (row.membro != null) throw conflict({ status: [LEAD_CONVERTED_MESSAGE] });
  const email = String(row.email ?? '')
    .trim()
    .toLowerCase();
  if (!email) throw invalid({ email: [COLLECTION_MESSAGES.required] });
  const holder = await members.byEmail(email);
  if (holder) throw conflict({ email: [emailOfMember(holder.name)] });
  const member = await members.create(
    { name: String(row.nome ?? ''), email, phone: row.telefone == null ? null : String(row.telefone) },
    input.enviar_convite !== 0,
  );
  const changes = await writes.update(def, row.id, { status: 'convertido', membro: member.id });
  return { changes, created: { entity: 'user', id: member.id } };
};

export const marketingActions: Readonly<Record<string, ActionHandler>> = {
  'leads.converter': convertLead,
};
