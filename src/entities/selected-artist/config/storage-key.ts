/** localStorage key of the selected artist id (spec 1 §3: "kept in local storage"). */
export const SELECTED_ARTIST_STORAGE_KEY = 'royalty-desk.selected-artist';
