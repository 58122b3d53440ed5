import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INTENT_STATUSES, formatDate, type IntentStatus } from '@boatcare/shared-domain';
import {
  Badge,
  EmptyState,
  QueryState,
  SelectField,
  useMoney,
  type Tone,
} from '@boatcare/shared-ui';
import { Pager } from '../../shared/Pager.tsx';
import styles from '../../shared/admin.module.css';
import { usePayments } from './api.ts';

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
  const [page, setPage] = useState(1);
  const payments = usePayments(state, page);
  return (
    <>
      <div className={styles.filters}>
        <SelectField
          label={t('adminDashboard.payments.state')}
          value={state}
          onChange={(event) => {
            setState(event.target.value as IntentStatus | '');
            setPage(1);
          }}
        >
          <option value="">{t('adminDashboard.all')}</option>
          {INTENT_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`adminDashboard.payments.states.${value}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <QueryState query={payments} errorKey="adminDashboard.payments.loadFailed">
        {({ data, meta }) =>
          data.length === 0 ? (
            <EmptyState title={t('adminDashboard.payments.empty')} />
          ) : (
            <>
              <div
                className={styles.scroller}
                role="region"
                aria-label={t('adminDashboard.tabs.payments')}
                tabIndex={0}
              >
                <table className={styles.table}>
                  <thead>
                    <tr>
                      <th scope="col">{t('adminDashboard.payments.date')}</th>
                      <th scope="col">{t('adminDashboard.payments.customer')}</th>
                      <th scope="col">{t('adminDashboard.payments.purpose')}</th>
                      <th scope="col">{t('adminDashboard.payments.state')}</th>
                      <th scope="col" className={styles.number}>
                        {t('adminDashboard.payments.amount')}
                      </th>
                      <th scope="col" className={styles.number}>
                        {t('adminDashboard.payments.fee')}
                      </th>
                      <th scope="col" className={styles.number}>
                        {t('adminDashboard.payments.discount')}
                      </th>
                      <th scope="col" className={styles.number}>
                        {t('adminDashboard.payments.total')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.map((row) => (
                      <tr key={row.id}>
                        <td>{formatDate(row.created_date)}</td>
                        <td>{row.customerEmail}</td>
                        <td>{t(`adminDashboard.payments.purposes.${row.purpose}`, row.purpose)}</td>
                        <td>
                          <Badge tone={TONE[row.status] ?? 'neutral'}>
                            {t(`adminDashboard.payments.states.${row.status}`, row.status)}
                          </Badge>
                        </td>
                        <td className={styles.number}>{money(row.baseAmount)}</td>
                        <td className={styles.number}>{money(row.platformFee)}</td>
                        <td className={styles.number}>{money(row.discount)}</td>
                        <td className={styles.number}>{money(row.totalAmount)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <Pager meta={meta} statusKey="adminDashboard.payments.pager" onPage={setPage} />
            </>
          )
        }
      </QueryState>
    </>
  );
}
