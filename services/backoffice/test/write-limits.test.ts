import { it } from 'vitest';
import { bearer, expectRefusedOverItsLimit, useTestService } from '@boatcare/server-kit/testing';
import { cmsAdmin } from '@boatcare/shared-domain/endpoints';
import { backoffice } from '../src/app.ts';

const service = useTestService(backoffice);

// The back office's writes share the generous admin kind (docs/security.md); a missing record
// still counts, the limit is checked first.
it('admin writes: per admin, over the limit a 429 with Retry-After and the translated code', async () => {
  const admin = await service.createUser({ user_type: 0 });
  await expectRefusedOverItsLimit(cmsAdmin.deleteString, (i) =>
    service.app.inject({
      method: 'DELETE',
      url: `/api/cms/strings/missing-${i}`,
      headers: { ...bearer(admin.token), 'x-forwarded-for': '198.51.100.10' },
    }),
  );
}, 120_000);
