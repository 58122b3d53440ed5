import { useTranslation } from 'react-i18next';
import type { LedgerTotals as Totals } from '@boatcare/shared-domain/schemas/ledger';
import { useMoney } from '@boatcare/shared-ui';
import styles from './LedgerPage.module.css';

/** The sums of the filter, and whether they reconcile (meaningful over all kinds only). */
export function LedgerTotals({ totals, byKind }: { totals: Totals; byKind: boolean }) {
  const { t } = useTranslation();
  const money = useMoney();
  const cards: [string, number][] = [
    ['ledger.kinds.charge', totals.charges],
    ['ledger.kinds.refund', totals.refunds],
    ['ledger.kinds.platform_fee', totals.platformFees],
    ['ledger.kinds.discount', totals.discounts],
    ['ledger.kinds.commission', totals.commissions],
    ['ledger.sharesPending', totals.sharesPending],
    ['ledger.sharesAvailable', totals.sharesAvailable],
    ['ledger.sharesCancelled', totals.sharesCancelled],
    ['ledger.kinds.payout', totals.payouts],
    ['ledger.platformNet', totals.platformNet],
  ];
  return (
    <section className={styles.totals} aria-labelledby="ledger-totals">
      <h2 id="ledger-totals">{t('ledger.totals')}</h2>
      {byKind ? (
        <p className={styles.note}>{t('ledger.kindFilterNote')}</p>
      ) : (
        <p
          className={totals.balanced ? styles.balanced : styles.unbalanced}
          role="status"
          data-testid="ledger-balance"
        >
          {t(totals.balanced ? 'ledger.balanced' : 'ledger.unbalanced')}
        </p>
      )}
      <dl className={styles.cards}>
        {cards.map(([label, amount]) => (
          <div key={label} className={styles.total}>
            <dt>{t(label)}</dt>
            <dd>{money(amount)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
