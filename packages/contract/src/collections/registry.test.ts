import { describe, expect, it } from 'vitest';
import { MODULES, RESOURCE_TAGS } from '../catalogue.ts';
import { HUBS } from '../hubs.ts';
import { COLLECTIONS, figureReadersOf } from './registry.ts';

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

describe('the collection registry', () => {
  // Each definition's own faults are checked at start (check.ts, check.test.ts); here, the catalogue as a whole.
  it('names every resource tag once, so no collection takes a bespoke module tag', () => {
    expect(new Set(RESOURCE_TAGS).size).toBe(RESOURCE_TAGS.length);
  });

  it('covers every area of the catalogue, in at least 100 resource tags spread over every hub', () => {
    const tags = new Set(RESOURCE_TAGS);
    const entities = new Set(COLLECTIONS.map((c) => c.entity));
    expect(AREAS.filter((area) => !tags.has(area) && !entities.has(area))).toEqual([]);
    expect(RESOURCE_TAGS.length).toBeGreaterThanOrEqual(100);
    expect(HUBS.filter((hub) => !MODULES.some((m) => m.hub === hub))).toEqual([]);
  });

  it("names the collections whose figures a write changes: an item's order, a vote's option and poll", () => {
    expect(figureReadersOf('itens-pedido')).toEqual(['pedidos']);
    expect(figureReadersOf('votos-enquete').sort()).toEqual(['enquetes', 'opcoes-enquete']);
    expect(figureReadersOf('inscricoes')).toEqual(['eventos']);
    expect(figureReadersOf('eventos')).toEqual([]);
  });
});
