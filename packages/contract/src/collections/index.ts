export * from './define.ts';
export * from './schemas.ts';
export * from './meta.ts';
export * from './registry.ts';
export * from './check.ts';
export * from './rules.ts';
export * from './computed.ts';
export { isFull } from './defs/comunidade-eventos-regras.ts';
export * from './actions.ts';
