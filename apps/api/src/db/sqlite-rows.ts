import type SQLite from 'better-sqlite3';

type Row = Record<string, unknown>;

/**
 * A function that makes a row object of a raw row (an array in the statement's column order), written for the
 * statement's columns: the object literal of one shape V8 builds at once. A later column of the same name wins, as
 * in better-sqlite3's own rows.
 */
function rowMaker(columns: readonly string[]): (values: unknown[]) => Row {
  const fields = columns.map((name, i) => `${JSON.stringify(name)}: v[${i}]`).join(', ');
  // The text is made of JSON-quoted column names only.
  return new Function('v', `return { ${fields} };`) as (values: unknown[]) => Row;
}

/**
 * A plain read's statement whose rows come as arrays and become objects in JavaScript. better-sqlite3 builds each
 * row object in C++, looking every column name up in V8's string table once per row and column: on the users list
 * under load that was the largest single cost of the request (docs/benchmarks.md, Users). Answers what Kysely's
 * SQLite driver uses of a statement.
 */
export function objectRows(statement: SQLite.Statement): Pick<SQLite.Statement, 'reader' | 'all' | 'run' | 'iterate'> {
  if (!statement.reader) return statement;
  statement.raw(true);
  const make = rowMaker(statement.columns().map((c) => c.name));
  return {
    reader: true,
    all: ((...params: unknown[]) => (statement.all(...params) as unknown[][]).map(make)) as SQLite.Statement['all'],
    run: statement.run.bind(statement),
    iterate: function* (...params: unknown[]) {
      for (const values of statement.iterate(...params) as IterableIterator<unknown[]>) yield make(values);
    } as SQLite.Statement['iterate'],
  };
}
