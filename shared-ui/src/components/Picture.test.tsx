import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Picture } from './Picture.tsx';

afterEach(cleanup);

const sig = '?exp=1&sig=ab';
const image = {
  url: `/v1/images/job-posts/p/u-thumb.webp${sig}`,
  width: 1600,
  height: 1200,
  sources: [
    {
      type: 'image/avif' as const,
      srcset: `/v1/images/job-posts/p/u-480.avif${sig} 480w, /v1/images/job-posts/p/u-1280.avif${sig} 1280w`,
    },
    {
      type: 'image/webp' as const,
      srcset: `/v1/images/job-posts/p/u-thumb.webp${sig} 480w, /v1/images/job-posts/p/u-1280.webp${sig} 1280w`,
    },
  ],
};

describe('Picture', () => {
  it('offers AVIF before WebP at each size, with the box reserved and loaded lazily', () => {
    const { container } = render(
      <Picture image={image} alt="Havfruen, photo 1" width={480} height={360} sizes="50vw" />,
    );
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual([
      'image/avif',
      'image/webp',
    ]);
    expect(sources[0]!.getAttribute('srcset')).toBe(image.sources[0]!.srcset);
    expect(sources[0]!.getAttribute('sizes')).toBe('50vw');
    const img = screen.getByRole('img', { name: 'Havfruen, photo 1' });
    expect(img.getAttribute('src')).toBe(image.url);
    expect(img.getAttribute('width')).toBe('480');
    expect(img.getAttribute('height')).toBe('360');
    expect(img.getAttribute('loading')).toBe('lazy');
  });

  it('shows the thumbnail alone for a photo without variants, at once when above the fold', () => {
    const { container } = render(
      <Picture
        image={{ url: '/v1/images/a-thumb.webp' }}
        alt="Boat"
        width={96}
        height={72}
        eager
      />,
    );
    expect(container.querySelectorAll('source')).toHaveLength(0);
    const img = screen.getByRole('img', { name: 'Boat' });
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('src')).toBe('/v1/images/a-thumb.webp');
  });
});
