import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import * as plans from '@boatcare/shared-domain/endpoints/plans';
import { planOfferForm, type PlanView } from '@boatcare/shared-domain/schemas/plans';
import { fromBaseMinor } from '@boatcare/shared-domain/core';
import {
  Button,
  Card,
  EmptyState,
  PageHeader,
  QueryState,
  TextField,
  errorText,
  formatDate,
  toast,
  useCurrency,
  useEndpoint,
  useEndpointMutation,
  useMoney,
  usePageMeta,
  useSchemaForm,
} from '@boatcare/shared-ui';
import styles from './PlansPage.module.css';

/** supplier/plans: owners' seasonal plans open for offers, a price per visit on each. */
export default function PlansPage() {
  const { t } = useTranslation();
  usePageMeta(t('providerPlans.metaTitle'), t('providerPlans.metaDescription'));
  const open = useEndpoint(
    plans.open,
    {},
    { select: (answer) => answer.data, meta: { errorKey: 'plans.loadFailed' } },
  );
  return (
    <>
      <PageHeader title={t('providerPlans.title')} subtitle={t('providerPlans.subtitle')} />
      <QueryState query={open} errorKey="plans.loadFailed">
        {(list) =>
          list.length === 0 ? (
            <EmptyState
              title={t('providerPlans.emptyTitle')}
              message={t('providerPlans.emptyText')}
            />
          ) : (
            <div className={styles.plans}>
              {list.map((plan) => (
                <PlanCard key={plan.id} plan={plan} />
              ))}
            </div>
          )
        }
      </QueryState>
    </>
  );
}

function PlanCard({ plan }: { plan: PlanView }) {
  const { t } = useTranslation();
  const money = useMoney();
  const currency = useCurrency();
  const mine = plan.offers[0];
  const schema = useMemo(() => planOfferForm(currency), [currency]);
  const form = useSchemaForm(schema, {
    defaultValues: {
      pricePerVisit: mine ? fromBaseMinor(mine.pricePerVisit, currency).toFixed(2) : '',
      message: mine?.message ?? '',
    },
  });
  const offer = useEndpointMutation(plans.offer, { invalidates: [plans.open] });
  const send = form.handleSubmit((body) =>
    offer.mutate(
      { params: { id: plan.id }, body },
      {
        onSuccess: () => toast.success(t('providerPlans.sent')),
        onError: (error) => {
          if (!form.showServerErrors(error))
            toast.error(errorText(t, error, 'providerPlans.failed'));
        },
      },
    ),
  );
  return (
    <Card aria-labelledby={`plan-${plan.id}`}>
      <h2 id={`plan-${plan.id}`} className={styles.title}>
        {t('plans.planTitle', { boat: plan.boatName })}
      </h2>
      <p className={styles.muted}>
        {plan.address} · {t('createRequest.lengthValue', { count: plan.lengthFeet })}
      </p>
      <p>
        {t(`plans.kinds.${plan.kind}`)} ·{' '}
        {t('plans.seasonRange', {
          launch: formatDate(plan.launch),
          haulOut: formatDate(plan.haulOut),
        })}{' '}
        · {t('providerPlans.visits', { count: plan.visits.length })}
      </p>
      {mine && (
        <p>
          <strong>{t('providerPlans.yourOffer', { price: money(mine.pricePerVisit) })}</strong>
        </p>
      )}
      <form className={styles.form} noValidate onSubmit={send}>
        <TextField
          label={t('providerPlans.price', { currency })}
          inputMode="decimal"
          autoComplete="off"
          {...form.field('pricePerVisit')}
        />
        <TextField label={t('providerPlans.message')} {...form.field('message')} />
        <Button type="submit" loading={offer.isPending}>
          {t('providerPlans.send')}
        </Button>
      </form>
    </Card>
  );
}
