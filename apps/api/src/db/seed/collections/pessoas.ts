import type { DemoMakers } from './demo.ts';

/** Demo rows of the pessoas hub's collections. */
export const PESSOAS_DEMO: DemoMakers = {};
