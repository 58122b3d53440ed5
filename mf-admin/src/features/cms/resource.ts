import type { ComponentType, ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { Answer, JsonEndpoint } from '@boatcare/shared-domain/endpoints/define';
import type { SchemaForm } from '@boatcare/shared-ui';

/** The CMS's kinds of content; each one's texts are under `adminCms.<area>`. */
export type CmsArea = 'pages' | 'templates' | 'strings';

type FormSchema = z.ZodType<FieldValues, FieldValues>;

/** What a resource's list shows: its rows, which one is open (`''`: a new one), and the editor. */
export interface PickerProps<L extends JsonEndpoint> {
  list: UseQueryResult<Answer<L>>;
  selected: string | null;
  onSelect(id: string | null): void;
  /** The open item's editor (or its state), placed where the list wants it. */
  editor: ReactNode;
  /** A small Delete button (with a confirm dialog) for one row; `label` is its accessible name. */
  deleteButton(id: string, label: string): ReactNode;
}

/** The fields of one item's form; `item` is null while nothing is saved under its id. */
export interface FieldsProps<S extends FormSchema, Item> {
  form: SchemaForm<S>;
  item: Item | null;
  /** A new item whose id is typed in the form. */
  isNew: boolean;
}

/**
 * One kind of CMS content, as the generic list/edit screen (CmsResourcePanel) needs it: its
 * endpoints (list, read one, save, delete, all naming the item by the path parameter `param`),
 * how the list picks an item, and the item's form (a schema narrowed from the shared one).
 */
export interface CmsResource<L extends JsonEndpoint, O extends JsonEndpoint, S extends FormSchema> {
  area: CmsArea;
  list: L;
  one: O;
  save: JsonEndpoint;
  remove: JsonEndpoint;
  param: string;
  /** The item open at first, if any; `firstOf` picks one once the list has loaded. */
  initialId?: string;
  firstOf?(answer: Answer<L>): string | undefined;
  Picker: ComponentType<PickerProps<L>>;
  schema: S;
  valuesOf(item: Answer<O> | null): DefaultValues<z.input<S>>;
  /** The id to save under (typed in the form for a new item) and the body. */
  bodyOf(values: z.output<S>, id: string): { id: string; body: unknown };
  Fields: ComponentType<FieldsProps<S, Answer<O>>>;
  /** Whether the editor offers Delete (strings are deleted from their row instead). */
  deletable(item: Answer<O> | null): boolean;
  /** `card`: the form in a card with a title and Cancel, closed once saved; else inline. */
  layout: 'inline' | 'card';
}

/**
 * The call naming one item: `{ params: { pageId: id }, body }`. Typed loosely on purpose: the
 * resource states its endpoints and `param` together, and the server checks both.
 */
export const itemArgs = (param: string, id: string, body?: unknown) =>
  ({ params: { [param]: id }, ...(body === undefined ? {} : { body }) }) as never;
