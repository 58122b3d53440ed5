import { useTranslation } from 'react-i18next';
import * as releases from '@boatcare/shared-domain/endpoints/releases';
import * as admin from '@boatcare/shared-domain/endpoints/admin';
import type { RemoteName } from '@boatcare/shared-domain/federation';
import type { ReleaseChannel, ReleaseVersion } from '@boatcare/shared-domain/schemas/releases';
import { Button, EmptyState, errorText, toast, useEndpointMutation } from '@boatcare/shared-ui';
import { CanaryForm } from './CanaryForm.tsx';
import { VersionsTable } from './VersionsTable.tsx';
import styles from './ReleasesPage.module.css';

interface Props {
  environment: string;
  remote: RemoteName;
  channel: ReleaseChannel | undefined;
  versions: ReleaseVersion[];
}

/** One remote in one environment: what runs, the canary, and every published version. */
export function RemoteReleases({ environment, remote, channel, versions }: Props) {
  const { t } = useTranslation();
  const params = { environment, remote };
  const changed = (done: string) => ({
    invalidates: [releases.overview, admin.audit],
    onSuccess: () => toast.success(t(done)),
    onError: (error: unknown) => toast.error(errorText(t, error, 'releases.changeFailed')),
  });
  const promote = useEndpointMutation(releases.promote, changed('releases.promoted'));
  const rollback = useEndpointMutation(releases.rollback, changed('releases.rolledBack'));
  const endCanary = useEndpointMutation(releases.endCanary, changed('releases.canaryEnded'));
  const canary = channel?.canary ?? null;
  const headingId = `releases-${remote}`;

  return (
    <section className={styles.remote} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t(`releases.remotes.${remote}`)}
      </h2>
      <dl className={styles.status}>
        <div>
          <dt>{t('releases.live')}</dt>
          <dd>{channel?.live ? <code>{channel.live}</code> : t('releases.none')}</dd>
        </div>
        <div>
          <dt>{t('releases.canary')}</dt>
          <dd>
            {canary
              ? t('releases.canaryOf', { build: canary.buildId, share: canary.share })
              : t('releases.none')}
          </dd>
        </div>
      </dl>
      {(Boolean(channel?.previous.length) || canary) && (
        <div className={styles.actions}>
          {Boolean(channel?.previous.length) && (
            <Button
              variant="danger"
              size="small"
              loading={rollback.isPending}
              onClick={() => rollback.mutate({ params })}
            >
              {t('releases.rollback')}
            </Button>
          )}
          {canary && (
            <Button
              variant="secondary"
              size="small"
              loading={endCanary.isPending}
              onClick={() => endCanary.mutate({ params })}
            >
              {t('releases.endCanary')}
            </Button>
          )}
        </div>
      )}
      {versions.length ? (
        <>
          <VersionsTable
            versions={versions}
            live={channel?.live ?? null}
            canary={canary?.buildId ?? null}
            promoting={promote.isPending}
            onPromote={(buildId) => promote.mutate({ params, body: { buildId } })}
          />
          {channel?.live && (
            <CanaryForm
              environment={environment}
              remote={remote}
              choices={versions.filter((version) => version.buildId !== channel.live)}
              share={canary?.share ?? 10}
            />
          )}
        </>
      ) : (
        <EmptyState title={t('releases.empty')} />
      )}
    </section>
  );
}
