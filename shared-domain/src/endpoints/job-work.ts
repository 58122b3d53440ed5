import { z } from 'zod';
import { UserType } from '../enums.ts';
import { idParams, uploadFile } from '../schemas/common.ts';
import {
  disputeListQuery,
  disputeListResponse,
  jobPhotoFields,
  jobPhotoParams,
  jobPhotosSaved,
  jobStatusBody,
  jobWork,
} from '../schemas/job-work.ts';
import { defineArea } from './define.ts';
import { LIMITS } from './limits.ts';

/** The work on a paid job: its state changes, before/after photos, and the admins' disputes. */
const endpoint = defineArea({
  service: 'marketplace',
  prefixes: ['/jobs'],
  tags: ['orders'],
  roles: [UserType.Admin, UserType.Customer, UserType.Provider],
  errors: [404, 409],
  limit: LIMITS.editing,
});

export const work = endpoint({
  method: 'GET',
  path: '/jobs/:id/work',
  params: idParams,
  response: jobWork,
  errors: [404],
  summary:
    'A job with its before/after photos, state changes, auto-confirm time, the refund a cancellation would give now and the changes the caller may make',
});

export const changeStatus = endpoint({
  method: 'POST',
  path: '/jobs/:id/status',
  params: idParams,
  body: jobStatusBody,
  response: jobWork,
  summary:
    'Move a job on: the provider starts (in_progress) and finishes (done, with before and after photos of every service); the owner confirms or disputes (with a reason); owner, provider or admin cancel; an admin decides a dispute (confirmed releases, cancelled refunds)',
});

export const addPhotos = endpoint({
  method: 'PUT',
  path: '/jobs/:id/photos',
  params: idParams,
  multipart: true,
  form: jobPhotoFields.extend({ image: z.array(uploadFile).min(1).max(4) }),
  response: jobPhotosSaved,
  roles: [UserType.Provider],
  summary:
    'Add 1 to 4 photos (multipart files `image`) of one ordered `service`, `phase` before or after, while the job is in progress; at most 4 per service and phase',
});

export const removePhoto = endpoint({
  method: 'DELETE',
  path: '/jobs/:id/photos/:photoId',
  params: jobPhotoParams,
  response: jobPhotosSaved,
  roles: [UserType.Provider],
  summary:
    'Remove one of the before/after photos (a wrong one) while the job is in progress; not after it is marked done',
});

export const disputes = endpoint({
  method: 'GET',
  path: '/jobs/disputes',
  query: disputeListQuery,
  response: disputeListResponse,
  roles: [UserType.Admin],
  errors: [400],
  summary:
    'Disputed jobs, open (still disputed) or decided, newest dispute first, a page after the cursor `after` (admins)',
});
