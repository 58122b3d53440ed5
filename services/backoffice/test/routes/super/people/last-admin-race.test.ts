import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserModel } from '@boatcare/server-kit/models';
import { bearer, buildTestService, type TestService } from '@boatcare/server-kit/testing';
import { backoffice } from '../../../../src/app.ts';

let service: TestService;

beforeAll(async () => {
  service = await buildTestService(backoffice);
});
afterAll(() => service.close());

const activeAdmins = () => UserModel.countDocuments({ user_type: 0, status: 'active' });

describe('the last active admin under parallel changes', () => {
  it('two admins demoting and deactivating each other at once leave one admin, never none', async () => {
    for (let round = 0; round < 3; round += 1) {
      // Exactly two active admins at the start of each round.
      await UserModel.updateMany({ user_type: 0 }, { $set: { status: 'inactive' } });
      const a = await service.createUser({ user_type: 0, email: `a${round}@boatcare.test` });
      const b = await service.createUser({ user_type: 0, email: `b${round}@boatcare.test` });
      expect(await activeAdmins()).toBe(2);

      const demote = (actor: typeof a, target: typeof a) =>
        service.app.inject({
          method: 'PUT',
          url: `/api/users/${target.id}`,
          headers: bearer(actor.token),
          payload: { name: 'Some Admin', email: target.email, role: 'customer', status: 'active' },
        });
      const deactivate = (actor: typeof a, target: typeof a) =>
        service.app.inject({
          method: 'PUT',
          url: `/super/update/user/${target.id}`,
          headers: bearer(actor.token),
          payload: { first_name: 'Some', last_name: 'Admin', status: 'inactive' },
        });
      const answers = await Promise.all([
        demote(a, b),
        demote(b, a),
        deactivate(a, b),
        deactivate(b, a),
      ]);
      const statuses = answers.map((answer) => answer.statusCode);
      expect(await activeAdmins(), `round ${round}: ${statuses.join(' ')}`).toBe(1);
      // Whoever came second was refused with the last-admin (or signed-out) answer.
      expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
      for (const answer of answers.filter((r) => r.statusCode !== 200)) {
        expect([401, 409]).toContain(answer.statusCode);
      }
    }
  });
});
