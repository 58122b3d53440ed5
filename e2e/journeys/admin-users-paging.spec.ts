import { randomUUID } from 'node:crypto';
import { MongoClient, type Db } from 'mongodb';
import { expect, test } from '../support/fixtures.ts';
import { openScreen } from '../support/navigate.ts';
import { shootAt } from '../support/screens.ts';

/**
 * The admin's users list past the old silent cap of 1,000: 1,001 users written straight into
 * the database (registering them one by one would take minutes), found by their email, the total
 * says 1,001 and the last page shows the 1,001st. They are deleted again afterwards.
 */
const USERS = 1_001;
const domain = `paging-${randomUUID().slice(0, 8)}.example`;
const start = Date.parse('2020-01-01T00:00:00.000Z');

/** The platform's database (global-setup.ts), for one piece of work. */
async function withDatabase<T>(work: (db: Db) => Promise<T>): Promise<T> {
  const url = process.env.BOATCARE_E2E_MONGO_URL;
  if (!url) throw new Error('BOATCARE_E2E_MONGO_URL is set by e2e/global-setup.ts');
  const client = new MongoClient(url);
  try {
    await client.connect();
    return await work(client.db());
  } finally {
    await client.close();
  }
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await withDatabase((db) =>
    db.collection('users').insertMany(
      Array.from({ length: USERS }, (_, i) => ({
        first_name: 'Paged',
        last_name: `User ${i + 1}`,
        email: `user-${i + 1}@${domain}`,
        password_hash: 'not-a-hash',
        user_type: 1,
        token_version: 0,
        status: 'active',
        // User 1 is the oldest: the newest-first list shows it last.
        created_date: new Date(start + i * 60_000),
        updated_date: new Date(start + i * 60_000),
      })),
    ),
  );
});

test.afterAll(async () => {
  await withDatabase((db) =>
    db.collection('users').deleteMany({ email: { $regex: `@${domain.replace(/\./g, '\\.')}$` } }),
  );
});

test('the admin users list shows user 1,001 of 1,001', async ({ adminPage: page }) => {
  test.setTimeout(300_000);
  await openScreen(page, 'adminUsers');
  await page.getByLabel('Email').fill(domain);
  await expect(page.getByRole('status').filter({ hasText: '1,001 users' })).toBeVisible({
    timeout: 20_000,
  });
  const pager = page.getByRole('navigation', { name: 'Pages' });
  await expect(pager).toContainText('Page 1 · 1–50 of 1,001');
  await expect(page.getByRole('cell', { name: `user-1001@${domain}` })).toBeVisible();
  await shootAt(page, 'test-results/admin-users', 'users-en-page1');

  for (let pageNo = 2; pageNo <= 21; pageNo += 1) {
    // Next is off while a page loads; each page says which rows it holds once it is there.
    await pager.getByRole('button', { name: 'Next' }).click();
    const from = ((pageNo - 1) * 50 + 1).toLocaleString('en-GB');
    await expect(pager).toContainText(`Page ${pageNo} · ${from}–`, { timeout: 20_000 });
  }
  await expect(pager).toContainText('Page 21 · 1,001–1,001 of 1,001');
  await expect(page.getByRole('cell', { name: `user-1@${domain}` })).toBeVisible();
  await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();
  await shootAt(page, 'test-results/admin-users', 'users-en-last');

  // The same in Danish: the total in the language's own style.
  await openScreen(page, 'adminUsers', {}, { lng: 'da' });
  await page.getByLabel('E-mail').fill(domain);
  await expect(page.getByRole('status').filter({ hasText: '1.001 brugere' })).toBeVisible({
    timeout: 20_000,
  });
  await shootAt(page, 'test-results/admin-users', 'users-da-page1');
});
