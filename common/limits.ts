// Input size limits (decisions.md 28, API conventions): names and titles 100 characters, free text 5,000,
// lists 200 items.
export const MAX_NAME_LENGTH = 100;
export const MAX_TEXT_LENGTH = 5000;
export const MAX_LIST_ITEMS = 200;
export const MIN_USERNAME_LENGTH = 3;
export const MIN_PASSWORD_LENGTH = 6;
