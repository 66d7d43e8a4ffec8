import { TOUR_TIME_OPTIONS } from '@homeward/rules';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testProperty } from '../../test/property-fixture';
import {
  openTourModal,
  pickDate,
  pickTime,
  renderPropertyWithTours,
  slotGroup,
  stepHeader,
} from './tours-test-kit';

// Only the clock is fixed (timers stay real, so the 1 s close really runs): Monday 11/23/2026, 9:00 AM in Austin.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T15:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const listed = () => testProperty({ is_listed: true });

function dateValue(modal: HTMLElement, slot: number): string {
  return (within(slotGroup(modal, slot)).getByLabelText('Date') as HTMLInputElement).value;
}

function input(modal: HTMLElement, label: string): HTMLInputElement {
  return within(modal).getByLabelText(label) as HTMLInputElement;
}

async function fillTimes(modal: HTMLElement) {
  pickDate(modal, 1, '12/01/2026');
  pickTime(modal, 1, '9:30 AM');
  fireEvent.click(within(modal).getByRole('button', { name: 'Add another time' }));
  pickDate(modal, 2, '12/02/2026');
  pickTime(modal, 2, '1:00 PM');
  fireEvent.click(within(modal).getByRole('button', { name: 'Add another time' }));
  pickDate(modal, 3, '12/03/2026');
  pickTime(modal, 3, '4:30 PM');
}

describe('the tools modal', () => {
  it('keeps Schedule tour disabled for a property that is not listed', async () => {
    renderPropertyWithTours(testProperty({ is_listed: false }));
    fireEvent.click(await screen.findByRole('button', { name: 'Tools' }));
    const tools = await screen.findByRole('dialog', { name: /Oak St/ });
    const section = within(tools).getByRole('group', { name: 'Schedule tour' });
    expect(within(section).getByRole('button', { name: 'Schedule tour' }).hasAttribute('disabled')).toBe(
      true,
    );
    expect(within(section).getByText('Tours can be scheduled once the property is listed.')).toBeTruthy();
  });

  it('opens the tour modal for a listed property and closes itself', async () => {
    renderPropertyWithTours(listed());
    const modal = await openTourModal();
    expect(within(modal).getByText('12 Oak St, Austin, TX 78701')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Oak St/ })).toBeNull());
  });
});

describe('the time-picking step', () => {
  it("offers the 16 half-hour times in the property's zone", async () => {
    renderPropertyWithTours(listed());
    const modal = await openTourModal();
    expect(within(modal).getByText(/Times are in Central Time/)).toBeTruthy();
    const options = within(within(slotGroup(modal, 1)).getByLabelText('Time')).getAllByRole('option');
    const offered = options.filter((option) => !(option as HTMLOptionElement).disabled);
    expect(offered.map((option) => option.textContent)).toEqual([...TOUR_TIME_OPTIONS]);
    expect(offered).toHaveLength(16);
  });

  it('uses the zone of the house, not a fixed one (Utah: Mountain Time)', async () => {
    const utah = testProperty({ is_listed: true });
    utah.address = { ...utah.address, state: 'UT', city: 'Provo' };
    renderPropertyWithTours(utah);
    const modal = await openTourModal();
    expect(within(modal).getByText(/Times are in Mountain Time/)).toBeTruthy();
  });

  it('takes a date as MM/DD/YYYY and refuses one before today', async () => {
    renderPropertyWithTours(listed());
    const modal = await openTourModal();
    pickDate(modal, 1, '11/22/2026');
    expect(dateValue(modal, 1)).toBe('');
    pickDate(modal, 1, '11/23/2026');
    expect(dateValue(modal, 1)).toBe('11/23/2026');
  });

  it('disables the days before today in the calendar', async () => {
    renderPropertyWithTours(listed());
    const modal = await openTourModal();
    fireEvent.focus(within(slotGroup(modal, 1)).getByLabelText('Date'));
    const yesterday = await screen.findByRole('button', { name: '22 November 2026', hidden: true });
    const today = screen.getByRole('button', { name: '23 November 2026', hidden: true });
    expect(yesterday.hasAttribute('disabled') || yesterday.getAttribute('data-disabled') === 'true').toBe(
      true,
    );
    expect(today.hasAttribute('disabled')).toBe(false);
  });

  it('adds up to three slots; the first has no remove button, the others can be removed', async () => {
    renderPropertyWithTours(listed());
    const modal = await openTourModal();
    expect(within(slotGroup(modal, 1)).queryByRole('button', { name: /Remove/ })).toBeNull();
    await fillTimes(modal);
    expect(within(modal).getAllByRole('group', { name: /^Time slot/ })).toHaveLength(3);
    expect(within(modal).queryByRole('button', { name: 'Add another time' })).toBeNull();
    expect(within(slotGroup(modal, 1)).queryByRole('button', { name: /Remove/ })).toBeNull();

    fireEvent.click(within(modal).getByRole('button', { name: 'Remove time slot 2' }));
    expect(within(modal).getAllByRole('group', { name: /^Time slot/ })).toHaveLength(2);
    // The third slot moved up with its own values.
    expect(dateValue(modal, 2)).toBe('12/03/2026');
    expect(within(modal).getByRole('button', { name: 'Add another time' })).toBeTruthy();
  });

  it('marks the same slot proposed twice', async () => {
    renderPropertyWithTours(listed());
    const modal = await openTourModal();
    pickDate(modal, 1, '12/01/2026');
    pickTime(modal, 1, '9:30 AM');
    fireEvent.click(within(modal).getByRole('button', { name: 'Add another time' }));
    pickDate(modal, 2, '12/01/2026');
    pickTime(modal, 2, '9:30 AM');
    expect(within(slotGroup(modal, 2)).getByText('Each time slot must be different')).toBeTruthy();
  });
});

describe('the contact-channel step', () => {
  it("is reached by its header, starts with Email and Phone on and the profile's details, masks the phone", async () => {
    renderPropertyWithTours(listed());
    const modal = await openTourModal();
    fireEvent.click(stepHeader(modal, 'Contact'));
    expect(within(modal).getByRole('checkbox', { name: 'Email' })).toHaveProperty('checked', true);
    expect(within(modal).getByRole('checkbox', { name: 'Phone' })).toHaveProperty('checked', true);
    expect(input(modal, 'Name').value).toBe('Pat Van Doe');
    expect(input(modal, 'Email address').value).toBe('pat@example.com');
    expect(input(modal, 'Phone number').value).toBe('(512) 555-0123');

    fireEvent.change(input(modal, 'Phone number'), { target: { value: '801555014' } });
    expect(input(modal, 'Phone number').value).toBe('(801) 555-014');
    fireEvent.change(input(modal, 'Phone number'), { target: { value: '+1 801 555 0142 99' } });
    expect(input(modal, 'Phone number').value).toBe('(801) 555-0142');

    // The header takes the buyer back to the times, which kept what was picked.
    fireEvent.click(stepHeader(modal, 'Time'));
    expect(within(modal).getByRole('group', { name: 'Time slot 1' })).toBeTruthy();
  });

  it('shows the name while either channel is on and hides each channel field with its checkbox', async () => {
    renderPropertyWithTours(listed());
    const modal = await openTourModal();
    fireEvent.click(within(modal).getByRole('button', { name: 'Next' }));
    fireEvent.click(within(modal).getByRole('checkbox', { name: 'Email' }));
    expect(within(modal).queryByLabelText('Email address')).toBeNull();
    expect(within(modal).getByLabelText('Name')).toBeTruthy();
    fireEvent.click(within(modal).getByRole('checkbox', { name: 'Phone' }));
    expect(within(modal).queryByLabelText('Phone number')).toBeNull();
    expect(within(modal).queryByLabelText('Name')).toBeNull();
    fireEvent.click(within(modal).getByRole('checkbox', { name: 'Phone' }));
    expect(within(modal).getByLabelText('Name')).toBeTruthy();
  });

  it('keeps Schedule tour off until every slot has a date and a time', async () => {
    const { api } = renderPropertyWithTours(listed());
    const modal = await openTourModal();
    fireEvent.click(stepHeader(modal, 'Contact'));
    const submit = within(modal).getByRole('button', { name: 'Schedule tour' });
    expect(submit.hasAttribute('disabled')).toBe(true);
    fireEvent.click(submit);
    expect(api.callsTo('POST /api/property/schedule-tour')).toEqual([]);
  });
});

describe('submitting', () => {
  it("sends the three slots and the contact, says 'Your tour is scheduled.', closes after 1 s and lists the tour", async () => {
    const property = listed();
    const { api } = renderPropertyWithTours(property);
    expect(await screen.findByText(/No tours yet/)).toBeTruthy();
    const modal = await openTourModal();
    await fillTimes(modal);
    fireEvent.click(stepHeader(modal, 'Contact'));
    fireEvent.change(input(modal, 'Phone number'), { target: { value: '8015550142' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'Schedule tour' }));

    expect(await screen.findByText('Your tour is scheduled.')).toBeTruthy();
    expect(screen.getByText('An agent will contact you soon to confirm available times.')).toBeTruthy();
    expect(api.callsTo('POST /api/property/schedule-tour').map((call) => call.body)).toEqual([
      {
        property_id: property.id,
        user_id: 'user-1',
        time_slots: ['12/01/2026 9:30 AM', '12/02/2026 1:00 PM', '12/03/2026 4:30 PM'],
        contact_email: 'pat@example.com',
        contact_phone: '(801) 555-0142',
        contact_name: 'Pat Van Doe',
      },
    ]);
    // Still open right after the notice: it closes a second later.
    expect(screen.getByRole('dialog', { name: 'Schedule a tour' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Schedule a tour' })).toBeNull(), {
      timeout: 2500,
    });
    const tours = await screen.findByRole('list', { name: 'Tours of this property' });
    expect(within(tours).getByText('12/03/2026 4:30 PM')).toBeTruthy();
    expect(within(tours).getByText('Requested')).toBeTruthy();
  });

  it('sends a channel turned off as empty', async () => {
    const { api } = renderPropertyWithTours(listed());
    const modal = await openTourModal();
    pickDate(modal, 1, '12/01/2026');
    pickTime(modal, 1, '9:00 AM');
    fireEvent.click(stepHeader(modal, 'Contact'));
    fireEvent.click(within(modal).getByRole('checkbox', { name: 'Phone' }));
    fireEvent.click(within(modal).getByRole('button', { name: 'Schedule tour' }));
    await screen.findByText('Your tour is scheduled.');
    expect(api.callsTo('POST /api/property/schedule-tour')[0]?.body).toMatchObject({
      time_slots: ['12/01/2026 9:00 AM'],
      contact_email: 'pat@example.com',
      contact_phone: '',
    });
  });

  it("says 'Something went wrong' / 'Your tour is not scheduled.' when the server refuses, with its reason", async () => {
    renderPropertyWithTours(listed(), {
      schedule: () => ({
        status: 400,
        body: {
          error: 'invalid_argument',
          message: 'The date cannot be earlier than today',
          fields: { 'time_slots.0': 'The date cannot be earlier than today' },
        },
      }),
    });
    const modal = await openTourModal();
    pickDate(modal, 1, '12/01/2026');
    pickTime(modal, 1, '9:00 AM');
    fireEvent.click(stepHeader(modal, 'Contact'));
    fireEvent.click(within(modal).getByRole('button', { name: 'Schedule tour' }));

    expect(await screen.findByText('Your tour is not scheduled.')).toBeTruthy();
    expect(screen.getByText('Something went wrong')).toBeTruthy();
    expect(within(modal).getAllByText('The date cannot be earlier than today').length).toBeGreaterThan(0);
    // The buyer keeps what they entered to correct it.
    expect(screen.getByRole('dialog', { name: 'Schedule a tour' })).toBeTruthy();
  });

  it("says 'Something went wrong.' / 'Please try again later.' when the save itself fails", async () => {
    renderPropertyWithTours(listed(), {
      schedule: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const modal = await openTourModal();
    pickDate(modal, 1, '12/01/2026');
    pickTime(modal, 1, '9:00 AM');
    fireEvent.click(stepHeader(modal, 'Contact'));
    fireEvent.click(within(modal).getByRole('button', { name: 'Schedule tour' }));

    expect(await screen.findByText('Something went wrong.')).toBeTruthy();
    expect(screen.getByText('Please try again later.')).toBeTruthy();
  });
});

describe('closing', () => {
  it('resets both steps: the next open starts at the times with one empty slot and the defaults', async () => {
    renderPropertyWithTours(listed());
    let modal = await openTourModal();
    await fillTimes(modal);
    fireEvent.click(stepHeader(modal, 'Contact'));
    fireEvent.click(within(modal).getByRole('checkbox', { name: 'Email' }));
    fireEvent.change(input(modal, 'Name'), { target: { value: 'Someone Else' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Schedule a tour' })).toBeNull());

    modal = await openTourModal();
    expect(within(modal).getAllByRole('group', { name: /^Time slot/ })).toHaveLength(1);
    expect(dateValue(modal, 1)).toBe('');
    expect((within(slotGroup(modal, 1)).getByLabelText('Time') as HTMLSelectElement).value).toBe('');
    fireEvent.click(stepHeader(modal, 'Contact'));
    expect(within(modal).getByRole('checkbox', { name: 'Email' })).toHaveProperty('checked', true);
    expect(input(modal, 'Name').value).toBe('Pat Van Doe');
  });
});
