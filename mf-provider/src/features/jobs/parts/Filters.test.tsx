import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EMPTY_FILTER } from '../filters.ts';
import { Filters } from './Filters.tsx';

const options = (label: string) =>
  within(screen.getByLabelText(label))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('the jobs filters', () => {
  it('name each band with both of its edges, as the search includes them', () => {
    render(<Filters value={EMPTY_FILTER} onChange={() => {}} />);
    expect(options('Boat length')).toEqual([
      'Any length',
      'Small (up to 30 ft)',
      'Medium (30–50 ft)',
      'Large (50 ft and over)',
    ]);
    expect(options('Price range')).toEqual([
      'Any price',
      'Up to US$300',
      'US$300 – US$600',
      'US$600 and over',
    ]);
  });
});
