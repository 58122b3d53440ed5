import { remoteRsbuildConfig } from '@boatcare/tooling/remote-rsbuild';

export default remoteRsbuildConfig(import.meta.dirname, 'admin', 3014);
