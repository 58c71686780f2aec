import { clientDay } from '@console/contract';
import { sql } from 'kysely';
import { collectionTable } from '../../db/collections/table-fields.ts';
import { column, iso, num, type AggregateSource, type ReportSource } from './source.ts';

/**
 * The collections' own reports (AREAS.md: events, courses, the store). Their tables and columns come from the
 * collections' definitions (collectionTable: a field renamed or removed stops the API's start, and a name not declared
 * here does not typecheck); each row is scoped by client_id; dates and date-times are ISO text on both engines.
 */
const EVENTS = collectionTable('eventos', ['titulo', 'inicio', 'capacidade']);
const REGISTRATIONS = collectionTable('inscricoes', ['evento_id', 'status', 'check_in']);
const ENROLMENTS = collectionTable('matriculas', ['turma_id', 'status', 'matriculado_em']);
const COHORTS = collectionTable('turmas', ['curso_id']);
const COURSES = collectionTable('cursos', ['titulo']);
const ORDERS = collectionTable('pedidos', ['realizado_em', 'total', 'status_pagamento']);

const events: AggregateSource = {
  kind: 'aggregate',
  columns: () => [
    column('evento', 'text', 'Evento', 'Event', 'Evento'),
    column('inicio', 'datetime', 'Início', 'Start', 'Inicio'),
    column('capacidade', 'number', 'Capacidade', 'Capacity', 'Capacidad'),
    column('inscricoes', 'number', 'Inscrições', 'Registrations', 'Inscripciones'),
    column('confirmadas', 'number', 'Confirmadas', 'Confirmed', 'Confirmadas'),
    column('lista_espera', 'number', 'Lista de espera', 'Waiting list', 'Lista de espera'),
    column('check_ins', 'number', 'Check-ins', 'Check-ins', 'Check-ins'),
    column('presenca', 'number', 'Presença (%)', 'Attendance (%)', 'Asistencia (%)'),
  ],
  totals: ['inscricoes', 'confirmadas', 'lista_espera', 'check_ins'],
  async all(ctx) {
    const e = EVENTS.as('e');
    const i = REGISTRATIONS.as('i');
    const { rows } = await sql<Record<string, unknown>>`
      select ${e.col('id')} as id, ${e.col('titulo')} as titulo, ${e.col('inicio')} as inicio,
        ${e.col('capacidade')} as capacidade,
        count(${i.col('id')}) as inscricoes,
        coalesce(sum(case when ${i.col('status')} = 'confirmada' then 1 else 0 end), 0) as confirmadas,
        coalesce(sum(case when ${i.col('status')} = 'lista_espera' then 1 else 0 end), 0) as lista_espera,
        coalesce(sum(case when ${i.col('check_in')} is not null then 1 else 0 end), 0) as check_ins
      from ${e.from}
      left join ${i.from} on ${i.col('client_id')} = ${e.col('client_id')} and ${i.col('evento_id')} = ${e.col('id')}
      where ${e.col('client_id')} = ${ctx.clientId} and ${e.col('inicio')} >= ${ctx.fromAt}
        and ${e.col('inicio')} < ${ctx.toAt}
      group by ${e.col('id')}, ${e.col('titulo')}, ${e.col('inicio')}, ${e.col('capacidade')}
      order by ${e.col('inicio')}, ${e.col('id')}`.execute(ctx.db);
    return rows.map((r) => {
      const confirmed = num(r.confirmadas);
      const checkIns = num(r.check_ins);
      return {
        evento: String(r.titulo),
        inicio: iso(r.inicio),
        capacidade: r.capacidade === null ? null : num(r.capacidade),
        inscricoes: num(r.inscricoes),
        confirmadas: confirmed,
        lista_espera: num(r.lista_espera),
        check_ins: checkIns,
        presenca: confirmed ? Math.round((checkIns / confirmed) * 1000) / 10 : null,
      };
    });
  },
};

const courses: AggregateSource = {
  kind: 'aggregate',
  columns: () => [
    column('curso', 'text', 'Curso', 'Course', 'Curso'),
    column('matriculas', 'number', 'Matrículas no período', 'Enrolments in the period', 'Matrículas en el período'),
    column('concluidas', 'number', 'Concluídas', 'Completed', 'Finalizadas'),
    column('ativas', 'number', 'Ativas', 'Active', 'Activas'),
    column('canceladas', 'number', 'Canceladas ou trancadas', 'Cancelled or on hold', 'Canceladas o suspendidas'),
    column('conclusao', 'number', 'Conclusão (%)', 'Completion (%)', 'Finalización (%)'),
  ],
  totals: ['matriculas', 'concluidas', 'ativas', 'canceladas'],
  async all(ctx) {
    // Enrolment dates are days: the period's days compare as text.
    const m = ENROLMENTS.as('m');
    const t = COHORTS.as('t');
    const c = COURSES.as('c');
    const { rows } = await sql<Record<string, unknown>>`
      select ${c.col('id')} as id, ${c.col('titulo')} as titulo,
        count(${m.col('id')}) as matriculas,
        coalesce(sum(case when ${m.col('status')} = 'concluida' then 1 else 0 end), 0) as concluidas,
        coalesce(sum(case when ${m.col('status')} = 'ativa' then 1 else 0 end), 0) as ativas,
        coalesce(sum(case when ${m.col('status')} in ('cancelada', 'trancada') then 1 else 0 end), 0) as canceladas
      from ${m.from}
      join ${t.from} on ${t.col('client_id')} = ${m.col('client_id')} and ${t.col('id')} = ${m.col('turma_id')}
      join ${c.from} on ${c.col('client_id')} = ${t.col('client_id')} and ${c.col('id')} = ${t.col('curso_id')}
      where ${m.col('client_id')} = ${ctx.clientId} and ${m.col('matriculado_em')} >= ${ctx.from}
        and ${m.col('matriculado_em')} <= ${ctx.to}
      group by ${c.col('id')}, ${c.col('titulo')}
      order by ${c.col('titulo')}, ${c.col('id')}`.execute(ctx.db);
    return rows.map((r) => {
      const enrolled = num(r.matriculas);
      const done = num(r.concluidas);
      return {
        curso: String(r.titulo),
        matriculas: enrolled,
        concluidas: done,
        ativas: num(r.ativas),
        canceladas: num(r.canceladas),
        conclusao: enrolled ? Math.round((done / enrolled) * 1000) / 10 : null,
      };
    });
  },
};

/** Orders per day of the client; the days are São Paulo's, so the rows are grouped here rather than in SQL. */
const orders: AggregateSource = {
  kind: 'aggregate',
  columns: () => [
    column('dia', 'date', 'Dia', 'Day', 'Día'),
    column('pedidos', 'number', 'Pedidos', 'Orders', 'Pedidos'),
    column('pagos', 'number', 'Pagos', 'Paid', 'Pagados'),
    column('receita', 'money', 'Receita (pagos)', 'Revenue (paid)', 'Ingresos (pagados)'),
    column('ticket_medio', 'money', 'Ticket médio', 'Average order', 'Ticket medio'),
  ],
  totals: ['pedidos', 'pagos', 'receita'],
  async all(ctx) {
    const o = ORDERS.as('o');
    const { rows } = await sql<{ realizado_em: unknown; total: unknown; status_pagamento: string }>`
      select ${o.col('realizado_em')} as realizado_em, ${o.col('total')} as total,
        ${o.col('status_pagamento')} as status_pagamento
      from ${o.from}
      where ${o.col('client_id')} = ${ctx.clientId} and ${o.col('realizado_em')} >= ${ctx.fromAt}
        and ${o.col('realizado_em')} < ${ctx.toAt}`.execute(ctx.db);
    const days = new Map<string, { pedidos: number; pagos: number; cents: number }>();
    for (const r of rows) {
      const day = clientDay(Date.parse(iso(r.realizado_em)!));
      const figures = days.get(day) ?? { pedidos: 0, pagos: 0, cents: 0 };
      figures.pedidos += 1;
      if (r.status_pagamento === 'pago') {
        figures.pagos += 1;
        figures.cents += num(r.total);
      }
      days.set(day, figures);
    }
    return [...days.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([dia, f]) => ({
        dia,
        pedidos: f.pedidos,
        pagos: f.pagos,
        receita: f.cents / 100,
        ticket_medio: f.pagos ? Math.round(f.cents / f.pagos) / 100 : null,
      }));
  },
};

export const COLLECTION_SOURCES: Record<string, ReportSource> = { eventos: events, cursos: courses, pedidos: orders };
