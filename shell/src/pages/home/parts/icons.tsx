import { LineIcon } from '../../../components/LineIcon.tsx';

/** Small line icons of the home page, drawn inline so they cost no request. */
const paths = {
  post: 'M4 5h16v11H8l-4 4zM8 9h8M8 12h5',
  compare: 'M4 19V9m6 10V5m6 14v-7m4 7H2',
  relax: 'M3 17c2.5-1.5 4.5-1.5 7 0s4.5 1.5 7 0 3.5-1.5 4.5-1M6 13l3-7 4 4 3-3 2 6',
  verified: 'M12 3l7 3v6c0 4-3 7.5-7 9-4-1.5-7-5-7-9V6zM8.5 12l2.5 2.5 4.5-5',
  pricing: 'M3 12l9-9h8v8l-9 9zM15.5 8.5h.01',
  quality: 'M12 3l2.6 5.6 6 .7-4.5 4.1 1.2 6L12 16.4 6.7 19.4l1.2-6-4.5-4.1 6-.7z',
} as const;
export type IconName = keyof typeof paths;

export function Icon({ name }: { name: IconName }) {
  return <LineIcon path={paths[name]} />;
}
