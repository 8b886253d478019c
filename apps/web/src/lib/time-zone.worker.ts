import { isTimeZone } from '@app/shared';

// Reads the zone off the page's main thread (lib/time-zone.ts says why) and answers once.
const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
(self as unknown as { postMessage: (message: string) => void }).postMessage(zone && isTimeZone(zone) ? zone : 'UTC');
