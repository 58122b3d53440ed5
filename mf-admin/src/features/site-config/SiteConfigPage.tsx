import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ConfirmDialog,
  EmptyState,
  ErrorState,
  PageHeader,
  PageLoader,
  errorText,
  toast,
  usePageMeta,
  useTotalText,
} from '@boatcare/shared-ui';
import { useDeleteSiteConfig, useSiteConfig, type SiteConfigEntry } from './site-config-list.ts';
import { ConfigRow } from './ConfigRow.tsx';
import { CreateConfigForm } from './CreateConfigForm.tsx';
import styles from './SiteConfigPage.module.css';
import admin from '../../shared/admin.module.css';

/** admin/siteconfiguration: the site's key/value variables, added, edited in place and deleted. */
export default function SiteConfigPage() {
  const { t } = useTranslation();
  const totalText = useTotalText();
  usePageMeta(t('adminSiteConfig.metaTitle'), t('adminSiteConfig.metaDescription'));
  const config = useSiteConfig();
  const remove = useDeleteSiteConfig({
    onSuccess: () => toast.success(t('siteConfig.deleted')),
    onError: (error) => toast.error(errorText(t, error, 'adminSiteConfig.deleteFailed')),
  });
  const [editing, setEditing] = useState<string | null>(null);
  // The entry stays set while the dialog closes, so its text does not change under the user.
  const [doomed, setDoomed] = useState<SiteConfigEntry | null>(null);
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    if (config.isError) toast.error(errorText(t, config.error, 'adminSiteConfig.loadFailed'));
  }, [config.isError, config.error, t]);

  function askDelete(entry: SiteConfigEntry) {
    setDoomed(entry);
    setConfirming(true);
  }

  function confirmDelete() {
    if (!doomed) return;
    remove.mutate({ params: { id: doomed.id } }, { onSettled: () => setConfirming(false) });
  }

  let list;
  if (config.isPending) list = <PageLoader />;
  else if (config.isError) {
    list = (
      <ErrorState message={t('adminSiteConfig.loadFailed')} onRetry={() => void config.refetch()} />
    );
  } else if (config.data.length === 0) {
    list = (
      <EmptyState
        title={t('adminSiteConfig.emptyTitle')}
        message={t('adminSiteConfig.emptyText')}
      />
    );
  } else {
    list = (
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className="bc-visually-hidden">{t('adminSiteConfig.tableLabel')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('adminSiteConfig.key')}</th>
              <th scope="col">{t('adminSiteConfig.value')}</th>
              <th scope="col">{t('adminSiteConfig.created')}</th>
              <th scope="col">
                <span className="bc-visually-hidden">{t('adminSiteConfig.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {config.data.map((entry) => (
              <ConfigRow
                key={entry.id}
                entry={entry}
                editing={editing === entry.id}
                onEdit={() => setEditing(entry.id)}
                onDone={() => setEditing(null)}
                onDelete={() => askDelete(entry)}
              />
            ))}
          </tbody>
        </table>
      </div>
    );
  }

  return (
    <>
      <PageHeader title={t('adminSiteConfig.title')} subtitle={t('adminSiteConfig.subtitle')} />
      <div className={styles.layout}>
        <CreateConfigForm />
        <section aria-labelledby="config-list">
          <h2 id="config-list" className={styles.sectionTitle}>
            {t('adminSiteConfig.listTitle')}
          </h2>
          {config.data && config.data.length > 0 && (
            <p className={admin.pagerCount}>{totalText(config.data.length)}</p>
          )}
          {list}
        </section>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('adminSiteConfig.deleteTitle', { key: doomed?.site_key ?? '' })}
        message={<p>{t('adminSiteConfig.deleteConfirm')}</p>}
        confirmLabel={t('adminSiteConfig.delete')}
        tone="danger"
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
