import { federationOptions } from '@boatcare/shared-domain/federation/config';
import { REMOTES } from '@boatcare/shared-domain/federation';

/** The customer remote: its routes module is all the shell needs. */
export const federation = federationOptions(import.meta.dirname, {
  name: REMOTES.customer,
  exposes: { './routes': './src/routes.tsx' },
});
