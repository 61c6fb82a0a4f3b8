/**
 * An enquiry's limits, apart from its schema (enquiry.ts) so a page can draw the enquiry form's boxes
 * without loading zod: the form's checks load when a visitor starts using it, so a
 * first visit downloads less JavaScript (docs/decisions/0059, "Revision").
 */
export const ENQUIRY_NAME_MIN = 2;
export const ENQUIRY_NAME_MAX = 100;
export const ENQUIRY_MESSAGE_MIN = 10;
export const ENQUIRY_MESSAGE_MAX = 2000;
