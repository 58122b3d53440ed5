import { Types } from 'mongoose';
import { keysetPage } from '@boatcare/server-kit';
import { LedgerEntryModel, type LedgerEntryRecord } from '@boatcare/server-kit/models';
import { ledgerBalances } from '@boatcare/shared-domain/pricing';
import {
  type LedgerKind,
  type LedgerQuery,
  type LedgerResponse,
  type ShareState,
} from '@boatcare/shared-domain/schemas/ledger';

function filterOf(query: LedgerQuery): Record<string, unknown> {
  const filter: Record<string, unknown> = {};
  if (query.kind) filter.kind = query.kind;
  if (query.jobId) filter.job = new Types.ObjectId(query.jobId);
  if (query.providerId) filter.provider = new Types.ObjectId(query.providerId);
  if (query.ownerId) filter.owner = new Types.ObjectId(query.ownerId);
  if (query.from || query.to) {
    const range: Record<string, Date> = {};
    if (query.from) range.$gte = new Date(`${query.from}T00:00:00.000Z`);
    if (query.to) range.$lte = new Date(`${query.to}T23:59:59.999Z`);
    filter.created_date = range;
  }
  return filter;
}

/**
 * The sums of the entries matching a filter, per kind and share state. Grouped with one $sum
 * accumulator and counted in code (FerretDB v1 miscounts some groups with several).
 */
export async function ledgerSums(filter: Record<string, unknown>) {
  const groups = await LedgerEntryModel.aggregate<{
    _id: { kind: LedgerKind; state: ShareState | null };
    amount: number;
  }>([
    { $match: filter },
    { $group: { _id: { kind: '$kind', state: '$state' }, amount: { $sum: '$amount' } } },
  ]);
  return groups.map((group) => ({
    kind: group._id.kind,
    state: group._id.state ?? null,
    amount: group.amount,
  }));
}

const entryOut = (entry: LedgerEntryRecord) => ({
  id: String(entry._id),
  jobId: String(entry.job),
  kind: entry.kind,
  amount: entry.amount,
  state: entry.state ?? null,
  ownerId: String(entry.owner),
  providerId: String(entry.provider),
  reference: entry.reference ?? null,
  created_date: entry.created_date.toISOString(),
});

/**
 * The admin's ledger: a page of entries after the cursor, newest first (keyset: no skip, no
 * count), and the totals of the whole filter (what makes the ledger reconcile).
 */
export async function ledgerPage(query: LedgerQuery): Promise<LedgerResponse> {
  const filter = filterOf(query);
  const [page, sums] = await Promise.all([
    keysetPage(
      (where, sort, n) =>
        LedgerEntryModel.find(where).sort(sort).limit(n).lean<LedgerEntryRecord[]>(),
      { filter, after: query.after, limit: query.limit },
    ),
    ledgerSums(filter),
  ]);
  return { items: page.items.map(entryOut), next: page.next, totals: ledgerBalances(sums) };
}
