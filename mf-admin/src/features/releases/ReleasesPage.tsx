import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as releases from '@boatcare/shared-domain/endpoints/releases';
import { REMOTES } from '@boatcare/shared-domain/federation';
import { PageHeader, QueryState, SelectField, useEndpoint, usePageMeta } from '@boatcare/shared-ui';
import { RemoteReleases } from './RemoteReleases.tsx';
import styles from './ReleasesPage.module.css';

/**
 * admin/releases: per environment, each remote's live version, canary and published versions
 * with their failure counts; promote, canary and roll back (docs/releases.md).
 */
export default function ReleasesPage() {
  const { t } = useTranslation();
  usePageMeta(t('releases.title'), t('releases.intro'));
  const [environment, setEnvironment] = useState('production');
  const overview = useEndpoint(
    releases.overview,
    {},
    { meta: { errorKey: 'releases.loadFailed' } },
  );
  return (
    <>
      <PageHeader title={t('releases.title')} subtitle={t('releases.intro')} />
      <QueryState query={overview} errorKey="releases.loadFailed">
        {(data) => (
          <div className={styles.page}>
            <div className={styles.environment}>
              <SelectField
                label={t('releases.environment')}
                value={environment}
                onChange={(event) => setEnvironment(event.target.value)}
              >
                {data.environments.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </SelectField>
            </div>
            {Object.values(REMOTES).map((remote) => (
              <RemoteReleases
                key={`${environment}:${remote}`}
                environment={environment}
                remote={remote}
                channel={data.channels.find(
                  (channel) => channel.environment === environment && channel.remote === remote,
                )}
                versions={data.versions.filter((version) => version.remote === remote)}
              />
            ))}
          </div>
        )}
      </QueryState>
    </>
  );
}
