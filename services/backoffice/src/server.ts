import { runService } from '@boatcare/server-kit';
import { backoffice } from './app.ts';

await runService(backoffice);
