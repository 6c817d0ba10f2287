import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient, unwrap, type components, type operations } from '@/shared/api';

export type Release = components['schemas']['Release'];
export type ReleaseSummary = components['schemas']['ReleaseSummary'];
export type ReleaseSummaryPage = components['schemas']['ReleaseSummaryPage'];
export type ReleaseDraft = components['schemas']['ReleaseDraft'];
export type ReleaseTrack = components['schemas']['ReleaseTrack'];
export type ReleaseArtist = components['schemas']['ReleaseArtist'];
export type ReleaseContributor = components['schemas']['ReleaseContributor'];
export type ReleaseOptions = components['schemas']['ReleaseOptions'];
export type ReleaseFieldError = components['schemas']['ReleaseFieldError'];
export type ReleaseStatus = components['schemas']['ReleaseStatus'];
export type ReleaseDisplayStatus = components['schemas']['ReleaseDisplayStatus'];
export type ReleaseFormat = components['schemas']['ReleaseFormat'];
export type Advisory = components['schemas']['Advisory'];
export type ClipStartMode = components['schemas']['ClipStartMode'];
export type ArtistRole = components['schemas']['ArtistRole'];
export type ContributorRole = components['schemas']['ContributorRole'];
export type CreditRole = components['schemas']['CreditRole'];
export type WriterRole = components['schemas']['WriterRole'];
export type StoredFile = components['schemas']['StoredFile'];
export type ImageValidation = components['schemas']['ImageValidation'];
export type CoverUpload = components['schemas']['CoverUpload'];
export type AudioUpload = components['schemas']['AudioUpload'];
export type AudioMetadata = components['schemas']['AudioMetadata'];
export type ReleaseListParams = NonNullable<operations['listReleases']['parameters']['query']>;

const ONE_HOUR = 60 * 60 * 1000;

export const releaseQueries = {
  all: () => ['releases'] as const,
  lists: () => [...releaseQueries.all(), 'list'] as const,
  list: (query: ReleaseListParams) =>
    queryOptions({
      queryKey: [...releaseQueries.lists(), query] as const,
      // `status` is `style: form, explode: false` in the contract: one comma-separated value.
      queryFn: ({ signal }) =>
        unwrap(apiClient.GET('/releases', { params: { query }, querySerializer: { array: { style: 'form', explode: false } }, signal })),
      placeholderData: keepPreviousData,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...releaseQueries.all(), 'detail', id] as const,
      queryFn: ({ signal }) => unwrap(apiClient.GET('/releases/{id}', { params: { path: { id } }, signal })),
    }),
  /** Genres, languages, countries: they change only with a server version. */
  options: () =>
    queryOptions({
      queryKey: [...releaseQueries.all(), 'options'] as const,
      queryFn: ({ signal }) => unwrap(apiClient.GET('/reference/release-options', { signal })),
      staleTime: ONE_HOUR,
      gcTime: ONE_HOUR,
    }),
};

/** The autosave of the edit page (JSON partial update). */
export const patchReleaseDraft = (id: string, body: ReleaseDraft) =>
  unwrap(apiClient.PATCH('/releases/drafts/{id}', { params: { path: { id } }, body }));

export const submitRelease = (id: string) => unwrap(apiClient.POST('/releases/{id}/submit', { params: { path: { id } } }));

export const deleteReleaseDraft = (id: string) =>
  unwrap(apiClient.DELETE('/releases/drafts/{id}', { params: { path: { id } } }));
