import { remoteRsbuildConfig } from '@boatcare/shared-ui/build';

export default remoteRsbuildConfig(import.meta.dirname, 'club', 3013);
