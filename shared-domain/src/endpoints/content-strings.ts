import { contentStringList } from '../schemas/content-strings.ts';
import { defineArea } from './define.ts';

/**
 * The content strings every page reads before its first render (laid over its texts): kept
 * apart from the content table, whose schemas the first paint does not need (as the
 * translation files are).
 */
const endpoint = defineArea({
  service: 'backoffice',
  prefixes: ['/cms'],
  tags: ['cms'],
  roles: 'public',
});

export const list = endpoint({
  method: 'GET',
  path: '/cms/strings',
  response: contentStringList,
  summary: 'Content strings with their translations (the shell lays them over its texts)',
});
