import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { uploadFile } from '@boatcare/shared-domain/schemas/common';
import { JOB_POST_IMAGES } from '@boatcare/shared-domain/schemas/job-post';
import { HttpError } from '../errors.ts';
import { englishMessage } from '../messages.ts';

export interface UploadedFile {
  fieldname: string;
  buffer: Buffer;
}

export interface UploadLimits {
  fileSize: number;
  files: number;
  fields: number;
  fieldSize: number;
  parts: number;
}

/** The translation keys of an area's own refusals; the rest are the kit's generic ones. */
export interface UploadErrorKeys {
  fileCount: string;
  tooLarge: string;
  notMultipart: string;
}

export interface MultipartForm {
  fields: Record<string, string>;
  files: UploadedFile[];
}

/** Limits for one request: photos at most 10 MB each and at most four; text fields small. */
export const UPLOAD_LIMITS: UploadLimits = {
  fileSize: JOB_POST_IMAGES.maxBytes,
  files: JOB_POST_IMAGES.max,
  fields: 40,
  fieldSize: 64 * 1024,
  parts: 50,
};

/** The multipart plugin's own errors, as translated answers. */
const errorsOf = (keys: UploadErrorKeys): Record<string, [number, string]> => ({
  FST_FILES_LIMIT: [400, keys.fileCount],
  FST_REQ_FILE_TOO_LARGE: [413, keys.tooLarge],
  FST_PARTS_LIMIT: [413, 'errors.http413'],
  FST_FIELDS_LIMIT: [413, 'errors.http413'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, keys.notMultipart],
  FST_INVALID_JSON_FIELD_ERROR: [400, 'errors.http400'],
  FST_PROTO_VIOLATION: [400, 'errors.http400'],
});

const BROKEN_FORM = /^(Multipart: |Boundary required|The needle|Unexpected end of multipart)/;

/**
 * Reads a whole multipart request into memory within the limits: text fields by name, files
 * in order. Nothing is stored here; a limit broken anywhere refuses the whole request.
 * The route's scope must have registered `@fastify/multipart`.
 */
export async function readMultipart(
  request: FastifyRequest,
  keys: UploadErrorKeys,
  limits: UploadLimits = UPLOAD_LIMITS,
): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new HttpError(415, keys.notMultipart);
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type === 'file')
        files.push({ fieldname: part.fieldname, buffer: await part.toBuffer() });
      else fields[part.fieldname] = String(part.value ?? '');
    }
  } catch (error) {
    const known = errorsOf(keys)[(error as { code?: string }).code ?? ''];
    if (known) throw new HttpError(known[0], known[1]);
    // The parser's own refusals of a broken form carry no code: no boundary, an empty or
    // over-long one (its "needle"), a form cut short.
    if (BROKEN_FORM.test((error as Error).message ?? '')) {
      throw new HttpError(400, 'errors.http400');
    }
    throw error;
  }
  // What the JSON bodies' check refuses (plugins/body-shape.ts): the database cannot store it.
  const texts = [...Object.entries(fields).flat(), ...files.map((file) => file.fieldname)];
  if (texts.some((text) => text.includes('\u0000')))
    throw new HttpError(400, 'errors.nulCharacter');
  refuseUnknownParts(request, [...Object.keys(fields), ...files.map((file) => file.fieldname)]);
  refuseTextForFiles(request, Object.keys(fields));
  return { fields, files };
}

/**
 * The parts the route's declared form names (route() puts it in the route's config), or
 * undefined when it takes any (a `catchall`) or declares none.
 */
function namedParts(request: FastifyRequest): Set<string> | undefined {
  const form = request.routeOptions.config.form;
  const def = form?._zod.def;
  if (def?.type !== 'object') return undefined;
  const catchall = (def as z.core.$ZodObjectDef).catchall;
  if (catchall && catchall._zod.def.type !== 'never') return undefined;
  return new Set(Object.keys((def as z.core.$ZodObjectDef).shape));
}

/** A file part of a form's shape: `uploadFile`, optional or a list of them. */
function isFilePart(schema: z.core.$ZodType): boolean {
  const def = schema._zod.def;
  if (def.type === 'optional') return isFilePart((def as z.core.$ZodOptionalDef).innerType);
  if (def.type === 'array') return isFilePart((def as z.core.$ZodArrayDef).element);
  return schema === uploadFile;
}

/**
 * A part the form documents as a file (`format: binary`) sent as text is refused: the route
 * reads files only, so the text was ignored and an invalid form accepted.
 */
function refuseTextForFiles(request: FastifyRequest, texts: string[]): void {
  const def = request.routeOptions.config.form?._zod.def;
  if (def?.type !== 'object') return;
  const shape = (def as z.core.$ZodObjectDef).shape;
  const wrong = texts.filter((name) => Object.hasOwn(shape, name) && isFilePart(shape[name]!));
  if (wrong.length === 0) return;
  const message = englishMessage('errors.filePartExpected');
  throw new HttpError(
    400,
    'errors.filePartExpected',
    `${wrong[0]}: ${message}`,
    wrong.map((path) => ({ path, code: 'errors.filePartExpected', message })),
  );
}

/** A form is closed, as its document states it (`additionalProperties: false`). */
function refuseUnknownParts(request: FastifyRequest, names: string[]): void {
  const named = namedParts(request);
  const unknown = named ? [...new Set(names.filter((name) => !named.has(name)))] : [];
  if (unknown.length === 0) return;
  const message = englishMessage('errors.unknownPart');
  throw new HttpError(
    400,
    'errors.unknownPart',
    `${unknown[0]}: ${message}`,
    unknown.map((path) => ({ path, code: 'errors.unknownPart', message })),
  );
}

const isKey = (message: string) => /^[a-z][\w]*(\.[\w]+)+$/i.test(message);

/** Field checks a route makes itself, answered like the kit's own validation errors. */
export function fieldErrors(issues: { path: PropertyKey[]; message: string }[]): HttpError {
  const details = issues.map((issue) => {
    const code = isKey(issue.message) ? issue.message : 'errors.validation';
    return {
      path: issue.path.map(String).join('.'),
      code,
      message: englishMessage(code, issue.message),
    };
  });
  const first = details[0];
  return new HttpError(400, first?.code ?? 'errors.validation', first?.message, details);
}
