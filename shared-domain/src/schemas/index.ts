export * from './common.ts';
export * from './auth.ts';
export * from './session.ts';
export * from './dashboards.ts';
export * from './club.ts';
export * from './admin.ts';
