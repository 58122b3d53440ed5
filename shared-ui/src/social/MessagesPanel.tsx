import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../i18n/dates.ts';
import { type PostMessages, type ThreadMessage } from '@boatcare/shared-domain/schemas/message';
import { Card, QueryState } from '@boatcare/shared-ui/core';
import { Avatar } from '../components/Avatar.tsx';
import { MessageForm, messageTargets } from './MessageForm.tsx';
import { usePostMessages } from './usePostMessages.ts';
import styles from './social.module.css';

type Side = 'owner' | 'provider';

function Meta({ message }: { message: ThreadMessage }) {
  const { t } = useTranslation();
  return (
    <span className={styles.meta}>
      <Avatar name={message.author} src={message.authorAvatarUrl} size={28} />
      <strong>{message.mine ? t('messages.you') : message.author}</strong>
      <time dateTime={message.created_date}>{formatDate(message.created_date)}</time>
    </span>
  );
}

function Questions({ postId, side, data }: { postId: string; side: Side; data: PostMessages }) {
  const { t } = useTranslation();
  return (
    <div className={styles.section}>
      <h3>{t('messages.questionsTitle')}</h3>
      <p className={styles.hint}>
        {side === 'owner' ? t('messages.ownerHint') : t('messages.providerHint')}
      </p>
      {data.questions.length === 0 ? (
        <p className={styles.hint}>{t('messages.noQuestions')}</p>
      ) : (
        <ul className={styles.list}>
          {data.questions.map((question) => (
            <li key={question.id} className={styles.item}>
              <Meta message={question} />
              <p>{question.text}</p>
              {question.answer ? (
                <div className={styles.answer}>
                  <span className={styles.meta}>
                    <strong>{t('messages.answerFrom')}</strong>
                    <time dateTime={question.answer.created_date}>
                      {formatDate(question.answer.created_date)}
                    </time>
                  </span>
                  <p>{question.answer.text}</p>
                </div>
              ) : side === 'owner' && data.canAnswer ? (
                <MessageForm
                  target={messageTargets.answer(question.id)}
                  label={t('messages.answerLabel')}
                  submit={t('messages.answer')}
                />
              ) : (
                <p className={styles.waiting}>{t('messages.waiting')}</p>
              )}
            </li>
          ))}
        </ul>
      )}
      {data.canAsk && (
        <MessageForm
          target={messageTargets.ask(postId)}
          label={t('messages.askLabel')}
          submit={t('messages.ask')}
        />
      )}
    </div>
  );
}

function Thread({
  postId,
  thread,
  otherName,
}: {
  postId: string;
  thread: ThreadMessage[];
  otherName: string;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.section}>
      <h3>{t('messages.privateTitle')}</h3>
      <p className={styles.hint}>{t('messages.threadHint', { name: otherName })}</p>
      {thread.length === 0 ? (
        <p className={styles.hint}>{t('messages.noMessages')}</p>
      ) : (
        <ol className={styles.thread} aria-label={t('messages.privateTitle')}>
          {thread.map((message) => (
            <li key={message.id} className={clsx(styles.bubble, message.mine && styles.mine)}>
              <Meta message={message} />
              <p>{message.text}</p>
            </li>
          ))}
        </ol>
      )}
      <MessageForm
        target={messageTargets.private(postId)}
        label={t('messages.messageLabel')}
        submit={t('messages.send')}
      />
    </div>
  );
}

/**
 * A request's conversation, for its owner and for providers: the public questions and answers
 * and, once a bid is accepted, the private thread between the owner and the chosen provider.
 */
export function MessagesPanel({
  postId,
  side,
  otherName,
}: {
  postId: string;
  side: Side;
  /** The other party of the private thread (the provider's title, the owner's name). */
  otherName: string;
}) {
  const { t } = useTranslation();
  const messages = usePostMessages(postId);
  return (
    <Card aria-labelledby="messages-heading">
      <h2 id="messages-heading">{t('messages.threadTitle')}</h2>
      <QueryState query={messages} errorKey="messages.loadFailed">
        {(data) => (
          <>
            {data.thread && <Thread postId={postId} thread={data.thread} otherName={otherName} />}
            <Questions postId={postId} side={side} data={data} />
          </>
        )}
      </QueryState>
    </Card>
  );
}
