import { readPdf } from '@homeward/testing/src/read-pdf';
import { renderTask } from './render';

const letter = {
  property: {
    address: { street: '1 Main St', city: 'Provo', zip_code: '84601', state: 'UT' },
    price: 400_000,
  },
  additional: { deadline_date: '01/07/2026', deadline_time: '5:00', deadline_am_pm: 'PM' },
};

describe('the PDF of a completed document', () => {
  it('is dated the day it was completed, however late it is downloaded', async () => {
    const pdf = await renderTask({
      kind: 'offer_letter',
      data: letter,
      preview: false,
      completedAt: new Date('2026-01-05T18:00:00Z'),
    });
    const { text } = await readPdf(pdf);
    expect(text).toContain('Date January 5, 2026');
    expect(text).toContain('This offer is open until 5:00 PM Mountain Time (America/Denver) on 01/07/2026.');
  });

  it('renders to the same bytes each time, so its stored copy and a fresh render share one ETag', async () => {
    const task = { kind: 'offer_letter' as const, data: letter, preview: false, completedAt: new Date(0) };
    expect((await renderTask(task)).equals(await renderTask(task))).toBe(true);
  });
});
