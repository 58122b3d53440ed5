import { remoteRsbuildConfig } from '@boatcare/tooling/remote-rsbuild';

export default remoteRsbuildConfig(import.meta.dirname, 'provider', 3012);
