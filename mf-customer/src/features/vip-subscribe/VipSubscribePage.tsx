import { useTranslation } from 'react-i18next';
import * as vip from '@boatcare/shared-domain/endpoints/vip';
import {
  ErrorState,
  PageHeader,
  PageLoader,
  useEndpoint,
  useMoney,
  usePageMeta,
} from '@boatcare/shared-ui';
import { Benefits } from './parts/Benefits.tsx';
import { JoinCard } from './parts/JoinCard.tsx';
import { MemberCard } from './parts/MemberCard.tsx';
import styles from './VipSubscribePage.module.css';

/** The monthly VIP membership: its price and benefits, joining with a card, or the member view. */
export default function VipSubscribePage() {
  const { t } = useTranslation();
  const money = useMoney();
  const status = useEndpoint(vip.status);
  usePageMeta(t('vipSubscribe.metaTitle'), t('vipSubscribe.metaDescription'));

  if (status.isPending) return <PageLoader />;
  if (status.isError)
    return (
      <ErrorState message={t('vipSubscribe.loadFailed')} onRetry={() => void status.refetch()} />
    );
  const { plan, membership } = status.data;

  return (
    <>
      <PageHeader
        title={t('vipSubscribe.title')}
        subtitle={t('vipSubscribe.subtitle', {
          price: money(plan.monthlyPrice),
          percent: plan.discountPercentage,
        })}
      />
      <div className={styles.layout}>
        <section className={styles.offer} aria-labelledby="vip-benefits">
          <h2 id="vip-benefits">{t('vipSubscribe.benefitsTitle')}</h2>
          <Benefits discount={plan.discountPercentage} />
        </section>
        {membership.isActive ? (
          <MemberCard membership={membership} discount={plan.discountPercentage} />
        ) : (
          <JoinCard monthlyPrice={plan.monthlyPrice} />
        )}
      </div>
    </>
  );
}
