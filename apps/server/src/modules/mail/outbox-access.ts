import type { FastifyRequest } from 'fastify';
import type { TOutboxAccess } from '#src/config';
import { hostnameOf, isLoopbackHost } from '#src/lib/loopback';

const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip'];

/**
 * Whether this request may read the outbox. "This machine" is a loopback connection naming a
 * local host with no proxy header: a reverse proxy on the same machine also connects from
 * loopback, but it names the public host or says whom it forwards for.
 */
export function canReadOutbox(access: TOutboxAccess, request: FastifyRequest): boolean {
  if (access.readers !== 'this-machine') return access.readers === 'anyone';
  return (
    isLoopbackHost(request.socket.remoteAddress ?? '') &&
    isLoopbackHost(hostnameOf(request.headers.host ?? '')) &&
    FORWARDING_HEADERS.every((name) => request.headers[name] === undefined)
  );
}

/** The start-up line saying whether the outbox page is on, for whom, and why. */
export function describeOutboxAccess(access: TOutboxAccess, publicUrl: string): string {
  const page = `${publicUrl}/api/dev/outbox`;
  switch (access.readers) {
    case 'nobody':
      return `Mail outbox page: off (${access.reason})`;
    case 'this-machine':
      return `Mail outbox page: ${page}, for requests from this machine only (${access.reason})`;
    case 'anyone':
      return `Mail outbox page: ${page}, for anyone who reaches this server (${access.reason})`;
  }
}
