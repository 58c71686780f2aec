/** The projects tests' kit lives in test-kit.ts (the house lint lets test kits hold SQL); older imports read it here. */
export * from './test-kit.ts';
