export const WRITER_LIST_PAGE_SIZE = 25;
/** Credited tracks per page of a writer's discography. */
export const WRITER_DISCOGRAPHY_PAGE_SIZE = 25;
export const WRITER_SORT_FIELDS = ['name', 'createdAt'] as const;
export const WRITER_SORT_LABELS: Readonly<Record<(typeof WRITER_SORT_FIELDS)[number], string>> = { name: 'Name', createdAt: 'Date added' };
