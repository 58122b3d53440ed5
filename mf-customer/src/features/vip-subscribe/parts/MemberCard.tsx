import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@boatcare/shared-ui';
import type { VipMembership } from '@boatcare/shared-domain/schemas/payments';
import {
  Badge,
  Button,
  ButtonLink,
  Card,
  ConfirmDialog,
  toast,
  useLinks,
  errorText,
} from '@boatcare/shared-ui';
import { useCancelVip } from '../useVipMembership.ts';
import styles from '../VipSubscribePage.module.css';

/** A member's view: the member text, the dates, and a way to end the membership. */
export function MemberCard({
  membership,
  discount,
}: {
  membership: VipMembership;
  discount: number;
}) {
  const { t } = useTranslation();
  const link = useLinks();
  const cancel = useCancelVip();
  const [asking, setAsking] = useState(false);
  const confirmCancel = () =>
    cancel.mutate(
      {},
      {
        onSuccess: () => {
          setAsking(false);
          toast.success(t('vipSubscribe.cancelled'));
        },
        onError: (error) => {
          setAsking(false);
          toast.error(errorText(t, error, 'vipSubscribe.cancelFailed'));
        },
      },
    );
  return (
    <Card className={styles.member} aria-labelledby="vip-member">
      <Badge tone="success">{t('vipSubscribe.memberBadge')}</Badge>
      <h2 id="vip-member">{t('vipSubscribe.memberTitle')}</h2>
      <p>{t('vipSubscribe.memberText', { percent: discount })}</p>
      <dl className={styles.dates}>
        <div>
          <dt>{t('vipSubscribe.since')}</dt>
          <dd>{formatDate(membership.since)}</dd>
        </div>
        <div>
          <dt>{t('vipSubscribe.renews')}</dt>
          <dd>{formatDate(membership.renewsAt)}</dd>
        </div>
      </dl>
      <div className={styles.memberActions}>
        <ButtonLink to={link('myOrders')}>{t('vipSubscribe.toOrders')}</ButtonLink>
        <Button variant="ghost" onClick={() => setAsking(true)}>
          {t('vipSubscribe.cancel')}
        </Button>
      </div>
      <ConfirmDialog
        open={asking}
        title={t('vipSubscribe.cancelTitle')}
        message={t('vipSubscribe.cancelText', { percent: discount })}
        confirmLabel={t('vipSubscribe.cancelConfirm')}
        cancelLabel={t('vipSubscribe.keep')}
        tone="danger"
        busy={cancel.isPending}
        onConfirm={confirmCancel}
        onCancel={() => setAsking(false)}
      />
    </Card>
  );
}
