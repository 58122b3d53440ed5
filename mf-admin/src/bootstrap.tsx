import { renderStandalone } from '@boatcare/shared-ui/standalone';
import remote from './routes.tsx';

// Only the standalone page runs this; inside the shell the routes module is loaded instead.
renderStandalone(remote);
