export * from './test-cards.ts';
