/**
 * The menu's hubs (AREAS.md sections). Hub navigation goes to '/-' + hub (SPEC.md §2); labels are the i18n keys
 * `hub.<hub>`.
 */
export const HUBS = ['painel', 'pessoas', 'comunidade', 'aprendizagem', 'conteudo', 'comercial', 'fitness', 'social', 'atendimento', 'configuracoes'] as const;
export type Hub = (typeof HUBS)[number];
export const hubPath = (hub: Hub): string => `/-${hub}`;
