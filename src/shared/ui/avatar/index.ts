export { Avatar, type AvatarProps } from './avatar';
export { getInitials } from './get-initials';
