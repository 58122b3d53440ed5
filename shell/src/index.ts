import { startFirstReads } from './first-reads.ts';
import { preloadTexts } from './preload-texts.ts';

preloadTexts();
startFirstReads();
void import('./bootstrap');
// Read at every start (the content strings laid over the texts): loading it beside the
// bootstrap instead of after it takes a round trip off the first render.
void import('@boatcare/shared-domain/endpoints/content-strings');
