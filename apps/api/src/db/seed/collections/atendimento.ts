import type { DemoMakers } from './demo.ts';

/** Demo rows of the atendimento hub's collections. */
export const ATENDIMENTO_DEMO: DemoMakers = {};
