/** Default debounce wait for inputs and resize handlers, in ms. */
export const DEBOUNCE_MS = 500;
/** The shorter debounce wait used in one place of the product, in ms. */
export const DEBOUNCE_SHORT_MS = 300;
/** Delay before an infinite-scroll list asks for its next page, in ms. */
export const INFINITE_SCROLL_DELAY_MS = 200;
/** Seconds before a verification code may be requested again. */
export const VERIFY_COUNTDOWN_S = 59;
/** Window in which three Enter presses trigger the shortcut, in ms. */
export const TRIPLE_ENTER_WINDOW_MS = 1000;
