import { itKeepsTheServiceContract } from '@boatcare/server-kit/testing';
import { payments } from '../src/app.ts';

itKeepsTheServiceContract(payments, {
  securedUrl: '/payments/vip',
});
