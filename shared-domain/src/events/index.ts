export * from './invalidates.ts';
export * from '../schemas/user-event.ts';
