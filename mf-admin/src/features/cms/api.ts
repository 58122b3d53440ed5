import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type CmsPageSave,
  type ContentStringSave,
  type EmailTemplateSave,
} from '@boatcare/shared-domain';
import { api } from '@boatcare/shared-ui';
import * as cmsAdmin from '@boatcare/shared-domain/endpoints/cms-admin';

const keys = {
  pages: ['admin', 'cms', 'pages'] as const,
  page: (pageId: string) => ['admin', 'cms', 'pages', pageId] as const,
  templates: ['admin', 'cms', 'templates'] as const,
  template: (templateId: string) => ['admin', 'cms', 'templates', templateId] as const,
  strings: ['admin', 'cms', 'strings'] as const,
};

export const useCmsPages = () =>
  useQuery({
    queryKey: keys.pages,
    queryFn: () => api.call(cmsAdmin.pages).then((r) => r.data),
    meta: { errorKey: 'adminCms.pages.loadListFailed' },
  });

/** A page for editing; null when it has no saved content yet (404). */
export const useCmsPage = (pageId: string) =>
  useQuery({
    queryKey: keys.page(pageId),
    enabled: pageId !== '',
    queryFn: () =>
      api.call(cmsAdmin.page, { params: { pageId } }).catch((error: unknown) => {
        if ((error as { status?: number }).status === 404) return null;
        throw error;
      }),
    meta: { errorKey: 'adminCms.pages.loadFailed' },
  });

export function useSaveCmsPage(pageId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (page: CmsPageSave) =>
      api.call(cmsAdmin.savePage, { params: { pageId }, body: page }),
    onSuccess: (saved) => {
      client.setQueryData(keys.page(pageId), saved);
      void client.invalidateQueries({ queryKey: keys.pages, exact: true });
    },
  });
}

export const useEmailTemplates = () =>
  useQuery({
    queryKey: keys.templates,
    queryFn: () => api.call(cmsAdmin.emailTemplates).then((r) => r.data),
    meta: { errorKey: 'adminCms.templates.loadListFailed' },
  });

export const useEmailTemplate = (templateId: string) =>
  useQuery({
    queryKey: keys.template(templateId),
    enabled: templateId !== '',
    queryFn: () => api.call(cmsAdmin.emailTemplate, { params: { templateId } }),
    meta: { errorKey: 'adminCms.templates.loadFailed' },
  });

export function useSaveEmailTemplate(templateId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (template: EmailTemplateSave) =>
      api.call(cmsAdmin.saveEmailTemplate, { params: { templateId }, body: template }),
    onSuccess: (saved) => {
      client.setQueryData(keys.template(templateId), saved);
      void client.invalidateQueries({ queryKey: keys.templates, exact: true });
    },
  });
}

export const useContentStrings = () =>
  useQuery({
    queryKey: keys.strings,
    queryFn: () => api.call(cmsAdmin.strings).then((r) => r.data),
    meta: { errorKey: 'adminCms.strings.loadListFailed' },
  });

export function useSaveContentString() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ stringId, ...body }: ContentStringSave & { stringId: string }) =>
      api.call(cmsAdmin.saveString, { params: { stringId }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.strings }),
  });
}

/** Deletes saved CMS content (a page, a template or a string); the lists refresh. */
export function useDeleteCms(kind: 'pages' | 'email-templates' | 'strings') {
  const client = useQueryClient();
  const list = { pages: keys.pages, 'email-templates': keys.templates, strings: keys.strings }[
    kind
  ];
  return useMutation({
    mutationFn: (contentId: string) => {
      if (kind === 'pages') return api.call(cmsAdmin.deletePage, { params: { pageId: contentId } });
      if (kind === 'email-templates')
        return api.call(cmsAdmin.deleteEmailTemplate, { params: { templateId: contentId } });
      return api.call(cmsAdmin.deleteString, { params: { stringId: contentId } });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: list }),
  });
}
