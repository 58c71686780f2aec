import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server for the end-to-end run: the API sends its mail here, and the tests read what arrived over
 * HTTP (GET /messages?to=address), the way a person reads their inbox.
 */
const smtpPort = Number(process.env.SMTP_SINK_PORT);
const httpPort = Number(process.env.SMTP_SINK_HTTP_PORT);
const messages: { to: string[]; raw: string; at: number }[] = [];
/** Recipients the server refuses for good (550) until accepted again: a mail's failed delivery, on demand. */
const refused = new Set<string>();

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onRcptTo(address, _session, callback) {
    if (refused.has(address.address.toLowerCase()))
      return callback(Object.assign(new Error('Caixa postal inexistente'), { responseCode: 550 }));
    callback();
  },
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      messages.push({
        to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
        raw: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
      });
      callback();
    });
  },
});
smtp.listen(smtpPort, '127.0.0.1');

createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://sink');
  const to = url.searchParams.get('to')?.toLowerCase();
  // POST /refuse?to= and POST /accept?to= turn a recipient's refusal on and off.
  if (request.method === 'POST' && to && (url.pathname === '/refuse' || url.pathname === '/accept')) {
    if (url.pathname === '/refuse') refused.add(to);
    else refused.delete(to);
    response.writeHead(204).end();
    return;
  }
  const found = to ? messages.filter((m) => m.to.includes(to)) : messages;
  response.writeHead(200, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(found));
}).listen(httpPort, '127.0.0.1');

const stop = () => smtp.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
