import { backfillCreatedDays, type ServiceDefinition } from '@boatcare/server-kit';
import { JobPostModel } from '@boatcare/server-kit/models';
import { startNotificationWorker } from '@boatcare/server-kit/notifications';
import { apiRoutes } from './routes/api/index.ts';
import { authRoutes } from './routes/auth/index.ts';
import { bidderRoutes } from './routes/bidders/index.ts';
import { bidRoutes } from './routes/bids/index.ts';
import { imageRoutes } from './routes/images/index.ts';
import { jobRoutes } from './routes/jobs/index.ts';
import { jobPostRoutes } from './routes/jobpost/index.ts';
import { backfillGeoCells } from './migrations/geo-cells.ts';
import { autoConfirmInterval, startAutoConfirm } from './workers/auto-confirm.ts';
import { messageRoutes } from './routes/messages/index.ts';
import { reviewRoutes } from './routes/reviews/index.ts';
import { eventRoutes } from './routes/events/index.ts';

/**
 * Auth, settings, job posts, bids, orders and their work, dashboards, bidder profiles and
 * images; the auto-confirm worker runs beside the routes.
 */
export const marketplace: ServiceDefinition = {
  name: 'marketplace',
  description: 'Accounts, requests, bids, orders, dashboards and provider profiles.',
  bodyLimit: 1024 * 1024,
  routes: async (app, { config }) => {
    const celled = await backfillGeoCells();
    if (celled > 0) app.log.info({ celled }, 'requests given their nearby grid cells');
    const dated = await backfillCreatedDays(JobPostModel, 'migration:jobpost-created-days');
    if (dated > 0) app.log.info({ dated }, 'requests given their creation day');
    await app.register(authRoutes, { prefix: '/auth', config });
    await app.register(bidderRoutes, { prefix: '/bidders' });
    await app.register(apiRoutes, { prefix: '/api' });
    await app.register(jobPostRoutes, { prefix: '/jobpost' });
    await app.register(bidRoutes, { prefix: '/bids' });
    await app.register(jobRoutes, { prefix: '/jobs' });
    await app.register(imageRoutes, { prefix: '/images' });
    startAutoConfirm(app, autoConfirmInterval(config.NODE_ENV));
    await app.register(messageRoutes, { prefix: '/messages' });
    await app.register(reviewRoutes, { prefix: '/reviews' });
    await app.register(eventRoutes, { prefix: '/events', config });
    // Notification emails: from the job event log and the queue (server-kit/notifications).
    startNotificationWorker(app, config);
  },
};
