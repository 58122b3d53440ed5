import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_MAX_LENGTH } from '@boatcare/shared-domain';
import { Button, errorText, toast } from '@boatcare/shared-ui/core';
import { TextAreaField } from '../components/Field.tsx';
import { useSendMessage, type MessageTarget } from './api.ts';
import styles from './social.module.css';

/** One text box and a send button: a question, an answer or a private message. */
export function MessageForm({
  postId,
  target,
  label,
  submit,
  hint,
}: {
  postId: string;
  /** Where it posts (messageTargets). */
  target: MessageTarget;
  label: string;
  submit: string;
  hint?: string;
}) {
  const { t } = useTranslation();
  const send = useSendMessage(postId);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setError(t('messages.validation.textRequired'));
      return;
    }
    setError(undefined);
    send.mutate(
      { target, text },
      {
        onSuccess: () => setText(''),
        onError: (failure) => toast.error(errorText(t, failure, 'messages.sendFailed')),
      },
    );
  };
  return (
    <form className={styles.form} noValidate onSubmit={onSubmit}>
      <TextAreaField
        label={label}
        hint={hint}
        error={error}
        rows={3}
        maxLength={MESSAGE_MAX_LENGTH}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit" size="small" loading={send.isPending}>
        {submit}
      </Button>
    </form>
  );
}
