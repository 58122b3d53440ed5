import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { jobPostFormFields } from '@boatcare/shared-domain/schemas/job-post-multipart';
import { NO_SERVICES } from '@boatcare/shared-domain/schemas/job-post-services';
import type { Page } from 'playwright-core';
import { kb, launchChromium, table, type BenchContext } from './context.ts';
import { printTargets } from './targets.ts';

/** Requests the owner makes (BENCH_IMAGE_REQUESTS): the ratio is per photo, so a few will do. */
const REQUESTS = Number(process.env.BENCH_IMAGE_REQUESTS ?? 6);
const PHOTOS_PER_REQUEST = 2;
/** Issue 13: a list downloads at least ten times fewer image bytes than the originals. */
const FACTOR = 10;

/** A phone camera's photo: 3000 x 2250 JPEG with noise (about 4 MB; compresses like a scene). */
const photo = (seed: number) =>
  sharp({
    create: {
      width: 3000,
      height: 2250,
      channels: 3,
      background: { r: 20 + seed * 9, g: 110, b: 170 },
      noise: { type: 'gaussian', mean: 120, sigma: 35 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();

async function json<T>(response: Response): Promise<T> {
  if (!response.ok)
    throw new Error(`${response.url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * A new owner with requests of two 4 MB photos each, made one at a time. The uploads go to the
 * marketplace service directly when the bench knows its address (a bench platform): what is
 * measured is what the pages download, and on a loaded machine a 8 MB upload plus its
 * thumbnails can outlast the gateway's time limit for an answer (PROXY_TIMEOUT_MS).
 */
async function ownerWithRequests(url: string, marketplace: string | undefined) {
  const email = `bench-${randomUUID()}@boatcare.test`;
  const password = 'bench-password-1';
  const { access_token } = await json<{ access_token: string }>(
    await fetch(`${url}/v1/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        first_name: 'Bench',
        last_name: 'Owner',
        email,
        password,
        role: 'customer',
        user_type: 1,
        service_range: 0,
      }),
    }),
  );
  const photos = await Promise.all(Array.from({ length: PHOTOS_PER_REQUEST }, (_, i) => photo(i)));
  const uploaded = photos.reduce((sum, p) => sum + p.length, 0) * REQUESTS;
  let firstUpload = '';
  let timedOnce = false;
  for (let i = 0; i < REQUESTS; i++) {
    const form = new FormData();
    const fields = jobPostFormFields({
      boatName: `Bench boat ${i + 1}`,
      lengthFeet: 30,
      boatType: 'Sailboat',
      material: 'Gelcoat',
      locationType: 'In water',
      location: {
        address: 'Nyhavn, København, Denmark',
        placeId: 'harbour:dk:nyhavn',
        latitude: 55.6797,
        longitude: 12.5901,
      },
      dockNumber: 'B-12',
      flybridge: false,
      services: NO_SERVICES,
      preferredDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
      notes: '',
      title: '',
      description: '',
    });
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    for (const p of photos)
      form.append('images', new Blob([new Uint8Array(p)], { type: 'image/jpeg' }), 'photo.jpg');
    // The first request goes through the gateway as a browser's would, and is timed.
    const throughGateway = !timedOnce || !marketplace;
    const first = !timedOnce;
    timedOnce = true;
    const started = performance.now();
    const response = await fetch(throughGateway ? `${url}/v1/jobpost` : `${marketplace}/jobpost`, {
      method: 'POST',
      headers: { authorization: `Bearer ${access_token}` },
      body: form,
    });
    if (first)
      firstUpload = `${response.status} after ${((performance.now() - started) / 1000).toFixed(1)} s`;
    // A 504 of the gateway on a starved machine: the same request straight to the service.
    if (response.status === 504 && marketplace) i -= 1;
    else await json(response);
  }
  return { email, password, token: access_token, uploaded, firstUpload };
}

/** Image bytes on the wire (body and headers) per image URL the page fetched from the API. */
function recordImages(page: Page) {
  const images = new Map<string, number>();
  page.on('requestfinished', async (request) => {
    if (!request.url().includes('/v1/images/')) return;
    const sizes = await request.sizes();
    images.set(request.url(), sizes.responseBodySize + sizes.responseHeadersSize);
  });
  return images;
}

const sum = (values: Iterable<number>) => [...values].reduce((total, bytes) => total + bytes, 0);

/** What the originals of the thumbnails a page fetched weigh (the stored full-size photos). */
async function originalsOf(thumbs: Iterable<string>) {
  const sizes = await Promise.all(
    [...thumbs].map(async (thumb) => {
      const response = await fetch(thumb.replace('-thumb.webp', '.jpg'), { method: 'HEAD' });
      return Number(response.headers.get('content-length') ?? 0);
    }),
  );
  return sum(sizes);
}

async function signIn(page: Page, url: string, email: string, password: string, landing: RegExp) {
  await page.goto(`${url}/en/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(landing);
}

/**
 * What lists download for images: a new owner with six requests of two 4 MB photos opens
 * my-requests in chromium (image bytes on the wire at first view and after two carousel
 * turns), and the demo provider opens the nearby jobs (the same requests are near); each
 * against what the same photos' originals would have cost.
 */
export async function imageBytes({ url, services }: BenchContext) {
  const owner = await ownerWithRequests(url, services?.marketplace);
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const images = recordImages(page);
    await signIn(page, url, owner.email, owner.password, /\/en\/dashboard$/);
    await page.goto(`${url}/en/my-requests`);
    await page.waitForLoadState('networkidle');
    const firstCount = images.size;
    const firstBytes = sum(images.values());
    await page.waitForTimeout(8_500);
    const listBytes = sum(images.values());
    const originalBytes = await originalsOf(images.keys());

    const providerPage = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const nearby = recordImages(providerPage);
    await signIn(
      providerPage,
      url,
      'provider@boatcare.test',
      'boatcare-demo',
      /\/en\/supplier\/dashboard$/,
    );
    await providerPage.goto(`${url}/en/supplier/jobs`);
    await providerPage.waitForLoadState('networkidle');
    await providerPage.waitForTimeout(1_000);
    const nearbyBytes = sum(nearby.values());
    const nearbyOriginals = await originalsOf(nearby.keys());

    table([
      [
        'requests on the page',
        `${REQUESTS}, ${PHOTOS_PER_REQUEST} photos each (${kb(owner.uploaded)} uploaded)`,
      ],
      [
        'one request with its photos through the gateway',
        `${kb(owner.uploaded / REQUESTS)}: answered ${owner.firstUpload}`,
      ],
      [
        'my-requests, first view',
        `${firstCount} images, ${kb(firstBytes)} (${kb(firstBytes / Math.max(firstCount, 1))} each)`,
      ],
      ['my-requests, after two carousel turns (8.5 s)', `${images.size} images, ${kb(listBytes)}`],
      [
        'the same photos as originals',
        `${kb(originalBytes)} (${(originalBytes / Math.max(listBytes, 1)).toFixed(0)}x more)`,
      ],
      [
        'nearby jobs (provider), first view',
        nearby.size
          ? `${nearby.size} images, ${kb(nearbyBytes)}; originals ${kb(nearbyOriginals)}`
          : 'no images (the nearby list shows no photos)',
      ],
    ]);
    printTargets('list images', [
      {
        figure: 'my-requests page images vs the originals',
        measured: kb(listBytes),
        ratio: originalBytes / Math.max(listBytes, 1),
        target: `>= ${FACTOR}x smaller (${kb(originalBytes / FACTOR)})`,
        met: listBytes > 0 && listBytes * FACTOR <= originalBytes,
      },
      {
        figure: 'nearby jobs images vs the originals',
        measured: kb(nearbyBytes),
        ratio: nearby.size ? nearbyOriginals / Math.max(nearbyBytes, 1) : undefined,
        target: `>= ${FACTOR}x smaller`,
        met: nearbyBytes * FACTOR <= nearbyOriginals || nearby.size === 0,
      },
    ]);
  } finally {
    await browser.close();
  }
}
