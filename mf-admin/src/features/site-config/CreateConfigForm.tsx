import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { siteConfigCreateBody } from '@boatcare/shared-domain/schemas/site-config';
import { Button, Card, TextField, errorText, toast, useSchemaForm } from '@boatcare/shared-ui';
import { useCreateSiteConfig } from './site-config-list.ts';
import styles from './SiteConfigPage.module.css';

const REQUIRED = 'siteConfig.validation.required';

/**
 * Whether a save was refused because the key exists. Read by shape, not `instanceof ApiError`:
 * the remote's bundle and the shell's may hold different copies of that class.
 */
const isKeyTaken = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  'code' in error &&
  error.code === 'siteConfig.keyTaken';

/** Adds a key/value. A missing key or value is one message for the form, not one per field. */
export function CreateConfigForm() {
  const { t } = useTranslation();
  const form = useSchemaForm(siteConfigCreateBody, {
    defaultValues: { site_key: '', site_value: '' },
  });
  const create = useCreateSiteConfig({
    onSuccess() {
      toast.success(t('siteConfig.saved'));
      form.reset();
      // Ready for the next one once the form has re-rendered.
      setTimeout(() => form.setFocus('site_key'));
    },
    onError(error) {
      toast.error(errorText(t, error, 'adminSiteConfig.createFailed'));
      if (isKeyTaken(error)) form.setError('site_key', { message: 'siteConfig.keyTaken' });
    },
  });
  const missingId = useId();
  const { errors } = form.formState;
  // A field that is only missing points at the form's one message.
  const describedBy = (field: 'site_key' | 'site_value') =>
    errors[field]?.message === REQUIRED ? { 'aria-describedby': missingId } : {};
  const missing = errors.site_key?.message === REQUIRED || errors.site_value?.message === REQUIRED;
  const own = (message: string | undefined) =>
    message && message !== REQUIRED ? t(message) : undefined;

  const submit = form.handleSubmit((body) => create.mutate({ body }));

  return (
    <Card aria-labelledby="new-config">
      <h2 id="new-config" className={styles.cardTitle}>
        {t('adminSiteConfig.createTitle')}
      </h2>
      <form noValidate onSubmit={submit} className={styles.create}>
        <TextField
          label={t('adminSiteConfig.key')}
          placeholder={t('adminSiteConfig.keyPlaceholder')}
          autoComplete="off"
          spellCheck={false}
          className={errors.site_key ? styles.invalid : undefined}
          aria-invalid={errors.site_key ? true : undefined}
          error={own(errors.site_key?.message)}
          {...describedBy('site_key')}
          {...form.register('site_key')}
        />
        <TextField
          label={t('adminSiteConfig.value')}
          placeholder={t('adminSiteConfig.valuePlaceholder')}
          autoComplete="off"
          className={errors.site_value ? styles.invalid : undefined}
          aria-invalid={errors.site_value ? true : undefined}
          error={own(errors.site_value?.message)}
          {...describedBy('site_value')}
          {...form.register('site_value')}
        />
        {missing && (
          <p id={missingId} className={styles.formError} role="alert">
            {t(REQUIRED)}
          </p>
        )}
        <Button type="submit" loading={create.isPending} className={styles.createButton}>
          {t('adminSiteConfig.create')}
        </Button>
      </form>
    </Card>
  );
}
