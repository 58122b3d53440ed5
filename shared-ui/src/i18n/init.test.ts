import { describe, expect, it } from 'vitest';
import { pathOf } from '@boatcare/shared-domain/endpoints/define';
import * as translations from '@boatcare/shared-domain/endpoints/translations';
import { fingerprintsPath, TRANSLATIONS_LOAD_PATH } from './init.ts';

describe('the translation files', () => {
  it('are read where the endpoint table declares them', () => {
    expect(TRANSLATIONS_LOAD_PATH).toBe(
      pathOf(translations.file.path, { file: '{{lng}}_{{ns}}.json' }, { encode: false }),
    );
  });

  it('and so are their fingerprints', () => {
    expect(fingerprintsPath('da')).toBe(
      pathOf(translations.file.path, { file: 'da_fingerprints.json' }),
    );
  });
});
