import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { awaitsPayment } from '@boatcare/shared-domain/core';
import { formatDate } from '@boatcare/shared-ui';
import type { Order } from '@boatcare/shared-domain/schemas/job';
import {
  Button,
  useLinks,
  useMoney,
  ServiceChips,
  CardFigures,
  CardMeta,
} from '@boatcare/shared-ui';
import { ImageCarousel } from '../../../shared/ImageCarousel.tsx';
import { PaymentStatusBadge } from '../../../shared/StatusBadge.tsx';
import list from '../../../shared/list.module.css';
import styles from '../MyOrdersPage.module.css';

/** One order: the boat, the chosen provider and bid, and where the payment stands. */
export function OrderCard({ order, onPay }: { order: Order; onPay(order: Order): void }) {
  const { t } = useTranslation();
  const link = useLinks();
  const money = useMoney();
  const { boat } = order;
  const name = boat.boatName || order.title;
  return (
    <article className={list.card}>
      <ImageCarousel images={boat.images} alt={name} />
      <div className={list.body}>
        <div className={list.top}>
          <h2 className={list.title}>{name}</h2>
          <PaymentStatusBadge status={order.payment_status} />
        </div>
        <CardMeta>
          {[
            t(`boatTypes.${boat.boatType}`),
            t(`materials.${boat.material}`),
            t('createRequest.lengthValue', { count: boat.lengthFeet }),
          ].join(' · ')}
        </CardMeta>
        <ServiceChips services={boat.services} flybridge={boat.flybridge} />
        <CardFigures>
          <div>
            <dt>{t('createRequest.preferredDate')}</dt>
            <dd>{formatDate(boat.preferredDate)}</dd>
          </div>
          <div>
            <dt>{t('myOrders.bidder')}</dt>
            <dd>{order.bidder.title || order.bidder.name}</dd>
          </div>
          <div>
            <dt>{t('myOrders.bidAmount')}</dt>
            <dd>{money(order.bid_amount)}</dd>
          </div>
        </CardFigures>
        <div className={styles.actions}>
          <Link
            to={link('myOrderDetail', { id: order.jobPostId })}
            aria-label={t('myOrders.viewDetailsOf', { name })}
          >
            {t('myOrders.viewDetails')}
          </Link>
          {awaitsPayment(order.payment_status) && order.status === 'accepted' && (
            <Button size="small" onClick={() => onPay(order)}>
              {order.payment_status === 'failed'
                ? t('myOrders.retryPayment')
                : t('requestDetail.payNow')}
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}
