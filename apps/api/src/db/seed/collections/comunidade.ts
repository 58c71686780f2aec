import type { DemoMakers } from './demo.ts';

/** Demo rows of the comunidade hub's collections. */
export const COMUNIDADE_DEMO: DemoMakers = {};
