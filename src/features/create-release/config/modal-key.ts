/**
 * The general store's flag of the wizard (the navigation's "create release" sets it; spec 2 §2).
 * Below both the model (which closes the wizard) and the slot (which opens it).
 */
export const CREATE_RELEASE_MODAL_KEY = 'releaseCreate';
