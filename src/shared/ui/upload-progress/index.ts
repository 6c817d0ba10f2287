export { UploadProgressLine, type UploadProgressLineProps } from './upload-progress';
export { PendingUploadOffer, type PendingUploadOfferProps } from './pending-upload-offer';
