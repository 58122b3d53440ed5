import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@boatcare/shared-domain';
import {
  Badge,
  Button,
  ButtonLink,
  ConfirmDialog,
  EmptyState,
  PageHeader,
  QueryState,
  TextField,
  errorText,
  toast,
  useLinks,
  usePageMeta,
} from '@boatcare/shared-ui';
import { Pager } from '../../shared/Pager.tsx';
import { TYPING_DELAY_MS, useDebouncedValue } from '../../shared/useDebouncedValue.ts';
import styles from '../../shared/admin.module.css';
import { useDeleteJobPost, useJobPosts } from './api.ts';

/** admin/jobposts: by the owner's email (500 ms), paged, with view/edit and delete. */
export default function JobPostsPage() {
  const { t } = useTranslation();
  const link = useLinks();
  usePageMeta(t('adminJobPosts.metaTitle'), t('adminJobPosts.metaDescription'));
  const [emailText, setEmail] = useState('');
  const email = useDebouncedValue(emailText, TYPING_DELAY_MS).trim();
  const [page, setPage] = useState(1);
  const posts = useJobPosts(email, page);
  const [deleting, setDeleting] = useState<string | null>(null);
  const remove = useDeleteJobPost();

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting, {
      onSuccess: () => toast.success(t('adminJobPosts.deleted')),
      onError: (error) => toast.error(errorText(t, error, 'adminJobPosts.deleteFailed')),
      onSettled: () => setDeleting(null),
    });
  }

  return (
    <>
      <PageHeader title={t('adminJobPosts.title')} subtitle={t('adminJobPosts.subtitle')} />
      <div className={styles.filters}>
        <TextField
          label={t('adminJobPosts.ownerEmail')}
          type="search"
          value={emailText}
          onChange={(event) => {
            setEmail(event.target.value);
            setPage(1);
          }}
        />
      </div>
      <QueryState query={posts} errorKey="adminJobPosts.loadFailed">
        {({ data, meta }) =>
          data.length === 0 ? (
            <EmptyState title={t('adminJobPosts.empty')} />
          ) : (
            <>
              <div
                className={styles.scroller}
                role="region"
                aria-label={t('adminJobPosts.title')}
                tabIndex={0}
              >
                <table className={styles.table} aria-busy={posts.isPlaceholderData || undefined}>
                  <thead>
                    <tr>
                      <th scope="col">{t('adminJobPosts.id')}</th>
                      <th scope="col">{t('adminJobPosts.boatName')}</th>
                      <th scope="col">{t('adminJobPosts.type')}</th>
                      <th scope="col">{t('adminJobPosts.owner')}</th>
                      <th scope="col">{t('adminJobPosts.status')}</th>
                      <th scope="col">{t('adminJobPosts.preferredDate')}</th>
                      <th scope="col">{t('adminJobPosts.actions')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.map((post) => (
                      <tr key={post.id}>
                        <td className={styles.muted}>{post.id.slice(-8)}</td>
                        <td>{post.boatName}</td>
                        <td>{t(`boatTypes.${post.boatType}`, post.boatType)}</td>
                        <td>{post.ownerEmail}</td>
                        <td>
                          <Badge tone="info">{t(`requestStatus.${post.status}`)}</Badge>
                        </td>
                        <td>{formatDate(post.preferredDate)}</td>
                        <td>
                          <div className={styles.rowActions}>
                            <ButtonLink
                              size="small"
                              variant="secondary"
                              to={link('adminJobPostDetail', { id: post.id })}
                              aria-label={t('adminJobPosts.viewEditPost', { name: post.boatName })}
                            >
                              {t('adminJobPosts.viewEdit')}
                            </ButtonLink>
                            <Button
                              size="small"
                              variant="danger"
                              onClick={() => setDeleting(post.id)}
                              aria-label={t('adminJobPosts.deletePost', { name: post.boatName })}
                            >
                              {t('adminJobPosts.delete')}
                            </Button>
                          </div>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <Pager meta={meta} statusKey="adminJobPosts.pager" onPage={setPage} />
            </>
          )
        }
      </QueryState>
      <ConfirmDialog
        open={deleting !== null}
        title={t('adminJobPosts.deleteTitle')}
        message={t('adminJobPosts.deleteConfirm')}
        confirmLabel={t('adminJobPosts.delete')}
        tone="danger"
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
