import { describe, expect, it } from 'vitest';
import { sourcesIn } from './sources.ts';

/**
 * End-to-end journeys name their screens (e2e/support/navigate.ts: openScreen, expectScreen,
 * screenPath, all built on the table of screens' pathTo), as the apps' links do: a path changes
 * in one place and a journey cannot expect a path no screen has. This fails on a screen path
 * written by hand in e2e/: a '/en' or '/da' literal, a URL pattern with \/en, or a path built
 * from a language (`/${lng}/...`).
 *
 * A test that deliberately opens a raw, unknown or hostile path keeps its literal with a
 * comment saying why, `// raw path: <why>`, on the line or the one above; such lines stay few.
 */
const HAND_WRITTEN = [
  { what: 'a language path literal', pattern: /['"`]\/(en|da)(?=[/'"`?#])/ },
  { what: 'a URL pattern of a language path', pattern: /\\\/\(?(en|da)\b/ },
  { what: 'a path built from a language', pattern: /['"`]\/\$\{\s*(lng|lang|language)\b/ },
];
const RAW = /\/\/ raw path: \S/;
/** How many deliberate raw paths the journeys may have. */
const MAX_RAW = 12;

interface Finding {
  where: string;
  what: string;
  raw: boolean;
}

export function handWrittenScreenPaths(files: { path: string; text: string }[]): Finding[] {
  return files.flatMap(({ path, text }) => {
    const lines = text.split('\n');
    return lines.flatMap((line, index) =>
      HAND_WRITTEN.filter(({ pattern }) => pattern.test(line)).map(({ what }) => ({
        where: `${path}:${index + 1}: ${line.trim()}`,
        what,
        raw: RAW.test(line) || RAW.test(lines[index - 1] ?? ''),
      })),
    );
  });
}

describe('screen paths in e2e', () => {
  it('finds hand-written paths in a seeded journey, and lets a commented raw path through', () => {
    const seeded = [
      { path: 'a.ts', text: "await page.goto('/en/dashboard');" },
      { path: 'b.ts', text: 'await expect(page).toHaveURL(/\\/da\\/settings$/);' },
      { path: 'c.ts', text: 'await page.goto(`/${lng}/supplier/jobs/${id}`);' },
      { path: 'd.ts', text: "await page.goto('/da');" },
      { path: 'e.ts', text: "// raw path: an unknown page\nawait page.goto('/da/no-such-page');" },
      { path: 'f.ts', text: "await openScreen(page, 'dashboard', {}, { lng: 'da' });" },
    ];
    const found = handWrittenScreenPaths(seeded);
    expect(found.filter(({ raw }) => !raw).map(({ where }) => where[0])).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
    expect(found.filter(({ raw }) => raw)).toHaveLength(1);
  });

  it('are never written by hand in the journeys: they come from the table of screens', () => {
    const files = sourcesIn(['e2e']);
    expect(files.length).toBeGreaterThan(30);
    const found = handWrittenScreenPaths(files);
    expect(found.filter(({ raw }) => !raw).map(({ where, what }) => `${where} (${what})`)).toEqual(
      [],
    );
    expect(found.filter(({ raw }) => raw).length).toBeLessThanOrEqual(MAX_RAW);
  });
});
