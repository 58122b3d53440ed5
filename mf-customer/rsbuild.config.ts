import { remoteRsbuildConfig } from '@boatcare/shared-ui/build';

export default remoteRsbuildConfig(import.meta.dirname, 'customer', 3011);
