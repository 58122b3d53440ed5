import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import * as plans from '@boatcare/shared-domain/endpoints/plans';
import { FULL_REFUND_NOTICE_MS } from '@boatcare/shared-domain/lifecycle';
import type { PlanView, PlanVisit } from '@boatcare/shared-domain/schemas/plans';
import {
  Badge,
  Button,
  Card,
  ConfirmDialog,
  ErrorState,
  Facts,
  PageHeader,
  PageLoader,
  errorText,
  formatDate,
  toast,
  useEndpoint,
  useEndpointMutation,
  useLinks,
  useMoney,
  usePageMeta,
  useQuestion,
} from '@boatcare/shared-ui';
import { usePaySeason } from '../../shared/payment-state.ts';
import styles from './plans.module.css';

/** Every plan read again after a change (the list and this plan). */
const PLAN_READS = [plans.mine, plans.get];

type Question = { kind: 'skip'; visit: PlanVisit } | { kind: 'end' };

/** Skippable by the terms: booked, 48 hours or more ahead. */
const skippable = (visit: PlanVisit) =>
  visit.status === 'ordered' && Date.parse(visit.date) - Date.now() >= FULL_REFUND_NOTICE_MS;

/** One plan: its season, the offers (accept one, or switch), the visits (skip), pause and end. */
export default function PlanPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const plan = useEndpoint(plans.get, { params: { id } });
  usePageMeta(
    plan.data ? t('plans.planTitle', { boat: plan.data.boatName }) : t('plans.metaTitle'),
    t('plans.metaDescription'),
  );
  if (plan.isPending) return <PageLoader />;
  if (plan.isError)
    return <ErrorState message={t('plans.notFound')} onRetry={() => void plan.refetch()} />;
  return <PlanDetail plan={plan.data} />;
}

function PlanDetail({ plan }: { plan: PlanView }) {
  const { t } = useTranslation();
  const link = useLinks();
  const money = useMoney();
  const paySeason = usePaySeason();
  const { question, open, ask, close } = useQuestion<Question>();
  const done = (message: string) => ({
    onSuccess: () => toast.success(t(message)),
    onError: (error: Error) => toast.error(errorText(t, error, 'plans.failed')),
  });
  const accept = useEndpointMutation(plans.accept, { invalidates: PLAN_READS });
  const change = useEndpointMutation(plans.changeProvider, { invalidates: PLAN_READS });
  const skip = useEndpointMutation(plans.skipVisit, { invalidates: PLAN_READS });
  const pause = useEndpointMutation(plans.pause, { invalidates: PLAN_READS });
  const resume = useEndpointMutation(plans.resume, { invalidates: PLAN_READS });
  const end = useEndpointMutation(plans.end, { invalidates: PLAN_READS });
  const params = { id: plan.id };

  function confirm() {
    if (question?.kind === 'skip')
      skip.mutate(
        { params: { id: plan.id, visitId: question.visit.id } },
        { ...done('plans.skipped'), onSettled: close },
      );
    else if (question?.kind === 'end')
      end.mutate({ params }, { ...done('plans.changed'), onSettled: close });
  }

  return (
    <>
      <PageHeader
        title={t('plans.planTitle', { boat: plan.boatName })}
        subtitle={t(`plans.kinds.${plan.kind}`)}
        actions={
          <div className={styles.actions}>
            {plan.status === 'active' && (
              <Button
                variant="secondary"
                loading={pause.isPending}
                onClick={() => pause.mutate({ params }, done('plans.changed'))}
              >
                {t('plans.pause')}
              </Button>
            )}
            {plan.status === 'paused' && (
              <Button
                loading={resume.isPending}
                onClick={() => resume.mutate({ params }, done('plans.changed'))}
              >
                {t('plans.resume')}
              </Button>
            )}
            {plan.status !== 'ended' && (
              <Button variant="secondary" onClick={() => ask({ kind: 'end' })}>
                {t('plans.end')}
              </Button>
            )}
          </div>
        }
      />
      <div className={styles.layout}>
        <Card aria-labelledby="plan-facts">
          <h2 id="plan-facts" className="bc-visually-hidden">
            {t('plans.season')}
          </h2>
          <Facts
            items={[
              [t('plans.status'), <Badge>{t(`plans.statuses.${plan.status}`)}</Badge>],
              [
                t('plans.season'),
                t('plans.seasonRange', {
                  launch: formatDate(plan.launch),
                  haulOut: formatDate(plan.haulOut),
                }),
              ],
              [t('plans.make.payment'), t(`plans.payments.${plan.payment}`)],
              [t('plans.price'), plan.pricePerVisit === null ? '–' : money(plan.pricePerVisit)],
              ...(plan.season
                ? [
                    [
                      t('plans.seasonPaid'),
                      t('plans.seasonPaidValue', {
                        paid: money(plan.season.paid),
                        refunded: money(plan.season.refunded),
                      }),
                    ] as [string, string],
                  ]
                : []),
            ]}
          />
          {plan.season && plan.season.unpaidVisits > 0 && plan.status === 'active' && (
            <div className={styles.pay}>
              <p>{t('plans.paySeasonText')}</p>
              <Button onClick={() => paySeason(plan)}>
                {t('plans.paySeason', { count: plan.season.unpaidVisits })}
              </Button>
            </div>
          )}
        </Card>
        <Card aria-labelledby="plan-offers">
          <h2 id="plan-offers">{t('plans.offersTitle')}</h2>
          {plan.offers.length === 0 ? (
            <p>{t('plans.noOffers')}</p>
          ) : (
            <ul className={styles.rows}>
              {plan.offers.map((offer) => (
                <li key={offer.id} className={styles.row}>
                  <span>
                    <strong>{offer.providerName}</strong>{' '}
                    {t('plans.perVisit', { price: money(offer.pricePerVisit) })}
                    {offer.message && <span className={styles.muted}> · {offer.message}</span>}
                  </span>
                  {plan.status === 'open' && (
                    <Button
                      loading={accept.isPending}
                      onClick={() =>
                        accept.mutate(
                          { params, body: { offerId: offer.id } },
                          done('plans.accepted'),
                        )
                      }
                    >
                      {t('plans.accept')}
                    </Button>
                  )}
                  {plan.status === 'active' && plan.provider !== offer.provider && (
                    <Button
                      variant="secondary"
                      loading={change.isPending}
                      onClick={() =>
                        change.mutate(
                          { params, body: { offerId: offer.id } },
                          done('plans.changed'),
                        )
                      }
                    >
                      {t('plans.chooseProvider')}
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card aria-labelledby="plan-visits">
          <h2 id="plan-visits">{t('plans.visitsTitle')}</h2>
          <ol className={styles.rows} aria-labelledby="plan-visits">
            {plan.visits.map((visit) => (
              <li key={visit.id} className={styles.row}>
                <span>
                  <strong>{formatDate(visit.date)}</strong> {t(`plans.visitKinds.${visit.kind}`)}{' '}
                  <Badge tone={visit.status === 'ordered' ? 'info' : 'neutral'}>
                    {t(`plans.visitStatuses.${visit.status}`)}
                  </Badge>
                </span>
                <span className={styles.actions}>
                  {visit.jobPostId && (
                    <Link to={link('requestDetail', { id: visit.jobPostId })}>
                      {t('plans.openJob')}
                    </Link>
                  )}
                  {skippable(visit) && (
                    <Button variant="secondary" onClick={() => ask({ kind: 'skip', visit })}>
                      {t('plans.skip')}
                    </Button>
                  )}
                </span>
              </li>
            ))}
          </ol>
        </Card>
      </div>
      <ConfirmDialog
        open={open}
        title={
          question?.kind === 'skip'
            ? t('plans.skipTitle', { date: formatDate(question.visit.date) })
            : t('plans.endTitle')
        }
        message={t(question?.kind === 'skip' ? 'plans.skipText' : 'plans.endText')}
        confirmLabel={t(question?.kind === 'skip' ? 'plans.skip' : 'plans.end')}
        busy={skip.isPending || end.isPending}
        onCancel={close}
        onConfirm={confirm}
      />
    </>
  );
}
