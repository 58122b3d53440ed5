import { useTranslation } from 'react-i18next';
import type { CreateIntentResponse } from '@boatcare/shared-domain/schemas/payments';
import { PLATFORM_FEE_PERCENT } from '@boatcare/shared-domain/pricing';
import { Card, SkeletonText, useMoney } from '@boatcare/shared-ui';
import styles from '../PaymentPage.module.css';

/**
 * The server's breakdown in the chosen currency; the discount line only for VIP members. Its
 * lines wait with grey values until the server answered (`undefined`): no amount is guessed.
 */
export function Breakdown({ details }: { details: CreateIntentResponse['details'] | undefined }) {
  const { t } = useTranslation();
  const formatted = useMoney();
  const money = (amount: number | undefined) =>
    amount === undefined ? <SkeletonText width="8ch" /> : formatted(amount);
  return (
    <Card aria-labelledby="payment-breakdown">
      <h2 id="payment-breakdown" className={styles.cardTitle}>
        {t('payment.breakdown')}
      </h2>
      <dl className={styles.lines}>
        <div>
          <dt>{t('payment.baseAmount')}</dt>
          <dd>{money(details?.baseAmount)}</dd>
        </div>
        <div>
          <dt>{t('payment.platformFee', { percent: PLATFORM_FEE_PERCENT })}</dt>
          <dd>{money(details?.platformFee)}</dd>
        </div>
        {details && details.discount > 0 && (
          <div className={styles.discount}>
            {/* The percentage the server applied: the admin's configured VIP discount. */}
            <dt>
              {t('payment.vipDiscount', {
                percent: Math.round((details.discount * 100) / details.baseAmount),
              })}
            </dt>
            <dd>−{formatted(details.discount)}</dd>
          </div>
        )}
        <div className={styles.total}>
          <dt>{t('payment.total')}</dt>
          <dd>{money(details?.totalAmount)}</dd>
        </div>
      </dl>
    </Card>
  );
}
