import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useWatch, type FieldErrors } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { estimateRequest } from '@boatcare/shared-domain/pricing';
import { loginPath } from '@boatcare/shared-domain/core';
import { selectionOf } from '@boatcare/shared-domain/schemas/job-post-services';
import {
  Button,
  Card,
  PageHeader,
  sessionStore,
  toast,
  useLanguage,
  useLinks,
  usePageMeta,
  errorText,
  fieldFailures,
  useEndpointMutation,
  useSchemaForm,
} from '@boatcare/shared-ui';
import * as plans from '@boatcare/shared-domain/endpoints/plans';
import { CUSTOMER_LISTS } from '../../shared/customer-lists.ts';
import { EstimatePanel } from './parts/EstimatePanel.tsx';
import { UploadProgress } from './parts/UploadProgress.tsx';
import { WizardProgress } from './parts/WizardProgress.tsx';
import {
  DEFAULT_VALUES,
  SERVER_PATHS,
  STEP_COUNT,
  STEP_FIELDS,
  STEP_SCHEMAS,
  stepOf,
  wizardSchema,
  type WizardInput,
  type WizardValues,
} from './schema.ts';
import { BoatStep } from './steps/BoatStep.tsx';
import { ReviewStep } from './steps/ReviewStep.tsx';
import { ClubPriorityChoice } from './parts/ClubPriorityChoice.tsx';
import { PlanChoice } from './parts/PlanChoice.tsx';
import { ScheduleStep } from './steps/ScheduleStep.tsx';
import { ServicesStep } from './steps/ServicesStep.tsx';
import { usePricing } from '../../shared/usePricing.ts';
import { useCreateRequest } from './useCreateRequest.ts';
import { useMarketEstimate } from './market-estimate.ts';
import { readWizardDraft, useWizardDraft } from './useWizardDraft.ts';
import styles from './CreateRequestPage.module.css';

const STEPS = [BoatStep, ServicesStep, ScheduleStep, ReviewStep];
const SERVICES_STEP = STEPS.indexOf(ServicesStep);
const TITLES = [
  'createRequest.steps.boat',
  'createRequest.steps.services',
  'createRequest.steps.schedule',
  'createRequest.steps.review',
];

/** The four-step request wizard: Next checks the step, Finish sends the request with its photos. */
export default function CreateRequestPage() {
  const { t } = useTranslation();
  const link = useLinks();
  const language = useLanguage();
  const navigate = useNavigate();
  usePageMeta(t('createRequest.metaTitle'), t('createRequest.metaDescription'));
  const [step, setStep] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const [draft] = useState(readWizardDraft);
  const form = useSchemaForm(wizardSchema, {
    defaultValues: draft ?? DEFAULT_VALUES,
    mode: 'onTouched',
    serverPaths: SERVER_PATHS,
  });
  const { restored, startOver, clear: clearDraft } = useWizardDraft(form, draft !== null);
  const create = useCreateRequest();
  const plan = useEndpointMutation(plans.create, { invalidates: [plans.mine, ...CUSTOMER_LISTS] });
  // Posted as a plan: the request just made becomes the plan. Should that fail, the request
  // stays a one-off on its page, which offers "Make this a seasonal plan" again.
  const makePlan = (jobPostId: string, choice: WizardValues['plan']) =>
    plan.mutate(
      { body: { jobPostId, ...choice } },
      {
        onSuccess: (made) => {
          toast.success(t('plans.make.made'));
          void navigate(link('carePlan', { id: made.id }));
        },
        onError: (error) => {
          toast.error(errorText(t, error, 'plans.make.failed'));
          void navigate(link('requestDetail', { id: jobPostId }));
        },
      },
    );
  const [lengthFeet, services, flybridge, extras] = useWatch({
    control: form.control,
    name: ['lengthFeet', 'services', 'flybridge', 'additionalServices'],
  });
  const pricing = usePricing();
  // The estimate appears once the services are being chosen (step 2), never on the boat step:
  // the market's range of comparable accepted offers where there are enough, else the formula.
  const market = useMarketEstimate(form, step >= SERVICES_STEP);
  const estimate =
    step >= SERVICES_STEP
      ? (market?.range ??
        estimateRequest(lengthFeet, selectionOf(services, flybridge), pricing, extras ?? []))
      : null;

  // A field that shows an error is checked again as soon as it changes, so fixed ones clear.
  const { watch, getFieldState, triggerWith } = form;
  useEffect(() => {
    const subscription = watch((_, { name }) => {
      if (name && getFieldState(name).invalid) {
        void triggerWith(STEP_SCHEMAS[stepOf(name)] ?? wizardSchema, [name]);
      }
    });
    return () => subscription.unsubscribe();
  }, [watch, getFieldState, triggerWith]);

  // Focus follows the step, so screen readers hear where they are.
  useEffect(() => {
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [step]);

  const goTo = (next: number) => setStep(Math.min(Math.max(next, 0), STEP_COUNT - 1));
  const next = async () => {
    const fields = STEP_FIELDS[step] ?? [];
    const part = STEP_SCHEMAS[step] ?? wizardSchema;
    if (await form.triggerWith(part, fields, { shouldFocus: true })) goTo(step + 1);
  };
  const showFirstError = (errors: FieldErrors<WizardInput>) => {
    const first = Object.keys(errors)[0];
    if (first) goTo(stepOf(first));
  };

  const send = (values: WizardValues) => {
    if (!sessionStore.getState().session) {
      toast.error(t('createRequest.loginRequired'));
      // Back here after signing in (the session ran out while the wizard was open).
      void navigate(loginPath(language, link('createRequest')));
      return;
    }
    create.mutate(values, {
      onSuccess({ id }) {
        clearDraft();
        if (values.postAs === 'plan') return makePlan(id, values.plan);
        toast.success(t('jobPost.created'));
        // The new job's own page: it says what happens next (offers are on their way).
        void navigate(link('requestDetail', { id }));
      },
      onError(error) {
        toast.error(errorText(t, error, 'createRequest.failed'));
        const [first] = fieldFailures(error);
        if (first) goTo(stepOf(first.path));
        form.showServerErrors(error);
      },
    });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Enter in a field moves on, as Next does, until the last step.
    if (step < STEP_COUNT - 1) {
      event.preventDefault();
      void next();
      return;
    }
    void form.handleSubmit(send, showFirstError)(event);
  };

  const Step = STEPS[step] ?? BoatStep;
  return (
    <>
      <PageHeader title={t('createRequest.title')} subtitle={t('createRequest.subtitle')} />
      <div className={styles.layout}>
        <Card className={styles.wizard}>
          {restored && (
            <div className={styles.draftNotice} role="status">
              <p>{t('createRequest.draftRestored')}</p>
              <Button
                variant="secondary"
                onClick={() => {
                  startOver();
                  goTo(0);
                }}
              >
                {t('createRequest.startOver')}
              </Button>
            </div>
          )}
          <WizardProgress step={step} />
          <form noValidate onSubmit={onSubmit} aria-labelledby="wizard-step">
            <h2 id="wizard-step" ref={heading} tabIndex={-1} className={styles.stepTitle}>
              {t('createRequest.stepOf', { n: step + 1, count: STEP_COUNT })}:{' '}
              {t(TITLES[step] ?? '')}
            </h2>
            <Step form={form} />
            {step < STEP_COUNT - 1 && (
              <div className={styles.mobileEstimate}>
                <EstimatePanel
                  estimate={estimate}
                  lengthFeet={lengthFeet}
                  marketOffers={market?.offers ?? null}
                  compact
                />
              </div>
            )}
            {step === STEP_COUNT - 1 && <ClubPriorityChoice form={form} />}
            {step === STEP_COUNT - 1 && <PlanChoice form={form} />}
            {create.progress !== null && <UploadProgress fraction={create.progress} />}
            <div className={styles.actions}>
              <Button
                variant="secondary"
                onClick={() => goTo(step - 1)}
                disabled={step === 0 || create.isPending}
              >
                {t('createRequest.back')}
              </Button>
              {step < STEP_COUNT - 1 ? (
                <Button type="submit">{t('createRequest.next')}</Button>
              ) : (
                <Button type="submit" loading={create.isPending || plan.isPending}>
                  {t('createRequest.finish')}
                </Button>
              )}
            </div>
          </form>
        </Card>
        <div className={styles.side}>
          <EstimatePanel
            estimate={estimate}
            lengthFeet={lengthFeet}
            marketOffers={market?.offers ?? null}
          />
        </div>
      </div>
    </>
  );
}
