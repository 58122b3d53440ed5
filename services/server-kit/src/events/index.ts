export * from './emit.ts';
export * from './feed.ts';
export * from './hub.ts';
export * from './job-events.ts';
export * from './tickets.ts';
