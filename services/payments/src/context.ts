import type { PaymentDriver, TestModeDriver } from './drivers/index.ts';
import type { PaymentsSettings } from './stripe-config.ts';

/** What every payments route works with: the settings and the one driver of the process. */
export interface PaymentsContext {
  settings: PaymentsSettings;
  driver: PaymentDriver | TestModeDriver;
}
