import {
  notificationSettings,
  notificationSettingsResponse,
  notificationSettingsSaved,
} from '../schemas/notification.ts';
import { defineEndpoint } from './define.ts';

/** /auth/notifications: which notification emails the caller receives. */
const tags = ['auth'];

export const get = defineEndpoint({
  method: 'GET',
  path: '/auth/notifications',
  response: notificationSettingsResponse,
  roles: 'signed-in',
  summary: 'Which notification emails the caller receives',
  tags,
});

export const save = defineEndpoint({
  method: 'PUT',
  path: '/auth/notifications',
  body: notificationSettings,
  response: notificationSettingsSaved,
  roles: 'signed-in',
  summary: 'Turn notification emails on or off, one kind at a time',
  tags,
});
