import { useTranslation } from 'react-i18next';
import { Chip, type ChipProps } from '@mui/material';
import type { ProjectStatus, SessionStatus } from '@console/contract';

const PROJECT_COLORS: Record<ProjectStatus, ChipProps['color']> = {
  rascunho: 'default',
  enviado: 'info',
  em_analise: 'primary',
  encaminhado: 'secondary',
  devolvido_para_ajustes: 'warning',
  aprovado: 'success',
  reprovado: 'error',
};
const SESSION_COLORS: Record<SessionStatus, ChipProps['color']> = {
  rascunho: 'default',
  aberta: 'success',
  em_avaliacao: 'info',
  encerrada: 'default',
};

export type StatusChipProps =
  | { kind: 'project'; status: ProjectStatus; size?: 'small' | 'medium' }
  | { kind: 'session'; status: SessionStatus; size?: 'small' | 'medium' };

/** A project's or a session's status, translated (projetos.status.* / projetos.sessionStatus.*) and coloured. */
export function StatusChip({ kind, status, size = 'small' }: StatusChipProps) {
  const { t } = useTranslation();
  const color = kind === 'project' ? PROJECT_COLORS[status] : SESSION_COLORS[status];
  const label = kind === 'project' ? t(`projetos.status.${status}`) : t(`projetos.sessionStatus.${status}`);
  // A closed session reads as finished: outlined, like other ended states in the console.
  const variant = kind === 'session' && status === 'encerrada' ? 'outlined' : 'filled';
  return <Chip size={size} label={label} color={color} variant={variant} />;
}
