import type { FastifyRequest } from 'fastify';
import { callerIfSignedIn } from '@boatcare/server-kit';
import { UserType } from '@boatcare/shared-domain/core';

/** On the spec's public reads: whether the caller is an admin, who also sees drafts. */
export const isAdmin = async (request: FastifyRequest) =>
  (await callerIfSignedIn(request))?.userType === UserType.Admin;
