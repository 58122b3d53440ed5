import { itKeepsTheServiceContract } from '@boatcare/server-kit/testing';
import { club } from '../src/app.ts';

itKeepsTheServiceContract(club, {
  securedUrl: '/club',
  documentedPaths: [
    '/club',
    '/club/register',
    '/club/search',
    '/membership-request',
    '/membership-request/user-requests',
    '/membership-request/club-requests',
    '/membership-request/{id}',
  ],
});
