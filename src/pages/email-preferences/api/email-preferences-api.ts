import { queryOptions, useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { apiClient, unwrap, type components } from '@/shared/api';

export type EmailUnsubscribeInfo = components['schemas']['EmailUnsubscribeInfo'];
export type EmailPreferences = components['schemas']['EmailPreferences'];
export type EmailPreferencesUpdate = components['schemas']['EmailPreferencesUpdate'];
export type EmailUnsubscribeByToken = components['schemas']['EmailUnsubscribeByToken'];

export const emailPreferencesKeys = {
  unsubscribe: (token: string) => ['email-preferences', 'unsubscribe', token] as const,
  preferences: (token: string) => ['email-preferences', 'preferences', token] as const,
};

/** `GET /email/unsubscribe/{token}`: who the token belongs to and their lists. */
export const unsubscribeInfoQuery = (token: string) =>
  queryOptions({
    queryKey: emailPreferencesKeys.unsubscribe(token),
    queryFn: ({ signal }) => unwrap(apiClient.GET('/email/unsubscribe/{token}', { params: { path: { token } }, signal })),
    retry: false,
  });

/** `GET /email/preferences/{token}`. */
export const emailPreferencesQuery = (token: string) =>
  queryOptions({
    queryKey: emailPreferencesKeys.preferences(token),
    queryFn: ({ signal }) => unwrap(apiClient.GET('/email/preferences/{token}', { params: { path: { token } }, signal })),
    retry: false,
  });

/** `POST /email/unsubscribe` with an address: a preferences link is mailed (same answer either way). */
export const requestUnsubscribeLink = (email: string) =>
  unwrap(apiClient.POST('/email/unsubscribe', { body: { email } }));

/** `POST /email/unsubscribe/{token}`: from all lists, or from `listIds`. */
export const unsubscribeByToken = ({ token, body }: { token: string; body: EmailUnsubscribeByToken }) =>
  unwrap(apiClient.POST('/email/unsubscribe/{token}', { params: { path: { token } }, body }));

/** `PUT /email/preferences/{token}`. */
export const updateEmailPreferences = ({ token, body }: { token: string; body: EmailPreferencesUpdate }) =>
  unwrap(apiClient.PUT('/email/preferences/{token}', { params: { path: { token } }, body }));

/** A change made with the link's token: the server's answer becomes the page's data (`queryKey`). */
export function useTokenChange<Variables, Answer>(send: (variables: Variables) => Promise<Answer>, queryKey: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: (next) => queryClient.setQueryData(queryKey, next) });
}
