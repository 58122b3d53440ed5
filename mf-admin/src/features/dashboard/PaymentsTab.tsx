import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@boatcare/shared-ui';
import { type AdminPaymentRow } from '@boatcare/shared-domain/schemas/admin-people';
import { INTENT_STATUSES, type IntentStatus } from '@boatcare/shared-domain/schemas/payments';
import {
  Badge,
  EmptyState,
  SelectField,
  useEndpoint,
  useMoney,
  type Tone,
} from '@boatcare/shared-ui';
import { AdminList, type Column } from '../../shared/AdminList.tsx';
import { CursorPager, useCursorPages } from '../../shared/CursorPager.tsx';
import styles from '../../shared/admin.module.css';
import { keepPreviousData } from '@tanstack/react-query';
import * as admin from '@boatcare/shared-domain/endpoints/admin';

const TONE: Record<string, Tone> = {
  succeeded: 'success',
  failed: 'danger',
  processing: 'info',
  requires_payment_method: 'warning',
};

/** Payments by state, newest first, with amount, platform fee, discount and total. */
export default function PaymentsTab() {
  const { t } = useTranslation();
  const money = useMoney();
  const [state, setState] = useState<IntentStatus | ''>('');
  const pages = useCursorPages(state);
  const payments = useEndpoint(
    admin.payments,
    { query: { state: state || undefined, after: pages.after, limit: pages.limit } },
    { placeholderData: keepPreviousData, meta: { errorKey: 'adminDashboard.payments.loadFailed' } },
  );
  const amount = (key: string, of: (row: AdminPaymentRow) => number): Column<AdminPaymentRow> => ({
    key,
    header: t(`adminDashboard.payments.${key}`),
    cell: (row) => money(of(row)),
    align: 'end',
  });
  const columns: Column<AdminPaymentRow>[] = [
    {
      key: 'date',
      header: t('adminDashboard.payments.date'),
      cell: (row) => formatDate(row.created_date),
    },
    {
      key: 'customer',
      header: t('adminDashboard.payments.customer'),
      cell: (row) => row.customerEmail,
    },
    {
      key: 'purpose',
      header: t('adminDashboard.payments.purpose'),
      cell: (row) => t(`adminDashboard.payments.purposes.${row.purpose}`, row.purpose),
    },
    {
      key: 'state',
      header: t('adminDashboard.payments.state'),
      cell: (row) => (
        <Badge tone={TONE[row.status] ?? 'neutral'}>
          {t(`adminDashboard.payments.states.${row.status}`, row.status)}
        </Badge>
      ),
    },
    amount('amount', (row) => row.baseAmount),
    amount('fee', (row) => row.platformFee),
    amount('discount', (row) => row.discount),
    amount('total', (row) => row.totalAmount),
  ];
  return (
    <AdminList
      query={payments}
      errorKey="adminDashboard.payments.loadFailed"
      rows={(page) => page.items}
      rowKey={(row) => row.id}
      columns={columns}
      label={t('adminDashboard.tabs.payments')}
      empty={<EmptyState title={t('adminDashboard.payments.empty')} />}
      filters={
        <div className={styles.filters}>
          <SelectField
            label={t('adminDashboard.payments.state')}
            value={state}
            onChange={(event) => setState(event.target.value as IntentStatus | '')}
          >
            <option value="">{t('adminDashboard.all')}</option>
            {INTENT_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`adminDashboard.payments.states.${value}`)}
              </option>
            ))}
          </SelectField>
        </div>
      }
      pager={(page, loading) => <CursorPager pages={pages} page={page} loading={loading} />}
    />
  );
}
