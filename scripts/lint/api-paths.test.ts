import { describe, expect, it } from 'vitest';
import { FRONTEND_SOURCES, sourcesIn } from './sources.ts';

/**
 * Every browser call goes through the endpoint table (docs/adr/0009-endpoint-table.md): no app
 * and no e2e journey writes an API path by hand (e2e's one helper, support/api.ts, builds
 * them). This scans the apps' and e2e's sources for the old client calls with string paths and
 * for `/v1/<path>` literals, and fails on any.
 */
/**
 * The client itself, which turns a declaration's path into a URL; and the shell's text preload,
 * which runs before any shared code loads (so it cannot import the table) and asks for the URL
 * i18next builds from the table (shared-ui/src/i18n/init.ts).
 */
const ALLOWED = ['shared-ui/src/api/', 'shell/src/preload-texts.ts', 'e2e/support/api.ts'];

const HAND_WRITTEN = [
  { what: 'api.get/api.send with a path', pattern: /\bapi\s*\.\s*(get|send)\s*\(/ },
  { what: 'uploadForm with a method and path', pattern: /\buploadForm\s*\(\s*['"`]/ },
  { what: 'an API path after /v1/', pattern: /['"`/]v1\/[a-z]/i },
];

export function handWrittenPaths(files: { path: string; text: string }[]): string[] {
  return files.flatMap(({ path, text }) =>
    text
      .split('\n')
      .flatMap((line, index) =>
        HAND_WRITTEN.filter(({ pattern }) => pattern.test(line)).map(
          ({ what }) => `${path}:${index + 1}: ${what}: ${line.trim()}`,
        ),
      ),
  );
}

describe('API paths', () => {
  it('finds a hand-written path in a seeded source', () => {
    const seeded = [
      { path: 'a.ts', text: "api.get('jobpost/list', jobPostListResponse)" },
      { path: 'b.ts', text: "uploadForm('PUT', 'club/logo', form, clubProfile)" },
      { path: 'c.ts', text: 'fetch(`${base}/v1/jobpost/get/${id}`)' },
      { path: 'd.ts', text: 'api.call(jobpost.get, { params: { id } })' },
    ];
    expect(handWrittenPaths(seeded)).toHaveLength(3);
  });

  it('are never written by hand in the apps: they come from the endpoint table', () => {
    const files = sourcesIn([...FRONTEND_SOURCES, 'e2e']).filter(
      ({ path }) => !ALLOWED.some((allowed) => path.startsWith(allowed)),
    );
    expect(files.length).toBeGreaterThan(50);
    expect(handWrittenPaths(files)).toEqual([]);
  });
});
