import { emitUserEvent, type EventLog } from '@boatcare/server-kit/events';
import { ClubModel, MembershipRequestModel } from '@boatcare/server-kit/models';
import type { MembershipRequest } from '@boatcare/shared-domain/schemas/membership';

/** Runs a telling without letting a failure reach the action that caused it. */
const quietly = (log: EventLog, tell: () => Promise<void>) =>
  tell().catch((error: unknown) => log.error({ err: error }, 'could not write a user event'));

/** A new request tells the club (its account), live and in its notification centre. */
export const tellClubOfRequest = (request: MembershipRequest, log: EventLog) =>
  quietly(log, async () => {
    const club = await ClubModel.findById(request.club.id, { user: 1 }).lean();
    if (!club) return;
    await emitUserEvent(
      {
        to: club.user,
        kind: 'membershipRequested',
        source: `membership:${request.id}`,
        screen: 'clubMembership',
        subject: { request: request.id, club: request.club.id },
        data: { name: `${request.user.first_name} ${request.user.last_name}`.trim() },
      },
      log,
    );
  });

/** A club's decision tells the member who asked. */
export const tellMemberOfDecision = (request: MembershipRequest, log: EventLog) =>
  quietly(log, async () => {
    const row = await MembershipRequestModel.findById(request.id, { user: 1 }).lean();
    if (!row) return;
    await emitUserEvent(
      {
        to: row.user,
        kind: 'membershipDecided',
        source: `membership-decision:${request.id}`,
        screen: 'myClub',
        subject: { request: request.id, club: request.club.id },
        data: { club: request.club.name, status: request.status },
      },
      log,
    );
  });
