export { albumQueries } from './api/album-api';
export type { Album, AlbumDetails } from './api/album-api';
export { AlbumGrid, AlbumGridSkeleton, albumTypeLabel } from './ui/album-grid';
export type { AlbumGridProps } from './ui/album-grid';
