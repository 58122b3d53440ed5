import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MembershipRequest } from '@boatcare/shared-domain/schemas/membership';
import * as membership from '@boatcare/shared-domain/endpoints/membership';
import {
  ConfirmDialog,
  EmptyState,
  ErrorState,
  PageHeader,
  PagedList,
  SkeletonBlocks,
  errorText,
  toast,
  useEndpoint,
  usePageMeta,
} from '@boatcare/shared-ui';
import { useDecideRequest, type MembershipDecision } from './useDecideRequest.ts';
import { memberName, RequestDetails } from './RequestItem.tsx';
import styles from './MembershipPage.module.css';

/** Requests shown at first and added by each "Show more" (the server sends them all). */
const PAGE_SIZE = 20;

interface Pending {
  request: MembershipRequest;
  status: MembershipDecision;
}

/** club/membership: the club's incoming requests, answered one by one after a confirmation. */
export default function MembershipPage() {
  const { t } = useTranslation();
  const requests = useEndpoint(membership.clubRequests, {}, { select: ({ data }) => data });
  const decide = useDecideRequest();
  // The question stays set while the dialog closes, so its text does not change under the user.
  const [pending, setPending] = useState<Pending | null>(null);
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState(PAGE_SIZE);
  usePageMeta(t('clubMembership.metaTitle'), t('clubMembership.metaDescription'));

  useEffect(() => {
    if (requests.isError) toast.error(errorText(t, requests.error, 'clubMembership.loadFailed'));
  }, [requests.isError, requests.error, t]);

  function confirm() {
    if (!pending) return;
    decide.mutate(
      { params: { id: pending.request.id }, body: { status: pending.status } },
      {
        onSuccess: () => toast.success(t('membership.updated')),
        onError: (error) => toast.error(errorText(t, error, 'clubMembership.updateFailed')),
        onSettled: () => setOpen(false),
      },
    );
  }

  const renderRequest = useCallback((request: MembershipRequest) => {
    const ask = (asked: MembershipRequest, status: MembershipDecision) => {
      setPending({ request: asked, status });
      setOpen(true);
    };
    return <RequestDetails request={request} onDecide={ask} />;
  }, []);

  // The header before the data, as the shell's frame paints it: the subtitle counts requests.
  const header = (subtitle: string | null) => (
    <PageHeader title={t('clubMembership.title')} subtitle={subtitle} />
  );
  if (requests.isPending)
    return (
      <>
        {header(null)}
        <SkeletonBlocks shape="list" />
      </>
    );
  if (requests.isError) {
    return (
      <>
        {header(t('clubMembership.subtitle'))}
        <ErrorState
          message={t('clubMembership.loadFailed')}
          onRetry={() => void requests.refetch()}
        />
      </>
    );
  }

  const list = requests.data;
  const waiting = list.filter((request) => request.status === 'pending').length;
  const accepting = pending?.status === 'accepted';
  const names = pending && {
    member: memberName(pending.request),
    email: pending.request.user.email,
    club: pending.request.club.name,
  };

  return (
    <>
      {header(
        list.length === 0
          ? t('clubMembership.subtitle')
          : waiting > 0
            ? t('clubMembership.waiting', { count: waiting })
            : t('clubMembership.allAnswered'),
      )}
      {list.length === 0 ? (
        <EmptyState
          title={t('clubMembership.emptyTitle')}
          message={t('clubMembership.emptyText')}
        />
      ) : (
        <PagedList
          items={list.slice(0, shown)}
          itemKey={(request) => request.id}
          renderItem={renderRequest}
          hasMore={shown < list.length}
          onShowMore={() => setShown((n) => n + PAGE_SIZE)}
          total={{ count: list.length, exact: true }}
          label={t('clubMembership.listLabel')}
          className={styles.list}
          itemClassName={styles.item}
        />
      )}
      <ConfirmDialog
        open={open}
        title={t(
          accepting ? 'clubMembership.confirmAcceptTitle' : 'clubMembership.confirmDenyTitle',
        )}
        message={
          names && (
            <p>
              {t(accepting ? 'clubMembership.confirmAccept' : 'clubMembership.confirmDeny', names)}
            </p>
          )
        }
        confirmLabel={t(accepting ? 'clubMembership.accept' : 'clubMembership.deny')}
        tone={accepting ? 'primary' : 'danger'}
        busy={decide.isPending}
        onConfirm={confirm}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
