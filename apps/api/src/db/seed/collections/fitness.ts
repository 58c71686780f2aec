import type { DemoMakers } from './demo.ts';

/** Demo rows of the fitness hub's collections. */
export const FITNESS_DEMO: DemoMakers = {};
