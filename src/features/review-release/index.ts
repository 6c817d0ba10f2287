export { AssignUpcForm } from './ui/assign-upc-form';
export type { AssignUpcFormProps } from './ui/assign-upc-form';
export { DeliveryRefusalList } from './ui/delivery-refusal-list';
export { ReviewActions } from './ui/review-actions';
export type { ReviewActionsProps } from './ui/review-actions';
export { SendToDelivery } from './ui/send-to-delivery';
export { REVIEW_MOVE_TEXTS, reviewMovesOf } from './config/review-moves';
export type { ReviewMove } from './config/review-moves';
export {
  REJECT_REASON_REQUIRED,
  UPC_CHECK_MESSAGE,
  UPC_FORMAT_MESSAGE,
  optionalReasonSchema,
  rejectReasonSchema,
  upcSchema,
} from './model/review-schemas';
