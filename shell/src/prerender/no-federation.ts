/** Stands in for the federation runtime in the prerender bundle: public pages load no remote. */
const unavailable = () => {
  throw new Error('remotes are not loaded while prerendering');
};
export const loadRemote = unavailable;
export const registerRemotes = unavailable;
export const preloadRemote = unavailable;
