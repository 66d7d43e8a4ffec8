import {
  OFFER_LETTER_LAPSE,
  OFFER_LETTER_NON_BINDING,
  offerExpiryText,
  offerExpiryZone,
  offerExpiryZoneNote,
} from './offer-letter-wording';

const expiry = { deadline_date: '11/25/2026', deadline_time: '5:00', deadline_am_pm: 'PM' };

describe('the offer letter expiry', () => {
  it("names the property's state's zone, by label and IANA id", () => {
    expect(offerExpiryText(expiry, 'UT')).toBe(
      'This offer is open until 5:00 PM Mountain Time (America/Denver) on 11/25/2026.',
    );
    expect(offerExpiryText(expiry, 'ny')).toBe(
      'This offer is open until 5:00 PM Eastern Time (America/New_York) on 11/25/2026.',
    );
    expect(offerExpiryText({ ...expiry, deadline_date: '2026-11-25' }, 'HI')).toBe(
      'This offer is open until 5:00 PM Hawaii Time (Pacific/Honolulu) on 11/25/2026.',
    );
  });

  it("takes a state spanning zones at its main zone and says so; an unknown state is the property's local time", () => {
    expect(offerExpiryZone('TX')).toEqual({
      id: 'America/Chicago',
      label: 'Central Time',
      stateName: 'Texas',
      mainZoneOnly: true,
    });
    expect(offerExpiryZoneNote(offerExpiryZone('TX'))).toBe(
      'The time is Central Time (America/Chicago), the time zone of most of Texas; part of the state keeps ' +
        'another clock, and this deadline is on this one.',
    );
    expect(offerExpiryZoneNote(offerExpiryZone('UT'))).toBe(
      'The time is Mountain Time (America/Denver), the time zone of Utah, where the property is.',
    );
    expect(offerExpiryZone('XX')).toBeUndefined();
    expect(offerExpiryZone(undefined)).toBeUndefined();
    expect(offerExpiryText(expiry, '')).toBe(
      "This offer is open until 5:00 PM the property's local time on 11/25/2026.",
    );
  });

  it('says when none is set, and reads a date without a time as the end of that day', () => {
    expect(offerExpiryText(undefined, 'UT')).toBe('No expiration date was set for this offer.');
    expect(offerExpiryText({ deadline_date: ' ' }, 'UT')).toBe('No expiration date was set for this offer.');
    expect(offerExpiryText({ deadline_date: '11/25/2026' }, 'CO')).toBe(
      'This offer is open until the end of 11/25/2026, Mountain Time (America/Denver).',
    );
  });

  it('binds no one: no acceptance that makes a contract', () => {
    for (const words of [OFFER_LETTER_NON_BINDING, OFFER_LETTER_LAPSE, offerExpiryText(expiry, 'UT')]) {
      expect(words).not.toMatch(/accepts? (it|this)|accepted in writing|unless the seller/i);
    }
    expect(OFFER_LETTER_NON_BINDING).toContain('non-binding');
    expect(OFFER_LETTER_LAPSE).toContain('binds anyone');
  });
});
