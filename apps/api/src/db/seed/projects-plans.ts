import type { Decision, Recommendation } from '@console/contract';
import { TEXTS } from './projects-data.ts';

// The demo projects' histories, one plan per project (seedProjectsDemo walks them into rows and timelines).

/** One step of a demo project's history; `at` in days from now (negative: past). */
type Step =
  | { kind: 'criado' | 'editado' | 'enviado' | 'analise' | 'retorno' | 'lembrete' | 'atraso'; at: number }
  | {
      kind: 'parecer';
      at: number;
      recommendation: Recommendation;
      scores: readonly number[];
      text: string;
      internal: boolean;
    }
  | { kind: 'encaminhamento'; at: number; deadline: number }
  | { kind: 'devolutiva'; at: number; decision: Decision };

/** Who proposes: the client's demo member, or the n-th other member. */
export type Proponent = 'member' | 0 | 1 | 2 | 3;

export interface Plan {
  session: 'open' | 'review';
  idea: number;
  proponent: Proponent;
  /** Shows the demo picture as an attachment (when storage is at hand) and a teammate. */
  rich?: true;
  steps: readonly Step[];
}

const parecer = (
  at: number,
  recommendation: Recommendation,
  scores: readonly number[],
  text: string,
  internal = true,
): Step => ({ kind: 'parecer', at, recommendation, scores, text, internal });

/**
 * Projects in every status with timelines consistent with it. The open session holds a draft, a fresh submission
 * and one returned for changes the member can resubmit while the period runs; the session under review holds one in
 * analysis, two forwarded to the demo administrator (one due within the reminder window, one overdue: reminded,
 * then marked), one approved after two pareceres and one rejected.
 */
export const PLANS: readonly Plan[] = [
  {
    session: 'open',
    idea: 0,
    proponent: 'member',
    steps: [
      { kind: 'criado', at: -2 },
      { kind: 'editado', at: -1 },
    ],
  },
  {
    session: 'open',
    idea: 1,
    proponent: 0,
    rich: true,
    steps: [
      { kind: 'criado', at: -4 },
      { kind: 'enviado', at: -3 },
    ],
  },
  {
    session: 'open',
    idea: 2,
    proponent: 'member',
    rich: true,
    steps: [
      { kind: 'criado', at: -9 },
      { kind: 'enviado', at: -8 },
      { kind: 'analise', at: -7 },
      parecer(-6.5, 'ajustar', [7, 6, 5, 8], TEXTS.parecerAdjust, false),
      { kind: 'encaminhamento', at: -6, deadline: -3 },
      { kind: 'retorno', at: -4 },
      { kind: 'devolutiva', at: -2, decision: 'ajustes' },
    ],
  },
  {
    session: 'review',
    idea: 0,
    proponent: 1,
    steps: [
      { kind: 'criado', at: -22 },
      { kind: 'enviado', at: -21 },
      { kind: 'analise', at: -14 },
      parecer(-12, 'aprovar', [8, 7, 8, 9], TEXTS.parecerGood),
    ],
  },
  {
    session: 'review',
    idea: 1,
    proponent: 2,
    steps: [
      { kind: 'criado', at: -24 },
      { kind: 'enviado', at: -23 },
      { kind: 'analise', at: -13 },
      parecer(-11, 'aprovar', [9, 8, 7, 8], TEXTS.parecerGood),
      { kind: 'encaminhamento', at: -5, deadline: 1.5 },
    ],
  },
  {
    session: 'review',
    idea: 2,
    proponent: 3,
    steps: [
      { kind: 'criado', at: -30 },
      { kind: 'enviado', at: -29 },
      { kind: 'analise', at: -20 },
      parecer(-18, 'ajustar', [6, 7, 5, 6], TEXTS.parecerAdjust),
      { kind: 'encaminhamento', at: -9, deadline: -2 },
      { kind: 'lembrete', at: -3.5 },
      { kind: 'atraso', at: -1.9 },
    ],
  },
  {
    session: 'review',
    idea: 3,
    proponent: 'member',
    rich: true,
    steps: [
      { kind: 'criado', at: -35 },
      { kind: 'enviado', at: -33 },
      { kind: 'analise', at: -25 },
      parecer(-22, 'aprovar', [9, 9, 8, 10], TEXTS.parecerGood),
      parecer(-20, 'aprovar', [8, 9, 9, 9], TEXTS.parecerSecond, false),
      { kind: 'devolutiva', at: -16, decision: 'aprovado' },
    ],
  },
  {
    session: 'review',
    idea: 4,
    proponent: 1,
    steps: [
      { kind: 'criado', at: -31 },
      { kind: 'enviado', at: -30 },
      { kind: 'analise', at: -24 },
      parecer(-21, 'reprovar', [4, 3, 5, 4], TEXTS.parecerReject),
      { kind: 'devolutiva', at: -15, decision: 'reprovado' },
    ],
  },
];
