import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import * as auth from '@boatcare/shared-domain/endpoints/auth';
import { AVATAR_FIELD, type AvatarResponse } from '@boatcare/shared-domain/schemas/auth';
import { Button, endpointKey, errorText, toast, useEndpoint } from '@boatcare/shared-ui/core';
import { useEndpointMutation, useUploadMutation } from '../api/useEndpointMutation.ts';
import { Avatar } from './Avatar.tsx';
import { PicturePicker } from './PicturePicker.tsx';

const WORDS = {
  choose: 'avatar.choose',
  replace: 'avatar.replace',
  uploading: 'avatar.uploading',
  saved: 'avatar.saved',
  failed: 'avatar.failed',
  tooLarge: 'avatar.tooLarge',
  unsupportedType: 'avatar.unsupportedType',
};

/**
 * The caller's own picture: a provider's logo (shown on their offers, the owner's job page,
 * reviews and messages) or an owner's optional avatar (shown to their job's provider).
 */
export function AvatarPicker({ name, side }: { name: string; side: 'owner' | 'provider' }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const current = useEndpoint(auth.avatar, {});
  const keep = (saved: AvatarResponse) =>
    queryClient.setQueryData(endpointKey(auth.avatar, {}), saved);
  const upload = useUploadMutation(auth.uploadAvatar, { onSuccess: keep });
  const remove = useEndpointMutation(auth.removeAvatar, { onSuccess: keep });
  const stored = current.data?.avatarUrl || null;
  return (
    <PicturePicker
      title={t(side === 'provider' ? 'avatar.title' : 'avatar.ownerTitle')}
      current={stored}
      preview={(shown) => (
        <span data-testid="avatar-preview">
          <Avatar name={name} src={shown ?? undefined} size={88} />
        </span>
      )}
      hint={`${t(stored ? 'avatar.current' : 'avatar.none')} ${t(
        side === 'provider' ? 'avatar.providerHint' : 'avatar.ownerHint',
      )}`}
      field={AVATAR_FIELD}
      upload={upload}
      words={WORDS}
      busy={remove.isPending}
      extra={(uploading) =>
        stored &&
        !uploading && (
          <Button
            variant="ghost"
            loading={remove.isPending}
            disabled={upload.isPending}
            onClick={() =>
              remove.mutate(
                {},
                {
                  onSuccess: () => toast.success(t('avatar.removed')),
                  onError: (error) => toast.error(errorText(t, error, 'avatar.failed')),
                },
              )
            }
          >
            {t('avatar.remove')}
          </Button>
        )
      }
    />
  );
}
