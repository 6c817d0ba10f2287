/** A release's edit page (the wizard's steps for a draft, the read-only view once submitted). */
export const releaseEditHref = (releaseId: string) => `/dashboard/releases/${encodeURIComponent(releaseId)}/edit`;
