import { US_STATE_NAMES, type AddressSuggestion, type AddressType, type UsState } from '@app/shared';

/** How exactly a suggestion is placed, in words. */
export const PRECISION_LABELS: Record<AddressType, string> = {
  street: 'street',
  zip: 'centre of the ZIP code',
  city: 'centre of the city',
};

/** "Chicago, IL 60606": the place a suggestion stands for, without its street. */
export function placeOf(suggestion: Pick<AddressSuggestion, 'city' | 'state' | 'zip'>): string {
  const region = [suggestion.state, suggestion.zip].filter(Boolean).join(' ');
  return [suggestion.city, region].filter(Boolean).join(', ');
}

/** The parts a suggestion fills in, each named: "City: Chicago · State: Illinois · ZIP: 60606". */
export function suggestionParts(suggestion: Pick<AddressSuggestion, 'city' | 'state' | 'zip'>): string {
  const state = suggestion.state ? (US_STATE_NAMES[suggestion.state as UsState] ?? suggestion.state) : null;
  return [
    suggestion.city && `City: ${suggestion.city}`,
    state && `State: ${state}`,
    suggestion.zip && `ZIP: ${suggestion.zip}`,
  ]
    .filter(Boolean)
    .join(' · ');
}
