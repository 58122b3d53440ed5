import { afterAll, beforeAll } from 'vitest';
import type { ServiceConfig } from '../config.ts';
import type { ServiceDefinition } from '../service.ts';
import { buildTestService, type TestService } from './service.ts';

/**
 * A value a test file builds once in `beforeAll` (and takes down in `afterAll`), declared at the
 * top of the file with one line: `const service = useTestService(marketplace)`. Its properties
 * are read from the built value; reading one before `beforeAll` ran throws.
 */
export function useBeforeAll<T extends object>(
  build: () => Promise<T>,
  close?: (value: T) => Promise<void>,
): T {
  let value: T | undefined;
  beforeAll(async () => {
    value = await build();
  });
  if (close)
    afterAll(async () => {
      if (value) await close(value);
    });
  return new Proxy({} as T, {
    get(_target, key) {
      if (!value) throw new Error(`read ${String(key)} before beforeAll built it`);
      return Reflect.get(value, key);
    },
  });
}

/** One service for the whole test file, against the harness's database and storage. */
export const useTestService = <C extends ServiceConfig, S>(
  definition: ServiceDefinition<C, S>,
  env: Record<string, string> = {},
): TestService =>
  useBeforeAll(
    () => buildTestService(definition, env),
    (service) => service.close(),
  );
