// The Report Summary PDF's download name: it ends up in a Content-Disposition header, so only a safe slug.

const MAX_SLUG_LENGTH = 60;

/** `home-inspection-summary-123-main-st.pdf` from `123 Main St, Austin, TX`: the street part, as a slug. */
export function summaryPdfFileName(address: string): string {
  const street = address.split(',')[0] ?? '';
  const slug = street
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|(?<!-)-+$/g, '')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/(?<!-)-+$/, '');
  return slug ? `home-inspection-summary-${slug}.pdf` : 'home-inspection-summary.pdf';
}
