import { enter, START, workflow, type SetValue, type Workflow } from '../workflow.ts';

/**
 * The life cycles most collections share. Sub-tags: `publicar` publishes and archives, `cancelar` cancels, so an
 * editor may keep a draft up to date without being the one who puts it online or calls it off.
 */

/** rascunho → publicado ↔ arquivado; a draft may be published at once; publishing may stamp the day (`sets`). */
export const publication = (sets: Readonly<Record<string, SetValue>> = {}): Workflow =>
  workflow(
    'status',
    ['rascunho'],
    enter('publicado', [START, 'rascunho', 'arquivado'], { sub: 'publicar', sets }),
    enter('arquivado', ['rascunho', 'publicado'], { sub: 'publicar' }),
    enter('rascunho', ['publicado', 'arquivado']),
  );

/**
 * publication with a schedule: a draft may wait in `agendado` for its publication moment (`dateField`, required to
 * enter it), when the platform publishes it (timers.ts); back to draft at any time before.
 */
export const scheduledPublication = (dateField: string, sets: Readonly<Record<string, SetValue>> = {}): Workflow =>
  workflow(
    'status',
    ['rascunho'],
    enter('agendado', ['rascunho'], { sub: 'publicar', guards: { required: [dateField] } }),
    enter('publicado', [START, 'rascunho', 'agendado', 'arquivado'], { sub: 'publicar', sets }),
    enter('arquivado', ['rascunho', 'publicado'], { sub: 'publicar' }),
    enter('rascunho', ['agendado', 'publicado', 'arquivado']),
  );

/** rascunho → aberta → encerrada (reopened if need be): missions, polls, surveys, assignments. */
export const opening = (open: string, closed: string): Workflow =>
  workflow(
    'status',
    ['rascunho'],
    enter(open, ['rascunho', closed], { sub: 'publicar' }),
    enter('rascunho', [open]),
    enter(closed, [open]),
  );

/** planejada → inscricoes_abertas → em_andamento → concluded, or cancelled before it ends: classes, programmes. */
export const enrolment = (planned: string, done: string, cancelled: string): Workflow =>
  workflow(
    'status',
    [planned],
    enter('inscricoes_abertas', [planned], { sub: 'publicar' }),
    enter(planned, ['inscricoes_abertas']),
    enter('em_andamento', ['inscricoes_abertas']),
    enter(done, ['em_andamento']),
    enter(cancelled, [planned, 'inscricoes_abertas', 'em_andamento'], { sub: 'cancelar' }),
  );

/** Forum posts: published or held for moderation; hidden and removed only by moderators. */
export const moderation = (): Workflow =>
  workflow(
    'status',
    ['publicado', 'em_moderacao'],
    enter('em_moderacao', ['publicado']),
    enter('publicado', ['em_moderacao', 'oculto'], { sub: 'moderar' }),
    enter('oculto', ['publicado', 'em_moderacao'], { sub: 'moderar' }),
    enter('removido', ['publicado', 'em_moderacao', 'oculto'], { sub: 'moderar' }),
  );
