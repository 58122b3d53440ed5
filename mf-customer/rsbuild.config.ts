import { remoteRsbuildConfig } from '@boatcare/tooling/remote-rsbuild';

export default remoteRsbuildConfig(import.meta.dirname, 'customer', 3011);
