import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isPathLanguage } from '@boatcare/shared-domain/core';
import { sessionStore, textLanguage } from '@boatcare/shared-ui/core';
import { linkManifest } from '../pwa/manifest.ts';

/** The language to send a path without one to: the interface's, else the user's, else en. */
function currentLanguage(i18nLanguage: string | undefined) {
  if (isPathLanguage(i18nLanguage)) return i18nLanguage;
  const userLanguage = sessionStore.getState().session?.user.language_code;
  return userLanguage ?? DEFAULT_LANGUAGE;
}

/** `/dashboard` -> `/en/dashboard`; `/fr/about` -> `/en/about`. */
export function LanguageRedirect() {
  const { pathname, search, hash } = useLocation();
  const { i18n } = useTranslation(undefined, { useSuspense: false });
  const lng = currentLanguage(i18n.language);
  const segments = pathname.split('/').filter(Boolean);
  const rest = /^[a-z]{2}$/i.test(segments[0] ?? '') ? segments.slice(1) : segments;
  return <Navigate to={`/${[lng, ...rest].join('/')}${search}${hash}`} replace />;
}

/** Everything under /:lng: keeps i18n, <html lang> and the manifest in step with the path. */
export function LanguageRoot() {
  const { lng } = useParams();
  const { i18n } = useTranslation(undefined, { useSuspense: false });
  const valid = isPathLanguage(lng);
  useEffect(() => {
    if (!valid) return;
    const text = textLanguage(lng);
    document.documentElement.lang = text;
    linkManifest(text);
    if (i18n.language !== text) void i18n.changeLanguage(text);
  }, [lng, valid, i18n]);
  if (!valid) return <LanguageRedirect />;
  return <Outlet />;
}
