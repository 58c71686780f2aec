import { collectionByEntity } from '../../packages/contract/src/collections/registry.ts';
const names = process.argv.slice(2);
for (const n of names) {
  const d: any = collectionByEntity(n);
  if (!d) { console.log('NO', n); continue; }
  console.log(`## ${n} tag=${d.tag} parent=${d.parent?.entity ?? ''} periods=${JSON.stringify(d.periods ?? [])} workflow=${d.workflow ? JSON.stringify({field: d.workflow.field, states: Object.keys(d.workflow.transitions ?? d.workflow.states ?? {})}) : ''}`);
  console.log('  ' + d.fields.map((f: any) => `${f.name}:${f.kind}${f.options ? '[' + f.options.map((o: any) => o.value).join('|') + ']' : ''}${f.computed ? '(c)' : ''}${f.derived ? '(d)' : ''}${f.generated ? '(g)' : ''}`).join(' '));
}
