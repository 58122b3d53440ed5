import type { SyntheticEvent } from 'react';
import type { ResponsiveImage } from '@boatcare/shared-domain/schemas/image-file';
import { apiBaseUrl } from '@boatcare/shared-ui/core';

/** Image addresses from the API are paths on the API's origin. */
export const imageSrc = (url: string) => (url.startsWith('/') ? `${apiBaseUrl}${url}` : url);

const srcsetOf = (srcset: string) =>
  srcset
    .split(', ')
    .map((entry) => imageSrc(entry))
    .join(', ');

interface Props {
  /** A served photo: its thumbnail (`url`) and, where made, its AVIF/WebP sources. */
  image: { url: string } & ResponsiveImage;
  alt: string;
  /** The box the photo fills (CSS pixels), reserved before it arrives: no layout shift. */
  width: number;
  height: number;
  /** The <img>'s own address where not the thumbnail (the viewer: the original). */
  src?: string;
  /** How wide it shows (the `sizes` attribute); the box's width by default. */
  sizes?: string;
  /** Above the fold (the first card, the open viewer): loaded at once, not lazily. */
  eager?: boolean;
  className?: string;
  onError?(event: SyntheticEvent<HTMLImageElement>): void;
}

/**
 * A photo as a <picture>: AVIF, then WebP, each at the size the browser needs from its srcset,
 * and the thumbnail for a browser that takes neither (and for photos stored before the
 * variants, which have no sources yet).
 */
export function Picture({
  image,
  alt,
  width,
  height,
  src,
  sizes,
  eager,
  className,
  onError,
}: Props) {
  return (
    <picture>
      {image.sources?.map((source) => (
        <source
          key={source.type}
          type={source.type}
          srcSet={srcsetOf(source.srcset)}
          sizes={sizes ?? `${width}px`}
        />
      ))}
      <img
        className={className}
        src={imageSrc(src ?? image.url)}
        alt={alt}
        width={width}
        height={height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        onError={onError}
      />
    </picture>
  );
}
