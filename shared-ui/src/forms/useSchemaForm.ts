import { useCallback, useRef } from 'react';
import {
  useForm,
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { fieldFailures } from '../i18n/errorText.ts';

type FormSchema = z.ZodType<FieldValues, FieldValues>;
type In<S extends FormSchema> = z.input<S>;
type Out<S extends FormSchema> = z.output<S>;

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
   * Puts the server's per-field reasons of a refused save on the fields (the first one gets
   * focus); answers whether any landed, so a caller can leave out a second, general message.
   */
  showServerErrors(error: unknown): boolean;
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
  const form = useForm<In<S>, unknown, Out<S>>({
    ...options,
    resolver: zodResolver(schema as never) as never,
  });
  const { getFieldState, formState, register, setError, getValues } = form;
  // The caller's map is usually a new literal each render; read the latest without re-deriving.
  const paths = useRef(serverPaths);
  paths.current = serverPaths;

  const errorOf = useCallback(
    (name: FieldPath<In<S>>) => {
      const message = getFieldState(name, formState).error?.message;
      return message ? t(message) : undefined;
    },
    [getFieldState, formState, t],
  );

  const showServerErrors = useCallback(
    (error: unknown) => {
      const values = getValues() as Record<string, unknown>;
      const landed = fieldFailures(error)
        .map(({ path, code }) => ({
          name: paths.current[path] ?? (path in values ? (path as FieldPath<In<S>>) : undefined),
          code,
        }))
        .filter((failure): failure is { name: FieldPath<In<S>>; code: string } =>
          Boolean(failure.name),
        );
      landed.forEach(({ name, code }, index) =>
        setError(name, { message: code }, { shouldFocus: index === 0 }),
      );
      return landed.length > 0;
    },
    [getValues, setError],
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
  });
  return engine.current;
}
