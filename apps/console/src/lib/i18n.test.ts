import { describe, expect, it } from 'vitest';
import { HUBS, LANGUAGES, MODULES } from '@console/contract';
import en from '../../public/assets/i18n/en.json';
import es from '../../public/assets/i18n/es.json';
import ptBr from '../../public/assets/i18n/pt-br.json';

type Tree = { [key: string]: string | Tree };
const FILES: Record<string, Tree> = { 'pt-br': ptBr, en, es };

const flatten = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.entries(tree).reduce<Record<string, string>>((all, [key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? { ...all, [path]: value } : { ...all, ...flatten(value, path) };
  }, {});

const flat = Object.fromEntries(Object.entries(FILES).map(([lang, tree]) => [lang, flatten(tree)]));
const allKeys = [...new Set(Object.values(flat).flatMap((entries) => Object.keys(entries)))].sort();

const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../test/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('translation files', () => {
  it('exist for every language', () => {
    expect(Object.keys(FILES).sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(Object.keys(FILES))('%s has every key of the other files, none empty', (lang) => {
    const missing = allKeys.filter((key) => !flat[lang][key]?.trim());
    expect(missing).toEqual([]);
  });

  it('keep the same {{placeholders}} in every language', () => {
    const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort().join(',');
    const mismatched = allKeys.filter(
      (key) => new Set(Object.values(flat).map((entries) => placeholders(entries[key] ?? ''))).size > 1,
    );
    expect(mismatched).toEqual([]);
  });

  it('cover every literal key the sources translate', () => {
    const used = new Set<string>();
    for (const text of Object.values(sources)) {
      for (const match of text.matchAll(/\bt\(\s*'([^']+)'/g)) used.add(match[1]);
    }
    expect(used.size).toBeGreaterThan(20);
    // A counted text is found under its plural forms (i18next's key_one, key_other...), not under the key itself.
    const covered = (key: string) => key in flat['pt-br'] || `${key}_other` in flat['pt-br'];
    expect([...used].filter((key) => !covered(key))).toEqual([]);
  });

  it.each(Object.keys(FILES))(
    "%s names every hub apart from its modules (the 'Painel' hub is not its 'Dashboard' module)",
    (lang) => {
      const clashes = HUBS.flatMap((hub) =>
        MODULES.filter((m) => m.hub === hub && flat[lang][`menu.${m.tag}`] === flat[lang][`hub.${hub}`]).map(
          (m) => `${hub}/${m.tag}`,
        ),
      );
      expect(clashes).toEqual([]);
    },
  );

  it('hold the login, 403 and loader texts', () => {
    expect(flat['pt-br']).toMatchObject({
      'auth.email': 'E-mail',
      'auth.password': 'Senha',
      'auth.submit': 'Entrar',
      'errors.forbiddenTitle': 'Erro 403',
      'errors.forbidden': 'Você não tem permissão para acessar este conteúdo!',
      Wait: 'Aguarde',
      'shell.logout': 'Sair',
    });
    expect(flat.en).toMatchObject({
      'auth.email': 'Email',
      'auth.password': 'Password',
      'auth.submit': 'Sign in',
      Wait: 'Wait',
    });
    expect(flat.es).toMatchObject({
      'auth.email': 'Correo electrónico',
      'auth.password': 'Contraseña',
      'auth.submit': 'Entrar',
    });
  });
});

describe('catalogue labels', () => {
  it.each(Object.keys(FILES))('%s labels and describes every module, hub and sub-permission', (lang) => {
    const needed = [
      ...MODULES.flatMap((m) => [`menu.${m.tag}`, `description.${m.tag}`, ...m.subs.map((s) => `sub.${s}`)]),
      ...HUBS.map((hub) => `hub.${hub}`),
      ...LANGUAGES.map((l) => `languages.${l}`),
    ];
    expect(needed.filter((key) => !flat[lang][key])).toEqual([]);
  });
});
