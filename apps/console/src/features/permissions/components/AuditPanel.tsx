import { useTranslation } from 'react-i18next';
import { Stack } from '@mui/material';
import { isAllowed } from '@console/contract';
import { AuditTrail, type AuditColumn } from '../../../components/AuditTrail.tsx';
import { ExportButton } from '../../../components/ExportButton.tsx';
import { useSession } from '../../../lib/session.ts';
import { useAudit } from '../api/audit.ts';
import { auditAction, auditValue } from '../audit-format.ts';

interface AuditPanelProps {
  userId: number;
  page: number;
  onPage: (page: number) => void;
}

/** The audit trail of the user's permission changes, newest first: when, who, what, before and after; exported whole with permissoes.exportar. */
export function AuditPanel({ userId, page, onPage }: AuditPanelProps) {
  const { t } = useTranslation();
  const audit = useAudit(userId, page);
  const { user: me } = useSession();
  const columns: AuditColumn[] = [
    { key: 'before', header: t('permissions.audit.before'), cell: (entry) => auditValue(t, entry.before) },
    { key: 'after', header: t('permissions.audit.after'), cell: (entry) => auditValue(t, entry.after) },
  ];
  const trail = (
    <AuditTrail
      trail={audit}
      page={page}
      onPage={onPage}
      intro={t('permissions.audit.intro')}
      title={t('permissions.audit.title')}
      empty={t('permissions.audit.empty')}
      action={(entry) => auditAction(t, entry.action)}
      columns={columns}
    />
  );
  if (!isAllowed(me, 'permissoes.exportar')) return trail;
  return (
    <Stack spacing={1}>
      <Stack direction="row" justifyContent="flex-end">
        <ExportButton
          target={{
            path: `/api/v2/admin/permission/audit/${userId}`,
            query: {},
            name: `auditoria-permissoes-${userId}`,
          }}
        />
      </Stack>
      {trail}
    </Stack>
  );
}
