import type { AddressSuggestion } from '@app/shared';
import type { GeocodeResult } from '#src/platform/geocoder';

/** A geocoder result as an address suggestion (docs/product.md, Places). */
export function presentSuggestion(result: GeocodeResult): AddressSuggestion {
  return {
    display_name: result.label,
    lat: result.latitude,
    lon: result.longitude,
    place_id: result.id ?? `${result.precision}:${result.latitude},${result.longitude}`,
    address_type: result.precision,
    importance: result.importance ?? 0.5,
    street: result.street ?? null,
    city: result.city,
    state: result.state,
    zip: result.zip,
  };
}
