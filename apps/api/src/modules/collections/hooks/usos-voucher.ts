import { collectionByEntity, USO_APLICADO } from '@console/contract';
import { tableOf } from '../../../db/collections/layout.ts';
import { conflict } from '../../../platform/errors.ts';
import { aggregateOf, lockRow } from '../kept-repo.ts';
import { rowById } from '../repo.ts';
import type { CollectionHooks } from './types.ts';

/** The 409s of a use the voucher does not allow, on the use's status (what makes it count). */
export const VOUCHER_MESSAGES = {
  limit: 'Este voucher atingiu o seu limite de usos.',
  inactive: 'Este voucher está inativo.',
  outside: 'Este voucher não vale na data do uso.',
} as const;

/**
 * A voucher's use that counts (status "aplicado") must be allowed by the voucher: active, within its validity on the
 * day of the use, and under its limit of uses. The use takes the voucher's row lock, then counts its applied uses
 * afresh, so two uses at once of the last one are seen one after the other.
 */
export const voucherUseHooks: CollectionHooks = {
  async beforeWrite({ trx, dialect, clientId, def, before }, values) {
    const status = values.status ?? before?.status ?? 'aplicado';
    if (!(USO_APLICADO.in as readonly string[]).includes(String(status))) return;
    // An applied use whose voucher and status stay as they were is not a new use.
    if (before && values.voucher_id === undefined && values.status === undefined && values.usado_em === undefined)
      return;
    const vouchers = collectionByEntity('vouchers')!;
    const voucherId = Number(values.voucher_id ?? before?.voucher_id);
    await lockRow(trx, dialect, clientId, tableOf(vouchers), voucherId);
    const voucher = await rowById(trx, clientId, tableOf(vouchers), voucherId);
    if (!voucher) return;
    if (Number(voucher.ativo) === 0) throw conflict({ status: [VOUCHER_MESSAGES.inactive] });
    const day = String(values.usado_em ?? before?.usado_em ?? '').slice(0, 10);
    const from = voucher.valido_de ? String(voucher.valido_de) : null;
    const until = voucher.valido_ate ? String(voucher.valido_ate) : null;
    if (day && ((from && day < from) || (until && day > until)))
      throw conflict({ usado_em: [VOUCHER_MESSAGES.outside] });
    if (voucher.limite_usos === null || voucher.limite_usos === undefined) return;
    const uses = vouchers.fields.find((f) => f.name === 'usos')!.computed!.aggregate!;
    const counted = await aggregateOf(trx, clientId, tableOf(def), uses, voucherId);
    // An update of a use that already counted is not one more.
    const already = before && (USO_APLICADO.in as readonly string[]).includes(String(before.status)) ? 1 : 0;
    if (Number(counted) - already >= Number(voucher.limite_usos)) throw conflict({ status: [VOUCHER_MESSAGES.limit] });
  },
};
