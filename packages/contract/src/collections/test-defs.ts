import { t, type CollectionDef, type FieldDef } from './define.ts';

// A throwaway collection for the schema tests.

export const L = t('Campo', 'Field', 'Campo');
export const def = (fields: FieldDef[], extra: Partial<CollectionDef> = {}): CollectionDef => ({
  entity: 'testes',
  tag: 'testes',
  hub: 'painel',
  icon: 'Star',
  label: L,
  item: L,
  description: L,
  title: fields[0].name,
  fields,
  ...extra,
});
