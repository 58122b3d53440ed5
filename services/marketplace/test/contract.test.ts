import { itKeepsTheServiceContract } from '@boatcare/server-kit/testing';
import { marketplace } from '../src/app.ts';

itKeepsTheServiceContract(marketplace, {
  securedUrl: '/auth/settings',
  documentedPaths: [
    '/auth/login',
    '/bidders',
    '/api/customer/dashboard',
    '/api/supplier/dashboard',
  ],
});
