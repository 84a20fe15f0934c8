/** The keys of the simulated card reader (content-pages spec §4.5, §9): 10 digits and six labelled keys. */
export const READER_DIGITS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0'] as const;
/** Labelled keys above the digits and beside them; each label is under the simulator's `keys`. */
export const READER_FUNCTION_KEYS = ['menu', 'lang', 'doze'] as const;
export const READER_ACTION_KEYS = ['cancel', 'return', 'enter'] as const;

/** The steps of paying by card shown above the simulator, by catalogue key. */
export const CARD_PAYMENT_STEPS = ['insert', 'wait', 'pin'] as const;
