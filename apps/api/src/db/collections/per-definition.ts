import type { CollectionDef } from '@console/contract';

/**
 * `make` of a definition, made once per definition: the definitions are fixed when the app starts, and every list
 * page asks for what is derived from them (indexes, columns, presenters).
 */
export function perDefinition<T>(make: (def: CollectionDef) => T): (def: CollectionDef) => T {
  const made = new WeakMap<CollectionDef, T>();
  return (def) => {
    let value = made.get(def);
    if (value === undefined) made.set(def, (value = make(def)));
    return value;
  };
}
