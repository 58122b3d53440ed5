import { preloadTexts } from './preload-texts.ts';

preloadTexts();
void import('./bootstrap');
