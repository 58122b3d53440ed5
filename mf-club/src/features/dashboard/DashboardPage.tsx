import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MembershipRequest } from '@boatcare/shared-domain/schemas/membership';
import * as club from '@boatcare/shared-domain/endpoints/club';
import * as membership from '@boatcare/shared-domain/endpoints/membership';
import {
  ButtonLink,
  ConfirmDialog,
  PageHeader,
  PagedList,
  QueryState,
  SkeletonBlocks,
  errorText,
  toast,
  useEndpoint,
  useEndpointMutation,
  useLinks,
  usePageMeta,
  useQuestion,
} from '@boatcare/shared-ui';
import { useDecideRequest, type MembershipDecision } from '../membership/useDecideRequest.ts';
import { memberName, RequestDetails } from '../membership/RequestItem.tsx';
import { ClubFigures } from './ClubFigures.tsx';
import { MembersSection } from './MembersSection.tsx';
import { ProvidersSection } from './ProvidersSection.tsx';
import rows from '../membership/MembershipPage.module.css';
import styles from './DashboardPage.module.css';

/** Waiting requests shown at first and added by each "Show more". */
const PAGE_SIZE = 10;

type Question =
  | { kind: 'decide'; request: MembershipRequest; status: MembershipDecision }
  | { kind: 'remove'; request: MembershipRequest };

/** club/dashboard: counts, the requests waiting (answered inline), and the members. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const link = useLinks();
  usePageMeta(t('clubDashboard.metaTitle'), t('clubDashboard.metaDescription'));
  const counts = useEndpoint(
    club.dashboard,
    {},
    { select: ({ data }) => data, meta: { errorKey: 'clubDashboard.loadFailed' } },
  );
  const profile = useEndpoint(club.profile);
  const requests = useEndpoint(membership.clubRequests, {}, { select: ({ data }) => data });
  const decide = useDecideRequest();
  // A removal changes the counts, the members and the requests (the removed one is ended).
  const remove = useEndpointMutation(membership.end, {
    invalidates: [club.dashboard, membership.clubMembers, membership.clubRequests],
  });
  const { question, open, ask, close } = useQuestion<Question>();
  const [shown, setShown] = useState(PAGE_SIZE);
  const renderRequest = useCallback(
    (request: MembershipRequest) => (
      <RequestDetails
        request={request}
        onDecide={(picked, status) => ask({ kind: 'decide', request: picked, status })}
      />
    ),
    [ask],
  );

  function confirm() {
    if (!question) return;
    if (question.kind === 'decide') {
      decide.mutate(
        { params: { id: question.request.id }, body: { status: question.status } },
        {
          onSuccess: () => toast.success(t('membership.updated')),
          onError: (error) => toast.error(errorText(t, error, 'clubMembership.updateFailed')),
          onSettled: close,
        },
      );
    } else {
      remove.mutate(
        { params: { id: question.request.id } },
        {
          onSuccess: () => toast.success(t('clubDashboard.removed')),
          onError: (error) => toast.error(errorText(t, error, 'clubDashboard.removeFailed')),
          onSettled: close,
        },
      );
    }
  }

  const names = question && {
    member: memberName(question.request),
    email: question.request.user.email,
    club: question.request.club.name,
  };
  const accepting = question?.kind === 'decide' && question.status === 'accepted';
  const removing = question?.kind === 'remove';
  return (
    <>
      <PageHeader
        title={t('clubDashboard.title')}
        subtitle={t('clubDashboard.subtitle')}
        actions={
          <ButtonLink variant="secondary" to={link('clubPlans')}>
            {t('clubPlans.link')}
          </ButtonLink>
        }
      />
      <QueryState query={counts} errorKey="clubDashboard.loadFailed" pending={<ClubFigures />}>
        {(data) => <ClubFigures data={data} />}
      </QueryState>
      <section className={styles.section} aria-labelledby="club-pending">
        <h2 id="club-pending" className={styles.heading}>
          {t('clubDashboard.pendingTitle')}
        </h2>
        <QueryState
          query={requests}
          errorKey="clubMembership.loadFailed"
          pending={<SkeletonBlocks shape="row" />}
        >
          {(list) => {
            const waiting = list.filter((request) => request.status === 'pending');
            return waiting.length === 0 ? (
              <p className={styles.muted}>{t('clubDashboard.noPending')}</p>
            ) : (
              <PagedList
                items={waiting.slice(0, shown)}
                itemKey={(request) => request.id}
                renderItem={renderRequest}
                hasMore={shown < waiting.length}
                onShowMore={() => setShown((n) => n + PAGE_SIZE)}
                total={{ count: waiting.length, exact: true }}
                label={t('clubMembership.listLabel')}
                className={rows.list}
                itemClassName={rows.item}
              />
            );
          }}
        </QueryState>
      </section>
      <MembersSection onRemove={(request) => ask({ kind: 'remove', request })} />
      <ProvidersSection clubName={profile.data?.name ?? ''} />
      <ConfirmDialog
        open={open}
        title={t(
          removing
            ? 'clubDashboard.confirmRemoveTitle'
            : accepting
              ? 'clubMembership.confirmAcceptTitle'
              : 'clubMembership.confirmDenyTitle',
        )}
        message={
          names && (
            <p>
              {t(
                removing
                  ? 'clubDashboard.confirmRemove'
                  : accepting
                    ? 'clubMembership.confirmAccept'
                    : 'clubMembership.confirmDeny',
                names,
              )}
            </p>
          )
        }
        confirmLabel={t(
          removing
            ? 'clubDashboard.remove'
            : accepting
              ? 'clubMembership.accept'
              : 'clubMembership.deny',
        )}
        tone={accepting ? 'primary' : 'danger'}
        busy={decide.isPending || remove.isPending}
        onConfirm={confirm}
        onCancel={close}
      />
    </>
  );
}
