import { describe, expect, it } from 'vitest';
import { f, opt } from './define.ts';
import { def, L } from './test-defs.ts';
import { timerProblems, type Timer } from './timers.ts';
import { enter, workflow } from './workflow.ts';

const fields = [
  f.text('titulo', L),
  f.date('prazo', L),
  f.text('nota', L),
  f.boolean('atrasada', L, { system: true }),
  f.boolean('typed', L),
  f.user('dono', L),
  f.enum('status', L, [opt('aberta', L), opt('vencida', L), opt('paga', L)], { default: 'aberta' }),
];
const flow = workflow('status', ['aberta'], enter('vencida', ['aberta']), enter('paga', ['aberta', 'vencida']));
const problems = (timer: Timer, withFlow = true) =>
  timerProblems({ ...def(fields, withFlow ? { workflow: flow } : {}), timers: [timer] }).map(
    ([field, message]) => `${field}: ${message}`,
  );

describe('timers: the start check', () => {
  it('accepts a move the workflow has, and a mark on a system boolean', () => {
    expect(problems({ at: 'prazo', when: ['aberta'], to: 'vencida', notify: 'dono', label: L })).toEqual([]);
    expect(problems({ at: 'prazo', when: ['aberta', 'vencida'], mark: 'atrasada', label: L })).toEqual([]);
  });

  it('refuses what would not work at run time', () => {
    expect(problems({ at: 'nota', when: ['aberta'], to: 'vencida', label: L })).toEqual([
      'nota: a timer needs a date or datetime field as its moment',
    ]);
    expect(problems({ at: 'prazo', when: ['paga'], to: 'vencida', label: L })).toEqual([
      'status: the timer moves paga → vencida, which the workflow does not have',
    ]);
    expect(problems({ at: 'prazo', when: ['aberta'], mark: 'typed', label: L })).toEqual([
      "typed: a timer's mark is a boolean field only the platform writes (system: true)",
    ]);
    expect(problems({ at: 'prazo', when: ['sumida'], mark: 'atrasada', label: L })).toEqual([
      'status: the timer\'s state "sumida" is not an option',
    ]);
    expect(problems({ at: 'prazo', when: ['aberta'], to: 'vencida', mark: 'atrasada', label: L })).toEqual([
      'prazo: a timer either moves (to) or marks (mark)',
    ]);
    expect(problems({ at: 'prazo', when: ['aberta'], to: 'vencida', notify: 'nota', label: L })).toEqual([
      'nota: a timer notifies the person of a user field',
    ]);
    expect(problems({ at: 'prazo', when: ['aberta'], to: 'vencida', label: L }, false)).toEqual([
      'prazo: a timer needs the workflow whose states it acts on',
    ]);
  });
});
