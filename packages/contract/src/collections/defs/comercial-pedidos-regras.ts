import type { StoredValues } from '../computed.ts';

/**
 * An order's figures (issue 28), in cents as money is stored: a line is its quantity times its unit price less its
 * discount; the order's total is the sum of its lines less its discount, plus shipping. Neither goes below zero.
 */

const cents = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));

export const lineTotal = (row: StoredValues): number =>
  Math.max(0, cents(row.quantidade) * cents(row.preco_unitario) - cents(row.desconto));

export const orderTotal = (row: StoredValues): number =>
  Math.max(0, cents(row.subtotal) - cents(row.desconto) + cents(row.frete));
