import { RESOURCE_TAGS, SUB_RESOURCE_TAGS } from '@console/contract';

/** What a member gets on sign-up or seeding: everyday features, none of the administration. */
export const MEMBER_RESOURCES: readonly string[] = [
  'dashboard',
  'feed',
  'eventos',
  'cursos',
  'trilhas',
  'certificados',
  'relatorios',
  'propostas',
];
export const MEMBER_SUB_RESOURCES: readonly string[] = ['feed.criar', 'relatorios.exportar'];

export const ADMIN_RESOURCES = RESOURCE_TAGS;
export const ADMIN_SUB_RESOURCES = SUB_RESOURCE_TAGS;

export interface GrantSet {
  resources: readonly string[];
  subResources: readonly string[];
}
