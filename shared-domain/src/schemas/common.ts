import { z } from 'zod';

/**
 * Every text of a request is refused with U+0000 in it (400 `errors.nulCharacter`: the database
 * cannot store it): the pattern of an input string that has no pattern, format or values.
 */
export const NO_NUL = '^[^\\x00]*$';

/**
 * A text the body's schema renames or drops in a transform (a misspelt alias): the services
 * check U+0000 in the body after validation, which no longer holds it, so it refuses U+0000
 * itself.
 */
export const nulFreeAlias = <T extends z.ZodString>(text: T) =>
  text.regex(new RegExp(NO_NUL), 'errors.nulCharacter');

/** Mongo ObjectId as a 24-hex string. */
export const objectId = z.string().regex(/^[a-f0-9]{24}$/i, 'errors.invalidId');

/**
 * A number of the query whose range holds 0: `z.coerce.number()` reads an empty or blank value
 * (`?priceFrom=`) as 0, a number the client never sent; here it is refused as not a number.
 */
export const filledNumber = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? Number.NaN : value),
    schema,
  );
export const idParams = z.object({ id: objectId });

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A query parameter listing items by commas (`polishing,interior`), read as an array of
 * `item` (each part trimmed); empty or absent is none. OpenAPI states what a valid list is as
 * the text's pattern (the array is not what a client sends): an enum's values, or texts of the
 * item's length, at most `maxItems` of them.
 */
export function commaList<T extends z.ZodType<unknown, string>>(
  item: T,
  { maxLength, maxItems }: { maxLength: number; maxItems: number },
) {
  const list = z
    .string()
    .max(maxLength)
    .optional()
    .transform((value) => (value ? value.split(',').map((part) => part.trim()) : []))
    .pipe(z.array(item).max(maxItems));
  const part =
    item instanceof z.ZodEnum
      ? `\\s*(?:${item.options.map((value) => escapeRegExp(String(value))).join('|')})\\s*`
      : item instanceof z.ZodString && item.maxLength !== null
        ? `\\s*[^,\\s\\x00][^,\\x00]{0,${item.maxLength - 1}}`
        : undefined;
  return part ? list.meta({ pattern: `^(?:${part}(?:,${part}){0,${maxItems - 1}})?$` }) : list;
}

/** Amounts on the wire are integer minor units of the base currency (US cents). */
export const moneyMinor = z.number().int().min(0);

/** The one error shape every service answers with. `code` is a translation key. */
export const errorResponse = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  code: z.string(),
  message: z.string(),
  details: z
    .array(z.object({ path: z.string(), code: z.string(), message: z.string() }))
    .optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

export const messageResponse = z.object({ message: z.string() });

export const pagination = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});
export const pageMeta = z.object({
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});

/**
 * What a keyset cursor holds (the last row's sort key in ms and its id, as base64url JSON), or
 * null when the text is not a cursor.
 */
export function cursorParts(cursor: string): { at: number; id: string } | null {
  try {
    const parsed: unknown = JSON.parse(atob(cursor.replace(/-/g, '+').replace(/_/g, '/')));
    if (
      Array.isArray(parsed) &&
      parsed.length === 2 &&
      Number.isSafeInteger(parsed[0]) &&
      typeof parsed[1] === 'string' &&
      /^[a-f0-9]{24}$/i.test(parsed[1])
    )
      return { at: parsed[0] as number, id: parsed[1] };
  } catch {
    // Not base64 or not JSON: not a cursor.
  }
  return null;
}

/**
 * Keyset (cursor) paging (docs/adr/0014-keyset-paging.md): `after` is the `next` of the page
 * before (opaque: the last row's sort key and id); no page numbers, no total.
 */
export const cursorQuery = z.object({
  after: z
    .string()
    .min(1)
    .max(200)
    .refine((text) => cursorParts(text) !== null, 'errors.badCursor')
    .describe('The `next` of the page before, as it was given (a cursor, not a number).')
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});
/** A page of a keyset-paged list; `next` is null on the last page. */
export const cursorPage = <Item extends z.ZodType>(item: Item) =>
  z.object({ items: z.array(item), next: z.string().nullable() });

/**
 * How many rows a list's filter matches, where counting is cheap: exact up to a cap, else
 * `exact: false` and `count` is the cap ("more than N").
 */
export const listTotal = z.object({ count: z.number().int().min(0), exact: z.boolean() });
export type ListTotal = z.infer<typeof listTotal>;

/** An international phone number: optional plus, first digit 1 to 9, then 1 to 14 more digits. */
export const CONTACT_NUMBER_PATTERN = /^\+?[1-9]\d{1,14}$/;

/** A file part of a multipart body, as an endpoint's `form` documents it (OpenAPI binary). */
export const uploadFile = z.string().meta({ format: 'binary' });
