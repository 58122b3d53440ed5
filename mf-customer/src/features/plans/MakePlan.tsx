import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import * as plans from '@boatcare/shared-domain/endpoints/plans';
import { PLAN_KINDS, PLAN_PAYMENTS, planCreate } from '@boatcare/shared-domain/schemas/plans';
import {
  Button,
  ConfirmDialog,
  SelectField,
  TextField,
  errorText,
  toast,
  useEndpointMutation,
  useLinks,
  useSchemaForm,
} from '@boatcare/shared-ui';
import { CUSTOMER_LISTS } from '../../shared/customer-lists.ts';
import styles from './plans.module.css';

const makeForm = planCreate.pick({ kind: true, everyWeeks: true, seasonYear: true, payment: true });

/** The next season to plan: this year's until its launch month has come, then next year's. */
const nextSeasonYear = () => new Date().getFullYear() + (new Date().getMonth() >= 3 ? 1 : 0);

/** "Make this a seasonal plan" on an open request: the owner's plan is then open for offers. */
export function MakePlan({ jobPostId }: { jobPostId: string }) {
  const { t } = useTranslation();
  const link = useLinks();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const form = useSchemaForm(makeForm, {
    defaultValues: {
      kind: 'recurring',
      everyWeeks: 2,
      seasonYear: nextSeasonYear(),
      payment: 'perVisit',
    },
  });
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
            <SelectField label={t('plans.make.kind')} {...form.field('kind')}>
              {PLAN_KINDS.map((value) => (
                <option key={value} value={value}>
                  {t(`plans.kinds.${value}`)}
                </option>
              ))}
            </SelectField>
            {kind === 'recurring' && (
              <TextField
                label={t('plans.make.everyWeeks')}
                type="number"
                inputMode="numeric"
                min={1}
                max={26}
                {...form.field('everyWeeks', { valueAsNumber: true })}
              />
            )}
            <TextField
              label={t('plans.make.seasonYear')}
              type="number"
              inputMode="numeric"
              {...form.field('seasonYear', { valueAsNumber: true })}
            />
            <SelectField label={t('plans.make.payment')} {...form.field('payment')}>
              {PLAN_PAYMENTS.map((value) => (
                <option key={value} value={value}>
                  {t(`plans.payments.${value}`)}
                </option>
              ))}
            </SelectField>
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
