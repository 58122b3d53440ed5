import { isIP } from 'node:net';

/** 127.0.0.0/8, ::1 and their IPv4-mapped form. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (plain === '::1') return true;
  return isIP(plain) === 4 && plain.startsWith('127.');
}

/**
 * True only when the caller and every hop that forwarded it are on this machine: the socket's
 * peer and each `X-Forwarded-For` entry. The gateway replaces `X-Forwarded-For` with its own
 * peer, so a request from another machine through the gateway is not loopback, and neither is
 * one that reaches a service directly from elsewhere (whatever headers it sends).
 */
export function isLoopbackRequest(request: {
  ips?: string[] | undefined;
  ip: string;
  socket: { remoteAddress?: string | undefined };
}): boolean {
  const hops = [request.socket.remoteAddress, request.ip, ...(request.ips ?? [])];
  return hops.every((hop) => isLoopbackAddress(hop));
}
