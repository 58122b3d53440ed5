import { useParams } from 'react-router-dom';
import {
  DEFAULT_LANGUAGE,
  isPathLanguage,
  pathTo,
  type PathLanguage,
  type RouteName,
} from '@boatcare/shared-domain/core';

/** The language of the current path (`/:lng/...`). */
export function useLanguage(): PathLanguage {
  const { lng } = useParams();
  return isPathLanguage(lng) ? lng : DEFAULT_LANGUAGE;
}

/** Builds links to named routes in the current language. */
export function useLinks() {
  const lng = useLanguage();
  return (name: RouteName, params?: Record<string, string | number>) => pathTo(lng, name, params);
}
