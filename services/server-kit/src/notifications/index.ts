export * from './queue.ts';
export * from './deliver.ts';
export * from './job-events.ts';
export * from './worker.ts';
export * from './format.ts';
export * from './push-events.ts';
export * from './deliver-push.ts';
