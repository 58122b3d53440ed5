import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PushDeviceControl, type PushDeviceState } from './PushDeviceControl.tsx';

const TURN_ON = 'Turn on push on this device';
const TURN_OFF = 'Turn off on this device';

function show(state: PushDeviceState, busy = false) {
  const onTurnOn = vi.fn();
  const onTurnOff = vi.fn();
  render(<PushDeviceControl state={state} busy={busy} onTurnOn={onTurnOn} onTurnOff={onTurnOff} />);
  return { onTurnOn, onTurnOff };
}

describe('PushDeviceControl', () => {
  it('offers to turn push on when it is off, and only asks on the click', () => {
    const { onTurnOn, onTurnOff } = show('off');
    expect(screen.getByRole('status').textContent).toBe('Push is off for this device.');
    expect(screen.queryByRole('button', { name: TURN_OFF })).toBeNull();
    expect(onTurnOn).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: TURN_ON }));
    expect(onTurnOn).toHaveBeenCalledOnce();
    expect(onTurnOff).not.toHaveBeenCalled();
  });

  it('says push is on and offers to turn it off', () => {
    const { onTurnOff } = show('on');
    expect(screen.getByRole('status').textContent).toBe('Push is on for this device.');
    expect(screen.queryByRole('button', { name: TURN_ON })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: TURN_OFF }));
    expect(onTurnOff).toHaveBeenCalledOnce();
  });

  it.each([
    ['blocked', /blocks notifications from BoatCare/],
    ['unsupported', /cannot receive push notifications/],
    ['unavailable', /not set up on this site/],
  ] as const)('when %s, says why and offers no button', (state, text) => {
    show(state);
    expect(screen.getByRole('status').textContent).toMatch(text);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows nothing to press while the state is being checked', () => {
    show('checking');
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('keeps the button busy while a change is under way', () => {
    show('off', true);
    expect(screen.getByRole('button', { name: TURN_ON }).hasAttribute('disabled')).toBe(true);
  });
});
