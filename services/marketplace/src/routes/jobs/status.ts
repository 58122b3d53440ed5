import {
  callerOf,
  conflict,
  notFound,
  now,
  route,
  transitionJob,
  type FastifyPluginAsyncZod,
} from '@boatcare/server-kit';
import { JobPostModel } from '@boatcare/server-kit/models';
import { canTransition } from '@boatcare/shared-domain/lifecycle';
import { jobWork } from '@boatcare/shared-domain/endpoints';
import { claimClosing, releaseClosing } from '../../repositories/job-closing.ts';
import { missingPhotos, photosOf } from '../../repositories/job-photos.ts';
import { findJobFor, servicesOf, viewerOf, workOf } from '../../repositories/job-work.ts';
import { ordersOf } from '../../repositories/jobs.ts';

/**
 * GET /jobs/{id}/work and POST /jobs/{id}/status: a job's state, photos and timeline for its
 * owner, its provider and admins, and the state changes each of them may make (the machine in
 * shared-domain's job-lifecycle decides who may make which).
 */
export const jobStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, jobWork.work, {
    handler: async (request) => {
      const caller = callerOf(request);
      const job = await findJobFor(caller, request.params.id);
      if (!job) throw notFound('jobs.notFound');
      return workOf(job, viewerOf(caller));
    },
  });

  route(app, jobWork.changeStatus, {
    handler: async (request) => {
      const caller = callerOf(request);
      const { id } = request.params;
      const job = await findJobFor(caller, id);
      if (!job) throw notFound('jobs.notFound');
      const viewer = viewerOf(caller);
      const { status, reason } = request.body;
      if (!canTransition(job.status, status, viewer)) throw conflict('jobs.invalidTransition');
      const closing = status === 'done';
      // No photo is removed while "done" checks them (repositories/job-closing.ts).
      if (closing && !(await claimClosing(id))) throw conflict('jobs.alreadyChanged');
      try {
        if (closing) {
          const [order] = await ordersOf([job]);
          const missing = order ? missingPhotos(servicesOf(order), await photosOf(job._id)) : [];
          if (missing.length > 0) throw conflict('jobPhotos.incomplete');
        }
        await transitionJob(
          id,
          status,
          { role: viewer, userId: caller.userId, reason: reason || null },
          // The work's end is when the provider marks it done.
          closing ? { job_end_date: now() } : {},
        );
      } catch (error) {
        if (closing) await releaseClosing(id);
        throw error;
      }
      // A cancelled job's request is closed too (it no longer takes offers).
      if (status === 'cancelled')
        await JobPostModel.updateOne({ _id: job.jobPost }, { $set: { status: 'cancelled' } });
      const fresh = await findJobFor(caller, id);
      if (!fresh) throw notFound('jobs.notFound');
      return workOf(fresh, viewer);
    },
  });
};
