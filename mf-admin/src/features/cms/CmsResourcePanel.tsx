import { useEffect, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { JsonEndpoint } from '@boatcare/shared-domain/endpoints/define';
import { errorText, statusOf, useEndpoint } from '@boatcare/shared-ui';
import { CmsEditor } from './CmsEditor.tsx';
import { DeleteContentButton } from './DeleteContentButton.tsx';
import { itemArgs, type CmsResource } from './resource.ts';
import styles from '../admin-forms/Form.module.css';

/**
 * The one list/edit screen of the CMS: the resource's list picks an item, which is read (a 404
 * is an item with nothing saved yet), edited in its form, saved and deleted.
 */
export function CmsResourcePanel<
  L extends JsonEndpoint,
  O extends JsonEndpoint,
  S extends z.ZodType<FieldValues, FieldValues>,
>({ resource }: { resource: CmsResource<L, O, S> }) {
  const { t } = useTranslation();
  const { area, Picker } = resource;
  // The lists take no arguments; a generic endpoint cannot show it, hence the cast.
  const list = useEndpoint(resource.list, {} as never, {
    meta: { errorKey: `adminCms.${area}.loadListFailed` },
  });
  const [selected, setSelected] = useState<string | null>(resource.initialId ?? null);
  useEffect(() => {
    const first = list.data && resource.firstOf?.(list.data);
    if (selected === null && first) setSelected(first);
  }, [list.data, resource, selected]);

  const saved = Boolean(selected);
  const one = useEndpoint(resource.one, itemArgs(resource.param, selected ?? ''), {
    enabled: saved,
  });
  const missing = statusOf(one.error) === 404;
  // A failed read keeps the last data: a 404 after a delete wins over it.
  const item = !saved || missing ? null : one.data;
  const close = () => setSelected(null);

  const editor = selected !== null && (
    <>
      {one.isError && !missing && (
        <p role="alert">{errorText(t, one.error, `adminCms.${area}.loadFailed`)}</p>
      )}
      {item && resource.deletable(item) && (
        <div className={styles.actions}>
          <DeleteContentButton resource={resource} contentId={selected} />
        </div>
      )}
      {item !== undefined && (
        <CmsEditor
          key={`${selected}-${JSON.stringify(item)}`}
          resource={resource}
          id={selected}
          item={item}
          onClose={close}
        />
      )}
    </>
  );

  return (
    <div className={styles.panel}>
      <Picker
        list={list}
        selected={selected}
        onSelect={setSelected}
        editor={editor}
        deleteButton={(id, label) => (
          <DeleteContentButton
            resource={resource}
            contentId={id}
            size="small"
            label={label}
            onDeleted={() => setSelected((open) => (open === id ? null : open))}
          />
        )}
      />
    </div>
  );
}
