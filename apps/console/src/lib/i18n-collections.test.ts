import { describe, expect, it } from 'vitest';
import { COLLECTIONS, type Language } from '@console/contract';
import en from '../../public/assets/i18n/en.json';
import es from '../../public/assets/i18n/es.json';
import ptBr from '../../public/assets/i18n/pt-br.json';

type Tree = { [key: string]: string | Tree };
const FILES: Record<Language, Tree> = { 'pt-br': ptBr, en, es };
const at = (tree: Tree, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node as Tree | undefined)?.[key], tree);

describe('collection texts', () => {
  it.each(Object.keys(FILES) as Language[])(
    '%s holds every collection text as its definition says (npm run i18n:collections)',
    (lang) => {
      const tree = FILES[lang];
      const drift: string[] = [];
      const expectText = (path: string, text: string) => {
        if (at(tree, path) !== text) drift.push(path);
      };
      for (const def of COLLECTIONS) {
        expectText(`menu.${def.tag}`, def.label[lang]);
        expectText(`description.${def.tag}`, def.description[lang]);
        expectText(`collections.${def.entity}.item`, def.item[lang]);
        for (const field of def.fields) {
          expectText(`collections.${def.entity}.fields.${field.name}`, field.label[lang]);
          for (const option of field.options ?? [])
            expectText(`collections.${def.entity}.options.${field.name}.${option.value}`, option.label[lang]);
        }
      }
      expect(drift).toEqual([]);
    },
  );
});
