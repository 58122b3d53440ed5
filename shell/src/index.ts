import { preloadTexts } from './preload-texts.ts';

preloadTexts();
import('./bootstrap');
