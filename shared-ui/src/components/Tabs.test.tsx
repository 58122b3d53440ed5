import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Tabs } from './Tabs.tsx';

const TABS = [
  { id: 'owner', label: 'Boat owners' },
  { id: 'provider', label: 'Providers' },
  { id: 'club', label: 'Clubs' },
] as const;
type Tab = (typeof TABS)[number]['id'];

function Page() {
  const [tab, setTab] = useState<Tab>('owner');
  return (
    <Tabs label="Questions for" tabs={[...TABS]} selected={tab} onSelect={setTab}>
      <p>Answers for {tab}</p>
    </Tabs>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('shows the selected tab, the only one in the tab order, and labels its panel by it', () => {
    render(<Page />);
    expect(screen.getByRole('tablist', { name: 'Questions for' })).toBeTruthy();
    expect(tab('Boat owners').getAttribute('aria-selected')).toBe('true');
    expect(TABS.map(({ label }) => tab(label).tabIndex)).toEqual([0, -1, -1]);
    const panel = screen.getByRole('tabpanel', { name: 'Boat owners' });
    expect(panel.textContent).toBe('Answers for owner');
    expect(tab('Providers').getAttribute('aria-controls')).toBe(panel.id);
  });

  it('selects on click, and moves focus and selection with the arrow keys, Home and End', () => {
    render(<Page />);
    fireEvent.click(tab('Providers'));
    expect(screen.getByRole('tabpanel').textContent).toBe('Answers for provider');

    fireEvent.keyDown(tab('Providers'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Clubs'));
    expect(tab('Clubs').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tab('Clubs'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Boat owners'));
    fireEvent.keyDown(tab('Boat owners'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tab('Clubs'));
    fireEvent.keyDown(tab('Clubs'), { key: 'Home' });
    expect(document.activeElement).toBe(tab('Boat owners'));
    fireEvent.keyDown(tab('Boat owners'), { key: 'End' });
    expect(screen.getByRole('tabpanel', { name: 'Clubs' }).textContent).toBe('Answers for club');
    expect(TABS.map(({ label }) => tab(label).tabIndex)).toEqual([-1, -1, 0]);
  });
});
