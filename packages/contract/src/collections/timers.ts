import type { CollectionDef, Text } from './define.ts';
import { moveOf } from './workflow.ts';

/**
 * Timers (issue 29): what a collection's rows do by themselves when a moment of theirs passes, run by the platform's
 * job queue (the API's `collections.timers` job, every minute): a draft scheduled for publication is published, an
 * invitation expires, an invoice falls due, a request past its legal deadline is marked overdue. A timer acts on the
 * rows in one of its `when` states of the workflow, by a workflow move (`to`) or a mark (`mark`, a `system` boolean), and may tell the
 * person of a user field (`notify`) by e-mail. The move or mark is audited as the platform's, without a person.
 */
export interface Timer {
  /**
   * The moment: a datetime field is due at its instant; a date field is due once its day is over in the client's time
   * zone (a deadline's day is still in time), or as its day starts with `edge: 'start'` (a publication date).
   */
  at: string;
  edge?: 'start' | 'end';
  /** The states of the workflow's field the rows must be in. */
  when: readonly string[];
  /** A move of the workflow to this state (each `when` state must have it). */
  to?: string;
  /** A boolean field set to true (an overdue mark); the state stays. Rows already marked are left alone. */
  mark?: string;
  /** A user field: its person gets an e-mail about the row when the timer fires. */
  notify?: string;
  /** What the timer does, for people (docs, the e-mail's subject). */
  label: Text;
}

/** Each fault of a collection's timers as [field, message], for the definitions' start check (check.ts). */
export function timerProblems(def: CollectionDef & { timers?: readonly Timer[] }): [string, string][] {
  const problems: [string, string][] = [];
  const fieldOf = (name: string) => def.fields.find((field) => field.name === name);
  for (const timer of def.timers ?? []) {
    const at = fieldOf(timer.at);
    if (at?.kind !== 'date' && at?.kind !== 'datetime')
      problems.push([timer.at, 'a timer needs a date or datetime field as its moment']);
    if (timer.edge === 'start' && at?.kind !== 'date') problems.push([timer.at, "a timer's start edge needs a date"]);
    if (!def.workflow) {
      problems.push([timer.at, 'a timer needs the workflow whose states it acts on']);
      continue;
    }
    const flow = def.workflow;
    const options = (fieldOf(flow.field)?.options ?? []).map((option) => option.value);
    for (const state of timer.when)
      if (!options.includes(state)) problems.push([flow.field, `the timer's state "${state}" is not an option`]);
    if (!timer.when.length) problems.push([timer.at, 'a timer acts on at least one state']);
    if ((timer.to === undefined) === (timer.mark === undefined))
      problems.push([timer.at, 'a timer either moves (to) or marks (mark)']);
    if (timer.to !== undefined)
      for (const state of timer.when)
        if (!moveOf(flow, state, timer.to))
          problems.push([flow.field, `the timer moves ${state} → ${timer.to}, which the workflow does not have`]);
    const mark = timer.mark === undefined ? undefined : fieldOf(timer.mark);
    if (timer.mark !== undefined && (mark?.kind !== 'boolean' || !mark.system))
      problems.push([timer.mark, "a timer's mark is a boolean field only the platform writes (system: true)"]);
    if (timer.notify !== undefined && fieldOf(timer.notify)?.kind !== 'user')
      problems.push([timer.notify, 'a timer notifies the person of a user field']);
  }
  return problems;
}
