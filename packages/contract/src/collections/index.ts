export * from './define.ts';
export * from './schemas.ts';
export * from './meta.ts';
export * from './registry.ts';
export * from './check.ts';
export * from './rules.ts';
export * from './rich-text.ts';
export * from './versions.ts';
