import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Decision } from '@console/contract';
import { useToast } from '../../../components/toast.tsx';
import { errorMessage } from '../../../lib/http.ts';
import { useDevolutiva, useEncaminhamento, useStatusMove } from '../api/admin.ts';
import type { AdminMove } from '../moves.ts';
import { DevolutivaDialog } from './DevolutivaDialog.tsx';
import { EncaminhamentoDialog } from './EncaminhamentoDialog.tsx';

export interface MovingProject {
  id: number;
  title: string;
}

type Open =
  | { kind: 'encaminhamento'; project: MovingProject }
  | { kind: 'devolutiva'; project: MovingProject; decision: Decision }
  | null;

/**
 * Runs an administrator's move: em_analise at once (POST status), encaminhado through the encaminhamento form,
 * a decision through the devolutiva form with it preset. A refused move leaves the project where it was and says
 * the server's message.
 */
export function useProjectMoves(): {
  start: (project: MovingProject, move: AdminMove) => void;
  busy: boolean;
  dialogs: ReactNode;
} {
  const { t } = useTranslation();
  const { toast, showError } = useToast();
  const status = useStatusMove();
  const encaminhamento = useEncaminhamento();
  const devolutiva = useDevolutiva();
  const [open, setOpen] = useState<Open>(null);

  const moved = (to: string) =>
    toast({ kind: 'success', message: t('projetos.moves.done', { status: t(`projetos.status.${to}`) }) });

  const start = (project: MovingProject, move: AdminMove) => {
    if (move.action === 'status') {
      status.mutate(
        { id: project.id, body: { status: 'em_analise', note: '' } },
        { onSuccess: () => moved('em_analise'), onError: (error) => showError(errorMessage(error)) },
      );
    } else if (move.action === 'encaminhamento') setOpen({ kind: 'encaminhamento', project });
    else setOpen({ kind: 'devolutiva', project, decision: move.decision });
  };

  const dialogs = (
    <>
      <EncaminhamentoDialog
        open={open?.kind === 'encaminhamento'}
        projectTitle={open?.project.title ?? ''}
        onClose={() => setOpen(null)}
        onSubmit={async (body) => {
          if (!open) return;
          await encaminhamento.mutateAsync({ id: open.project.id, body });
          setOpen(null);
          moved('encaminhado');
        }}
      />
      <DevolutivaDialog
        open={open?.kind === 'devolutiva'}
        projectTitle={open?.project.title ?? ''}
        decision={open?.kind === 'devolutiva' ? open.decision : undefined}
        onClose={() => setOpen(null)}
        onSubmit={async (body) => {
          if (!open) return;
          const project = await devolutiva.mutateAsync({ id: open.project.id, body });
          setOpen(null);
          moved(project.status);
        }}
      />
    </>
  );
  return { start, busy: status.isPending, dialogs };
}
