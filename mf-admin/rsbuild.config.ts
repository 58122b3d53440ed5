import { remoteRsbuildConfig } from '@boatcare/shared-ui/build';

export default remoteRsbuildConfig(import.meta.dirname, 'admin', 3014);
