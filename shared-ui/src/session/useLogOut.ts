import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { pathTo } from '@boatcare/shared-domain/core';
import { useLanguage } from '../i18n/useLanguage.ts';
import { sessionStore } from './store.ts';

/**
 * Logs out to the login page. The page is left first (rendered at once, not in a transition):
 * its guard would otherwise send the visitor to login with the way back to it (`?from=`), which
 * the next person to sign in here must not follow. Then the session and its cached answers go.
 */
export function useLogOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const lng = useLanguage();
  return async () => {
    await navigate(pathTo(lng, 'login'), { flushSync: true });
    sessionStore.getState().signOut();
    queryClient.clear();
  };
}
