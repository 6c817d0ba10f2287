export { FieldSkeleton, Skeleton, SkeletonText, type SkeletonProps, type SkeletonTextProps } from './skeleton';
