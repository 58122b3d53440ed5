import { describe, expect, it } from 'vitest';
import { bearer, buildTestService, useBeforeAll } from '@boatcare/server-kit/testing';
import { CONTRACT_VERSION } from '@boatcare/shared-domain/federation';
import { backoffice } from '../../../src/app.ts';
import { useBackoffice } from '../../support/callers.ts';
import { publish } from '../../support/builds.ts';

const { service, callers, call } = useBackoffice();

const send = (
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  auth: string | null,
  payload?: object,
) =>
  service.app.inject({
    method,
    url,
    headers: auth ? bearer(auth) : {},
    ...(payload ? { payload } : {}),
  });

const remotesAs = (token: string | null, host = 'localhost:8080') =>
  service.app.inject({
    method: 'GET',
    url: `/releases/remotes?host=${host}`,
    headers: token ? bearer(token) : {},
  });

const auditActions = async () =>
  ((await call(callers.admin, 'GET', '/super/audit?limit=100')).json().data ?? []) as {
    action: string;
    target: string;
    details: Record<string, unknown>;
  }[];

describe('publishing a remote version', () => {
  it('stores the build under its content hash, once, and serves its files for good', async () => {
    const first = await publish(service, callers.admin, { marker: 'immutable-1' });
    expect(first.statusCode).toBe(201);
    const { version } = first.json();
    expect(version).toMatchObject({
      remote: 'mf_customer',
      buildId: expect.stringMatching(/^[a-f0-9]{16}$/),
      commit: 'abc123',
      contractVersion: CONTRACT_VERSION,
      fileCount: 4,
      publishedBy: callers.admin.id,
    });

    const again = await publish(service, callers.admin, { marker: 'immutable-1' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ created: false, version: { buildId: version.buildId } });

    const file = await call(
      null,
      'GET',
      `/releases/files/mf_customer/${version.buildId}/static/js/page.js`,
    );
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain('immutable-1');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.headers['content-type']).toMatch(/javascript/);
    expect(
      (await call(null, 'GET', `/releases/files/mf_customer/${version.buildId}/../x`)).statusCode,
    ).toBe(404);
  });

  it('refuses a build for another contract version or shared React, with the reason', async () => {
    const contract = await publish(service, callers.admin, {
      contractVersion: CONTRACT_VERSION + 1,
    });
    expect(contract.statusCode).toBe(422);
    expect(contract.json()).toMatchObject({ code: 'releases.refused' });
    expect(contract.json().message).toMatch(/contract version/);

    const react = await publish(service, callers.admin, { shared: { react: '20.0.0' } });
    expect(react.statusCode).toBe(422);
    expect(react.json().message).toMatch(/^react 20.0.0/);

    const wrongName = await publish(service, callers.admin, { name: 'mf_provider' }, 'mf_customer');
    expect(wrongName.statusCode).toBe(422);
  });

  it('takes an admin or the remote’s own release token, nobody else, and audits it', async () => {
    expect((await publish(service, null)).statusCode).toBe(401);
    expect((await publish(service, callers.customer)).statusCode).toBe(403);

    const made = await send('POST', '/releases/tokens/mf_provider', callers.admin.token);
    expect(made.statusCode).toBe(201);
    const { token } = made.json();
    expect(
      (await send('POST', '/releases/tokens/mf_provider', callers.provider.token)).statusCode,
    ).toBe(403);

    // The provider team's token publishes the provider area, not the customer's.
    expect(
      (await publish(service, { token }, { name: 'mf_customer', marker: 'x' })).statusCode,
    ).toBe(403);
    const byToken = await publish(service, { token }, { name: 'mf_provider', marker: 'ci' });
    expect(byToken.statusCode).toBe(201);
    expect(byToken.json().version.publishedBy).toBe('release-token:mf_provider');
    const promoted = await service.app.inject({
      method: 'POST',
      url: '/releases/production/mf_provider/promote',
      headers: { 'x-release-token': token },
      payload: { buildId: byToken.json().version.buildId },
    });
    expect(promoted.statusCode).toBe(200);

    const audit = await auditActions();
    expect(audit).toContainEqual(
      expect.objectContaining({
        action: 'releases.promote',
        target: 'releases/production/mf_provider',
        details: { from: null, to: byToken.json().version.buildId },
      }),
    );
    expect(audit.map((entry) => entry.action)).toContain('releases.publish');
    expect(audit.map((entry) => entry.action)).toContain('releases.token');
  });
});

describe('remotes.json from the registry', () => {
  // Another back-office instance on the same database and storage (it shares this process's
  // database connection, which the first one closes).
  const second = useBeforeAll(() =>
    buildTestService(backoffice, {
      MONGO_URL: service.config.MONGO_URL,
      S3_BUCKET: service.config.S3_BUCKET,
    }),
  );

  it('hands each person one version: the live one, or the canary for about its share', async () => {
    const club = async (marker: string) =>
      (await publish(service, callers.admin, { name: 'mf_club', marker })).json().version
        .buildId as string;
    const first = await club('club-1');
    const next = await club('club-2');
    expect(
      (
        await send('POST', '/releases/staging/mf_club/promote', callers.admin.token, {
          buildId: first,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await send('POST', '/releases/production/mf_club/promote', callers.admin.token, {
          buildId: first,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await send('POST', '/releases/staging/mf_club/promote', callers.admin.token, {
          buildId: next,
        })
      ).statusCode,
    ).toBe(200);

    // Staging's host shows the new build, production's the first.
    expect((await remotesAs(null, 'staging.localhost:8080')).json().builds.mf_club).toBe(next);
    const visitor = await remotesAs(null);
    expect(visitor.json()).toMatchObject({
      mf_club: `/v1/releases/files/mf_club/${first}/mf-manifest.json`,
      builds: { mf_club: first },
    });
    expect(visitor.headers['set-cookie']).toMatch(/^boatcare_release=/);

    const canary = await send('PUT', '/releases/production/mf_club/canary', callers.admin.token, {
      buildId: next,
      share: 50,
    });
    expect(canary.statusCode).toBe(200);

    const people = await Promise.all(
      Array.from({ length: 40 }, () => service.createUser({ user_type: 3 })),
    );
    const seen = await Promise.all(
      people.map(async (person) => (await remotesAs(person.token)).json().builds.mf_club as string),
    );
    const onCanary = seen.filter((build) => build === next).length;
    expect(onCanary).toBeGreaterThanOrEqual(10);
    expect(onCanary).toBeLessThanOrEqual(30);
    for (const [index, person] of people.slice(0, 10).entries()) {
      const other = await second.app.inject({
        method: 'GET',
        url: '/releases/remotes?host=localhost',
        headers: bearer(person.token),
      });
      expect(other.json().builds.mf_club).toBe(seen[index]);
      expect((await remotesAs(person.token)).json().builds.mf_club).toBe(seen[index]);
    }

    // A rollback ends the canary and puts the previous version back (staging: first again).
    const rolled = await send('POST', '/releases/staging/mf_club/rollback', callers.admin.token);
    expect(rolled.json()).toMatchObject({ live: first, canary: null });
    expect((await remotesAs(null, 'staging.localhost')).json().builds.mf_club).toBe(first);
    expect(
      (await send('POST', '/releases/staging/mf_club/rollback', callers.admin.token)).statusCode,
    ).toBe(409);
  });

  it('rolls a failing canary back by itself once its failure rate passes the threshold', async () => {
    const admin = async (marker: string) =>
      (await publish(service, callers.admin, { name: 'mf_admin', marker })).json().version
        .buildId as string;
    const good = await admin('admin-good');
    const broken = await admin('admin-broken');
    await send('POST', '/releases/production/mf_admin/promote', callers.admin.token, {
      buildId: good,
    });
    await send('PUT', '/releases/production/mf_admin/canary', callers.admin.token, {
      buildId: broken,
      share: 100,
    });
    for (let i = 0; i < 3; i += 1) {
      expect((await remotesAs(callers.admin.token)).json().builds.mf_admin).toBe(broken);
      const beacon = await service.app.inject({
        method: 'POST',
        url: '/releases/beacon',
        payload: { remote: 'mf_admin', buildId: broken, kind: 'mount' },
      });
      expect(beacon.statusCode).toBe(202);
    }
    expect((await remotesAs(callers.admin.token)).json().builds.mf_admin).toBe(good);
    const overview = (await call(callers.admin, 'GET', '/releases')).json();
    expect(
      overview.versions.find((v: { buildId: string }) => v.buildId === broken).counts,
    ).toMatchObject({
      mountErrors: 3,
    });
    expect((await auditActions()).map((entry) => entry.action)).toContain('releases.autoRollback');
  });

  it('adds environments; a channel of an unknown one is not found', async () => {
    expect((await remotesAs(null, 'unknown-env.example')).statusCode).toBe(200); // production
    expect(
      (await send('POST', '/releases/environments', callers.admin.token, { name: 'qa' }))
        .statusCode,
    ).toBe(201);
    expect(
      (await send('POST', '/releases/environments', callers.admin.token, { name: 'qa' }))
        .statusCode,
    ).toBe(409);
    expect(
      (await send('POST', '/releases/nowhere/mf_club/rollback', callers.admin.token)).statusCode,
    ).toBe(404);
  });
});
