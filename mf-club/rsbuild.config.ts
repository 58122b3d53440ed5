import { remoteRsbuildConfig } from '@boatcare/tooling/remote-rsbuild';

export default remoteRsbuildConfig(import.meta.dirname, 'club', 3013);
