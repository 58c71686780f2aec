import type { DemoMakers } from './demo.ts';

/** Demo rows of the comercial hub's collections. */
export const COMERCIAL_DEMO: DemoMakers = {};
