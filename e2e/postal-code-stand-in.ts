import { createServer } from 'node:http';

/**
 * A ViaCEP-compatible stand-in for the end-to-end run: the postal-code service cannot be reached from the test
 * machine, so the API is pointed here (POSTAL_CODE_URL). Known codes answer an address, others `{erro: true}`.
 */
const port = Number(process.env.POSTAL_CODE_PORT);
const ADDRESSES: Record<string, { logradouro: string; bairro: string; localidade: string; uf: string }> = {
  '01310100': { logradouro: 'Avenida Paulista', bairro: 'Bela Vista', localidade: 'São Paulo', uf: 'SP' },
  '20040020': { logradouro: 'Avenida Rio Branco', bairro: 'Centro', localidade: 'Rio de Janeiro', uf: 'RJ' },
};

const server = createServer((request, response) => {
  const cep = /^\/ws\/(\d{8})\/json\/?$/.exec(new URL(request.url ?? '/', 'http://cep').pathname)?.[1];
  if (!cep) {
    response.writeHead(400).end();
    return;
  }
  const address = ADDRESSES[cep];
  response.writeHead(200, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(address ? { cep: `${cep.slice(0, 5)}-${cep.slice(5)}`, ...address } : { erro: true }));
}).listen(port, '127.0.0.1');

const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
