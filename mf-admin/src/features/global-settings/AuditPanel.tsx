import { useTranslation } from 'react-i18next';
import { formatDate } from '@boatcare/shared-ui';
import * as admin from '@boatcare/shared-domain/endpoints/admin';
import { EmptyState, QueryState, useEndpoint } from '@boatcare/shared-ui';
import styles from '../admin-forms/Form.module.css';

const time = (iso: string) => new Date(iso).toISOString().slice(11, 16);

/** Who changed which content or setting, and when (the newest 20). */
export function AuditPanel() {
  const { t } = useTranslation();
  const log = useEndpoint(
    admin.audit,
    { query: { limit: 20 } },
    { select: (answer) => answer.data, meta: { errorKey: 'adminAudit.loadFailed' } },
  );
  return (
    <section className={styles.panel} aria-labelledby="audit-title">
      <h2 id="audit-title" className={styles.heading}>
        {t('adminAudit.title')}
      </h2>
      <QueryState query={log} errorKey="adminAudit.loadFailed">
        {(entries) =>
          entries.length === 0 ? (
            <EmptyState title={t('adminAudit.empty')} />
          ) : (
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <caption className="bc-visually-hidden">{t('adminAudit.tableLabel')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('adminAudit.when')}</th>
                    <th scope="col">{t('adminAudit.who')}</th>
                    <th scope="col">{t('adminAudit.what')}</th>
                    <th scope="col">{t('adminAudit.target')}</th>
                  </tr>
                </thead>
                <tbody>
                  {entries.map((entry) => (
                    <tr key={entry.id}>
                      <td>{`${formatDate(entry.created_date)} ${time(entry.created_date)} UTC`}</td>
                      <td>{entry.actorEmail || entry.actorId}</td>
                      <td>
                        {t(`adminAudit.actions.${entry.action.replaceAll('.', '_')}`, {
                          defaultValue: entry.action,
                        })}
                      </td>
                      <td className={styles.mono}>{entry.target}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </QueryState>
    </section>
  );
}
