import { itKeepsTheServiceContract } from '@boatcare/server-kit/testing';
import { backoffice } from '../src/app.ts';

itKeepsTheServiceContract(backoffice, {
  securedUrl: '/super/list/user',
  documentedPaths: [
    '/super/list/user',
    '/super/site-config',
    '/super/site-config/public',
    '/super/site-config/{id}',
    '/super/json/files',
    '/super/json/add-new-keys',
    '/super/get/json',
    '/super/put/json',
    '/api/cms/pages/{pageId}',
    '/translations/{file}',
    '/super/dashboard',
    '/super/list/requests',
    '/super/list/payments',
    '/super/get/user/{id}',
    '/super/update/user/{id}',
    '/super/create',
    '/super/list/job-posts',
    '/super/get/job-posts/{id}',
    '/super/put/job-posts/{id}',
    '/super/delete/job-posts/{id}',
    '/api/users',
    '/api/users/{id}',
  ],
});
