export * from './LiveEvents.tsx';
export * from './NotificationBell.tsx';
export * from './useLiveEvents.ts';
export { reconnectDelay } from './live-connection.ts';
