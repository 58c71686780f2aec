import type { DemoMakers } from './demo.ts';

/** Demo rows of the aprendizagem hub's collections. */
export const APRENDIZAGEM_DEMO: DemoMakers = {};
