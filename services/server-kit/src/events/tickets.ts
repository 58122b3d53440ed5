import { createHash, randomBytes } from 'node:crypto';
import { now } from '../clock.ts';
import { EventTicketModel } from '../models/event-ticket.ts';

/** How long a ticket opens a stream. */
export const EVENT_TICKET_TTL_S = 30;

const digest = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/**
 * A single-use ticket for one event stream of this user. EventSource cannot send an
 * Authorization header, and a session token in a URL would be written to logs and history: a
 * ticket in the URL opens one stream within 30 s and nothing else.
 */
export async function issueEventTicket(userId: string) {
  const at = now();
  await EventTicketModel.deleteMany({ expires_date: { $lt: at } });
  const ticket = randomBytes(32).toString('base64url');
  await EventTicketModel.create({
    _id: digest(ticket),
    user: userId,
    expires_date: new Date(at.getTime() + EVENT_TICKET_TTL_S * 1000),
  });
  return { ticket, expires_in: EVENT_TICKET_TTL_S };
}

/** The user a ticket is for, taking it (it opens one stream); null if unknown, used or expired. */
export async function takeEventTicket(ticket: string): Promise<string | null> {
  const id = digest(ticket);
  const row = await EventTicketModel.findOne({ _id: id, expires_date: { $gt: now() } }).lean();
  if (!row) return null;
  // Of two requests with one ticket, only the one whose delete removed it goes on.
  const taken = await EventTicketModel.deleteOne({ _id: id });
  return taken.deletedCount === 1 ? String(row.user) : null;
}
