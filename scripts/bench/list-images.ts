import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { NO_SERVICES, jobPostFormFields } from '@boatcare/shared-domain';
import { kb, launchChromium, table, type BenchContext } from './context.ts';

const REQUESTS = 12;
const PHOTOS_PER_REQUEST = 4;

/** A phone-like photo: 1600 x 1200 JPEG with noise (which compresses like a real scene). */
const photo = (seed: number) =>
  sharp({
    create: {
      width: 1600,
      height: 1200,
      channels: 3,
      background: { r: 20 + seed * 9, g: 110, b: 170 },
      noise: { type: 'gaussian', mean: 120, sigma: 35 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();

async function json<T>(response: Response): Promise<T> {
  if (!response.ok)
    throw new Error(`${response.url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** A new owner with a full first page of requests, four photos each, made through the API. */
async function ownerWithRequests(url: string) {
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
    await json(
      await fetch(`${url}/v1/jobpost`, {
        method: 'POST',
        headers: { authorization: `Bearer ${access_token}` },
        body: form,
      }),
    );
  }
  return { email, password, token: access_token, uploaded };
}

/**
 * What a my-requests page downloads for images: a new owner with 12 requests of four 1600 px
 * photos opens the page in chromium; image bytes on the wire at first view and after two
 * carousel turns, against what the same photos' originals would have cost.
 */
export async function imageBytes({ url }: BenchContext) {
  const owner = await ownerWithRequests(url);
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const images = new Map<string, number>();
    page.on('requestfinished', async (request) => {
      if (!request.url().includes('/v1/images/')) return;
      const sizes = await request.sizes();
      images.set(request.url(), sizes.responseBodySize + sizes.responseHeadersSize);
    });
    await page.goto(`${url}/en/login`);
    await page.getByLabel('Email').fill(owner.email);
    await page.getByLabel('Password').fill(owner.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/en\/dashboard$/);
    await page.goto(`${url}/en/my-requests`);
    await page.waitForLoadState('networkidle');
    const total = () => [...images.values()].reduce((sum, bytes) => sum + bytes, 0);
    const firstCount = images.size;
    const firstBytes = total();
    await page.waitForTimeout(8_500);
    const originals = await Promise.all(
      [...images.keys()].map(async (thumb) => {
        const response = await fetch(thumb.replace('-thumb.webp', '.jpg'), { method: 'HEAD' });
        return Number(response.headers.get('content-length') ?? 0);
      }),
    );
    const originalBytes = originals.reduce((sum, bytes) => sum + bytes, 0);
    table([
      [
        'requests on the page',
        `${REQUESTS}, ${PHOTOS_PER_REQUEST} photos each (${kb(owner.uploaded)} uploaded)`,
      ],
      [
        'first view',
        `${firstCount} images, ${kb(firstBytes)} (${kb(firstBytes / Math.max(firstCount, 1))} each)`,
      ],
      ['after two carousel turns (8.5 s)', `${images.size} images, ${kb(total())}`],
      [
        'the same photos as originals',
        `${kb(originalBytes)} (${(originalBytes / Math.max(total(), 1)).toFixed(0)}x more)`,
      ],
    ]);
  } finally {
    await browser.close();
  }
}
