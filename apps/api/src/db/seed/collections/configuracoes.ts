import type { DemoMakers } from './demo.ts';

/** Demo rows of the configuracoes hub's collections. */
export const CONFIGURACOES_DEMO: DemoMakers = {};
