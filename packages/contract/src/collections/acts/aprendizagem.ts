import type { ActionDef } from '../actions.ts';
import { f, opt, t } from '../define.ts';

/** Most members picked one by one in one enrolment (a larger audience is a group or a regional). */
const ENROL_PICKED_MAX = 200;

/**
 * A cohort's enrolment (issue 28): the members of a group, a regional or a picked set become its participants, in
 * steps of ENROL_STEP members (the console calls again with the report's `next` until it is null).
 */
const matricular: ActionDef = {
  name: 'matricular',
  label: t('Matricular participantes', 'Enrol participants', 'Matricular participantes'),
  icon: 'GroupAdd',
  on: ['row'],
  confirm: t(
    'Matricular nesta turma os membros ativos escolhidos? Quem já está matriculado é mantido como está.',
    'Enrol the chosen active members in this cohort? Those already enrolled are left as they are.',
    '¿Matricular en este grupo a los miembros activos elegidos? Quien ya está matriculado se mantiene como está.',
  ),
  input: [
    f.enum(
      'origem',
      t('Quem matricular', 'Who to enrol', 'A quién matricular'),
      [
        opt('grupo', t('Um grupo', 'A group', 'Un grupo')),
        opt('regional', t('Uma regional', 'A region', 'Una regional')),
        opt('membros', t('Membros escolhidos', 'Picked members', 'Miembros elegidos')),
      ],
      { required: true, default: 'grupo' },
    ),
    f.reference('grupo', t('Grupo', 'Group', 'Grupo'), 'grupos', {
      requiredWhen: { field: 'origem', equals: ['grupo'] },
    }),
    f.reference('regional', t('Regional', 'Region', 'Regional'), 'regional', {
      requiredWhen: { field: 'origem', equals: ['regional'] },
    }),
    f.user('membros', t('Membros', 'Members', 'Miembros'), {
      multiple: true,
      max: ENROL_PICKED_MAX,
      requiredWhen: { field: 'origem', equals: ['membros'] },
    }),
  ],
};

/**
 * A session's attendance taken in a grid (the cohort's "Chamada" screen): its own route below the cohort's path
 * (attendance.ts), with this sub-tag.
 */
const chamada: ActionDef = {
  name: 'chamada',
  label: t('Chamada', 'Take attendance', 'Pasar lista'),
  icon: 'FactCheck',
  on: ['screen'],
};

/** The learning hub's declared actions, by entity. */
export const APRENDIZAGEM_ACTIONS: Readonly<Record<string, readonly ActionDef[]>> = {
  turmas: [matricular, chamada],
};
