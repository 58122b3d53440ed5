/**
 * The frames written at build (screen-frames.ts) paint the header the remote's page renders: the
 * same title and subtitle keys in the page's PageHeader (a frame with another text would flicker
 * into the page's), the same header buttons, texts in every language.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { framePath, paths, screenOf } from '@boatcare/shared-domain/core';
import da from '@boatcare/shared-domain/i18n/da_translation.json';
import en from '@boatcare/shared-domain/i18n/en_translation.json';
import { SCREEN_FRAMES } from './screen-frames.ts';

const REPO = join(import.meta.dirname, '../../..');

/**
 * The source of the page a remote mounts for `screen`: its routes.tsx's lazy import, or the
 * page it imports with the routes (the landing screen).
 */
function pageSource(screen: string): string {
  const remote = join(REPO, `mf-${screenOf(screen as never).owner}`, 'src');
  const routes = readFileSync(join(remote, 'routes.tsx'), 'utf8');
  const lazy = new RegExp(
    `\\b${screen}: (?:lazy|screen)\\(\\(\\) => import\\('\\./([^']+)'\\)\\)`,
  ).exec(routes)?.[1];
  const page = new RegExp(`\\b${screen}: (?:withAdminLayout\\()?(\\w+)\\b`).exec(routes)?.[1];
  const file = lazy ?? new RegExp(`^import ${page} from '\\./([^']+)';$`, 'm').exec(routes)?.[1];
  if (!file) throw new Error(`${remote}/routes.tsx mounts no page for ${screen}`);
  return readFileSync(join(remote, file), 'utf8');
}

const text = (texts: object, key: string): unknown =>
  key.split('.').reduce<unknown>((at, part) => (at as Record<string, unknown>)?.[part], texts);

describe('the frames of the signed-in first screens', () => {
  for (const frame of SCREEN_FRAMES) {
    const headerKeys = [frame.title, frame.subtitle].filter((key) => key !== null);
    const actionKeys = (frame.actions ?? []).map((action) => action.label);
    it(`${frame.screen}: the page's own PageHeader texts, in en and da`, () => {
      const source = pageSource(frame.screen);
      const header = source.slice(source.indexOf('<PageHeader'));
      expect(source).toContain('<PageHeader');
      // The buttons may be made before the header (a const), the texts are the header's own.
      for (const key of headerKeys) expect(header, key).toContain(`t('${key}'`);
      // A greeting line reserved by the frame is one the page writes.
      if (frame.greeting === null) expect(header).toContain('greeting=');
      for (const key of actionKeys) expect(source, key).toContain(`t('${key}'`);
      for (const key of [...headerKeys, ...actionKeys]) {
        expect(typeof text(en, key), `en ${key}`).toBe('string');
        expect(typeof text(da, key), `da ${key}`).toBe('string');
      }
    });
  }

  it("writes a record's page's frame where the gateways look for it, its texts reserved", () => {
    const records = SCREEN_FRAMES.filter((frame) => paths[frame.screen].includes(':'));
    expect(records.map((frame) => frame.screen)).toEqual(['requestDetail', 'supplierJobDetail']);
    for (const frame of records) {
      // The gateways serve `<parent>/_/index.html` for `<parent>/<id>`: the record is last.
      expect(paths[frame.screen]).toMatch(/^[^:]+\/:\w+$/);
      expect(framePath('da', frame.screen)).toMatch(/^\/da\/[a-z/-]+\/_$/);
      // The title is the record's: never a guess.
      expect([frame.title, frame.subtitle]).toEqual([null, null]);
    }
  });

  it('names each screen once', () => {
    const screens = SCREEN_FRAMES.map((frame) => frame.screen);
    expect(new Set(screens).size).toBe(screens.length);
  });
});
