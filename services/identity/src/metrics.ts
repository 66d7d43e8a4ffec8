import { Counter } from 'prom-client';
import { registry } from '@homeward/kit';

/** identity's business metrics; dashboards and alert rules key on these names. The kit registers the mechanism ones. */
export const identityMetrics = {
  usersRegistered: new Counter({
    name: 'homeward_users_registered_total',
    help: 'Accounts created',
    registers: [registry],
  }),
  signIns: new Counter({
    name: 'homeward_sign_ins_total',
    help: 'Sign-in attempts by outcome',
    labelNames: ['outcome'] as const,
    registers: [registry],
  }),
  signInsThrottled: new Counter({
    name: 'homeward_sign_ins_throttled_total',
    help: 'Sign-in attempts refused by the per-account or per-address throttle',
    labelNames: ['scope'] as const,
    registers: [registry],
  }),
  passwordResets: new Counter({
    name: 'homeward_password_resets_total',
    help: 'Password reset requests and completions',
    labelNames: ['stage'] as const,
    registers: [registry],
  }),
};
