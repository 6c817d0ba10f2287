export { CREATE_RELEASE_MODAL_KEY } from './config/modal-key';
export { CreateReleaseModalSlot } from './ui/create-release-slot';
