import { generateKeyPairSync, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { UserType } from '@boatcare/shared-domain/core';
import { loadConfig, type ServiceConfig } from '../config.ts';
import { UserModel } from '../models/user.ts';
import { hashPassword } from '../passwords.ts';
import { buildService, type ServiceDefinition } from '../service.ts';

const keys = generateKeyPairSync('ec', {
  namedCurve: 'P-256',
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});

/** Points a MongoDB URL at another database, keeping host and options. */
function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
  token: string;
}

export interface TestService {
  app: FastifyInstance;
  config: ServiceConfig;
  /** Creates a user in this service's database and signs a token for it. */
  createUser(
    props: { user_type: UserType; email?: string; password?: string } & Record<string, unknown>,
  ): Promise<TestUser>;
  close(): Promise<void>;
}

/**
 * Builds one service against the real database and object storage that the integration
 * harness started (MONGO_URL, S3_ENDPOINT), in a database of its own that is dropped after.
 */
export async function buildTestService<C extends ServiceConfig, S>(
  definition: ServiceDefinition<C, S>,
  env: Record<string, string> = {},
): Promise<TestService> {
  const { MONGO_URL, S3_ENDPOINT } = process.env;
  if (!MONGO_URL || !S3_ENDPOINT) {
    throw new Error('MONGO_URL and S3_ENDPOINT are set by the integration test harness');
  }
  const config = loadConfig(
    {
      ...process.env,
      NODE_ENV: 'test',
      PORT: '0',
      LOG_LEVEL: 'silent',
      MONGO_URL: withDatabase(MONGO_URL, `test_${randomUUID().replaceAll('-', '')}`),
      S3_BUCKET: `test-${randomUUID()}`,
      JWT_PUBLIC_KEY: keys.publicKey,
      JWT_PRIVATE_KEY: keys.privateKey,
      ...env,
    },
    definition.env,
  );
  const app = await buildService(definition, config);
  await app.ready();
  return {
    app,
    config,
    async createUser({ user_type, email, password = 'correct-horse', ...rest }) {
      const user = await UserModel.create({
        first_name: 'Test',
        last_name: `User${user_type}`,
        email: email ?? `${randomUUID()}@boatcare.test`,
        password_hash: await hashPassword(password),
        user_type,
        ...rest,
      });
      const id = String(user._id);
      return {
        id,
        email: user.email,
        password,
        token: app.signToken({ id, user_type, token_version: user.token_version }),
      };
    },
    async close() {
      await app.mongoose.connection.db?.dropDatabase();
      const keys = await app.storage.list('');
      await app.storage.remove(keys);
      await app.storage.client.removeBucket(config.S3_BUCKET);
      await app.close();
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
