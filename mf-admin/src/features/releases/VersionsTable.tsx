import { useTranslation } from 'react-i18next';
import type { ReleaseVersion } from '@boatcare/shared-domain/schemas/releases';
import { Badge, Button, formatDateTime } from '@boatcare/shared-ui';
import admin from '../../shared/admin.module.css';

interface Props {
  versions: ReleaseVersion[];
  live: string | null;
  canary: string | null;
  promoting: boolean;
  onPromote: (buildId: string) => void;
}

const kilobytes = (bytes: number, language: string) =>
  `${new Intl.NumberFormat(language).format(Math.round(bytes / 1024))} kB`;

/** A remote's published versions, newest first, with what they cost and how they fared. */
export function VersionsTable({ versions, live, canary, promoting, onPromote }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <div className={admin.scroller}>
      <table className={admin.table}>
        <thead>
          <tr>
            <th scope="col">{t('releases.version')}</th>
            <th scope="col">{t('releases.contract')}</th>
            <th scope="col">{t('releases.size')}</th>
            <th scope="col">{t('releases.published')}</th>
            <th scope="col">{t('releases.served')}</th>
            <th scope="col">{t('releases.loadFailures')}</th>
            <th scope="col">{t('releases.mountErrors')}</th>
            <th scope="col">{t('releases.notes')}</th>
            <th scope="col">
              <span className="bc-visually-hidden">{t('releases.promote')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {versions.map((version) => (
            <tr key={version.buildId}>
              <th scope="row">
                <code>{version.buildId}</code>{' '}
                {version.buildId === live && <Badge tone="success">{t('releases.isLive')}</Badge>}
                {version.buildId === canary && (
                  <Badge tone="warning">{t('releases.isCanary')}</Badge>
                )}
              </th>
              <td>{version.contractVersion}</td>
              <td>{kilobytes(version.sizeBytes, i18n.language)}</td>
              <td>{formatDateTime(version.publishedAt)}</td>
              <td>{version.counts.served}</td>
              <td>{version.counts.loadFailures}</td>
              <td>{version.counts.mountErrors}</td>
              <td>{version.notes}</td>
              <td>
                {version.buildId !== live && (
                  <Button
                    size="small"
                    variant="secondary"
                    disabled={promoting}
                    onClick={() => onPromote(version.buildId)}
                    aria-label={`${t('releases.promote')} ${version.buildId}`}
                  >
                    {t('releases.promote')}
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
