import * as boats from '@boatcare/shared-domain/endpoints/boats';
import { pathOf } from '@boatcare/shared-domain/endpoints/define';
import type { ShareChoice } from '@boatcare/shared-domain/schemas/boat';
import { apiUrl, sessionStore } from '@boatcare/shared-ui';

/**
 * Downloads the boat's logbook as a PDF in `language` with what the owner chose: a file, not
 * JSON, so it is fetched with the session's token and handed to the browser as a download.
 */
export async function downloadLogbookPdf(
  boatId: string,
  language: 'en' | 'da',
  choice: ShareChoice,
  fileName: string,
): Promise<void> {
  const query = new URLSearchParams({
    lang: language,
    includePhotos: String(choice.includePhotos),
    includeAmounts: String(choice.includeAmounts),
    includeOwnEntries: String(choice.includeOwnEntries),
  });
  const token = sessionStore.getState().session?.access_token;
  const response = await fetch(`${apiUrl(pathOf(boats.pdf.path, { id: boatId }))}?${query}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new Error(`PDF ${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
