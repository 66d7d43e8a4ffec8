import { describe, expect, it } from 'vitest';
import {
  addSlot,
  isDraftComplete,
  newTourDraft,
  removeSlot,
  scheduleRequestOf,
  slotProblemsByKey,
  updateSlot,
  usDateOfIso,
  type TourDraft,
} from './tour-draft';

const NOW = new Date('2026-11-23T15:00:00Z');
const ZONE = 'America/Chicago';
const contact = { email: 'pat@example.com', phone: '(512) 555-0123', name: 'Pat Van Doe' };

function withSlots(...slots: [string | null, string][]): TourDraft {
  let draft = newTourDraft(contact);
  slots.forEach(([date, time], index) => {
    if (index > 0) draft = addSlot(draft);
    draft = updateSlot(draft, draft.slots[index]!.key, { date, time });
  });
  return draft;
}

describe('the tour draft', () => {
  it('starts with one empty slot and both channels on', () => {
    const draft = newTourDraft(contact);
    expect(draft.slots).toEqual([{ key: 0, date: null, time: '' }]);
    expect([draft.emailOn, draft.phoneOn]).toEqual([true, true]);
  });

  it('holds at most three slots and never drops the first', () => {
    let draft = addSlot(addSlot(addSlot(addSlot(newTourDraft(contact)))));
    expect(draft.slots).toHaveLength(3);
    const [first, second] = draft.slots;
    expect(removeSlot(draft, first!.key).slots).toHaveLength(3);
    draft = removeSlot(draft, second!.key);
    expect(draft.slots.map((slot) => slot.key)).toEqual([0, 2]);
  });

  it('writes dates as MM/DD/YYYY', () => {
    expect(usDateOfIso('2026-12-01')).toBe('12/01/2026');
  });

  it('is complete only with every slot picked, a channel on and its details filled', () => {
    const picked = withSlots(['2026-12-01', '9:30 AM']);
    expect(isDraftComplete(picked, ZONE, NOW)).toBe(true);
    expect(isDraftComplete(withSlots(['2026-12-01', '9:30 AM'], [null, '']), ZONE, NOW)).toBe(false);
    expect(isDraftComplete({ ...picked, emailOn: false, phoneOn: false }, ZONE, NOW)).toBe(false);
    expect(isDraftComplete({ ...picked, phone: '' }, ZONE, NOW)).toBe(false);
    expect(isDraftComplete({ ...picked, phone: '', phoneOn: false }, ZONE, NOW)).toBe(true);
    expect(isDraftComplete({ ...picked, name: ' ' }, ZONE, NOW)).toBe(false);
    // Yesterday at the house, even when typed around the picker.
    expect(isDraftComplete(withSlots(['2026-11-22', '9:30 AM']), ZONE, NOW)).toBe(false);
  });

  it('names the slot that repeats another', () => {
    const draft = withSlots(['2026-12-01', '9:30 AM'], ['2026-12-01', '9:30 AM']);
    expect([...slotProblemsByKey(draft, ZONE, NOW)]).toEqual([[1, 'Each time slot must be different']]);
  });

  it("builds the spec's request: 'MM/DD/YYYY h:mm AM' slots, channels turned off sent empty", () => {
    const draft = { ...withSlots(['2026-12-01', '9:30 AM'], ['2026-12-02', '4:30 PM']), phoneOn: false };
    expect(scheduleRequestOf(draft, 'property-1', 'user-1')).toEqual({
      property_id: 'property-1',
      user_id: 'user-1',
      time_slots: ['12/01/2026 9:30 AM', '12/02/2026 4:30 PM'],
      contact_email: 'pat@example.com',
      contact_phone: '',
      contact_name: 'Pat Van Doe',
    });
  });
});
