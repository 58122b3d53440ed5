import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const required = {
  PORT: '3001',
  MONGO_URL: 'mongodb://127.0.0.1:27017/boatcare',
  S3_ENDPOINT: 'http://127.0.0.1:9000',
  S3_ACCESS_KEY: 'access',
  S3_SECRET_KEY: 'secret',
  JWT_PUBLIC_KEY: '-----BEGIN PUBLIC KEY-----',
};

describe('the services configuration', () => {
  it('fills every optional variable with its documented default', () => {
    const config = loadConfig(required);
    expect(config).toMatchObject({
      PORT: 3001,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      PUBLIC_ORIGIN: 'http://localhost:8080',
      S3_REGION: 'us-east-1',
      S3_BUCKET: 'boatcare',
      JWT_ISSUER: 'boatcare',
      JWT_AUDIENCE: 'boatcare-api',
      JWT_TTL: '12h',
      SUPPORT_EMAIL: 'support@boatcare.test',
    });
    expect(config.JWT_PRIVATE_KEY).toBeUndefined();
  });

  it('stops with one line per missing or bad variable', () => {
    const attempt = () =>
      loadConfig({ ...required, MONGO_URL: undefined, S3_ENDPOINT: 'not a url', PORT: '70000' });
    expect(attempt).toThrow(/Invalid configuration/);
    expect(attempt).toThrow(/MONGO_URL/);
    expect(attempt).toThrow(/S3_ENDPOINT/);
    expect(attempt).toThrow(/PORT/);
    expect(() => loadConfig({ ...required, LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });
});
