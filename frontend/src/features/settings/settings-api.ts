import { updateProfileResponseSchema, type User, type UpdateProfileInput } from '@api';
import { apiFetch } from '../../app/api-client';

export interface ProfileUpdate {
  user: User;
  /** True when the e-mail address changed: the new one takes effect once its confirmation link is opened. */
  emailConfirmationSent: boolean;
}

export async function updateProfile(values: UpdateProfileInput): Promise<ProfileUpdate> {
  const { user, email_confirmation_sent } = await apiFetch('/api/me', {
    method: 'PATCH',
    body: { json: values },
    schema: updateProfileResponseSchema,
  });
  return { user, emailConfirmationSent: email_confirmation_sent };
}
