import { z } from 'zod';

/** Mongo ObjectId as a 24-hex string. */
export const objectId = z.string().regex(/^[a-f0-9]{24}$/i, 'errors.invalidId');
export const idParams = z.object({ id: objectId });

/**
 * A query parameter listing items by commas (`polishing,interior`), read as an array of
 * `item`; empty or absent is none. When the items are an enum, OpenAPI states its values as the
 * text's pattern (the array is not what a client sends).
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
  if (!(item instanceof z.ZodEnum)) return list;
  const one = `(?:${item.options.map((value) => String(value).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`;
  return list.meta({ pattern: `^(?:\\s*${one}\\s*(?:,\\s*${one}\\s*)*)?$` });
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
 * Keyset (cursor) paging (docs/adr/0014-keyset-paging.md): `after` is the `next` of the page
 * before (opaque: the last row's sort key and id); no page numbers, no total.
 */
export const cursorQuery = z.object({
  after: z.string().min(1).max(200).optional(),
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
