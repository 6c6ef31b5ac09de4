// Public rules of the FDR area: our fixture difficulty model from venue form.
export type { FormMatch, VenueForm } from './difficulty';
export { FDR_FORM_MATCHES, difficultyOf, fixtureDifficulty, venueForms } from './difficulty';
