import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { Answer, JsonEndpoint } from '@boatcare/shared-domain/endpoints/define';
import {
  Button,
  Card,
  errorText,
  toast,
  useEndpointMutation,
  useSchemaForm,
} from '@boatcare/shared-ui';
import { itemArgs, type CmsResource } from './resource.ts';
import styles from '../admin-forms/Form.module.css';

/** One item's form: checked by the resource's schema, saved, the list and item read again. */
export function CmsEditor<
  L extends JsonEndpoint,
  O extends JsonEndpoint,
  S extends z.ZodType<FieldValues, FieldValues>,
>({
  resource,
  id,
  item,
  onClose,
}: {
  resource: CmsResource<L, O, S>;
  /** `''`: a new item, its id typed in the form. */
  id: string;
  item: Answer<O> | null;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const { area, Fields, layout } = resource;
  const form = useSchemaForm(resource.schema, { defaultValues: resource.valuesOf(item) });
  // The hook's callbacks, not mutate's: the item read again after the save replaces this form.
  const save = useEndpointMutation(resource.save, {
    invalidates: [resource.list, resource.one],
    onSuccess: () => {
      toast.success(t(`adminCms.${area}.saved`));
      if (layout === 'card') onClose();
    },
    onError: (error) => {
      form.showServerErrors(error);
      toast.error(errorText(t, error, `adminCms.${area}.saveFailed`));
    },
  });

  const submit = form.handleSubmit((values) => {
    const { id: savedId, body } = resource.bodyOf(values, id);
    save.mutate(itemArgs(resource.param, savedId, body));
  });

  const fields = (
    <form className={styles.form} noValidate onSubmit={submit}>
      {layout === 'card' && (
        <h3 id={`${area}-form-title`} className={styles.heading}>
          {id ? t(`adminCms.${area}.formTitleEdit`, { id }) : t(`adminCms.${area}.formTitleNew`)}
        </h3>
      )}
      <Fields form={form} item={item} isNew={id === ''} />
      <div className={styles.actions}>
        <Button type="submit" loading={save.isPending}>
          {t(`adminCms.${area}.save`)}
        </Button>
        {layout === 'card' && (
          <Button variant="ghost" onClick={onClose}>
            {t(`adminCms.${area}.cancel`)}
          </Button>
        )}
      </div>
    </form>
  );
  return layout === 'card' ? <Card aria-labelledby={`${area}-form-title`}>{fields}</Card> : fields;
}
