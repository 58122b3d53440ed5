import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@boatcare/shared-ui';
import {
  Badge,
  Button,
  ButtonLink,
  ConfirmDialog,
  EmptyState,
  PageHeader,
  TextField,
  errorText,
  toast,
  useLinks,
  usePageMeta,
  useDebouncedValue,
  useEndpoint,
  useEndpointMutation,
} from '@boatcare/shared-ui';
import { AdminList, type Column } from '../../shared/AdminList.tsx';
import { CursorPager, useCursorPages } from '../../shared/CursorPager.tsx';
import { TYPING_DELAY_MS } from '../../shared/typing-delay.ts';
import styles from '../../shared/admin.module.css';
import { ADMIN_READS } from '../../shared/admin-reads.ts';
import { keepPreviousData } from '@tanstack/react-query';
import type { AdminJobPostRow } from '@boatcare/shared-domain/schemas/admin-people';
import * as admin from '@boatcare/shared-domain/endpoints/admin';

/** The spec's page size. */
const PAGE_SIZE = 10;

/** admin/jobposts: by the owner's email (500 ms), paged, with view/edit and delete. */
export default function JobPostsPage() {
  const { t } = useTranslation();
  const link = useLinks();
  usePageMeta(t('adminJobPosts.metaTitle'), t('adminJobPosts.metaDescription'));
  const [emailText, setEmail] = useState('');
  const email = useDebouncedValue(emailText, TYPING_DELAY_MS).trim();
  const pages = useCursorPages(email, PAGE_SIZE);
  const posts = useEndpoint(
    admin.jobPosts,
    { query: { auctioneerEmail: email || undefined, after: pages.after, limit: pages.limit } },
    { placeholderData: keepPreviousData, meta: { errorKey: 'adminJobPosts.loadFailed' } },
  );
  const [deleting, setDeleting] = useState<string | null>(null);
  // The hook's callbacks, not mutate's: they run even if the list read again replaces the page.
  const remove = useEndpointMutation(admin.deleteJobPost, {
    invalidates: ADMIN_READS,
    onSuccess: () => toast.success(t('adminJobPosts.deleted')),
    onError: (error) => toast.error(errorText(t, error, 'adminJobPosts.deleteFailed')),
    onSettled: () => setDeleting(null),
  });

  function confirmDelete() {
    if (deleting) remove.mutate({ params: { id: deleting } });
  }

  const columns: Column<AdminJobPostRow>[] = [
    { key: 'id', header: t('adminJobPosts.id'), cell: (post) => post.id.slice(-8), muted: true },
    { key: 'boat', header: t('adminJobPosts.boatName'), cell: (post) => post.boatName },
    {
      key: 'type',
      header: t('adminJobPosts.type'),
      cell: (post) => t(`boatTypes.${post.boatType}`, post.boatType),
    },
    { key: 'owner', header: t('adminJobPosts.owner'), cell: (post) => post.ownerEmail },
    {
      key: 'status',
      header: t('adminJobPosts.status'),
      cell: (post) => <Badge tone="info">{t(`requestStatus.${post.status}`)}</Badge>,
    },
    {
      key: 'date',
      header: t('adminJobPosts.preferredDate'),
      cell: (post) => formatDate(post.preferredDate),
    },
    {
      key: 'actions',
      header: t('adminJobPosts.actions'),
      cell: (post) => (
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
      ),
    },
  ];

  return (
    <>
      <PageHeader title={t('adminJobPosts.title')} subtitle={t('adminJobPosts.subtitle')} />
      <AdminList
        query={posts}
        errorKey="adminJobPosts.loadFailed"
        rows={(page) => page.items}
        rowKey={(post) => post.id}
        columns={columns}
        label={t('adminJobPosts.title')}
        empty={<EmptyState title={t('adminJobPosts.empty')} />}
        filters={
          <div className={styles.filters}>
            <TextField
              label={t('adminJobPosts.ownerEmail')}
              type="search"
              value={emailText}
              onChange={(event) => setEmail(event.target.value)}
            />
          </div>
        }
        pager={(page, loading) => <CursorPager pages={pages} page={page} loading={loading} />}
      />
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
