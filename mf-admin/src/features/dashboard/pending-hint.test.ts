import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '@boatcare/shared-domain/i18n/en_translation.json' with { type: 'json' };
import da from '@boatcare/shared-domain/i18n/da_translation.json' with { type: 'json' };
import { pendingHint } from './pending-hint.ts';

async function translator(lng: 'en' | 'da') {
  const i18n = createInstance();
  await i18n.init({
    lng,
    resources: { en: { translation: en }, da: { translation: da } },
    interpolation: { escapeValue: false },
  });
  return i18n.t;
}

const pending = (membershipRequests: number, unpaidProviders: number) => ({
  current: membershipRequests + unpaidProviders,
  previous: 0,
  membershipRequests,
  unpaidProviders,
});

describe('the pending approvals hint', () => {
  it('uses the singular for one and the plural otherwise, in English', async () => {
    const t = await translator('en');
    expect(pendingHint(t, pending(1, 1))).toBe('1 membership request · 1 unpaid provider');
    expect(pendingHint(t, pending(0, 3))).toBe('0 membership requests · 3 unpaid providers');
  });

  it('and in Danish', async () => {
    const t = await translator('da');
    expect(pendingHint(t, pending(1, 1))).toBe('1 medlemsanmodning · 1 udbyder uden betaling');
    expect(pendingHint(t, pending(2, 0))).toBe('2 medlemsanmodninger · 0 udbydere uden betaling');
  });
});
