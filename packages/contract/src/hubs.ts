/**
 * The menu's hubs (AREAS.md sections). Hub navigation goes to '/-' + hub (SPEC.md §2); labels are the i18n keys
 * `hub.<hub>`.
 */
export const HUBS = [
  'painel',
  'pessoas',
  'comunidade',
  'aprendizagem',
  'conteudo',
  'comercial',
  'fitness',
  'social',
  'atendimento',
  'configuracoes',
] as const;
export type Hub = (typeof HUBS)[number];
export const hubPath = (hub: Hub): string => `/-${hub}`;

/** The Material icon of each hub in the menu. */
export const HUB_ICONS: Readonly<Record<Hub, string>> = {
  painel: 'SpaceDashboard',
  pessoas: 'Groups',
  comunidade: 'Forum',
  aprendizagem: 'School',
  conteudo: 'Article',
  comercial: 'Storefront',
  fitness: 'FitnessCenter',
  social: 'VolunteerActivism',
  atendimento: 'HeadsetMic',
  configuracoes: 'Settings',
};
