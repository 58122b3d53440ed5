import { useNavigate } from 'react-router-dom';
import {
  PAYMENT_STATE_KEY,
  paymentState,
  type PaymentState,
} from '@boatcare/shared-domain/schemas/job';
import type { JobPostSummary } from '@boatcare/shared-domain/schemas/job-post';
import type { PlanView } from '@boatcare/shared-domain/schemas/plans';
import { useLinks } from '@boatcare/shared-ui';

/**
 * Keeps what the payment page needs under `paymentState` in localStorage: the order, the
 * accepted bid and a summary of the boat. The payments service recomputes every amount.
 */
export function savePaymentState(state: PaymentState) {
  localStorage.setItem(PAYMENT_STATE_KEY, JSON.stringify(paymentState.parse(state)));
}

/** What paying needs of a request's boat (a request, or an order's boat with its address). */
type Boat = Pick<JobPostSummary, 'boatName' | 'lengthFeet' | 'preferredDate'> & {
  location: Pick<JobPostSummary['location'], 'address'>;
};

/** Saves the payment state of an order (by its request's boat), then opens the payment page. */
export function usePayOrder() {
  const navigate = useNavigate();
  const link = useLinks();
  return (boat: Boat, jobId: string, amount: number) => {
    savePaymentState({
      jobId,
      amount,
      jobDetails: {
        boatName: boat.boatName,
        lengthFeet: boat.lengthFeet,
        address: boat.location.address,
        preferredDate: boat.preferredDate,
      },
    });
    void navigate(link('payment'));
  };
}

/** Saves the payment state of a care plan's season paid in advance, then opens the payment page. */
export function usePaySeason() {
  const navigate = useNavigate();
  const link = useLinks();
  return (plan: Pick<PlanView, 'id' | 'boatName' | 'lengthFeet' | 'address' | 'launch'>) => {
    savePaymentState({
      jobId: '',
      planId: plan.id,
      amount: 0,
      jobDetails: {
        boatName: plan.boatName,
        lengthFeet: plan.lengthFeet,
        address: plan.address,
        preferredDate: plan.launch,
      },
    });
    void navigate(link('payment'));
  };
}
