import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../constants.ts';
import { MODULES, RESOURCE_TAGS } from '../catalogue.ts';
import { HUBS } from '../hubs.ts';
import { RANGE_KINDS, TEXT_KINDS, type CollectionDef, type Text } from './define.ts';
import { ancestorsOf, collectionByEntity, COLLECTIONS } from './registry.ts';

/** Every area of AREAS.md, by tag: each is a bespoke module or a collection. */
const AREAS = `dashboard relatorios bi metas indicadores
usuarios permissoes grupos regional unidades departamentos cargos equipes convites importacoes mentoria mentores sessoes-mentoria aniversariantes competencias pdi
feed forum eventos inscricoes blog categorias-blog noticias comunicados missoes gamificacao pontos conquistas niveis ranking enquetes pesquisas ideias reconhecimentos galerias depoimentos notificacoes comunidades
cursos modulos aulas trilhas etapas turmas matriculas frequencia avaliacoes questoes tentativas tarefas entregas certificados instrutores biblioteca tutoriais faq glossario streaming webinars podcasts
editores banners paginas menus-app arquivos documentos formularios respostas templates-email popups
ecommerce produtos categorias-produto pedidos vouchers planos assinaturas pagamentos faturas parceiros beneficios loja-pontos resgates vagas candidaturas campanhas leads
treinos exercicios aulas-coletivas checkins avaliacoes-fisicas
projetos doacoes campanhas-doacao voluntarios acoes-voluntarias beneficiarios impacto
suporte ouvidoria base-conhecimento
cores clientes auditoria integracoes traducoes termos lgpd app-mobile`.split(/\s+/);

const RESERVED = new Set([
  'id',
  'client_id',
  'created_at',
  'updated_at',
  'created_by',
  'updated_by',
  'search_key',
  'labels',
  'sort',
  'search',
  'format',
  'page',
  'per_page',
  'cursor',
]);
const complete = (text: Text) => LANGUAGES.every((lang) => text[lang].trim().length > 0);

describe('the collection registry', () => {
  it('names every entity and tag once, and no collection takes a bespoke module tag', () => {
    expect(new Set(COLLECTIONS.map((c) => c.entity)).size).toBe(COLLECTIONS.length);
    expect(new Set(RESOURCE_TAGS).size).toBe(RESOURCE_TAGS.length);
    for (const c of COLLECTIONS) expect(c.entity, c.entity).toMatch(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/);
  });

  it('covers every area of the catalogue, in at least 100 resource tags spread over every hub', () => {
    const tags = new Set(RESOURCE_TAGS);
    const entities = new Set(COLLECTIONS.map((c) => c.entity));
    expect(AREAS.filter((area) => !tags.has(area) && !entities.has(area))).toEqual([]);
    expect(RESOURCE_TAGS.length).toBeGreaterThanOrEqual(100);
    expect(HUBS.filter((hub) => !MODULES.some((m) => m.hub === hub))).toEqual([]);
  });

  it.each(COLLECTIONS.map((c) => [c.entity, c] as [string, CollectionDef]))(
    '%s is a well-formed definition',
    (_entity, def) => {
      expect(complete(def.label) && complete(def.item) && complete(def.description)).toBe(true);
      const names = def.fields.map((f) => f.name);
      expect(new Set(names).size).toBe(names.length);
      expect(def.fields.length).toBeGreaterThan(0);
      const title = def.fields.find((f) => f.name === def.title);
      expect(title && TEXT_KINDS.has(title.kind), `title ${def.title}`).toBe(true);
      if (def.sort)
        expect(def.fields.find((f) => f.name === def.sort!.field)?.sortable, `sort ${def.sort.field}`).toBe(true);
      if (def.parent) {
        expect(collectionByEntity(def.parent.entity), def.parent.entity).toBeDefined();
        expect(def.parent.param).toMatch(/^[a-z][a-z0-9_]*_id$/);
        expect(names).not.toContain(def.parent.param);
        expect(ancestorsOf(def).map((a) => a.entity)).not.toContain(def.entity);
      }
      for (const field of def.fields) {
        const where = `${def.entity}.${field.name}`;
        expect(field.name, where).toMatch(/^[a-z][a-z0-9_]*$/);
        // A read-only view (the audit log) shows the stamps its rows were written with.
        expect(RESERVED.has(field.name) && !(def.readOnly && field.name === 'created_at'), where).toBe(false);
        expect(complete(field.label), where).toBe(true);
        if (field.searchable) expect(TEXT_KINDS.has(field.kind), `${where} searchable`).toBe(true);
        if (field.sortable)
          expect(['longtext', 'tags', 'image', 'file'].includes(field.kind), `${where} sortable`).toBe(false);
        if (field.kind === 'enum') {
          expect(field.options?.length, where).toBeGreaterThan(0);
          for (const option of field.options ?? [])
            expect(complete(option.label), `${where}.${option.value}`).toBe(true);
          if (field.default !== undefined)
            expect(
              field.options?.map((o) => o.value),
              where,
            ).toContain(field.default);
        }
        if (field.kind === 'reference')
          expect(collectionByEntity(field.target ?? ''), `${where} -> ${field.target}`).toBeDefined();
        if (field.min !== undefined && field.max !== undefined) expect(field.min, where).toBeLessThanOrEqual(field.max);
        if (field.filterable && RANGE_KINDS.has(field.kind)) expect(names, where).not.toContain(`${field.name}_min`);
      }
    },
  );
});
