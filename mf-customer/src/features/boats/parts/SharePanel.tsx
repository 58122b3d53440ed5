import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as boats from '@boatcare/shared-domain/endpoints/boats';
import {
  SHARE_DAYS_MAX,
  type BoatDetail,
  type BoatShare,
} from '@boatcare/shared-domain/schemas/boat';
import {
  Badge,
  Button,
  Card,
  TextField,
  errorText,
  formatDate,
  toast,
  useEndpoint,
  useEndpointMutation,
  useLanguage,
  useLinks,
  useSchemaForm,
  boatStyles,
} from '@boatcare/shared-ui';
import { downloadLogbookPdf } from '../pdf.ts';
import { shareFormSchema, type ShareFormInput } from '../schema.ts';
import styles from '../BoatsPage.module.css';

const DAY_MS = 24 * 60 * 60 * 1000;
const DEFAULTS: ShareFormInput = {
  label: '',
  days: 30,
  includePhotos: true,
  includeAmounts: false,
  includeOwnEntries: true,
};

/** Share and export: a read-only link (chosen parts, an expiry, revocable) and the PDF. */
export function SharePanel({ boat }: { boat: BoatDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const link = useLinks();
  const form = useSchemaForm(shareFormSchema, { defaultValues: DEFAULTS, mode: 'onTouched' });
  const shares = useEndpoint(
    boats.shares,
    { params: { id: boat.id } },
    { select: ({ data }) => data, meta: { errorKey: 'boats.loadError' } },
  );
  const create = useEndpointMutation(boats.share, { invalidates: [boats.shares] });
  const revoke = useEndpointMutation(boats.revokeShare, { invalidates: [boats.shares] });
  const [downloading, setDownloading] = useState(false);
  const [includePhotos, includeAmounts, includeOwnEntries, days] = useWatch({
    control: form.control,
    name: ['includePhotos', 'includeAmounts', 'includeOwnEntries', 'days'],
  });
  // The day the link would end, in the page's language, beside the number of days.
  const validDays = Number(days);
  const until =
    Number.isInteger(validDays) && validDays >= 1 && validDays <= SHARE_DAYS_MAX
      ? t('boats.share.expires', { date: formatDate(new Date(Date.now() + validDays * DAY_MS)) })
      : undefined;

  const addressOf = (share: BoatShare) =>
    `${window.location.origin}${link('boatShared', { token: share.token })}`;
  const copy = (share: BoatShare) =>
    void navigator.clipboard
      ?.writeText(addressOf(share))
      .then(() => toast.success(t('boats.share.copied')));

  const pdf = () => {
    setDownloading(true);
    downloadLogbookPdf(
      boat.id,
      language === 'da' ? 'da' : 'en',
      {
        includePhotos: Boolean(includePhotos),
        includeAmounts: Boolean(includeAmounts),
        includeOwnEntries: Boolean(includeOwnEntries),
      },
      `${boat.boatName}.pdf`,
    )
      .catch((error: unknown) => toast.error(errorText(t, error, 'errors.internal')))
      .finally(() => setDownloading(false));
  };

  return (
    <Card>
      <h2 className={boatStyles.heading} id="boat-share">
        {t('boats.share.title')}
      </h2>
      <p className={boatStyles.muted}>{t('boats.share.intro')}</p>
      <form
        noValidate
        aria-labelledby="boat-share"
        onSubmit={(event) =>
          void form.handleSubmit((body) =>
            create.mutate(
              { params: { id: boat.id }, body },
              {
                onSuccess: () => toast.success(t('boats.share.created')),
                onError: (error) => {
                  toast.error(errorText(t, error, 'errors.validation'));
                  form.showServerErrors(error);
                },
              },
            ),
          )(event)
        }
      >
        <div className={boatStyles.items}>
          <label className={styles.check}>
            <input type="checkbox" {...form.register('includePhotos')} />
            {t('boats.share.includePhotos')}
          </label>
          <label className={styles.check}>
            <input type="checkbox" {...form.register('includeAmounts')} />
            {t('boats.share.includeAmounts')}
          </label>
          <label className={styles.check}>
            <input type="checkbox" {...form.register('includeOwnEntries')} />
            {t('boats.share.includeOwnEntries')}
          </label>
          <TextField label={t('boats.share.label')} autoComplete="off" {...form.field('label')} />
          <TextField
            label={t('boats.share.days')}
            type="number"
            inputMode="numeric"
            min={1}
            max={SHARE_DAYS_MAX}
            hint={until}
            {...form.field('days')}
          />
        </div>
        <div className={styles.actions}>
          <Button type="submit" loading={create.isPending}>
            {t('boats.share.create')}
          </Button>
          <Button variant="secondary" loading={downloading} onClick={pdf}>
            {t('boats.share.pdf')}
          </Button>
        </div>
      </form>
      <ul className={boatStyles.items} aria-label={t('boats.share.title')}>
        {(shares.data ?? []).map((share) => {
          const expired = Date.parse(share.expires_date) <= Date.now();
          const live = !share.revoked && !expired;
          return (
            <li key={share.id} className={boatStyles.item} data-testid="share-link">
              <div className={boatStyles.itemHead}>
                <strong>{share.label || formatDate(share.created_date)}</strong>
                {live ? (
                  <Badge tone="success">
                    {t('boats.share.expires', { date: formatDate(share.expires_date) })}
                  </Badge>
                ) : (
                  <Badge tone="neutral">
                    {t(share.revoked ? 'boats.share.revokedState' : 'boats.share.expiredState')}
                  </Badge>
                )}
              </div>
              {live && (
                <>
                  <a
                    className={styles.link}
                    href={addressOf(share)}
                    target="_blank"
                    rel="noreferrer"
                  >
                    {addressOf(share)}
                  </a>
                  <div className={boatStyles.row}>
                    <Button size="small" variant="secondary" onClick={() => copy(share)}>
                      {t('boats.share.copy')}
                    </Button>
                    <Button
                      size="small"
                      variant="secondary"
                      loading={revoke.isPending}
                      onClick={() =>
                        revoke.mutate(
                          { params: { id: boat.id, shareId: share.id } },
                          { onSuccess: () => toast.success(t('boats.share.revoked')) },
                        )
                      }
                    >
                      {t('boats.share.revoke')}
                    </Button>
                  </div>
                </>
              )}
            </li>
          );
        })}
      </ul>
      {shares.data?.length === 0 && <p className={boatStyles.muted}>{t('boats.share.none')}</p>}
    </Card>
  );
}
