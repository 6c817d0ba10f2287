export { CREATE_RELEASE_MODAL_KEY } from './model/modal-key';
export { CreateReleaseModalSlot } from './ui/create-release-slot';
