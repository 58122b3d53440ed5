import { describe, expect, it } from 'vitest';
import en from './en_translation.json' with { type: 'json' };
import da from './da_translation.json' with { type: 'json' };
import { PAYMENT_STATUSES } from '../enums.ts';

type Tree = { [key: string]: string | Tree };
const keys = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [prefix + key] : keys(value, `${prefix}${key}.`),
  );

describe('translations', () => {
  it('Danish has every key English has', () => {
    const danish = new Set(keys(da));
    expect(keys(en).filter((key) => !danish.has(key))).toEqual([]);
  });
  it('English has every key Danish has', () => {
    const english = new Set(keys(en));
    expect(keys(da).filter((key) => !english.has(key))).toEqual([]);
  });
  it('has no empty texts', () => {
    const texts = (tree: Tree, prefix = ''): [string, string][] =>
      Object.entries(tree).flatMap(([key, value]) =>
        typeof value === 'string' ? [[prefix + key, value]] : texts(value, `${prefix}${key}.`),
      );
    const empty = [...texts(en, 'en:'), ...texts(da, 'da:')].filter(([, text]) => !text.trim());
    expect(empty).toEqual([]);
  });
  it('names every payment status (the order filter shows each by its key)', () => {
    const named = new Set(keys(en));
    const missing = PAYMENT_STATUSES.map((status) => `myOrders.payment.${status}`).filter(
      (key) => !named.has(key),
    );
    expect(missing).toEqual([]);
  });
});
