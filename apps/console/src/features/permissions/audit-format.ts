import type { TFunction } from 'i18next';
import { auditActionText } from '../../components/AuditTrail.tsx';
import { platformsOf, tagLabel } from './catalogue.ts';

/** The action of an audit entry in words ('permission.sub' -> 'Subpermissão alterada'); an unknown one as it is. */
export const auditAction = (t: TFunction, action: string): string =>
  auditActionText(t, 'permissions.audit.actions', action);

const FIELDS = ['enabled', 'platform', 'tag', 'folder', 'target_type', 'target', 'subs', 'from_user_id'] as const;
type Field = (typeof FIELDS)[number];
const isField = (key: string): key is Field => (FIELDS as readonly string[]).includes(key);

function fieldValue(t: TFunction, key: string, value: unknown): string {
  if (key === 'tag' && typeof value === 'string') return tagLabel(t, value);
  if (key === 'platform' && (typeof value === 'string' || value === null)) {
    return value === null
      ? t('permissions.audit.everywhere')
      : platformsOf(value)
          .map((p) => t(`permissions.platform.${p}`))
          .join(', ');
  }
  if (key === 'target_type' && typeof value === 'string')
    return t(`permissions.audit.targetTypes.${value}`, { defaultValue: value });
  return auditValue(t, value);
}

/**
 * A before or after value of the audit trail, readable: yes/no, names of referenced records, tags by their
 * catalogue names, platforms by name, field names translated ('Ativo: Sim; Plataforma: Web').
 */
export function auditValue(t: TFunction, value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'boolean') return t(value ? 'permissions.audit.yes' : 'permissions.audit.no');
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map((item) => auditValue(t, item)).join(', ');
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.name === 'string' && 'id' in record) return record.name;
    return Object.entries(record)
      .map(
        ([key, item]) =>
          `${isField(key) ? t(`permissions.audit.fields.${key}`) : tagLabel(t, key)}: ${fieldValue(t, key, item)}`,
      )
      .join('; ');
  }
  return String(value);
}
