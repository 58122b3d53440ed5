import { useTranslation } from 'react-i18next';
import * as releases from '@boatcare/shared-domain/endpoints/releases';
import * as admin from '@boatcare/shared-domain/endpoints/admin';
import type { RemoteName } from '@boatcare/shared-domain/federation';
import { releaseCanaryBody, type ReleaseVersion } from '@boatcare/shared-domain/schemas/releases';
import {
  Button,
  SelectField,
  TextField,
  errorText,
  toast,
  useEndpointMutation,
  useSchemaForm,
} from '@boatcare/shared-ui';
import styles from './ReleasesPage.module.css';

/** What an admin sets here: which version, for what share (cohorts go through the API). */
const canaryForm = releaseCanaryBody.pick({ buildId: true, share: true });

interface Props {
  environment: string;
  remote: RemoteName;
  choices: ReleaseVersion[];
  share: number;
}

/** Try a published version on a share of this environment's people. */
export function CanaryForm({ environment, remote, choices, share }: Props) {
  const { t } = useTranslation();
  const form = useSchemaForm(canaryForm, {
    defaultValues: { buildId: choices[0]?.buildId ?? '', share },
  });
  const start = useEndpointMutation(releases.canary, {
    invalidates: [releases.overview, admin.audit],
    onSuccess: () => toast.success(t('releases.canarySet')),
    onError: (error) => {
      if (!form.showServerErrors(error)) toast.error(errorText(t, error, 'releases.changeFailed'));
    },
  });
  if (!choices.length) return null;
  const submit = form.handleSubmit((body) =>
    start.mutate({ params: { environment, remote }, body }),
  );
  return (
    <form className={styles.canary} noValidate onSubmit={submit}>
      <SelectField label={t('releases.canaryVersion')} {...form.field('buildId')}>
        {choices.map((version) => (
          <option key={version.buildId} value={version.buildId}>
            {version.buildId}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('releases.share')}
        type="number"
        min={0}
        max={100}
        {...form.field('share', { valueAsNumber: true })}
      />
      <Button type="submit" variant="secondary" loading={start.isPending}>
        {t('releases.startCanary')}
      </Button>
    </form>
  );
}
