import { z } from 'zod';
import { MESSAGES } from '../domain/account-rules';
import { isSameOriginPath, nextPathOrHome } from '../domain/redirect-path';

export const startGoogleSignInInput = z.object({
  next: z.string().transform(nextPathOrHome).refine(isSameOriginPath, MESSAGES.nextPathInvalid),
});

// What the provider put in the callback URL; anything malformed is the same dead attempt.
export const completeGoogleSignInInput = z.object({
  code: z.string().min(1, MESSAGES.codeRequired).max(2048, MESSAGES.codeRequired),
  state: z.string().min(16, MESSAGES.googleAttemptInvalid).max(512, MESSAGES.googleAttemptInvalid),
});
