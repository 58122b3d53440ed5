import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keepPreviousData } from '@tanstack/react-query';
import { formatDate } from '@boatcare/shared-ui';
import type { MembershipRequest } from '@boatcare/shared-domain/schemas/membership';
import * as membership from '@boatcare/shared-domain/endpoints/membership';
import {
  Button,
  QueryState,
  SkeletonBlocks,
  TextField,
  useDebouncedValue,
  useEndpoint,
  useListCountText,
} from '@boatcare/shared-ui';
import { memberName } from '../membership/RequestItem.tsx';
import list from '../membership/MembershipPage.module.css';
import styles from './DashboardPage.module.css';

const SEARCH_DELAY_MS = 500;
const MEMBERS_PAGE_SIZE = 10;

/** The club's accepted members: search, pages, and Remove on each. */
export function MembersSection({ onRemove }: { onRemove(request: MembershipRequest): void }) {
  const { t } = useTranslation();
  const countText = useListCountText();
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const [page, setPage] = useState(1);
  useEffect(() => setPage(1), [q]);
  const members = useEndpoint(
    membership.clubMembers,
    { query: { q, page, limit: MEMBERS_PAGE_SIZE } },
    { placeholderData: keepPreviousData, meta: { errorKey: 'clubDashboard.membersLoadFailed' } },
  );
  return (
    <section className={styles.section} aria-labelledby="club-members">
      <h2 id="club-members" className={styles.heading}>
        {t('clubDashboard.membersTitle')}
      </h2>
      <div className={styles.search} role="search">
        <TextField
          type="search"
          label={t('clubDashboard.searchLabel')}
          placeholder={t('clubDashboard.searchPlaceholder')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={100}
        />
      </div>
      <QueryState
        query={members}
        errorKey="clubDashboard.membersLoadFailed"
        pending={<SkeletonBlocks shape="row" />}
      >
        {({ data, meta }) => {
          const pages = Math.max(1, Math.ceil(meta.total / MEMBERS_PAGE_SIZE));
          if (data.length === 0) {
            return (
              <p className={styles.muted}>
                {q ? t('clubDashboard.noMatch', { q }) : t('clubDashboard.noMembers')}
              </p>
            );
          }
          return (
            <>
              <ul className={list.list}>
                {data.map((request) => {
                  const member = memberName(request);
                  return (
                    <li key={request.id} className={list.item}>
                      <div className={list.who}>
                        <strong className={list.name}>{member}</strong>
                        <a className={list.email} href={`mailto:${request.user.email}`}>
                          {request.user.email}
                        </a>
                      </div>
                      <span className={list.date}>
                        {t('clubDashboard.memberSince', {
                          date: formatDate(request.created_date),
                        })}
                      </span>
                      <Button
                        size="small"
                        variant="secondary"
                        onClick={() => onRemove(request)}
                        aria-label={t('clubDashboard.removeFor', { member })}
                      >
                        {t('clubDashboard.remove')}
                      </Button>
                    </li>
                  );
                })}
              </ul>
              {pages <= 1 && (
                <p className={styles.muted}>
                  {countText({
                    from: 1,
                    to: data.length,
                    total: { count: meta.total, exact: true },
                    more: false,
                  })}
                </p>
              )}
              {pages > 1 && (
                <nav className={styles.pager} aria-label={t('pager.label')}>
                  <Button
                    variant="secondary"
                    size="small"
                    disabled={page <= 1}
                    onClick={() => setPage(page - 1)}
                  >
                    {t('pager.previous')}
                  </Button>
                  <span aria-live="polite">
                    {t('pager.status', { page, pages, total: meta.total })}
                  </span>
                  <Button
                    variant="secondary"
                    size="small"
                    disabled={page >= pages}
                    onClick={() => setPage(page + 1)}
                  >
                    {t('pager.next')}
                  </Button>
                </nav>
              )}
            </>
          );
        }}
      </QueryState>
    </section>
  );
}
