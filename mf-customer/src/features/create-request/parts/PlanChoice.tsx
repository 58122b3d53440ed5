import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PlanFields } from '../../plans/PlanFields.tsx';
import type { WizardForm } from '../schema.ts';
import styles from './parts.module.css';

/**
 * The last step's choice: post a one-off job, or a seasonal care plan made from it at once
 * (a wash every N weeks or the yearly set, paid per visit or for the season in advance).
 */
export function PlanChoice({ form }: { form: WizardForm }) {
  const { t } = useTranslation();
  const [postAs, kind] = useWatch({ control: form.control, name: ['postAs', 'plan.kind'] });
  return (
    <fieldset className={styles.planChoice}>
      <legend>{t('createRequest.postAs.title')}</legend>
      <div className={styles.planOptions}>
        {(['oneOff', 'plan'] as const).map((value) => (
          <label key={value} className={styles.planOption}>
            <input type="radio" value={value} {...form.register('postAs')} />
            <span>
              <strong>{t(`createRequest.postAs.${value}`)}</strong>
              <span>{t(`createRequest.postAs.${value}Text`)}</span>
            </span>
          </label>
        ))}
      </div>
      {postAs === 'plan' && (
        <div className={styles.planFields}>
          <PlanFields
            recurring={kind === 'recurring'}
            fields={{
              kind: form.field('plan.kind'),
              everyWeeks: form.field('plan.everyWeeks', { valueAsNumber: true }),
              seasonYear: form.field('plan.seasonYear', { valueAsNumber: true }),
              payment: form.field('plan.payment'),
            }}
          />
        </div>
      )}
    </fieldset>
  );
}
