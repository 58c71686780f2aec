import { beforeEach, describe, expect, it } from 'vitest';
import { USER } from '../test/signed-in.ts';
import {
  clearSession,
  getSession,
  languageFromQuery,
  sessionValues,
  setClientId,
  setToken,
  setUser,
  storeLanguage,
} from './session.ts';

describe('session storage', () => {
  beforeEach(() => clearSession());

  it('starts signed out in the default language', () => {
    expect(getSession()).toEqual({ token: null, clientId: null, user: null, picture: null, language: 'pt-br' });
  });

  it('keeps token, client and user in sessionStorage and the language in localStorage', () => {
    setToken('abc');
    setClientId(3);
    setUser(USER, 'https://cdn.example/ana.png');
    storeLanguage('es');
    expect(sessionStorage.getItem('token')).toBe('abc');
    expect(sessionStorage.getItem('client_id')).toBe('3');
    expect(JSON.parse(sessionStorage.getItem('user') ?? '{}')).toEqual(USER);
    expect(localStorage.getItem('language')).toBe('es');
    expect(sessionStorage.getItem('language')).toBeNull();
    expect(getSession()).toMatchObject({
      token: 'abc',
      clientId: 3,
      user: USER,
      picture: 'https://cdn.example/ana.png',
      language: 'es',
    });
    expect(sessionValues()).toEqual({ client_id: 3, user_id: USER.id, language: 'es' });
  });

  it('clear removes everything stored', () => {
    setToken('abc');
    setClientId(3);
    setUser(USER, 'x.png');
    storeLanguage('en');
    clearSession();
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.getItem('language')).toBeNull();
    expect(getSession()).toEqual({ token: null, clientId: null, user: null, picture: null, language: 'pt-br' });
  });

  it('reads ?lang= only for supported languages', () => {
    expect(languageFromQuery('?lang=en')).toBe('en');
    expect(languageFromQuery('?x=1&lang=PT-BR')).toBe('pt-br');
    expect(languageFromQuery('?lang=fr')).toBeNull();
    expect(languageFromQuery('')).toBeNull();
  });

  it('ignores a corrupt stored user or client id', () => {
    sessionStorage.setItem('user', '{not json');
    sessionStorage.setItem('client_id', 'abc');
    setToken('t');
    expect(getSession()).toMatchObject({ user: null, clientId: null, token: 't' });
  });
});
