import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Island } from './Island.tsx';
import { hydrateIslands } from './hydrate.tsx';

const header = {
  path: '/en/faq',
  language: 'en' as const,
  texts: {
    home: 'BoatCare home',
    main: 'Main navigation',
    menu: 'Menu',
    vip: 'VIP benefits',
    faq: 'Help',
    becomeProvider: 'Become a provider',
    signIn: 'Sign in',
    register: 'Register',
    language: 'Language',
  },
};

const category = (id: string, title: string) => ({
  id,
  title,
  items: [
    { id: 'one', q: `${title}: first?`, a: `${title}: the first answer.` },
    { id: 'two', q: `${title}: second?`, a: `${title}: the second answer.` },
  ],
});

const questions = {
  texts: { tabsLabel: 'Questions for', tabs: { owner: 'Boat owners', provider: 'Providers' } },
  questions: {
    owner: [category('faq-owner-pricing', 'Pricing')],
    provider: [category('faq-provider-bidding', 'Bidding')],
  },
};

/** A page as the prerender writes it: the islands' markup with their names and props. */
function prerendered() {
  document.body.innerHTML = `<div id="root">${renderToString(
    <>
      <Island name="visitorHeader" props={header} />
      <main>
        <Island name="faqQuestions" props={questions} />
      </main>
    </>,
  )}</div>`;
  return document.body.innerHTML;
}

/** Hydrates the page's islands inside act, so their effects run before it resolves. */
async function hydrate() {
  let hydrated: Promise<void> = Promise.resolve();
  await act(async () => {
    hydrated = hydrateIslands(document);
  });
  await hydrated;
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('hydrateIslands', () => {
  it('takes over the prerendered markup as it is, and each island answers clicks', async () => {
    const errors = vi.spyOn(console, 'error');
    const html = prerendered();
    await hydrate();
    expect(document.body.innerHTML).toBe(html);

    // The header: the current page is marked, and the menu button opens the links.
    expect(screen.getByRole('link', { name: 'Help' }).getAttribute('aria-current')).toBe('page');
    const menu = screen.getByRole('button', { name: 'Menu' });
    fireEvent.click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('true');

    // The questions: an answer opens, and another tab shows its own questions, all closed.
    const first = screen.getByRole('button', { name: 'Pricing: first?' });
    fireEvent.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: 'Providers' }));
    expect(screen.getByRole('tab', { name: 'Providers' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(
      screen.getByRole('button', { name: 'Bidding: first?' }).getAttribute('aria-expanded'),
    ).toBe('false');
    // React reports a markup that differs from what it would render (a hydration error) here.
    expect(errors).not.toHaveBeenCalled();
  });

  it('reports markup that differs from the props (what a stale page would be)', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    prerendered();
    const island = document.querySelector('[data-island="visitorHeader"]')!;
    island.setAttribute(
      'data-props',
      JSON.stringify({ ...header, texts: { ...header.texts, signIn: 'Log in' } }),
    );
    await hydrate();
    expect(errors).toHaveBeenCalled();
    // Sign in is in the tools (wide screens) and in the folded menu (phones).
    for (const link of screen.getAllByRole('link', { name: 'Log in' }))
      expect(link.getAttribute('href')).toBe('/en/login');
  });
});
