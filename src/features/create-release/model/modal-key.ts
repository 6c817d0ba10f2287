/** The general store's flag of the wizard (the navigation's "create release" sets it; spec 2 §2). */
export const CREATE_RELEASE_MODAL_KEY = 'releaseCreate';
