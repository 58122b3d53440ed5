import { UserType } from '../enums.ts';
import { messageResponse } from '../schemas/common.ts';
import {
  translationFileBody,
  translationFileList,
  translationFileQuery,
  translationFileResponse,
  translationNewKeysBody,
  translationNewKeysResponse,
} from '../schemas/translations.ts';
import { defineArea } from './define.ts';
import { LIMITS } from './limits.ts';

const endpoint = defineArea({
  service: 'backoffice',
  prefixes: ['/super'],
  tags: ['translations'],
  roles: [UserType.Admin],
  limit: LIMITS.admin,
});

export const file = endpoint({
  method: 'GET',
  path: '/super/get/json',
  query: translationFileQuery,
  response: translationFileResponse,
  errors: [404],
  summary: 'One translation file, for editing',
});

export const addNewKeys = endpoint({
  method: 'POST',
  path: '/super/json/add-new-keys',
  invalidates: 'public',
  body: translationNewKeysBody,
  response: translationNewKeysResponse,
  errors: [409],
  summary: 'Add keys (dotted key -> text) to every language file; existing texts are kept',
});

export const files = endpoint({
  method: 'GET',
  path: '/super/json/files',
  response: translationFileList,
  summary: 'Names of the stored translation files',
});

export const saveFile = endpoint({
  method: 'PUT',
  path: '/super/put/json',
  invalidates: 'public',
  query: translationFileQuery,
  body: translationFileBody,
  // Every text of a language in one body.
  bodyLimit: 5 * 1024 * 1024,
  response: translationFileResponse.extend(messageResponse.shape),
  summary: 'Replace a translation file (an object of texts and nested objects)',
});
