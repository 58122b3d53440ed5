import { useEffect } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PAYMENT_STATUSES, type PaymentStatus } from '@boatcare/shared-domain/core';
import type { Order } from '@boatcare/shared-domain/schemas/job';
import * as jobs from '@boatcare/shared-domain/endpoints/jobs';
import {
  ButtonLink,
  EmptyState,
  ErrorState,
  PageHeader,
  PageLoader,
  toast,
  useLinks,
  usePageMeta,
  errorText,
  useEndpoint,
} from '@boatcare/shared-ui';
import { FilterTabs } from '../../shared/FilterTabs.tsx';
import { Pager } from '../../shared/Pager.tsx';
import { usePayOrder } from '../../shared/payment-state.ts';
import { OrderCard } from './parts/OrderCard.tsx';
import list from '../../shared/list.module.css';

type Filter = PaymentStatus | 'all';
const FILTERS: Filter[] = ['all', ...PAYMENT_STATUSES];
const isFilter = (value: string | null): value is Filter => FILTERS.includes(value as Filter);
const PAGE_SIZE = 10;

/** The customer's orders (requests with an accepted bid), filtered by payment status. */
export default function MyOrdersPage() {
  const { t } = useTranslation();
  const link = useLinks();
  usePageMeta(t('myOrders.metaTitle'), t('myOrders.metaDescription'));
  const [search, setSearch] = useSearchParams();
  const raw = search.get('payment');
  const filter: Filter = isFilter(raw) ? raw : 'all';
  const page = Math.max(1, Number(search.get('page')) || 1);
  const orders = useEndpoint(
    jobs.list,
    { query: { page, limit: PAGE_SIZE, payment_status: filter === 'all' ? undefined : filter } },
    { placeholderData: keepPreviousData },
  );

  useEffect(() => {
    if (orders.isError) toast.error(errorText(t, orders.error, 'myOrders.loadFailed'));
  }, [orders.isError, orders.error, t]);

  const payOrder = usePayOrder();
  const pay = (order: Order) =>
    payOrder(
      { ...order.boat, location: { address: order.boat.address } },
      order.id,
      order.bid_amount,
    );
  const setPage = (next: number) =>
    setSearch({ ...(filter === 'all' ? {} : { payment: filter }), page: String(next) });

  return (
    <>
      <PageHeader title={t('myOrders.title')} subtitle={t('myOrders.subtitle')} />
      <FilterTabs
        legend={t('myOrders.filter')}
        options={FILTERS.map((value) => ({
          value,
          label: t(value === 'all' ? 'myOrders.all' : `myOrders.payment.${value}`),
        }))}
        value={filter}
        onChange={(value) =>
          setSearch(value === 'all' ? {} : { payment: value }, { replace: true })
        }
      />
      {orders.isPending ? (
        <PageLoader />
      ) : orders.isError ? (
        <ErrorState message={t('myOrders.loadFailed')} onRetry={() => void orders.refetch()} />
      ) : orders.data.data.length === 0 ? (
        <EmptyState
          title={t(filter === 'all' ? 'myOrders.emptyTitle' : 'myOrders.emptyFiltered')}
          message={t('myOrders.emptyText')}
          action={<ButtonLink to={link('myRequests')}>{t('nav.customer.myRequests')}</ButtonLink>}
        />
      ) : (
        <>
          <ul className={list.list} aria-label={t('myOrders.title')}>
            {orders.data.data.map((order) => (
              <li key={order.id}>
                <OrderCard order={order} onPay={pay} />
              </li>
            ))}
          </ul>
          <Pager meta={orders.data.meta} onPage={setPage} />
        </>
      )}
    </>
  );
}
