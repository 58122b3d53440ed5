import { runService } from '@boatcare/server-kit';
import { club } from './app.ts';

await runService(club);
