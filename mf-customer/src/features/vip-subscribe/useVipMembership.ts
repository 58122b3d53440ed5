import * as vip from '@boatcare/shared-domain/endpoints/vip';
import { sessionStore, useEndpointMutation } from '@boatcare/shared-ui';

/** The session learns the membership the server answered (the header's VIP mark follows it). */
const keepFlag = (result: { membership: { isActive: boolean } }) =>
  sessionStore.getState().updateFlags({ vip: result.membership.isActive });

/** After the card form: the server asks the provider and the session learns the answer. */
export const useConfirmVip = () =>
  useEndpointMutation(vip.confirm, { invalidates: [vip.status], onSuccess: keepFlag });

/** Ends the membership; the session learns the answer. */
export const useCancelVip = () =>
  useEndpointMutation(vip.cancel, { invalidates: [vip.status], onSuccess: keepFlag });
