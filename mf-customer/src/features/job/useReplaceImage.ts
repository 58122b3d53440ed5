import { useQueryClient } from '@tanstack/react-query';
import type { Answer } from '@boatcare/shared-domain/endpoints/define';
import * as jobpost from '@boatcare/shared-domain/endpoints/jobpost';
import { endpointKey, useUploadMutation } from '@boatcare/shared-ui';

/** The multipart form that puts `file` in gallery slot `index`. */
export function replaceImageForm(index: number, file: File) {
  const form = new FormData();
  form.append('index', String(index));
  form.append('image', file);
  return form;
}

/**
 * Puts a photo in one gallery slot of a request (`replaceImageForm`); the request shows the
 * server's answer at once, and the lists (their thumbnails) are read again.
 */
export function useReplaceImage(id: string, index: number) {
  const queryClient = useQueryClient();
  return useUploadMutation(jobpost.replaceImage, {
    invalidates: [jobpost.list],
    onSuccess: ({ image }) => {
      queryClient.setQueryData<Answer<typeof jobpost.get>>(
        endpointKey(jobpost.get, { params: { id } }),
        (answer) => {
          if (!answer) return answer;
          const images = [...answer.data.images];
          if (index < images.length) images[index] = image;
          else images.push(image);
          return { ...answer, data: { ...answer.data, images } };
        },
      );
    },
  });
}
