import { recordManifests } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { openScreen } from '../support/navigate.ts';
import { serveRemote } from '../support/standalone.ts';

// A dev server compiles before it answers.
test.setTimeout(150_000);

// Outside production remotes.json allows overrides from listed origins (the embedded default
// lists the teams' standalone dev servers; the e2e setup lists one free port).
const OVERRIDE_PORT = Number(process.env.E2E_OVERRIDE_PORT);

const override = (manifest: string) => ({ mf_customer: manifest });

test('outside production a tester points one remote at another build', async ({
  ownerPage: page,
  baseURL,
}) => {
  const { url, stop } = await serveRemote('mf-customer', baseURL ?? '', {
    mode: 'preview',
    port: OVERRIDE_PORT,
  });
  try {
    const remotes = await (await page.request.get('/remotes.json')).json();
    expect(remotes.allowOverridesFrom).toContain(url);

    await page.addInitScript(
      (value) => localStorage.setItem('boatcare:remote-overrides', value),
      JSON.stringify(override(`${url}/mf-manifest.json`)),
    );
    const manifests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('mf-manifest.json')) manifests.push(request.url());
    });
    await openScreen(page, 'dashboard');
    await expect(page.getByText('Welcome back, Oliver')).toBeVisible();
    expect(manifests).toEqual([`${url}/mf-manifest.json`]);
  } finally {
    stop();
  }
});

test('an override to an origin that is not allowed is ignored', async ({ ownerPage: page }) => {
  await page.addInitScript(
    (value) => localStorage.setItem('boatcare:remote-overrides', value),
    JSON.stringify(override('https://evil.example/mf-manifest.json')),
  );
  const manifests = recordManifests(page);
  await openScreen(page, 'dashboard');
  await expect(page.getByText('Welcome back, Oliver')).toBeVisible();
  expect(manifests).toEqual(['mf_customer']);
});
