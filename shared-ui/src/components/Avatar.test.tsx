import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Avatar, initialsOf } from './Avatar.tsx';

afterEach(cleanup);

describe('Avatar', () => {
  it("shows the person's picture in its reserved square", () => {
    const { container } = render(
      <Avatar name="Havbåd Service ApS" src="/v1/images/a-thumb.webp" />,
    );
    const img = container.querySelector('img');
    expect(img?.getAttribute('src')).toBe('/v1/images/a-thumb.webp');
    expect(img?.getAttribute('width')).toBe('48');
    expect(img?.getAttribute('height')).toBe('48');
  });

  it('shows the initials without a picture', () => {
    const { container } = render(<Avatar name="Havbåd Service ApS" size={32} />);
    expect(container.textContent).toBe('HS');
    expect(initialsOf('olga')).toBe('O');
    expect(initialsOf('  ')).toBe('?');
  });
});
