import type { DemoMakers } from './demo.ts';

/** Demo rows of the social hub's collections. */
export const SOCIAL_DEMO: DemoMakers = {};
