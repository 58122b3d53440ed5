import { backfillCreatedDays, type ServiceDefinition } from '@boatcare/server-kit';
import { JobPostModel } from '@boatcare/server-kit/models';
import { startNotificationWorker } from '@boatcare/server-kit/notifications';
import { apiRoutes } from './routes/api/index.ts';
import { authRoutes } from './routes/auth/index.ts';
import { bidderRoutes } from './routes/bidders/index.ts';
import { bidRoutes } from './routes/bids/index.ts';
import { boatRoutes } from './routes/boats/index.ts';
import { imageRoutes } from './routes/images/index.ts';
import { setImageSigningKey } from './repositories/images.ts';
import { jobRoutes } from './routes/jobs/index.ts';
import { jobPostRoutes } from './routes/jobpost/index.ts';
import { backfillGeoCells } from './migrations/geo-cells.ts';
import { boatsFromRequests } from './migrations/boats.ts';
import { markDeletedNames } from './migrations/deleted-names.ts';
import { addMissingVariants } from './migrations/image-variants.ts';
import { autoConfirmInterval, startAutoConfirm } from './workers/auto-confirm.ts';
import { careReminderInterval, startCareReminders } from './workers/boats-care.ts';
import { personalDataInterval, startPersonalDataWorker } from './workers/personal-data.ts';
import { messageRoutes } from './routes/messages/index.ts';
import { reviewRoutes } from './routes/reviews/index.ts';
import { eventRoutes } from './routes/events/index.ts';
import { pushRoutes } from './routes/push/index.ts';
import { personalDataRoutes } from './personal-data/routes.ts';
import { planRoutes } from './routes/plans/index.ts';

/**
 * Auth, settings, job posts, bids, orders and their work, dashboards, bidder profiles and
 * images; the auto-confirm and notification workers run beside the routes.
 */
export const marketplace: ServiceDefinition = {
  name: 'marketplace',
  description: 'Accounts, requests, bids, orders, dashboards and provider profiles.',
  bodyLimit: 1024 * 1024,
  migrations: [
    { done: 'requests given their nearby grid cells', run: backfillGeoCells },
    {
      done: 'requests given their creation day',
      run: () => backfillCreatedDays(JobPostModel, 'migration:jobpost-created-days'),
    },
    { done: 'requests linked to boats', run: boatsFromRequests },
    { done: 'deleted accounts named by the marker', run: markDeletedNames },
  ],
  routes: async (app, { config }) => {
    if (config.JWT_PRIVATE_KEY) setImageSigningKey(config.JWT_PRIVATE_KEY);
    await app.register(authRoutes, { config });
    await app.register(bidderRoutes);
    await app.register(apiRoutes);
    await app.register(jobPostRoutes);
    await app.register(bidRoutes);
    await app.register(jobRoutes);
    await app.register(planRoutes);
    await app.register(imageRoutes);
    await app.register(messageRoutes);
    await app.register(reviewRoutes);
    await app.register(eventRoutes, { config });
    await app.register(pushRoutes, { config });
    await app.register(boatRoutes);
    await app.register(personalDataRoutes);
  },
  workers: (app, { config }) => {
    startAutoConfirm(app, autoConfirmInterval(config.NODE_ENV));
    // Boats' care reminders (coating life, engine service) through the notification queue.
    startCareReminders(app, careReminderInterval(config.NODE_ENV));
    // Personal data archives: made in the background, deleted when they expire.
    startPersonalDataWorker(app, personalDataInterval(config.NODE_ENV));
    // Notification emails and pushes: from the job event log, the user event feed and the queue
    // (server-kit/notifications).
    startNotificationWorker(app, config);
    // Photos stored before their AVIF/WebP variants get them once, in the background.
    addMissingVariants(app).then(
      (changed) => changed > 0 && app.log.info({ changed }, 'photos given their variants'),
      (error: unknown) => app.log.error({ err: error }, 'image variants migration failed'),
    );
  },
};
