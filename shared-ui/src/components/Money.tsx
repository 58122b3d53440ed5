import { useMoney } from '../preferences/useMoney.ts';

/**
 * An amount in base minor units, in the person's currency and the page's language, with
 * tabular digits (`bc-money`, base.css) so amounts in a column line up.
 */
export function Money({ minor, fractionDigits }: { minor: number; fractionDigits?: number }) {
  const money = useMoney();
  return <span className="bc-money">{money(minor, fractionDigits)}</span>;
}
