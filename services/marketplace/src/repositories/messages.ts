import { Types } from 'mongoose';
import { claimOnce, conflict, notFound, now, releaseOnce, type Caller } from '@boatcare/server-kit';
import { notifyQuietly } from '@boatcare/server-kit/notifications';
import { emitUserEvent } from '@boatcare/server-kit/events';
import { UserType } from '@boatcare/shared-domain/core';
import {
  type PostMessages,
  type PublicQuestion,
  type ThreadMessage,
} from '@boatcare/shared-domain/schemas/message';
import {
  JobModel,
  JobPostModel,
  MessageModel,
  type MessageRecord,
} from '@boatcare/server-kit/models';
import { maskContactDetails } from '../messages/mask.ts';
import { OPEN_STATUSES, type JobPostRecord } from './job-posts.ts';
import { providerMaySee } from './nearby-visibility.ts';
import { bidderView, peopleByIds, type Person } from './people.ts';
import { avatarUrlOf } from './avatars.ts';

type MessageRow = MessageRecord & { _id: Types.ObjectId };
type Log = { error: (obj: object, msg: string) => void };

interface Access {
  post: JobPostRecord;
  owner: boolean;
  /** Open for offers and no bid accepted: questions may be asked and answered. */
  open: boolean;
  job: { _id: Types.ObjectId; auctioneer: Types.ObjectId; bidder: Types.ObjectId } | null;
}

/**
 * Who may read a request's messages: its owner; a provider while it is open for offers or
 * once they have bid on it (as for the request itself). Anyone else: 404.
 */
async function accessTo(caller: Caller, postId: string): Promise<Access> {
  const post = await JobPostModel.findById(postId).lean<JobPostRecord>();
  if (!post) throw notFound('jobPost.notFound');
  const open = OPEN_STATUSES.includes(post.status ?? 'active') && !post.acceptedBid;
  const job = await JobModel.findOne({ jobPost: post._id }, { auctioneer: 1, bidder: 1 }).lean<
    Access['job']
  >();
  const owner = caller.userType === UserType.Customer && String(post.auctioneer) === caller.userId;
  if (owner) return { post, owner, open, job };
  if (caller.userType !== UserType.Provider) throw notFound('jobPost.notFound');
  if (!(await providerMaySee(caller.userId, post._id))) throw notFound('jobPost.notFound');
  return { post, owner, open, job };
}

const isParty = (access: Access, caller: Caller) =>
  !!access.job &&
  (String(access.job.auctioneer) === caller.userId || String(access.job.bidder) === caller.userId);

/** An owner writes under their first name, a provider under their business title. */
function authorOf(row: MessageRow, access: Access, people: Map<string, Person>) {
  const person = people.get(String(row.from));
  return String(row.from) === String(access.post.auctioneer)
    ? (person?.first_name ?? '')
    : bidderView(person).title;
}

/** A provider's logo shows to all who see the message; the owner's picture to their job's parties. */
function avatarOf(row: MessageRow, caller: Caller, access: Access, people: Map<string, Person>) {
  const byOwner = String(row.from) === String(access.post.auctioneer);
  if (byOwner && !isParty(access, caller)) return undefined;
  return avatarUrlOf(people.get(String(row.from)));
}

function viewOf(row: MessageRow, caller: Caller, access: Access, people: Map<string, Person>) {
  return {
    id: String(row._id),
    kind: row.kind,
    author: authorOf(row, access, people),
    authorAvatarUrl: avatarOf(row, caller, access, people),
    mine: String(row.from) === caller.userId,
    text: row.text,
    created_date: new Date(row.created_date).toISOString(),
  } satisfies ThreadMessage;
}

/**
 * GET /messages/post/{id}: the public questions (the owner sees all; a provider their own and
 * every answered one) and, for the job's two parties, their private thread. What the caller
 * is shown is marked read.
 */
export async function messagesFor(caller: Caller, postId: string): Promise<PostMessages> {
  const access = await accessTo(caller, postId);
  const rows = await MessageModel.find({ jobPost: access.post._id })
    .sort({ created_date: 1 })
    .lean<MessageRow[]>();
  const people = await peopleByIds(rows.map((row) => row.from));
  const view = (row: MessageRow) => viewOf(row, caller, access, people);
  const answers = new Map(
    rows.filter((row) => row.kind === 'answer').map((row) => [String(row.replyTo), row]),
  );
  const questions: PublicQuestion[] = rows
    .filter((row) => row.kind === 'question')
    .filter(
      (row) => access.owner || String(row.from) === caller.userId || answers.has(String(row._id)),
    )
    .map((row) => {
      const answer = answers.get(String(row._id));
      return { ...view(row), answer: answer ? view(answer) : null };
    });
  const party = isParty(access, caller);
  const thread = party ? rows.filter((row) => row.kind === 'private').map(view) : null;
  await MessageModel.updateMany(
    { jobPost: access.post._id, to: caller.userId, read_date: null },
    { $set: { read_date: now() } },
  );
  return {
    questions,
    thread,
    canAsk: caller.userType === UserType.Provider && access.open,
    canAnswer: access.owner && access.open,
  };
}

/** POST /messages/post/{id}/questions: a provider's public question, contact details masked. */
export async function askQuestion(caller: Caller, postId: string, text: string, log: Log) {
  const access = await accessTo(caller, postId);
  if (caller.userType !== UserType.Provider) throw notFound('jobPost.notFound');
  if (!access.open) throw conflict('messages.closed');
  const row = await MessageModel.create({
    jobPost: access.post._id,
    kind: 'question',
    from: caller.userId,
    to: access.post.auctioneer,
    text: maskContactDetails(text).text,
    created_date: now(),
  });
  await notifyQuietly(
    {
      kind: 'questionReceived',
      source: `question:${String(row._id)}`,
      receiver: String(access.post.auctioneer),
      values: { title: access.post.boatName ?? '', text: row.text },
      path: `requests/${postId}`,
    },
    log,
  );
  await emitUserEvent(
    {
      to: access.post.auctioneer,
      kind: 'questionReceived',
      source: `question:${String(row._id)}`,
      screen: 'requestDetail',
      params: { id: postId },
      subject: { post: postId, message: String(row._id) },
      data: { title: access.post.boatName ?? '' },
    },
    log,
  );
  const people = await peopleByIds([row.from]);
  return viewOf(row.toObject<MessageRow>(), caller, access, people);
}

/** POST /messages/questions/{id}/answer: the owner's one public answer, contact details masked. */
export async function answerQuestion(caller: Caller, questionId: string, text: string) {
  const question = await MessageModel.findOne({
    _id: questionId,
    kind: 'question',
  }).lean<MessageRow>();
  if (!question) throw notFound('messages.notFound');
  const access = await accessTo(caller, String(question.jobPost));
  if (!access.owner) throw notFound('messages.notFound');
  if (!access.open) throw conflict('messages.closed');
  const key = `answer:${questionId}`;
  if (!(await claimOnce(key))) throw conflict('messages.alreadyAnswered');
  try {
    const row = await MessageModel.create({
      jobPost: access.post._id,
      kind: 'answer',
      replyTo: question._id,
      from: caller.userId,
      to: question.from,
      text: maskContactDetails(text).text,
      created_date: now(),
    });
    const postId = String(access.post._id);
    await emitUserEvent({
      to: question.from,
      kind: 'answerReceived',
      source: `answer:${String(row._id)}`,
      screen: 'supplierJobDetail',
      params: { id: postId },
      subject: { post: postId, message: String(row._id) },
      data: { title: access.post.boatName ?? '' },
    });
    const people = await peopleByIds([row.from]);
    return viewOf(row.toObject<MessageRow>(), caller, access, people);
  } catch (error) {
    await releaseOnce(key);
    throw error;
  }
}

/** POST /messages/post/{id}/private: a message in the job's thread, for its two parties only. */
export async function sendPrivate(caller: Caller, postId: string, text: string) {
  const access = await accessTo(caller, postId);
  if (!access.job || !isParty(access, caller)) throw notFound('messages.noThread');
  const other =
    String(access.job.auctioneer) === caller.userId ? access.job.bidder : access.job.auctioneer;
  const row = await MessageModel.create({
    jobPost: access.post._id,
    job: access.job._id,
    kind: 'private',
    from: caller.userId,
    to: other,
    text,
    created_date: now(),
  });
  await emitUserEvent({
    to: other,
    kind: 'messageReceived',
    source: `message:${String(row._id)}`,
    screen:
      String(other) === String(access.post.auctioneer) ? 'requestDetail' : 'supplierJobDetail',
    params: { id: postId },
    subject: { post: postId, job: String(access.job._id), message: String(row._id) },
    data: { title: access.post.boatName ?? '' },
  });
  const people = await peopleByIds([row.from]);
  return viewOf(row.toObject<MessageRow>(), caller, access, people);
}

/** GET /messages/unread: messages to the caller not yet read. */
export const unreadCount = (caller: Caller) =>
  MessageModel.countDocuments({ to: caller.userId, read_date: null });
