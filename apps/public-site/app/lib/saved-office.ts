/** The saved-office rule, in a module of its own so that the frame loads it after hydration. */
export { parseSavedOfficeId } from '@fuelcard/offices';
