import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { ISLANDS_REACT, type IslandsReact } from '../islands/islands-react-key.ts';

/**
 * On a page the island entry started, React is already loaded (islands/shared-react.ts): the
 * share scope gets that copy for React's packages, so neither the app nor a remote loads a
 * second react-dom. On a page without islands nothing changes.
 */
export default function islandsReactPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'boatcare-islands-react',
    resolveShare(args) {
      const offered = (window as unknown as Record<string, IslandsReact | undefined>)[
        ISLANDS_REACT
      ];
      const module = offered?.[args.pkgName];
      if (!module) return args;
      const { shareScopeMap, scope, pkgName, version } = args;
      args.resolver = () => {
        const shared = shareScopeMap[scope]?.[pkgName]?.[version];
        if (!shared) return undefined;
        shared.lib = () => module;
        shared.loaded = true;
        return { shared, useTreesShaking: false };
      };
      return args;
    },
  };
}
