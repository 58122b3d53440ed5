import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useJsApiLoader } from '@react-google-maps/api';
import { useSiteSettings } from '@boatcare/shared-ui/core';
import { GoogleCode } from './GoogleCode.tsx';
import { loaderOptions, useAuthFailure, useLoadTimeout } from './loader.ts';
import { MapsFallbackNote } from './MapsFallbackNote.tsx';
import styles from './Maps.module.css';

export interface GoogleGateProps {
  apiKey: string;
  google: ReactNode;
  offline: ReactNode;
  loading: ReactNode;
}

/**
 * Loads Google's Maps script (with Places) once per page and shows `google` when it is ready.
 * A script that fails (offline, blocked), a refused key or a load that takes too long shows
 * `offline` under a note instead: never a blank box, never a field that stays disabled. So does
 * `google`'s own code failing or not coming in time (GoogleCode). Its own chunk: only pages with a Maps key
 * load it, and with it @react-google-maps/api.
 */
export default function GoogleGate({ apiKey, google, offline, loading }: GoogleGateProps) {
  const { i18n } = useTranslation();
  const region = useSiteSettings().data?.country.code ?? 'DK';
  const { isLoaded, loadError } = useJsApiLoader(loaderOptions(apiKey, i18n.language, region));
  const authFailed = useAuthFailure();
  const late = useLoadTimeout(!isLoaded && !loadError);
  const [codeFailed, setCodeFailed] = useState(false);
  const fail = useCallback(() => setCodeFailed(true), []);
  if (loadError || authFailed || (late && !isLoaded) || codeFailed) {
    return (
      <div className={styles.variant} data-maps="offline-fallback">
        <MapsFallbackNote />
        {offline}
      </div>
    );
  }
  if (!isLoaded) return loading;
  return (
    <div data-maps="google">
      <GoogleCode loading={loading} onFailed={fail}>
        {google}
      </GoogleCode>
    </div>
  );
}
