// What the distribution pages need only after their first paint, one chunk for both: the queue's
// bulk dialogs (forms with Conform and Zod) and the review's sections and moves (audio preview).
export { BulkDialogs } from './bulk-dialogs';
export { ReviewActions, ReviewBody } from './review/review-body';
