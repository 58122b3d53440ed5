export * from './enums.ts';
export * from './locale.ts';
export * from './schemas/index.ts';
export * from './routing.ts';
export * from './pricing/index.ts';
export * from './geo/index.ts';
export * from './harbours/index.ts';
export * from './payments/index.ts';
