import { outboxMigrations, type Migration } from '@homeward/kit';
import { createPayments } from './001-payments';
import { createOfflineIntents } from './002-offline-intents';
import { allowAnonymisedPayments } from './003-anonymised-payments';

/** In order; never edit one that has shipped, add the next. */
export const migrations: readonly Migration[] = [
  ...outboxMigrations,
  createPayments,
  createOfflineIntents,
  allowAnonymisedPayments,
];
