import { z } from 'zod';
import { translationNewKeysBody } from '@boatcare/shared-domain/schemas/translations';

const REQUIRED = 'adminCms.validation.required';
const { keyType, valueType } = translationNewKeysBody;
type Row = { key: string; value: string };
const blankRow = (row: Row) => !row.key.trim() && !row.value.trim();

/**
 * The new keys dialog: rows of key and text. Blank rows are left out (one row at least is
 * filled); a row needs both, each checked by the shared key and text rules.
 */
export const newKeysForm = z
  .object({ rows: z.array(z.object({ key: z.string(), value: z.string() })) })
  .superRefine(({ rows }, ctx) => {
    const noneFilled = rows.every(blankRow);
    rows.forEach((row, index) => {
      if (blankRow(row) && !(noneFilled && index === 0)) return;
      for (const [field, rule] of [
        ['key', keyType],
        ['value', valueType],
      ] as const) {
        const message = row[field].trim()
          ? rule.safeParse(row[field]).error?.issues[0]?.message
          : REQUIRED;
        if (message) ctx.addIssue({ code: 'custom', path: ['rows', index, field], message });
      }
    });
  })
  .transform(({ rows }) =>
    Object.fromEntries(
      rows.filter((row) => !blankRow(row)).map((row) => [row.key.trim(), row.value]),
    ),
  );

export const blank = (): Row => ({ key: '', value: '' });
