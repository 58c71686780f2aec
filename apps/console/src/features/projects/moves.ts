import {
  canTransition,
  DECISION_STATUS,
  isAllowed,
  type Decision,
  type Grants,
  type ProjectStatus,
} from '@console/contract';

/**
 * How an administrator moves a project (the board's drops and 'Mover para', the review page's buttons): each move
 * the transition graph allows, with the form it needs and the sub-tag that permits it. Members' moves (to enviado)
 * are not theirs.
 */
export type AdminMove =
  | { to: 'em_analise'; action: 'status' }
  | { to: 'encaminhado'; action: 'encaminhamento' }
  | { to: ProjectStatus; action: 'devolutiva'; decision: Decision };

const DECISION_OF = Object.fromEntries(
  Object.entries(DECISION_STATUS).map(([decision, status]) => [status, decision as Decision]),
) as Partial<Record<ProjectStatus, Decision>>;

/** The move to `to` from `from`, or null when the graph or the user's grants do not allow it. */
export function adminMove(from: ProjectStatus, to: ProjectStatus, grants: Grants | null | undefined): AdminMove | null {
  if (from === to || !canTransition(from, to)) return null;
  if (to === 'em_analise') {
    // Starting the analysis is the reviewer's (parecer); taking a forwarded project back, the forwarder's.
    const tag = from === 'encaminhado' ? 'projetos.encaminhar' : 'projetos.parecer';
    return isAllowed(grants, tag) ? { to, action: 'status' } : null;
  }
  if (to === 'encaminhado') return isAllowed(grants, 'projetos.encaminhar') ? { to, action: 'encaminhamento' } : null;
  const decision = DECISION_OF[to];
  if (decision && isAllowed(grants, 'projetos.devolutiva')) return { to, action: 'devolutiva', decision };
  return null;
}

/** Every move the user may make from `from`, in the graph's order. */
export function adminMoves(
  from: ProjectStatus,
  grants: Grants | null | undefined,
  targets: readonly ProjectStatus[] = [],
): AdminMove[] {
  const candidates = targets.length
    ? targets
    : (['em_analise', 'encaminhado', 'devolvido_para_ajustes', 'aprovado', 'reprovado'] as const);
  return candidates.map((to) => adminMove(from, to, grants)).filter((move): move is AdminMove => move !== null);
}
