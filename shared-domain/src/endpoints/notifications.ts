import {
  notificationSettings,
  notificationSettingsResponse,
  notificationSettingsSaved,
} from '../schemas/notification.ts';
import { defineArea } from './define.ts';

const endpoint = defineArea({ service: 'marketplace', prefixes: ['/auth'] });

/** /auth/notifications: which notification emails the caller receives. */
const tags = ['auth'];

export const get = endpoint({
  method: 'GET',
  path: '/auth/notifications',
  response: notificationSettingsResponse,
  roles: 'signed-in',
  summary: 'Which notification emails the caller receives',
  tags,
});

export const save = endpoint({
  method: 'PUT',
  path: '/auth/notifications',
  body: notificationSettings,
  response: notificationSettingsSaved,
  roles: 'signed-in',
  summary: 'Turn notification emails on or off, one kind at a time',
  tags,
});
