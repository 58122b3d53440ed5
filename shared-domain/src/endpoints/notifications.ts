import {
  notificationSettings,
  notificationSettingsResponse,
  notificationSettingsSaved,
} from '../schemas/notification.ts';
import { defineArea } from './define.ts';
import { LIMITS } from './limits.ts';

const endpoint = defineArea({
  service: 'marketplace',
  prefixes: ['/auth'],
  limit: LIMITS.settings,
});

/** /auth/notifications: per kind, which notification emails and pushes the caller receives. */
const tags = ['auth'];

export const get = endpoint({
  method: 'GET',
  path: '/auth/notifications',
  response: notificationSettingsResponse,
  roles: 'signed-in',
  summary: 'Per kind, whether the caller receives the email and the push',
  tags,
});

export const save = endpoint({
  method: 'PUT',
  path: '/auth/notifications',
  body: notificationSettings,
  response: notificationSettingsSaved,
  roles: 'signed-in',
  summary: 'Turn notification emails and pushes on or off, per kind',
  tags,
});
