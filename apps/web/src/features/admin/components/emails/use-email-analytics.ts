import type {
  EmailAnalyticsResponse,
  EmailResendResponse,
  EmailStatus,
  EmailTemplatePreview,
  EmailTemplatePreviewRequest,
  EmailTemplateUpdateRequest,
  EmailTemplateUpdateResponse,
} from '@app/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#src/lib/api-client';
import { viewerTimeZone } from '#src/lib/time-zone';

/** Every admin email call lives under this key, so a save or a resend refreshes figures and list. */
export const emailAnalyticsQueryKey = ['admin', 'email-analytics'] as const;

export interface EmailListFilters {
  page: number;
  limit: number;
  status?: EmailStatus;
  template?: string;
  search?: string;
  sort_dir?: 'asc' | 'desc';
}

/** GET /admin/email-analytics: the figures, every template, one page of emails; "today" in the viewer's zone. */
export function getEmailAnalytics(filters: EmailListFilters, signal?: AbortSignal): Promise<EmailAnalyticsResponse> {
  return api<EmailAnalyticsResponse>('/admin/email-analytics', {
    signal,
    query: { ...filters, tz: viewerTimeZone() },
  });
}

export const emailAnalyticsQueryOptions = (filters: EmailListFilters) =>
  queryOptions({
    queryKey: [...emailAnalyticsQueryKey, 'list', filters] as const,
    queryFn: ({ signal }) => getEmailAnalytics(filters, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });

export function useEmailAnalytics(filters: EmailListFilters) {
  return useQuery(emailAnalyticsQueryOptions(filters));
}

/** POST /admin/email-templates/{key}/preview: the draft as it would be sent, with sample data. */
export function useTemplatePreview(key: string, draft: EmailTemplatePreviewRequest, enabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'email-template-preview', key, draft.subject, draft.content] as const,
    queryFn: ({ signal }) =>
      api<EmailTemplatePreview>(`/admin/email-templates/${key}/preview`, { method: 'POST', body: draft, signal }),
    enabled,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: Infinity,
  });
}

/** PUT /admin/email-templates/{key}: the new subject and content. */
export function useUpdateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, data }: { key: string; data: EmailTemplateUpdateRequest }) =>
      api<EmailTemplateUpdateResponse>(`/admin/email-templates/${key}`, { method: 'PUT', body: data }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: emailAnalyticsQueryKey }),
  });
}

/** POST /admin/emails/{id}/resend: a failed email back in the outbox. */
export function useResendEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<EmailResendResponse>(`/admin/emails/${id}/resend`, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: emailAnalyticsQueryKey }),
  });
}
