/** SPEC.md §3/§9 money format: 'R$ ', decimal comma, thousands dot, 2 decimals, no negatives. */
export function formatMoney(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError('Valor inválido');
  if (value < 0) throw new RangeError('Valores negativos não são permitidos');
  const [int, dec] = value.toFixed(2).split('.');
  return `R$ ${int.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${dec}`;
}

/** Parses 'R$ 1.234,56' (or '1234,56') back to a number; null when it is not a valid amount. */
export function parseMoney(text: string): number | null {
  const clean = text.replace(/^\s*R\$\s*/, '').trim();
  if (!/^\d{1,3}(\.\d{3})*(,\d{1,2})?$|^\d+(,\d{1,2})?$/.test(clean)) return null;
  return Number(clean.replace(/\./g, '').replace(',', '.'));
}
