import type { DemoMakers } from './demo.ts';

/** Demo rows of the painel hub's collections. */
export const PAINEL_DEMO: DemoMakers = {};
