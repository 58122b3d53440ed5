import { describe, expect, it } from 'vitest';
import { useBackoffice } from '../../../support/callers.ts';

const { callers, call } = useBackoffice();

describe('GET /super/audit', () => {
  it('records who changed what and when, newest first', async () => {
    const before = Date.now();
    await call(callers.admin, 'POST', '/api/settings/global', { country: { code: 'DE' } });
    await call(callers.admin, 'POST', '/api/cms/pages/terms', { title: 'Terms' });
    const response = await call(callers.admin, 'GET', '/super/audit?limit=10');
    expect(response.statusCode).toBe(200);
    const [latest, first] = response.json().data;
    expect(latest).toMatchObject({
      actorId: callers.admin.id,
      actorEmail: callers.admin.email,
      action: 'cms.page.save',
      target: 'cms/pages/terms',
      details: { title: 'Terms', sections: 0 },
    });
    expect(first).toMatchObject({ action: 'settings.global.save', details: { country: 'DE' } });
    expect(Date.parse(first.created_date)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('records nothing for a refused or invalid write', async () => {
    const count = async () => (await call(callers.admin, 'GET', '/super/audit')).json().data.length;
    const before = await count();
    await call(callers.customer, 'POST', '/api/settings/global', { country: { code: 'SE' } });
    await call(callers.admin, 'POST', '/api/settings/global', { country: { code: 'XX' } });
    expect(await count()).toBe(before);
  });
});
