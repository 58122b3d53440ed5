import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PhotoThumbnails } from './PhotoThumbnails.tsx';

const photos = [1, 2, 3].map((n) => ({
  id: `p${n}`,
  url: `/v1/images/p${n}-thumb.webp?exp=1&sig=a`,
  fullUrl: `/v1/images/p${n}.webp?exp=1&sig=a`,
}));

const viewer = () => screen.getByRole<HTMLDialogElement>('dialog', { hidden: true });
const fullImage = () => screen.getByRole<HTMLImageElement>('img', { name: /^The owner's photo/ });

describe('the owner photos and their viewer', () => {
  it('shows each photo as a named thumbnail button', () => {
    render(<PhotoThumbnails photos={photos} boatName="Havfruen" />);
    expect(screen.getByRole('list', { name: "The owner's photos of Havfruen (3)" })).toBeTruthy();
    const second = screen.getByRole('button', { name: 'Photo 2 of 3 of Havfruen: open full size' });
    expect(second.querySelector('img')?.getAttribute('src')).toBe(photos[1]!.url);
    expect(viewer().open).toBe(false);
  });

  it('opens full size in a named dialog, focus on Close, and the arrow keys move', () => {
    render(<PhotoThumbnails photos={photos} boatName="Havfruen" />);
    fireEvent.click(screen.getByRole('button', { name: /^Photo 2 of 3/ }));
    expect(viewer().open).toBe(true);
    expect(screen.getByRole('dialog', { name: 'Havfruen: photo 2 of 3' })).toBeTruthy();
    expect(fullImage().getAttribute('src')).toBe(photos[1]!.fullUrl);
    expect(document.activeElement?.textContent).toBe('Close');

    fireEvent.keyDown(viewer(), { key: 'ArrowRight' });
    expect(screen.getByRole('dialog', { name: 'Havfruen: photo 3 of 3' })).toBeTruthy();
    fireEvent.keyDown(viewer(), { key: 'ArrowRight' });
    expect(fullImage().getAttribute('src')).toBe(photos[0]!.fullUrl);
    fireEvent.keyDown(viewer(), { key: 'ArrowLeft' });
    expect(fullImage().getAttribute('src')).toBe(photos[2]!.fullUrl);
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(fullImage().getAttribute('src')).toBe(photos[1]!.fullUrl);
  });

  it('closes with Escape (the dialog’s cancel) and with Close, focus back on the thumbnail', () => {
    render(<PhotoThumbnails photos={photos} boatName="Havfruen" />);
    const thumb = screen.getByRole('button', { name: /^Photo 1 of 3/ });
    thumb.focus();
    fireEvent.click(thumb);
    fireEvent(viewer(), new Event('cancel', { cancelable: true }));
    expect(viewer().open).toBe(false);
    expect(document.activeElement).toBe(thumb);

    fireEvent.click(thumb);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(viewer().open).toBe(false);
  });

  it('shows nothing without photos', () => {
    const { container } = render(<PhotoThumbnails photos={[]} boatName="Havfruen" />);
    expect(container.innerHTML).toBe('');
  });
});
