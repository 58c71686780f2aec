// `npm run i18n:collections`: writes the texts of every declarative collection (packages/contract/src/collections)
// into the console's translation files: menu.<tag> and description.<tag> for the menu, and
// collections.<entity>.{label,item,description,fields.<name>,options.<name>.<value>,help.<name>}, plus sub.<name>
// for the workflows' sub-tags (the permission screens). The definitions carry every text in pt-br, en and es, so
// the files stay complete; a console test fails when they drift apart.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { COLLECTIONS, FIELD_SUBS, LANGUAGES, WORKFLOW_SUBS } from '@console/contract';

const dir = fileURLToPath(new URL('../apps/console/public/assets/i18n/', import.meta.url));

/**
 * The generated part of one language's file.
 * @param {import('@console/contract').Language} lang
 */
function textsOf(lang) {
  /** @type {Record<string, string>} */
  const menu = {};
  /** @type {Record<string, string>} */
  const description = {};
  /**
   * Option labels by value; a value with dots (an event `pedido.pago`, a scope `checkins.ingestao`) nests, as
   * i18next reads a key's dots.
   * @param {[string, string][]} entries
   */
  const nested = (entries) => {
    /** @type {Record<string, any>} */
    const out = {};
    for (const [value, label] of entries) {
      const parts = value.split('.');
      let node = out;
      for (const part of parts.slice(0, -1)) node = node[part] ??= {};
      node[parts.at(-1) ?? value] = label;
    }
    return out;
  };
  /** @type {Record<string, unknown>} */
  const collections = {};
  for (const def of COLLECTIONS) {
    menu[def.tag] = def.label[lang];
    description[def.tag] = def.description[lang];
    const options = Object.fromEntries(
      def.fields
        .filter((f) => f.options)
        .map((f) => [f.name, nested((f.options ?? []).map((o) => [o.value, o.label[lang]]))]),
    );
    const help = Object.fromEntries(def.fields.filter((f) => f.help).map((f) => [f.name, f.help?.[lang] ?? '']));
    collections[def.entity] = {
      label: def.label[lang],
      item: def.item[lang],
      description: def.description[lang],
      fields: Object.fromEntries(def.fields.map((f) => [f.name, f.label[lang]])),
      ...(Object.keys(options).length ? { options } : {}),
      ...(Object.keys(help).length ? { help } : {}),
    };
  }
  return { menu, description, collections };
}

for (const lang of LANGUAGES) {
  const file = join(dir, `${lang}.json`);
  const tree = JSON.parse(readFileSync(file, 'utf8'));
  const texts = textsOf(lang);
  tree.menu = { ...tree.menu, ...texts.menu };
  tree.description = { ...tree.description, ...texts.description };
  tree.collections = texts.collections;
  // The sub-tags of status workflows are named in the permission screens like the standard ones (sub.<name>).
  tree.sub = {
    ...tree.sub,
    ...Object.fromEntries(Object.entries(WORKFLOW_SUBS).map(([sub, text]) => [sub, text[lang]])),
    // The sub-tags that reveal guarded fields (salaries, secrets).
    ...Object.fromEntries(Object.entries(FIELD_SUBS).map(([sub, text]) => [sub, text[lang]])),
    // An action with a sub-tag of its own is named by its label.
    ...Object.fromEntries(
      COLLECTIONS.flatMap((def) => def.actions ?? [])
        .filter((action) => !action.sub && !(action.name in WORKFLOW_SUBS))
        .map((action) => [action.name, action.label[lang]]),
    ),
  };
  writeFileSync(file, `${JSON.stringify(tree, null, 2)}\n`);
}
console.log(`Wrote the texts of ${COLLECTIONS.length} collections in ${LANGUAGES.join(', ')}.`);
