/** What a toast may carry in `meta` (`toaster.create({ meta })`) for the toast region to read. */
export interface ToastMeta {
  /**
   * Shows the close button as a text button with this label, beside the action (e.g. "Later"),
   * instead of the icon button "Dismiss notification".
   */
  closeLabel?: string;
}
