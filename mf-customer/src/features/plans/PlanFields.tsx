import { useTranslation } from 'react-i18next';
import { PLAN_KINDS, PLAN_PAYMENTS, planCreate } from '@boatcare/shared-domain/schemas/plans';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { SelectField, TextField } from '@boatcare/shared-ui';

/** What an owner chooses of a plan (the request it is made from comes with it). */
export const planChoice = planCreate.pick({
  kind: true,
  everyWeeks: true,
  seasonYear: true,
  payment: true,
});

/** The next season to plan: this year's until its launch month has come, then next year's. */
export const nextSeasonYear = () => new Date().getFullYear() + (new Date().getMonth() >= 3 ? 1 : 0);

export const PLAN_DEFAULTS = {
  kind: 'recurring',
  everyWeeks: 2,
  seasonYear: nextSeasonYear(),
  payment: 'perVisit',
} as const;

/** A field's `form.field(...)` props, of whichever form holds the plan's choices. */
type Field = UseFormRegisterReturn<string> & { error: string | undefined };

/**
 * A plan's choices (kind, every how many weeks, the season, payment), as the open request's
 * "Make this a seasonal plan" and the request wizard's last step both ask them.
 */
export function PlanFields({
  fields,
  recurring,
}: {
  fields: { kind: Field; everyWeeks: Field; seasonYear: Field; payment: Field };
  recurring: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <SelectField label={t('plans.make.kind')} {...fields.kind}>
        {PLAN_KINDS.map((value) => (
          <option key={value} value={value}>
            {t(`plans.kinds.${value}`)}
          </option>
        ))}
      </SelectField>
      {recurring && (
        <TextField
          label={t('plans.make.everyWeeks')}
          type="number"
          inputMode="numeric"
          min={1}
          max={26}
          {...fields.everyWeeks}
        />
      )}
      <TextField
        label={t('plans.make.seasonYear')}
        type="number"
        inputMode="numeric"
        {...fields.seasonYear}
      />
      <SelectField label={t('plans.make.payment')} {...fields.payment}>
        {PLAN_PAYMENTS.map((value) => (
          <option key={value} value={value}>
            {t(`plans.payments.${value}`)}
          </option>
        ))}
      </SelectField>
    </>
  );
}
