import { runService } from '@boatcare/server-kit';
import { marketplace } from './app.ts';

await runService(marketplace);
