// The floor of the users bench: Fastify with the API's own security headers answering a fixed body and doing
// nothing else. `node --import tsx scripts/bench/fastify-floor.ts <port> <body file>` prints `ready`.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import { registerSecurityHeaders } from '../../apps/api/src/platform/http.ts';

const [port, bodyFile] = process.argv.slice(2);
const body = readFileSync(bodyFile!);
const app = Fastify({ logger: false });
registerSecurityHeaders(app);
app.get('/', (_request, reply) => reply.header('content-type', 'application/json; charset=utf-8').send(body));
await app.listen({ port: Number(port), host: '127.0.0.1' });
console.log('ready');
