import type { TFunction } from 'i18next';
import type { AdminDashboard } from '@boatcare/shared-domain/schemas/admin-people';

/** "1 membership request · 3 unpaid providers": each count with its own plural form. */
export function pendingHint(t: TFunction, pending: AdminDashboard['pendingApprovals']): string {
  return t('adminDashboard.pendingHint', {
    memberships: t('adminDashboard.pendingMemberships', { count: pending.membershipRequests }),
    providers: t('adminDashboard.pendingProviders', { count: pending.unpaidProviders }),
  });
}
