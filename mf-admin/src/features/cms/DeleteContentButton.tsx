import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ConfirmDialog, errorText, toast } from '@boatcare/shared-ui';
import { useDeleteCms } from './api.ts';

type Area = 'pages' | 'templates' | 'strings';
const KIND = { pages: 'pages', templates: 'email-templates', strings: 'strings' } as const;

/**
 * Delete with a confirm dialog, for one piece of saved CMS content. The texts come from
 * `adminCms.<area>.delete*`; `onDeleted` runs after the server confirmed.
 */
export function DeleteContentButton({
  area,
  contentId,
  size,
  onDeleted,
}: {
  area: Area;
  contentId: string;
  size?: 'small';
  onDeleted?: () => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteCms(KIND[area]);
  const [confirming, setConfirming] = useState(false);

  // The promise, not mutate's callbacks: the refreshed list or page may unmount this button
  // before they would run.
  function confirm() {
    remove.mutateAsync(contentId).then(
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
      <Button
        variant="danger"
        size={size}
        aria-label={
          area === 'strings' ? t('adminCms.strings.deleteLabel', { id: contentId }) : undefined
        }
        onClick={() => setConfirming(true)}
      >
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
