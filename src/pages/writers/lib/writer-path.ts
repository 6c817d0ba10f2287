export const writerPath = (id: string, section?: string) => `/dashboard/writers/${encodeURIComponent(id)}${section ? `/${section}` : ''}`;
