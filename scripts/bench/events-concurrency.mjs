// Registrations of one event confirmed by 50 HTTP clients at once (the collections benchmark's events measurements):
// the answers, then the event's stored figures against COUNTs of its rows, read through the API's own row.
const CLIENTS = 50;
const CAPACITY = 10;

/**
 * @param {string} base
 * @param {string} token
 * @param {number} client
 */
export async function confirmAtOnce(base, token, client) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  /** @param {string} method @param {string} path @param {unknown} [body] */
  const send = async (method, path, body) => {
    // Node's fetch opens as many connections to the server as requests wait: each client has its own.
    const res = await fetch(`${base}${path}${path.includes('?') ? '&' : '?'}client_id=${client}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = await res.json();
    return { status: res.status, json };
  };
  const stamp = Date.now().toString(36);
  const newEvent = async (/** @type {string} */ what) => {
    const made = await send('POST', '/api/v2/admin/eventos', {
      titulo: `Concorrência ${what} ${stamp}`,
      inicio: '2026-12-10T12:00:00.000Z',
      capacidade: CAPACITY,
      modalidade: 'presencial',
      status: 'inscricoes_abertas',
    });
    if (made.status !== 201) throw new Error(`event: ${made.status} ${JSON.stringify(made.json)}`);
    return Number(made.json.data.id);
  };
  const person = (/** @type {number} */ i, /** @type {string} */ status) => ({
    nome: `Pessoa ${i}`,
    email: `pessoa${i}.${stamp}@concorrencia.test`,
    status,
  });
  /** @param {Array<{ status: number, json: any }>} answers */
  const tally = (answers) => {
    /** @type {Record<string, number>} */
    const out = {};
    for (const a of answers) {
      const key = a.status === 201 || a.status === 200 ? `${a.status} ${a.json.data.status}` : String(a.status);
      out[key] = (out[key] ?? 0) + 1;
    }
    return out;
  };
  /** The event's stored figures (as the API answers them) against COUNTs of its registrations in the list. */
  const figures = async (
    /** @type {number} */ eventId,
    /** @type {Record<string, number>} */ answers,
    /** @type {number} */ ms,
  ) => {
    const event = (await send('GET', `/api/v2/admin/eventos/${eventId}`)).json.data;
    /** @type {Record<string, unknown>[]} */
    const rows = (await send('GET', `/api/v2/admin/evento_id/${eventId}/inscricoes?per_page=100`)).json.data.data;
    const state = (/** @type {Record<string, unknown>} */ r) =>
      String(r.status && typeof r.status === 'object' && 'value' in r.status ? r.status.value : r.status);
    const confirmed = rows.filter((r) => ['confirmada', 'presente'].includes(state(r))).length;
    const waiting = rows.filter((r) => state(r) === 'lista_espera').length;
    const stored = Number(event.inscritos);
    const status = state(event);
    return {
      answers,
      ms,
      capacity: CAPACITY,
      stored,
      confirmed,
      waiting,
      status,
      exact:
        stored === confirmed &&
        Number(event.em_espera) === waiting &&
        confirmed <= CAPACITY &&
        // Sold out exactly when full (requests answered 503 under the pool's wait leave seats free).
        status === (confirmed >= CAPACITY ? 'esgotado' : 'inscricoes_abertas'),
    };
  };
  // 50 creates of confirmed registrations at once.
  const first = await newEvent('criar');
  let start = performance.now();
  const created = await Promise.all(
    Array.from({ length: CLIENTS }, (_, i) =>
      send('POST', `/api/v2/admin/evento_id/${first}/inscricoes`, person(i, 'confirmada')),
    ),
  );
  const createFigures = await figures(first, tally(created), performance.now() - start);
  // 50 pending registrations, then 50 moves to confirmed at once.
  const second = await newEvent('confirmar');
  /** @type {number[]} */
  const pending = [];
  for (let i = 0; i < CLIENTS; i++) {
    const made = await send('POST', `/api/v2/admin/evento_id/${second}/inscricoes`, person(i, 'pendente'));
    if (made.status !== 201) throw new Error(`registration: ${made.status} ${JSON.stringify(made.json)}`);
    pending.push(Number(made.json.data.id));
  }
  start = performance.now();
  const moved = await Promise.all(
    pending.map((id) => send('PUT', `/api/v2/admin/inscricoes/${id}`, { status: 'confirmada' })),
  );
  return { events: [createFigures, await figures(second, tally(moved), performance.now() - start)] };
}
