import { deflateSync } from 'node:zlib';
import { expect, test } from '../support/fixtures.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import * as clubApi from '@boatcare/shared-domain/endpoints/club';
import { urlOf } from '../support/api.ts';
import { shoot } from '../support/clubs.ts';
import { expectScreen, openScreen } from '../support/navigate.ts';

/** CRC-32 as PNG chunks need it. */
function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A small real PNG (a navy square with a teal band), made here with a Buffer. */
function logoPng(size = 64): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) {
      const band = y > size / 3 && y < (2 * size) / 3;
      row.set(band ? [0x1a, 0x9e, 0x8f] : [0x0b, 0x2a, 0x4a], 1 + x * 3);
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('the demo club uploads a logo, picks its harbour and sees the logo on its profile', async ({
  clubPage: page,
}) => {
  test.setTimeout(240_000);
  const shots = test.info().outputPath('screens');
  await openScreen(page, 'clubProfile');
  await expect(page.getByRole('heading', { name: 'Club profile', level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A text file named .png is named as the wrong type before anything is sent.
  const picker = page.getByLabel('Choose logo image').or(page.getByLabel('Replace logo'));
  await picker.setInputFiles({
    name: 'notes.png',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a picture'),
  });
  await expect(page.getByRole('alert').filter({ hasText: 'JPEG, PNG or WebP' })).toBeVisible();

  // The server checks the bytes too: a text file that claims to be a PNG is refused.
  const refused = page.waitForResponse(
    (response) =>
      response.url().endsWith(urlOf(clubApi.uploadLogo)) && response.request().method() === 'PUT',
  );
  await picker.setInputFiles({
    name: 'fake.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not a picture either'),
  });
  expect((await refused).status()).toBe(415);
  await expect(
    page.getByRole('alert').filter({ hasText: 'The logo must be a JPEG, PNG or WebP image.' }),
  ).toBeVisible();

  // A real PNG uploads; the preview shows the server's thumbnail.
  const uploaded = page.waitForResponse(
    (response) =>
      response.url().endsWith(urlOf(clubApi.uploadLogo)) && response.request().method() === 'PUT',
  );
  await picker.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logoPng() });
  expect((await uploaded).status()).toBe(200);
  await expect(page.getByText('Logo uploaded')).toBeVisible();
  const preview = page.getByTestId('logo-preview');
  await expect(preview).toHaveAttribute('src', /\/v1\/club\/logos\/club-logos\/.+-thumb\.webp$/);
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);

  // The harbour is picked from the list; its position shows.
  const harbour = page.getByRole('combobox', { name: 'Harbour' });
  await harbour.fill('Tuborg');
  await page.getByRole('option', { name: /Tuborg Havn/ }).click();
  await expect(page.getByText('Harbour chosen · 55.7249, 12.5826')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Save changes' }).click();
  await expectScreen(page, 'clubDashboard');

  // Back on the profile: the uploaded logo heads it and the harbour is kept.
  await openScreen(page, 'clubProfile');
  const logo = page.getByTestId('club-logo');
  await expect(logo).toBeVisible();
  await expect(logo).toHaveAttribute('src', /\/v1\/club\/logos\/club-logos\//);
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
  await expect(page.getByRole('combobox', { name: 'Harbour' })).toHaveValue(/Tuborg Havn/);

  await shoot(page, 'clubProfile', 'club-profile', shots);
});
