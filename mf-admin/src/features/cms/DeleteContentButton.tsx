import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { JsonEndpoint } from '@boatcare/shared-domain/endpoints/define';
import { Button, ConfirmDialog, errorText, toast, useEndpointMutation } from '@boatcare/shared-ui';
import { itemArgs, type CmsResource } from './resource.ts';

/**
 * Delete with a confirm dialog, for one piece of saved CMS content. The texts come from
 * `adminCms.<area>.delete*`; `onDeleted` runs after the server confirmed.
 */
export function DeleteContentButton<
  L extends JsonEndpoint,
  O extends JsonEndpoint,
  S extends z.ZodType<FieldValues, FieldValues>,
>({
  resource,
  contentId,
  size,
  label,
  onDeleted,
}: {
  resource: CmsResource<L, O, S>;
  contentId: string;
  size?: 'small';
  /** The button's accessible name, when its text alone does not say what it deletes. */
  label?: string;
  onDeleted?: () => void;
}) {
  const { t } = useTranslation();
  const { area } = resource;
  const remove = useEndpointMutation(resource.remove, {
    invalidates: [resource.list, resource.one],
  });
  const [confirming, setConfirming] = useState(false);

  // The promise, not mutate's callbacks: the refreshed list or page may unmount this button
  // before they would run.
  function confirm() {
    remove.mutateAsync(itemArgs(resource.param, contentId)).then(
      () => {
        setConfirming(false);
        toast.success(t(`adminCms.${area}.deleted`));
        onDeleted?.();
      },
      (error: unknown) => toast.error(errorText(t, error, `adminCms.${area}.deleteFailed`)),
    );
  }

  return (
    <>
      <Button variant="danger" size={size} aria-label={label} onClick={() => setConfirming(true)}>
        {t(`adminCms.${area}.delete`)}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t(`adminCms.${area}.deleteTitle`, { id: contentId })}
        message={<p>{t(`adminCms.${area}.deleteConfirm`)}</p>}
        confirmLabel={t(`adminCms.${area}.delete`)}
        tone="danger"
        busy={remove.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
