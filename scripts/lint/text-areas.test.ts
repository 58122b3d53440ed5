import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  namespacesOfKey,
  PUBLIC_PAGE_REFS,
  TEXT_AREAS,
  type TextArea,
  type TextsNamespace,
} from '@boatcare/shared-domain/core';
import en from '@boatcare/shared-domain/i18n/en_translation.json' with { type: 'json' };
import { repoRoot, sourcesIn } from './sources.ts';

/**
 * The app reads its texts by namespace (shared-domain text-areas.ts): `core` on every page, an
 * area's own once the area opens. A key of an area read where that area is not open shows as
 * its key until the area's texts arrive, and a toast keeps it. So every text key the code reads
 * must be in core or in the area of the code that reads it. This scans the sources for
 * `'section.key'` literals (and `section.${...}` templates) and fails on any outside its area.
 */
const SOURCES = [
  'shell/src',
  'shared-ui/src',
  'shared-domain/src',
  'mf-customer/src',
  'mf-provider/src',
  'mf-club/src',
  'mf-admin/src',
  ...readdirSync(join(repoRoot, 'services'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((service) => `services/${service.name}/src`),
];

/** The folders of the shell's public pages, from the screen table. */
const PUBLIC_PAGE_FOLDERS = [...new Set(PUBLIC_PAGE_REFS.map(({ folder }) => folder))];

/**
 * Code that runs only in one area: each remote; the shell's public pages, islands and their
 * prerender; and the services' and schemas' messages that only one area's calls can meet
 * (admin-only routes, the provider's payments and job search).
 */
const AREA_OF_PATH: [prefix: string, area: TextArea][] = [
  ['mf-customer/', 'customer'],
  ['mf-provider/', 'provider'],
  ['mf-club/', 'club'],
  ['mf-admin/', 'admin'],
  ...PUBLIC_PAGE_FOLDERS.map((page): [string, TextArea] => [`shell/src/pages/${page}/`, 'public']),
  ['shell/src/islands/', 'public'],
  ['shell/src/prerender/', 'public'],
  ['shared-domain/src/schemas/admin-people.ts', 'admin'],
  ['shared-domain/src/schemas/cms-admin.ts', 'admin'],
  ['shared-domain/src/schemas/site-config.ts', 'admin'],
  ['shared-domain/src/schemas/pricing-config.ts', 'admin'],
  ['services/backoffice/src/routes/super/', 'admin'],
  ['services/backoffice/src/routes/api/', 'admin'],
  ['services/backoffice/src/repositories/admin-guard.ts', 'admin'],
  ['services/backoffice/src/repositories/admin-users.ts', 'admin'],
  ['services/backoffice/src/repositories/dashboard-users.ts', 'admin'],
  ['services/backoffice/src/repositories/job-posts.ts', 'admin'],
  ['shared-domain/src/schemas/bidder-payments.ts', 'provider'],
  ['shared-domain/src/schemas/nearby.ts', 'provider'],
  ['services/payments/src/domain/bidder-payments.ts', 'provider'],
  ['services/payments/src/domain/payout-account.ts', 'provider'],
  ['services/payments/src/routes/bidder-payments/', 'provider'],
  ['services/payments/src/routes/payments/payouts.ts', 'provider'],
  // Boats: the owner's, and a share link's page, which loads the customer's texts.
  ['shell/src/pages/boat-shared/', 'customer'],
  ['shared-ui/src/boats/', 'customer'],
  ['shared-domain/src/schemas/boat.ts', 'customer'],
  ['shared-domain/src/endpoints/boats.ts', 'customer'],
  // The care reminder's words, in the owner's email (only owners have boats).
  ['services/server-kit/src/notifications/format.ts', 'customer'],
  ['services/marketplace/src/routes/boats/', 'customer'],
  ['services/marketplace/src/repositories/boat', 'customer'],
  ['services/marketplace/src/repositories/logbook', 'customer'],
];

/**
 * Read by the build only, with the whole translation file (shell/prerender.ts): the frames of
 * the signed-in first screens, each in its own area's texts. The app shows what they painted.
 */
const BUILD_ONLY = new Set(['shell/src/layout/screen-frames.ts']);

const namespaceOfPath = (path: string): TextsNamespace =>
  AREA_OF_PATH.find(([prefix]) => path.startsWith(prefix))?.[1] ?? 'core';

const SECTIONS = new Set(Object.keys(en));

/** Comments name keys as examples; they are not read. (`://` in a URL is not a comment.) */
const withoutComments = (text: string) =>
  text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(?<![:'"`])\/\/.*$/gm, '');

/** `file:line: key (read in <namespace>, held by <namespaces>)` for each key read out of its area. */
export function keysOutOfArea(files: { path: string; text: string }[]): string[] {
  return files.flatMap(({ path, text }) => {
    if (BUILD_ONLY.has(path)) return [];
    const reader = namespaceOfPath(path);
    return withoutComments(text)
      .split('\n')
      .flatMap((line, index) =>
        [...line.matchAll(/['"`]([a-zA-Z]+)\.[a-zA-Z$]/g)].flatMap(([, section = '']) => {
          if (!SECTIONS.has(section)) return [];
          const held = namespacesOfKey(section);
          if (held.includes('core') || held.includes(reader)) return [];
          return [
            `${path}:${index + 1}: ${section} (read in ${reader}, held by ${held.join(', ')})`,
          ];
        }),
      );
  });
}

describe('text areas', () => {
  it('finds a key read outside its area in a seeded source', () => {
    expect(
      keysOutOfArea([
        { path: 'shared-ui/src/a.tsx', text: "t('faq.title')" },
        { path: 'mf-club/src/b.tsx', text: 't(`adminUsers.${kind}`)' },
        { path: 'mf-admin/src/c.tsx', text: "t('adminUsers.title'); t('nav.home')" },
        { path: 'shell/src/pages/faq/d.tsx', text: "t('faq.title') // t('adminUsers.title')" },
      ]),
    ).toEqual([
      'shared-ui/src/a.tsx:1: faq (read in core, held by public)',
      'mf-club/src/b.tsx:1: adminUsers (read in club, held by admin)',
    ]);
  });

  it('names only sections of the translation file, none twice in one area', () => {
    for (const [area, sections] of Object.entries(TEXT_AREAS)) {
      expect(
        sections.filter((section) => !SECTIONS.has(section)),
        area,
      ).toEqual([]);
      expect(new Set(sections).size, area).toBe(sections.length);
    }
  });

  it('every key the code reads is in core or in the area of the code', () => {
    const files = sourcesIn(SOURCES);
    expect(files.length).toBeGreaterThan(300);
    expect(keysOutOfArea(files)).toEqual([]);
  });
});
