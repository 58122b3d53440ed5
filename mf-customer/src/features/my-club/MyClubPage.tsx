import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClubSummary, MembershipRequest } from '@boatcare/shared-domain/schemas/membership';
import {
  ConfirmDialog,
  PageHeader,
  TextField,
  errorText,
  toast,
  useDebouncedValue,
  useEndpointMutation,
  usePageMeta,
  useQuestion,
} from '@boatcare/shared-ui';
import * as club from '@boatcare/shared-domain/endpoints/club';
import * as membership from '@boatcare/shared-domain/endpoints/membership';
import { ClubResults } from './parts/ClubResults.tsx';
import { MyRequests } from './parts/MyRequests.tsx';
import styles from './MyClubPage.module.css';

const SEARCH_DELAY_MS = 500;
/** Both lists are read again after a change: the requests and the search's statuses. */
const MY_CLUB_READS = [membership.userRequests, club.search];

type Question =
  { kind: 'join'; club: ClubSummary } | { kind: 'leave'; club: ClubSummary; requestId: string };

/** my-club: the member's own requests, and a club search to ask to join. */
export default function MyClubPage() {
  const { t } = useTranslation();
  usePageMeta(t('myClub.metaTitle'), t('myClub.metaDescription'));
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const join = useEndpointMutation(membership.create, { invalidates: MY_CLUB_READS });
  const leave = useEndpointMutation(membership.end, { invalidates: MY_CLUB_READS });
  const { question, open, ask, close } = useQuestion<Question>();

  function confirm() {
    if (!question) return;
    if (question.kind === 'join') {
      join.mutate(
        { body: { clubId: question.club.id } },
        {
          onSuccess: () => toast.success(t('myClub.sent')),
          onError: (error) => toast.error(errorText(t, error, 'myClub.joinFailed')),
          onSettled: close,
        },
      );
    } else {
      leave.mutate(
        { params: { id: question.requestId } },
        {
          onSuccess: () => toast.success(t('myClub.left')),
          onError: (error) => toast.error(errorText(t, error, 'myClub.leaveFailed')),
          onSettled: close,
        },
      );
    }
  }

  const joining = question?.kind !== 'leave';
  const club = question?.club.name ?? '';
  return (
    <>
      <PageHeader title={t('myClub.title')} subtitle={t('myClub.subtitle')} />
      <MyRequests
        onLeave={(request: MembershipRequest) =>
          ask({ kind: 'leave', club: request.club, requestId: request.id })
        }
      />
      <div className={styles.search} role="search">
        <TextField
          type="search"
          label={t('myClub.searchLabel')}
          placeholder={t('myClub.searchPlaceholder')}
          hint={t('myClub.searchHint')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={100}
        />
      </div>
      <ClubResults q={q} onJoin={(found) => ask({ kind: 'join', club: found })} />
      <ConfirmDialog
        open={open}
        title={t(joining ? 'myClub.confirmJoinTitle' : 'myClub.confirmLeaveTitle', { club })}
        message={<p>{t(joining ? 'myClub.confirmJoin' : 'myClub.confirmLeave', { club })}</p>}
        confirmLabel={t(joining ? 'myClub.confirmJoinButton' : 'myClub.confirmLeaveButton')}
        tone={joining ? 'primary' : 'danger'}
        busy={join.isPending || leave.isPending}
        onConfirm={confirm}
        onCancel={close}
      />
    </>
  );
}
