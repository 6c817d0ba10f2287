import { queryOptions } from '@tanstack/react-query';
import { apiClient, unwrap, type components } from '@/shared/api';

export type Agreement = components['schemas']['Agreement'];
export type AgreementType = components['schemas']['AgreementType'];
export type AgreementAcceptance = components['schemas']['AgreementAcceptance'];

export const agreementQueries = {
  /** `GET /agreements`: the current texts and versions (public; they change only with a server release). */
  current: () =>
    queryOptions({
      queryKey: ['agreements', 'current'] as const,
      queryFn: ({ signal }) => unwrap(apiClient.GET('/agreements', { signal })),
      staleTime: Infinity,
    }),
  /** `GET /user/agreements`: the signed-in user's acceptances and what is outstanding. */
  mine: () =>
    queryOptions({
      queryKey: ['agreements', 'mine'] as const,
      queryFn: ({ signal }) => unwrap(apiClient.GET('/user/agreements', { signal })),
    }),
};

/** `POST /user/agreements`: the signed-in user accepts `version` of `type`. */
export const acceptAgreement = (type: AgreementType, version: string) => unwrap(apiClient.POST('/user/agreements', { body: { type, version } }));
