import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import * as boats from '@boatcare/shared-domain/endpoints/boats';
import type { LogbookEntry } from '@boatcare/shared-domain/schemas/boat';
import { Button, errorText, toast, useEndpointMutation, useLinks } from '@boatcare/shared-ui';

/** The owner's actions on one logbook entry: open the job's page, remove an own entry. */
export function LogbookActions({ entry, boatId }: { entry: LogbookEntry; boatId: string }) {
  const { t } = useTranslation();
  const link = useLinks();
  const remove = useEndpointMutation(boats.removeEntry, { invalidates: [boats.get] });
  return (
    <>
      {entry.requestId && (
        <Link to={link('requestDetail', { id: entry.requestId })}>
          {t('boats.logbook.openRequest')}
        </Link>
      )}
      {entry.source === 'owner' && (
        <Button
          variant="secondary"
          size="small"
          loading={remove.isPending}
          onClick={() =>
            remove.mutate(
              { params: { id: boatId, entryId: entry.id } },
              {
                onSuccess: () => toast.success(t('boats.logbook.removed')),
                onError: (error) => toast.error(errorText(t, error, 'boats.logbook.notFound')),
              },
            )
          }
        >
          {t('boats.logbook.remove')}
        </Button>
      )}
    </>
  );
}
