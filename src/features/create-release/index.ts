export { CREATE_RELEASE_MODAL_KEY, CreateReleaseModalSlot } from './ui/create-release-slot';
