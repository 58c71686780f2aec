import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import en from '../../public/assets/i18n/en.json';
import es from '../../public/assets/i18n/es.json';
import ptBr from '../../public/assets/i18n/pt-br.json';
import { applyLanguage, initI18n } from '../lib/i18n.ts';
import { clearSession } from '../lib/session.ts';
import { FakeWebSocket } from './fake-websocket.ts';

// The first find of a screen waits for its lazy route and first queries: more than 1 s on a loaded machine.
configure({ asyncUtilTimeout: 4000 });

beforeAll(async () => {
  await initI18n({ 'pt-br': { translation: ptBr }, en: { translation: en }, es: { translation: es } });
});

afterEach(async () => {
  cleanup();
  await applyLanguage('pt-br');
  clearSession();
  sessionStorage.clear();
  localStorage.clear();
  FakeWebSocket.opened.length = 0;
});

globalThis.WebSocket = FakeWebSocket as unknown as typeof WebSocket;

// jsdom has no object URLs; previews only need a stable string.
if (!URL.createObjectURL) {
  let next = 0;
  URL.createObjectURL = () => `blob:test/${(next += 1)}`;
  URL.revokeObjectURL = () => undefined;
}
