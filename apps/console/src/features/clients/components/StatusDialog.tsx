import { useTranslation } from 'react-i18next';
import type { ClientStatus } from '@console/contract';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { useToast } from '../../../components/toast.tsx';
import { errorDetail } from '../../../lib/http.ts';
import { useClientStatus } from '../api/clients.ts';
import { translateClientMessage } from '../form/messages.ts';

export interface StatusTarget {
  id: number;
  name: string;
  status: ClientStatus;
}

/**
 * Suspend (its users can no longer sign in, its login page says so) or reactivate a client, once the operator
 * confirms the question that names it.
 */
export function StatusDialog({ target, onClose }: { target: StatusTarget | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { toast, showError } = useToast();
  const change = useClientStatus();
  const suspending = target?.status !== 'suspended';
  const confirm = () => {
    if (!target) return;
    change.mutate(
      { id: target.id, action: suspending ? 'suspend' : 'reactivate' },
      {
        onSuccess: () => {
          toast({
            kind: 'success',
            message: t(suspending ? 'clients.suspendDone' : 'clients.reactivateDone', { name: target.name }),
          });
          onClose();
        },
        onError: (error) => showError(translateClientMessage(t, errorDetail(error))),
      },
    );
  };
  return (
    <ConfirmDialog
      open={target !== null}
      title={t(suspending ? 'clients.suspendTitle' : 'clients.reactivateTitle', { name: target?.name ?? '' })}
      text={t(suspending ? 'clients.suspendText' : 'clients.reactivateText', { name: target?.name ?? '' })}
      confirmLabel={t(suspending ? 'clients.suspend' : 'clients.reactivate')}
      cancelLabel={t('clients.cancel')}
      danger={suspending}
      busy={change.isPending}
      onCancel={onClose}
      onConfirm={confirm}
    />
  );
}
