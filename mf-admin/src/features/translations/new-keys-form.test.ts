import { describe, expect, it } from 'vitest';
import { newKeysForm } from './new-keys-form.ts';

const issues = (rows: { key: string; value: string }[]) =>
  newKeysForm
    .safeParse({ rows })
    .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('the new keys dialog', () => {
  it('adds the filled rows, leaving out blank ones', () => {
    expect(
      newKeysForm.parse({
        rows: [
          { key: ' home.greeting ', value: 'Hello' },
          { key: '', value: '' },
        ],
      }),
    ).toEqual({ 'home.greeting': 'Hello' });
  });

  it('asks for both halves of a row, and for one row at least', () => {
    expect(issues([{ key: '', value: '' }])).toEqual([
      ['rows.0.key', 'adminCms.validation.required'],
      ['rows.0.value', 'adminCms.validation.required'],
    ]);
    expect(issues([{ key: 'a.b', value: '' }])).toEqual([
      ['rows.0.value', 'adminCms.validation.required'],
    ]);
    expect(issues([{ key: 'a..b', value: 'x' }])).toEqual([
      ['rows.0.key', 'translations.validation.key_format'],
    ]);
  });
});
