import {
  tourCancelledNotification,
  tourConfirmedNotification,
  tourRequestedNotification,
} from './tour-notifications';

describe('tour notifications', () => {
  it("'Tour requested' counts the proposed times and says an agent will call", () => {
    expect(tourRequestedNotification(' 12 Elm St,\n Provo ', 3)).toEqual({
      kind: 'tour_requested',
      title: 'Tour requested',
      body:
        'You asked to see 12 Elm St, Provo at 3 proposed times. ' +
        'An agent will contact you soon to confirm available times.',
    });
    expect(tourRequestedNotification('', 1).body).toMatch(
      /^You asked to see the property at one proposed time\./,
    );
  });

  it("'Tour confirmed' gives the time with its zone", () => {
    expect(tourConfirmedNotification('12 Elm St', '12/01/2026 9:30 AM', 'Mountain Time')).toEqual({
      kind: 'tour_confirmed',
      title: 'Tour confirmed',
      body: 'Your tour of 12 Elm St is confirmed for 12/01/2026 9:30 AM (Mountain Time).',
    });
    expect(tourConfirmedNotification('12 Elm St', '12/01/2026 9:30 AM', '').body).toBe(
      'Your tour of 12 Elm St is confirmed for 12/01/2026 9:30 AM.',
    );
  });

  it("'Tour cancelled' names the property", () => {
    expect(tourCancelledNotification('12 Elm St')).toEqual({
      kind: 'tour_cancelled',
      title: 'Tour cancelled',
      body: 'Your tour of 12 Elm St is cancelled; the agent has been told.',
    });
  });
});
