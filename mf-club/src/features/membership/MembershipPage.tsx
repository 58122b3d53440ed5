import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MembershipRequest } from '@boatcare/shared-domain/schemas/membership';
import * as membership from '@boatcare/shared-domain/endpoints/membership';
import {
  ConfirmDialog,
  EmptyState,
  ErrorState,
  PageHeader,
  PageLoader,
  errorText,
  toast,
  useEndpoint,
  usePageMeta,
} from '@boatcare/shared-ui';
import { useDecideRequest, type MembershipDecision } from './useDecideRequest.ts';
import { memberName, RequestItem } from './RequestItem.tsx';
import styles from './MembershipPage.module.css';

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

  function ask(request: MembershipRequest, status: MembershipDecision) {
    setPending({ request, status });
    setOpen(true);
  }

  if (requests.isPending) return <PageLoader />;
  if (requests.isError) {
    return (
      <ErrorState
        message={t('clubMembership.loadFailed')}
        onRetry={() => void requests.refetch()}
      />
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
      <PageHeader
        title={t('clubMembership.title')}
        subtitle={
          list.length === 0
            ? t('clubMembership.subtitle')
            : waiting > 0
              ? t('clubMembership.waiting', { count: waiting })
              : t('clubMembership.allAnswered')
        }
      />
      {list.length === 0 ? (
        <EmptyState
          title={t('clubMembership.emptyTitle')}
          message={t('clubMembership.emptyText')}
        />
      ) : (
        <ul className={styles.list} aria-label={t('clubMembership.listLabel')}>
          {list.map((request) => (
            <RequestItem key={request.id} request={request} onDecide={ask} />
          ))}
        </ul>
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
