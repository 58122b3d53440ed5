import { startFirstReads } from './first-reads.ts';
import { preloadTexts } from './preload-texts.ts';

preloadTexts();
startFirstReads();
// A task of its own: asking for the bootstrap resolves every shared module it needs and adds a
// script per chunk, which made one long task with the federation runtime's start (TBT).
setTimeout(() => {
  void import('./bootstrap');
  // Read at every start (the content strings laid over the texts): loading it beside the
  // bootstrap instead of after it takes a round trip off the first render.
  void import('@boatcare/shared-domain/endpoints/content-strings');
});
