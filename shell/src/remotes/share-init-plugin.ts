import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const NAME = 'boatcare-share-init-once';

/**
 * The share scope initialised once per federation instance. The runtime's `loadShare` and
 * `loadShareSync` call `initializeSharing` without an init scope, so its once-per-scope guard
 * never holds and each of a page's ~60 shared loads registers the whole shared map again
 * (about 3,000 registrations, hook calls and version parses on a first screen). Here the calls
 * that pass no init scope share one per instance; the build's own calls (`from: 'build'`) keep
 * theirs. The host hands the plugin to each remote it starts, whose shared loads do the same.
 * Upstream fix, to drop this when released: https://github.com/module-federation/core/pull/5062
 */
export default function shareInitPlugin(): ModuleFederationRuntimePlugin {
  const plugin: ModuleFederationRuntimePlugin = {
    name: NAME,
    apply(instance) {
      const handler = instance.sharedHandler;
      const initializeSharing = handler.initializeSharing.bind(handler);
      const initScope: NonNullable<Parameters<typeof initializeSharing>[1]>['initScope'] = [];
      handler.initializeSharing = (scopeName, options) =>
        initializeSharing(
          scopeName,
          options?.from === 'build' || options?.initScope ? options : { ...options, initScope },
        );
    },
    beforeInitContainer(args) {
      const options = args.remoteEntryInitOptions as { plugins?: ModuleFederationRuntimePlugin[] };
      options.plugins = [...(options.plugins ?? []), shareInitPlugin()];
      return args;
    },
  };
  return plugin;
}
