import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, SelectField, TextField, errorText, toast } from '@boatcare/shared-ui';
import { useCmsPage, useCmsPages, useSaveCmsPage } from '../api.ts';
import { KNOWN_PAGES, bodyOf, draftOf, type PageDraft } from './page-draft.ts';
import { PageForm } from './PageForm.tsx';
import { DeleteContentButton } from '../DeleteContentButton.tsx';
import styles from '../../admin-forms/Form.module.css';

const ID_FORMAT = /^[\w.-]{1,100}$/;

/** Page Content: pick a page (or name a new one), edit its title, sections and SEO, save. */
export function PageContentPanel() {
  const { t } = useTranslation();
  const pages = useCmsPages();
  const [pageId, setPageId] = useState<string>(KNOWN_PAGES[0]);
  const [newId, setNewId] = useState('');
  const page = useCmsPage(pageId);
  const save = useSaveCmsPage(pageId);
  const [draft, setDraft] = useState<PageDraft | null>(null);

  // A fresh draft whenever another page (or its saved state) arrives.
  useEffect(() => {
    if (page.data !== undefined) setDraft(draftOf(page.data));
  }, [page.data]);

  const ids = [...new Set([...KNOWN_PAGES, ...(pages.data ?? []).map((p) => p.pageId)])];
  const titleOf = (id: string) => pages.data?.find((p) => p.pageId === id)?.title;

  function openNew(event: FormEvent) {
    event.preventDefault();
    const id = newId.trim();
    if (!ID_FORMAT.test(id)) {
      toast.error(t('adminCms.validation.idFormat'));
      return;
    }
    setDraft(null);
    setPageId(id);
    setNewId('');
  }

  function submit(next: PageDraft) {
    save.mutate(bodyOf(next), {
      onSuccess: () => toast.success(t('adminCms.pages.saved')),
      onError: (error) => toast.error(errorText(t, error, 'adminCms.pages.saveFailed')),
    });
  }

  return (
    <div className={styles.panel}>
      <div className={styles.pick}>
        <SelectField
          label={t('adminCms.pages.pick')}
          value={pageId}
          onChange={(event) => {
            setDraft(null);
            setPageId(event.target.value);
          }}
        >
          {ids.map((id) => (
            <option key={id} value={id}>
              {titleOf(id) ? `${id} — ${titleOf(id)}` : id}
            </option>
          ))}
        </SelectField>
        <form className={styles.pick} onSubmit={openNew}>
          <TextField
            label={t('adminCms.pages.newId')}
            hint={t('adminCms.pages.newIdHint')}
            value={newId}
            onChange={(event) => setNewId(event.target.value)}
          />
          <Button type="submit" variant="secondary">
            {t('adminCms.pages.open')}
          </Button>
        </form>
      </div>
      <p className={styles.note}>{t('adminCms.pages.languageHint')}</p>
      {page.isError && <p role="alert">{errorText(t, page.error, 'adminCms.pages.loadFailed')}</p>}
      {page.data === null && <p className={styles.note}>{t('adminCms.pages.notSavedYet')}</p>}
      {page.data && !page.isFetching && (
        <div className={styles.actions}>
          <DeleteContentButton area="pages" contentId={pageId} />
        </div>
      )}
      {draft && !page.isFetching && (
        <PageForm key={pageId} initial={draft} busy={save.isPending} onSubmit={submit} />
      )}
    </div>
  );
}
