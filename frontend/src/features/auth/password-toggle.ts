// Mantine's default toggle label contains 'password', which would make 'Password' an ambiguous label to assistive
// tech and to tests that find the field by its label.
export const passwordToggleProps = { 'aria-label': 'Show or hide characters' } as const;
