import { useCallback, useRef } from 'react';
import {
  get,
  useForm,
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
  type Resolver,
  type TriggerConfig,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { fieldFailures, serverCode } from '../i18n/errorText.ts';

/** The first of the named fields in the page's order; names without an element come last. */
function firstOnPage<Name extends string>(names: Name[]): Name | undefined {
  const placed = names.map((name) => ({ name, element: document.getElementsByName(name)[0] }));
  placed.sort((a, b) => {
    if (!a.element || !b.element) return a.element ? -1 : b.element ? 1 : 0;
    return a.element.compareDocumentPosition(b.element) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
  });
  return placed[0]?.name;
}

type FormSchema = z.ZodType<FieldValues, FieldValues>;
type In<S extends FormSchema> = z.input<S>;
type Out<S extends FormSchema> = z.output<S>;

/** zodResolver for the form's schema or a part of it (its overloads cannot follow a generic). */
const resolverOf = <S extends FormSchema>(schema: FormSchema): Resolver<In<S>, unknown, Out<S>> =>
  zodResolver(schema as never) as never;

export interface SchemaFormOptions<S extends FormSchema> extends Omit<
  UseFormProps<In<S>, unknown, Out<S>>,
  'resolver'
> {
  /**
   * Where the server's field paths land when they differ from the form's: the picked place's
   * parts (`{ location: 'place', latitude: 'place' }`), a renamed field. Paths the form has
   * land on themselves.
   */
  serverPaths?: Partial<Record<string, FieldPath<In<S>>>>;
}

export interface SchemaForm<S extends FormSchema> extends UseFormReturn<In<S>, unknown, Out<S>> {
  /** The field's error in the reader's language (the schemas' messages are translation keys). */
  errorOf(name: FieldPath<In<S>>): string | undefined;
  /** `register(name)` plus its translated `error`, for the shared `TextField` and friends. */
  field(
    name: FieldPath<In<S>>,
    options?: RegisterOptions<In<S>, FieldPath<In<S>>>,
  ): ReturnType<UseFormReturn<In<S>>['register']> & { error: string | undefined };
  /**
   * Puts the server's per-field reasons of a refused save on the fields, and moves focus to the
   * first of them on the page (as a refused client check does); answers whether any landed, so a
   * caller can leave out a second, general message. `otherwise`: the field that takes the
   * server's reason when it names no field (sign-in's "Email or password is incorrect.").
   */
  showServerErrors(error: unknown, otherwise?: FieldPath<In<S>>): boolean;
  /**
   * `trigger(names)` checked by `part`, a narrower schema holding those fields (a `pick` of the
   * form's), instead of the whole schema: a wizard's Next checks its step's fields only.
   */
  triggerWith(
    part: FormSchema,
    names: FieldPath<In<S>>[],
    options?: TriggerConfig,
  ): Promise<boolean>;
}

/**
 * The one form engine: react-hook-form checked by a zod schema, which is the shared-domain
 * schema of the entity narrowed with `pick`/`extend` (never a second definition), so limits
 * and messages match the server's. Focus moves to the first invalid field, from the browser's
 * check or the server's.
 */
export function useSchemaForm<S extends FormSchema>(
  schema: S,
  { serverPaths = {}, ...options }: SchemaFormOptions<S> = {},
): SchemaForm<S> {
  const { t } = useTranslation();
  // The schema a check runs with: the form's, or a part of it during `triggerWith`.
  const part = useRef<FormSchema | null>(null);
  const form = useForm<In<S>, unknown, Out<S>>({
    ...options,
    resolver: (values, context, resolverOptions) =>
      resolverOf<S>(part.current ?? schema)(values, context, resolverOptions),
  });
  const { formState, register, setError, setFocus, getValues, trigger } = form;
  // The caller's map is usually a new literal each render; read the latest without re-deriving.
  const paths = useRef(serverPaths);
  paths.current = serverPaths;

  const errorOf = useCallback(
    (name: FieldPath<In<S>>) => {
      // The errors alone: reading a field's whole state would also subscribe the form's host to
      // the touched and dirty fields, rendering it again on a field's first key and every blur.
      const error: { message?: string } | undefined = get(formState.errors, name);
      const message = error?.message;
      return message ? t(message) : undefined;
    },
    [formState, t],
  );

  const showServerErrors = useCallback(
    (error: unknown, otherwise?: FieldPath<In<S>>) => {
      const values = getValues() as Record<string, unknown>;
      const landed = fieldFailures(error)
        .map(({ path, code }) => ({
          name: paths.current[path] ?? (path in values ? (path as FieldPath<In<S>>) : undefined),
          code,
        }))
        .filter((failure): failure is { name: FieldPath<In<S>>; code: string } =>
          Boolean(failure.name),
        );
      const code = serverCode(error);
      if (!landed.length && otherwise && code) landed.push({ name: otherwise, code });
      landed.forEach(({ name, code: message }) => setError(name, { type: 'server', message }));
      const first = firstOnPage(landed.map(({ name }) => name));
      if (first) setFocus(first);
      return landed.length > 0;
    },
    [getValues, setError, setFocus],
  );

  // One object for the form's life, as react-hook-form's own: a form in an effect's or a
  // callback's dependencies does not change on every render. Its members are the latest.
  const engine = useRef<SchemaForm<S> | null>(null);
  engine.current = Object.assign(engine.current ?? ({} as SchemaForm<S>), form, {
    errorOf,
    field: (
      name: FieldPath<In<S>>,
      registerOptions?: RegisterOptions<In<S>, FieldPath<In<S>>>,
    ) => ({
      ...register(name, registerOptions),
      error: errorOf(name),
    }),
    showServerErrors,
    triggerWith(narrower: FormSchema, names: FieldPath<In<S>>[], triggerOptions?: TriggerConfig) {
      // react-hook-form calls the resolver before trigger's first await: the part is read then.
      part.current = narrower;
      try {
        return trigger(names, triggerOptions);
      } finally {
        part.current = null;
      }
    },
  });
  return engine.current;
}
