import { createDecipheriv, createECDH, hkdfSync, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the push service received. */
export interface Received {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/**
 * A device as a browser holds it: its P-256 key pair and auth secret, whose public half is the
 * subscription's `keys`; it can open what a push service hands it.
 */
export class TestDevice {
  readonly ecdh: ECDH = createECDH('prime256v1');
  readonly auth = randomBytes(16);
  readonly endpoint: string;

  constructor(endpoint: string) {
    this.endpoint = endpoint;
    this.ecdh.generateKeys();
  }

  /** The PushSubscription's JSON, as `subscription.toJSON()` gives it. */
  get subscription() {
    return {
      endpoint: this.endpoint,
      expirationTime: null,
      keys: {
        p256dh: this.ecdh.getPublicKey('base64url'),
        auth: this.auth.toString('base64url'),
      },
    };
  }

  /** Decrypts an aes128gcm message (RFC 8188, with RFC 8291's keys): the pushed text. */
  open(body: Buffer): string {
    const salt = body.subarray(0, 16);
    const idLength = body.readUInt8(20);
    const senderKey = body.subarray(21, 21 + idLength);
    const records = body.subarray(21 + idLength);
    const shared = this.ecdh.computeSecret(senderKey);
    const keyInfo = Buffer.concat([
      Buffer.from('WebPush: info\0'),
      this.ecdh.getPublicKey(),
      senderKey,
    ]);
    const ikm = Buffer.from(hkdfSync('sha256', shared, this.auth, keyInfo, 32));
    const cek = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16));
    const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12));
    const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
    decipher.setAuthTag(records.subarray(-16));
    const padded = Buffer.concat([decipher.update(records.subarray(0, -16)), decipher.final()]);
    // The last record ends with the delimiter 2, then padding zeros.
    const end = padded.lastIndexOf(2);
    return padded.subarray(0, end).toString('utf8');
  }
}

/**
 * A local stand-in for a browser vendor's push service: records every request and answers each
 * path with the next of its planned statuses (201 once they run out).
 */
export class TestPushService {
  readonly received: Received[] = [];
  private plans = new Map<string, number[]>();
  private server: Server;
  base = '';

  private constructor() {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const path = request.url ?? '/';
        this.received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
        response.statusCode = this.plans.get(path)?.shift() ?? 201;
        response.end();
      });
    });
  }

  static async start(): Promise<TestPushService> {
    const service = new TestPushService();
    await new Promise<void>((resolve) => service.server.listen(0, '127.0.0.1', resolve));
    service.base = `http://127.0.0.1:${(service.server.address() as AddressInfo).port}`;
    return service;
  }

  /** A new device subscribed at this push service, under its own path. */
  device(name: string): TestDevice {
    return new TestDevice(`${this.base}/push/${name}`);
  }

  /** The statuses the next requests to a device's address get. */
  plan(device: TestDevice, statuses: number[]): void {
    this.plans.set(new URL(device.endpoint).pathname, [...statuses]);
  }

  to(device: TestDevice): Received[] {
    const path = new URL(device.endpoint).pathname;
    return this.received.filter((request) => request.path === path);
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
