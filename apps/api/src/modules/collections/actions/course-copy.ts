import { collectionByEntity, type CollectionDef } from '@console/contract';
import type { WrittenChange } from '../../../platform/collection-writes.ts';
import { linkTableOf, tableOf } from '../../../db/collections/layout.ts';
import { attachLinks, rowsLinkedTo } from '../links-repo.ts';
import { rowById, type StoredRow } from '../repo.ts';
import { copyOf, createdId, freeText, freeUniques, rowsNaming } from './copies.ts';
import type { ActionHandler, ActionWrites } from './types.ts';

/**
 * Learning's actions: a course duplicated with its content (modules and their lessons, assessments with the bank's
 * questions they use), never with its learners' rows (enrolments, completions, attempts, certificates). Every row goes through
 * the write path (checks, figures, versions, audit), in the action's one transaction.
 */

/** The mark of a copy's unique title, in the product's language (it is data, not interface text). */
const COPY_MARK = 'cópia';

const defOf = (entity: string): CollectionDef => collectionByEntity(entity)!;

/** Copies each row of `child` whose `column` names `fromId` as a row naming `toId`; answers old id → new id. */
async function copyChildren(
  context: { trx: Parameters<ActionHandler>[0]['trx']; clientId: number; writes: ActionWrites },
  child: CollectionDef,
  column: string,
  fromId: number,
  toId: number,
  changes: WrittenChange[],
): Promise<Map<number, number>> {
  const { trx, clientId, writes } = context;
  const made = new Map<number, number>();
  for (const row of await rowsNaming(trx, clientId, child, column, fromId)) {
    const unique = await freeUniques(trx, clientId, child, row, COPY_MARK);
    const written = await writes.create(child, copyOf(child, row, { ...unique, [column]: toId }));
    changes.push(...written);
    made.set(row.id, createdId(written, child.entity));
  }
  return made;
}

/**
 * The bank's questions of each copied assessment serve its copy too: a question is one row of the bank linked to
 * several assessments (its multiple field `avaliacoes`), so a correction made once reaches both courses.
 */
async function linkQuestions(
  context: { trx: Parameters<ActionHandler>[0]['trx']; clientId: number; writes: ActionWrites },
  assessments: ReadonlyMap<number, number>,
  changes: WrittenChange[],
): Promise<void> {
  const { trx, clientId, writes } = context;
  const questions = defOf('questoes');
  const links = linkTableOf(questions, { name: 'avaliacoes' });
  for (const [from, to] of assessments)
    for (const id of await rowsLinkedTo(trx, clientId, links, from)) {
      const [question] = await attachLinks(trx, clientId, questions, [
        (await rowById(trx, clientId, tableOf(questions), id)) as StoredRow,
      ]);
      const serves = question.avaliacoes as number[];
      changes.push(...(await writes.update(questions, id, { avaliacoes: [...serves, to] })));
    }
}

/**
 * A course's copy: its title marked " (cópia)" (made free when taken), back to a draft without its publication day,
 * with copies of its modules and their lessons and of its assessments, which use the same questions of the bank.
 * Answers the new course.
 */
const duplicateCourse: ActionHandler = async ({ trx, def, row, actor, writes }) => {
  const { clientId } = actor;
  const changes: WrittenChange[] = [];
  const titleField = def.fields.find((f) => f.name === def.title)!;
  const title = await freeText(trx, clientId, def, titleField, String(row[def.title] ?? ''), COPY_MARK);
  const unique = await freeUniques(trx, clientId, def, row, COPY_MARK);
  const course = await writes.create(def, copyOf(def, row, { ...unique, [def.title]: title }));
  changes.push(...course);
  const courseId = createdId(course, def.entity);
  const context = { trx, clientId, writes };
  const modules = await copyChildren(context, defOf('modulos'), 'curso_id', row.id, courseId, changes);
  for (const [from, to] of modules) await copyChildren(context, defOf('aulas'), 'modulo_id', from, to, changes);
  const assessments = await copyChildren(context, defOf('avaliacoes'), 'curso_id', row.id, courseId, changes);
  await linkQuestions(context, assessments, changes);
  return { changes, created: { entity: def.entity, id: courseId } };
};

export const courseActions: Readonly<Record<string, ActionHandler>> = {
  'cursos.duplicar': duplicateCourse,
};
