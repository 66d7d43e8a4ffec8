// Shown in the footer of every page, the signed-out entry's included.
export const SUPPORT_EMAIL = 'support@homeward.example';
