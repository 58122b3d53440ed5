import { runService } from '@boatcare/server-kit';
import { payments } from './app.ts';

await runService(payments);
