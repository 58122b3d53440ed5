import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import * as plans from '@boatcare/shared-domain/endpoints/plans';
import {
  Button,
  ConfirmDialog,
  errorText,
  toast,
  useEndpointMutation,
  useLinks,
  useSchemaForm,
} from '@boatcare/shared-ui';
import { CUSTOMER_LISTS } from '../../shared/customer-lists.ts';
import { PLAN_DEFAULTS, PlanFields, planChoice } from './PlanFields.tsx';
import styles from './plans.module.css';

/** "Make this a seasonal plan" on an open request: the owner's plan is then open for offers. */
export function MakePlan({ jobPostId }: { jobPostId: string }) {
  const { t } = useTranslation();
  const link = useLinks();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const form = useSchemaForm(planChoice, { defaultValues: PLAN_DEFAULTS });
  const make = useEndpointMutation(plans.create, { invalidates: [plans.mine, ...CUSTOMER_LISTS] });
  const send = form.handleSubmit((values) =>
    make.mutate(
      { body: { jobPostId, ...values } },
      {
        onSuccess: (plan) => {
          toast.success(t('plans.make.made'));
          void navigate(link('carePlan', { id: plan.id }));
        },
        onError: (failure) => {
          if (!form.showServerErrors(failure))
            toast.error(errorText(t, failure, 'plans.make.failed'));
        },
      },
    ),
  );
  const kind = form.watch('kind');
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('plans.make.open')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('plans.make.title')}
        message={
          <div className={styles.form}>
            <p>{t('plans.make.text')}</p>
            <PlanFields
              recurring={kind === 'recurring'}
              fields={{
                kind: form.field('kind'),
                everyWeeks: form.field('everyWeeks', { valueAsNumber: true }),
                seasonYear: form.field('seasonYear', { valueAsNumber: true }),
                payment: form.field('payment'),
              }}
            />
          </div>
        }
        confirmLabel={t('plans.make.save')}
        busy={make.isPending}
        onCancel={() => setOpen(false)}
        onConfirm={() => void send()}
      />
    </>
  );
}
