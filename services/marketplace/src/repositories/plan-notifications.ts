import type { Types } from 'mongoose';
import { now } from '@boatcare/server-kit';
import { emitUserEvent, type EventLog } from '@boatcare/server-kit/events';
import { JobPostModel } from '@boatcare/server-kit/models';
import { amountValue, notifyQuietly } from '@boatcare/server-kit/notifications';
import { screenPath } from '@boatcare/shared-domain/core';
import { requestAudience } from './request-audience.ts';

/**
 * A new plan is offered to providers like a new request: every provider who would see its
 * request hears of it (the bell, and email and push by their settings). Never fails the plan.
 */
export async function notifyPlanOpened(
  plan: { _id: Types.ObjectId; jobPost: Types.ObjectId },
  log: EventLog,
): Promise<void> {
  try {
    const post = await JobPostModel.findById(plan.jobPost, {
      boatName: 1,
      location: 1,
      priorityClub: 1,
      priorityUntil: 1,
    }).lean();
    const location = post?.location;
    if (!post || !location) return;
    const source = `plan:${String(plan._id)}`;
    const title = post.boatName ?? '';
    for (const provider of await requestAudience({ ...post, location }, now())) {
      await emitUserEvent(
        {
          to: provider,
          kind: 'planOpened',
          source,
          screen: 'supplierPlans',
          subject: { plan: String(plan._id) },
          data: { title },
        },
        log,
      );
      await notifyQuietly(
        {
          kind: 'planOpened',
          source,
          receiver: String(provider),
          values: { title },
          path: screenPath('supplierPlans'),
        },
        log,
      );
    }
  } catch (error) {
    log.error({ err: error }, 'could not tell providers of a new plan');
  }
}

/** The plan's owner hears of a new offer on it (the bell and an email), once per offer. */
export async function notifyPlanOffer(
  plan: { _id: Types.ObjectId; owner: Types.ObjectId; jobPost: Types.ObjectId },
  offer: { _id: Types.ObjectId; pricePerVisit: number },
  log: EventLog,
): Promise<void> {
  try {
    const post = await JobPostModel.findById(plan.jobPost, { boatName: 1 }).lean();
    const planId = String(plan._id);
    const source = `plan-offer:${String(offer._id)}`;
    const title = post?.boatName ?? '';
    await emitUserEvent(
      {
        to: plan.owner,
        kind: 'planOfferReceived',
        source,
        screen: 'carePlan',
        params: { id: planId },
        subject: { plan: planId },
        data: { title },
      },
      log,
    );
    await notifyQuietly(
      {
        kind: 'planOfferReceived',
        source,
        receiver: String(plan.owner),
        values: { title, ...amountValue(offer.pricePerVisit) },
        path: screenPath('carePlan', { id: planId }),
      },
      log,
    );
  } catch (error) {
    log.error({ err: error }, 'could not tell the owner of a plan offer');
  }
}
