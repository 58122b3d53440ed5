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
import { defineEndpoint } from './define.ts';

export const file = defineEndpoint({
  method: 'GET',
  path: '/super/get/json',
  query: translationFileQuery,
  response: translationFileResponse,
  roles: [UserType.Admin],
  errors: [404],
  summary: 'One translation file, for editing',
  tags: ['translations'],
});

export const addNewKeys = defineEndpoint({
  method: 'POST',
  path: '/super/json/add-new-keys',
  body: translationNewKeysBody,
  response: translationNewKeysResponse,
  roles: [UserType.Admin],
  errors: [409],
  summary: 'Add keys (dotted key -> text) to every language file; existing texts are kept',
  tags: ['translations'],
});

export const files = defineEndpoint({
  method: 'GET',
  path: '/super/json/files',
  response: translationFileList,
  roles: [UserType.Admin],
  summary: 'Names of the stored translation files',
  tags: ['translations'],
});

export const saveFile = defineEndpoint({
  method: 'PUT',
  path: '/super/put/json',
  query: translationFileQuery,
  body: translationFileBody,
  response: translationFileResponse.extend(messageResponse.shape),
  roles: [UserType.Admin],
  summary: 'Replace a translation file (an object of texts and nested objects)',
  tags: ['translations'],
});
