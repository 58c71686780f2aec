/**
 * A user's unit and job role (the API's users/links.ts): the form's and the list's key, the collection they name,
 * the answer's key holding the row's name, and the label.
 */
export const USER_LINKS = [
  { key: 'unidade_id', entity: 'unidades', answer: 'unidade', label: 'users.unidade' },
  { key: 'cargo_id', entity: 'cargos', answer: 'cargo', label: 'users.cargo' },
] as const;

export type UserLinkKey = (typeof USER_LINKS)[number]['key'];

export const isLinkKey = (key: string): key is UserLinkKey => USER_LINKS.some((link) => link.key === key);
