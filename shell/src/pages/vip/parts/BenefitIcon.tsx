import { LineIcon } from '../../../components/LineIcon.tsx';

const ICONS: Record<string, string> = {
  discount: 'M19 5L5 19M7.5 9.5a2 2 0 100-4 2 2 0 000 4zm9 9a2 2 0 100-4 2 2 0 000 4z',
  priority: 'M13 2L4 14h7l-1 8 9-12h-7z',
  promotions:
    'M20 12v9H4v-9M2 7h20v5H2zM12 22V7m0 0H7.5a2.5 2.5 0 010-5C11 2 12 7 12 7zm0 0h4.5a2.5 2.5 0 000-5C13 2 12 7 12 7z',
};
const DEFAULT_ICON = 'M12 3l2.6 5.6 6 .7-4.5 4.1 1.2 6L12 16.4 6.7 19.4l1.2-6-4.5-4.1 6-.7z';

/** The icon a benefit names (discount, priority, promotions); a star for any other name. */
export function BenefitIcon({ name }: { name: string }) {
  return <LineIcon path={ICONS[name] ?? DEFAULT_ICON} />;
}
