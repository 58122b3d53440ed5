import * as jobpost from '@boatcare/shared-domain/endpoints/jobpost';
import { statusOf, useEndpoint } from '@boatcare/shared-ui';

/** One request with its bids and order; a request that is not there is not asked for again. */
export const useRequest = (id: string) =>
  useEndpoint(
    jobpost.get,
    { params: { id } },
    {
      select: ({ data }) => data,
      meta: { errorKey: 'requestDetail.loadFailed' },
      retry: (count, error) => count < 1 && statusOf(error) !== 404,
    },
  );
