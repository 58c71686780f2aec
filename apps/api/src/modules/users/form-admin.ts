import {
  CORE_FIELD_KEYS,
  DERIVED_OPTION_KEYS,
  FORM_FIELD_MESSAGES as M,
  keptLabels,
  type FieldLabels,
  type FormField,
  type FormFieldCreateBody,
  type FormFieldUpdateBody,
} from '@console/contract';
import type { Tx } from '../../db/handle.ts';
import type { RequestAccess } from '../../platform/access.ts';
import { recordAudit } from '../../platform/audit.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { invalid, notFound } from '../../platform/errors.ts';
import { formFieldsRepo } from './form-repo.ts';
import { loadUserForm } from '../../platform/user-form-repo.ts';

const flag = (value: boolean) => (value ? 1 : 0);
/** The labels in other languages as stored: JSON of the non-blank ones, null for none. */
const labelsText = (labels: FieldLabels | undefined): string | null => {
  const kept = keptLabels(labels);
  return kept ? JSON.stringify(kept) : null;
};
/** A new field without an order goes after the last one, leaving room to slot others between. */
const ORDER_STEP = 10;

/** What an update may not do to this field, by body key. */
function refusals(field: FormField, body: FormFieldUpdateBody): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (CORE_FIELD_KEYS.includes(field.key)) {
    if (body.required === false) errors.required = [M.core];
    if (body.active === false) errors.active = [M.core];
  }
  if (body.options && DERIVED_OPTION_KEYS.includes(field.key)) errors.options = [M.optionsDerived];
  else if (body.options && field.type !== 'select') errors.options = [M.optionsNotAllowed];
  return errors;
}

/**
 * Administration of a client's user form: custom fields are added and changed, standard ones changed through
 * their per-client override row. Nothing is deleted: a deactivated field leaves the form and validation, and
 * the values users hold stay stored for history and for a later reactivation.
 */
export function formAdminService(deps: AppDeps) {
  const { db, clock } = deps;
  const fieldOf = async (trx: Tx, clientId: number, key: string) =>
    (await loadUserForm(trx, clientId)).find((f) => f.key === key);

  return {
    async create(access: RequestAccess, body: FormFieldCreateBody, requestId: string): Promise<FormField> {
      const clientId = access.clientId;
      const at = clock();
      try {
        return await db.transaction().execute(async (trx) => {
          const form = await loadUserForm(trx, clientId);
          // Deactivated fields keep their keys: their stored values would otherwise change meaning.
          if (form.some((f) => f.key === body.key)) throw invalid({ key: [M.keyTaken] });
          const position = body.order ?? Math.max(0, ...form.map((f) => f.order)) + ORDER_STEP;
          await formFieldsRepo(trx).insert(clientId, {
            key: body.key,
            label: body.label,
            labels: labelsText(body.labels),
            type: body.type,
            required: flag(body.required ?? false),
            options: body.options ? JSON.stringify(body.options) : null,
            position,
            custom: 1,
            active: 1,
          });
          const after = (await fieldOf(trx, clientId, body.key)) as FormField;
          await recordAudit(trx, {
            clientId,
            actorUserId: access.user.id,
            action: 'user_form.create',
            entity: 'user_form_field',
            entityId: body.key,
            after,
            requestId,
            at,
          });
          return after;
        });
      } catch (error) {
        // Of two racing creates of one key, the unique index lets one win.
        if (deps.sql.isUniqueViolation(error)) throw invalid({ key: [M.keyTaken] });
        throw error;
      }
    },

    async update(access: RequestAccess, key: string, body: FormFieldUpdateBody, requestId: string): Promise<FormField> {
      const clientId = access.clientId;
      const at = clock();
      return db.transaction().execute(async (trx) => {
        const before = await fieldOf(trx, clientId, key);
        if (!before) throw notFound();
        const errors = refusals(before, body);
        if (Object.keys(errors).length) throw invalid(errors);
        // Options users hold may be removed: their values stay stored and shown, but can no longer be chosen.
        const state = {
          label: body.label ?? before.label,
          ...(body.labels !== undefined ? { labels: labelsText(body.labels) } : {}),
          required: flag(body.required ?? before.required),
          active: flag(body.active ?? before.active),
          position: body.order ?? before.order,
          ...(body.options ? { options: JSON.stringify(body.options) } : {}),
        };
        const repo = formFieldsRepo(trx);
        if (before.custom || (await repo.byKey(clientId, key))) await repo.update(clientId, key, state);
        else await repo.insert(clientId, { key, type: before.type, custom: 0, options: null, ...state });
        const after = (await fieldOf(trx, clientId, key)) as FormField;
        await recordAudit(trx, {
          clientId,
          actorUserId: access.user.id,
          action: 'user_form.update',
          entity: 'user_form_field',
          entityId: key,
          before,
          after,
          requestId,
          at,
        });
        return after;
      });
    },
  };
}
