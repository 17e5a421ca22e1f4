/** The id of the JSON data block the page's server writes (render/src/inline-json.mjs). */
export const FIRST_VIEW_ELEMENT_ID = 'klubb-first-view';
