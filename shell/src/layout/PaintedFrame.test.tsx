import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { APP_FRAME_ATTRIBUTE } from '../prerender/root-marks.ts';

type Module = typeof import('./PaintedFrame.tsx');
let painted: Module;

/** The page as the build wrote it for /da/supplier/jobs, before the app's module reads it. */
beforeAll(async () => {
  window.history.replaceState(null, '', '/da/supplier/jobs');
  document.body.innerHTML = `<div id="root" ${APP_FRAME_ATTRIBUTE}><div><header>BoatCare</header><main><header><h1>Opgaver</h1><p>Åbne forespørgsler</p></header></main></div></div>`;
  painted = await import('./PaintedFrame.tsx');
  document.body.innerHTML = '';
});

const mainAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <main>
        <painted.PaintedMain />
      </main>
    </MemoryRouter>,
  );

describe("the app's loading states on a painted page", () => {
  it('show the painted screen again on its path, hidden from screen readers', () => {
    const { container } = mainAt('/da/supplier/jobs');
    expect(container.querySelector('h1')?.textContent).toBe('Opgaver');
    expect(container.querySelector('p')?.textContent).toBe('Åbne forespørgsler');
    // Not a second heading for route focus or assistive technology.
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('show the loader on any other path', () => {
    const { container } = mainAt('/da/supplier/my-offers');
    expect(container.querySelector('h1')).toBeNull();
    expect(screen.getByRole('status')).toBeTruthy();
  });

  it('show the whole painted page while the texts load', () => {
    const { container } = render(<painted.PaintedPage />);
    expect(container.querySelector('header')?.textContent).toBe('BoatCare');
    expect(container.querySelector('main h1')?.textContent).toBe('Opgaver');
  });
});
