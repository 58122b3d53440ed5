import { useTranslation } from 'react-i18next';
import { MESSAGE_MAX_LENGTH, messageBody } from '@boatcare/shared-domain/schemas/message';
import * as messages from '@boatcare/shared-domain/endpoints/messages';
import { Button, errorText, toast } from '@boatcare/shared-ui/core';
import { TextAreaField } from '../components/Field.tsx';
import { useEndpointMutation } from '../api/useEndpointMutation.ts';
import { useSchemaForm } from '../forms/useSchemaForm.ts';
import styles from './social.module.css';

/** Where a message goes: a question on a request, an answer to a question, the private thread. */
export interface MessageTarget {
  endpoint: typeof messages.ask | typeof messages.answer | typeof messages.sendPrivate;
  /** The request's id (ask, private) or the question's (answer). */
  id: string;
}

export const messageTargets = {
  ask: (postId: string): MessageTarget => ({ endpoint: messages.ask, id: postId }),
  answer: (questionId: string): MessageTarget => ({ endpoint: messages.answer, id: questionId }),
  private: (postId: string): MessageTarget => ({ endpoint: messages.sendPrivate, id: postId }),
};

/** One text box and a send button: a question, an answer or a private message. */
export function MessageForm({
  target,
  label,
  submit,
  hint,
}: {
  /** Where it posts (messageTargets). */
  target: MessageTarget;
  label: string;
  submit: string;
  hint?: string;
}) {
  const { t } = useTranslation();
  const send = useEndpointMutation(target.endpoint, { invalidates: [messages.forPost] });
  const form = useSchemaForm(messageBody, { defaultValues: { text: '' } });
  const onSubmit = form.handleSubmit((body) =>
    send.mutate(
      { params: { id: target.id }, body },
      {
        onSuccess: () => form.reset(),
        onError: (failure) => {
          if (!form.showServerErrors(failure))
            toast.error(errorText(t, failure, 'messages.sendFailed'));
        },
      },
    ),
  );
  return (
    <form className={styles.form} noValidate onSubmit={onSubmit}>
      <TextAreaField
        label={label}
        hint={hint}
        rows={3}
        maxLength={MESSAGE_MAX_LENGTH}
        {...form.field('text')}
      />
      <Button type="submit" size="small" loading={send.isPending}>
        {submit}
      </Button>
    </form>
  );
}
