import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClubProvider } from '@boatcare/shared-domain/schemas/club-members';
import * as club from '@boatcare/shared-domain/endpoints/club';
import * as verifiedProviders from '@boatcare/shared-domain/endpoints/verified-providers';
import {
  Badge,
  Button,
  ConfirmDialog,
  PagedList,
  QueryState,
  SkeletonBlocks,
  TextField,
  errorText,
  toast,
  useDebouncedValue,
  useEndpoint,
  useEndpointMutation,
} from '@boatcare/shared-ui';
import list from '../membership/MembershipPage.module.css';
import styles from './DashboardPage.module.css';

const SEARCH_DELAY_MS = 500;
/** Vouched providers shown at first and added by each "Show more". */
const PAGE_SIZE = 10;
const errorKey = 'clubProviders.loadFailed';
/** Vouching changes the list, the search's marks and the dashboard's verified rating. */
const vouchReads = [verifiedProviders.list, verifiedProviders.search, club.dashboard];

/** A provider's name and title, and what the club may do (the cells of `list.item`). */
function ProviderDetails({ provider, action }: { provider: ClubProvider; action: ReactNode }) {
  return (
    <>
      <div className={list.who}>
        <strong className={list.name}>{provider.title}</strong>
        {provider.title !== provider.name && <span className={list.email}>{provider.name}</span>}
      </div>
      <span />
      <div className={list.actions}>{action}</div>
    </>
  );
}

function ProviderRow(props: { provider: ClubProvider; action: ReactNode }) {
  return (
    <li className={list.item}>
      <ProviderDetails {...props} />
    </li>
  );
}

/** The providers the club vouches for, and a search to add one. */
export function ProvidersSection({ clubName }: { clubName: string }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const verified = useEndpoint(
    verifiedProviders.list,
    {},
    { select: ({ data }) => data, meta: { errorKey } },
  );
  const found = useEndpoint(
    verifiedProviders.search,
    { query: { q } },
    { select: ({ data }) => data, enabled: q.length > 0, meta: { errorKey } },
  );
  const vouch = useEndpointMutation(verifiedProviders.add, { invalidates: vouchReads });
  const stop = useEndpointMutation(verifiedProviders.remove, { invalidates: vouchReads });
  const [removing, setRemoving] = useState<ClubProvider | null>(null);
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState(PAGE_SIZE);
  const renderVerified = useCallback(
    (provider: ClubProvider) => (
      <ProviderDetails
        provider={provider}
        action={
          <Button
            size="small"
            variant="secondary"
            onClick={() => {
              setRemoving(provider);
              setOpen(true);
            }}
            aria-label={t('clubProviders.removeFor', { provider: provider.title })}
          >
            {t('clubProviders.remove')}
          </Button>
        }
      />
    ),
    [t],
  );

  const add = (provider: ClubProvider) =>
    vouch.mutate(
      { body: { providerId: provider.id } },
      {
        onSuccess: () => toast.success(t('clubProviders.added')),
        onError: (error) => toast.error(errorText(t, error, 'clubProviders.addFailed')),
      },
    );
  const confirmRemove = () => {
    if (!removing) return;
    stop.mutate(
      { params: { providerId: removing.id } },
      {
        onSuccess: () => toast.success(t('clubProviders.removed')),
        onError: (error) => toast.error(errorText(t, error, 'clubProviders.removeFailed')),
        onSettled: () => setOpen(false),
      },
    );
  };

  return (
    <section className={styles.section} aria-labelledby="club-providers">
      <h2 id="club-providers" className={styles.heading}>
        {t('clubProviders.title')}
      </h2>
      <p className={styles.muted}>{t('clubProviders.subtitle')}</p>
      <QueryState
        query={verified}
        errorKey="clubProviders.loadFailed"
        pending={<SkeletonBlocks shape="row" />}
      >
        {(providers) =>
          providers.length === 0 ? (
            <p className={styles.muted}>{t('clubProviders.none')}</p>
          ) : (
            <PagedList
              items={providers.slice(0, shown)}
              itemKey={(provider) => provider.id}
              renderItem={renderVerified}
              hasMore={shown < providers.length}
              onShowMore={() => setShown((n) => n + PAGE_SIZE)}
              total={{ count: providers.length, exact: true }}
              label={t('clubProviders.title')}
              className={list.list}
              itemClassName={list.item}
            />
          )
        }
      </QueryState>
      <div className={styles.search} role="search">
        <TextField
          type="search"
          label={t('clubProviders.searchLabel')}
          placeholder={t('clubProviders.searchPlaceholder')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={100}
        />
      </div>
      {q && (
        <QueryState
          query={found}
          errorKey="clubProviders.loadFailed"
          pending={<SkeletonBlocks shape="row" />}
        >
          {(providers) =>
            providers.length === 0 ? (
              <p className={styles.muted}>{t('clubProviders.noMatch', { q })}</p>
            ) : (
              <ul className={list.list}>
                {providers.map((provider) => (
                  <ProviderRow
                    key={provider.id}
                    provider={provider}
                    action={
                      provider.verified ? (
                        <Badge tone="success">{t('clubProviders.verified')}</Badge>
                      ) : (
                        <Button
                          size="small"
                          loading={
                            vouch.isPending && vouch.variables.body.providerId === provider.id
                          }
                          onClick={() => add(provider)}
                          aria-label={t('clubProviders.addFor', { provider: provider.title })}
                        >
                          {t('clubProviders.add')}
                        </Button>
                      )
                    }
                  />
                ))}
              </ul>
            )
          }
        </QueryState>
      )}
      <ConfirmDialog
        open={open}
        title={t('clubProviders.confirmRemoveTitle', { provider: removing?.title ?? '' })}
        message={
          <p>
            {t('clubProviders.confirmRemove', { provider: removing?.title ?? '', club: clubName })}
          </p>
        }
        confirmLabel={t('clubProviders.remove')}
        tone="danger"
        busy={stop.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setOpen(false)}
      />
    </section>
  );
}
