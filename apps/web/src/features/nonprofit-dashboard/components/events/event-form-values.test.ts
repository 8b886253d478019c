import { describe, expect, it } from 'vitest';
import { eventInstant, eventToValues, validateEventValues, valuesToInput } from './event-form-values';

const CHICAGO = 'America/Chicago';

describe('the event form', () => {
  const values = {
    name: 'Gala',
    event_type: 'fundraising_gala' as const,
    description: '',
    event_day: '2026-07-15',
    event_time: '5:30 PM',
    location: '',
    fundraising_goal: '',
  };

  it('sends the typed day and time as the instant they mean in the viewer zone', () => {
    expect(valuesToInput(values, CHICAGO).event_date).toBe('2026-07-15T22:30:00.000Z');
    expect(valuesToInput({ ...values, event_time: '06:00' }, CHICAGO).event_date).toBe('2026-07-15T11:00:00.000Z');
  });

  it('says why a missing, partial or skipped time cannot be saved, and sends no date', () => {
    expect(validateEventValues({ ...values, event_time: '' }, CHICAGO)).toEqual({
      event_time: 'Event time is required',
    });
    expect(validateEventValues({ ...values, event_time: '5:3' }, CHICAGO).event_time).toMatch(/like 5:30 PM/);
    expect(valuesToInput({ ...values, event_time: '5:3' }, CHICAGO).event_date).toBe('');
    expect(eventInstant({ event_day: '2026-03-08', event_time: '2:30 AM' }, CHICAGO)).toEqual({
      error: { field: 'event_time', message: expect.stringMatching(/does not exist/) },
    });
    expect(validateEventValues({ ...values, event_day: null }, CHICAGO)).toEqual({
      event_day: 'Event date is required',
    });
    expect(validateEventValues(values, CHICAGO)).toEqual({});
  });

  it('fills an edited event in with the day and time it was saved as', () => {
    const saved = {
      ...valuesToInput(values, CHICAGO),
      id: 1,
      status: 'upcoming' as const,
      fee_percentage: 5,
      created_at: '',
    };
    const shown = eventToValues(
      { ...saved, event_type: 'fundraising_gala', description: null, location: null, fundraising_goal: null },
      CHICAGO,
    );
    expect(shown).toMatchObject({ event_day: '2026-07-15', event_time: '5:30 PM' });
  });
});
