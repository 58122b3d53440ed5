import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { JobPhoto } from '@boatcare/shared-domain/schemas/job-work';
import { OrderPhotos } from './OrderPhotos.tsx';

const before: JobPhoto = {
  id: 'p1',
  url: '/v1/images/p1.webp',
  fullUrl: '/v1/images/p1-full.webp',
  phase: 'before',
  service: 'cleaning',
  created_date: '2030-06-02T10:00:00.000Z',
};

describe('OrderPhotos', () => {
  it('shows no "Before and after" section while the job has no photo (a cancelled order)', () => {
    const { container } = render(<OrderPhotos services={['cleaning']} photos={[]} />);
    expect(container.textContent).toBe('');
    expect(screen.queryByRole('heading', { name: 'Before and after' })).toBeNull();
  });

  it('shows the photos there are, by service and phase', () => {
    render(<OrderPhotos services={['cleaning']} photos={[before]} />);
    expect(screen.getByRole('heading', { name: 'Before and after' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Before photo 1 of Cleaning' })).toBeTruthy();
    expect(screen.getByText('No photos yet')).toBeTruthy();
  });
});
