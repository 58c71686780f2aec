import type { DemoMakers } from './demo.ts';

/** Demo rows of the conteudo hub's collections. */
export const CONTEUDO_DEMO: DemoMakers = {};
