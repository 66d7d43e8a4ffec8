// The tour record and its rules: no I/O, so every rule is testable on its own.
import { z } from 'zod';

export interface Tour {
  id: string;
  ownerId: string;
  title: string;
  createdAt: Date;
}

export const TITLE_MAX_LENGTH = 100;

/** A title as the owner typed it, trimmed; keyed by its proto field name where it is parsed. */
export const titleSchema = z
  .string()
  .trim()
  .min(1, 'Enter a title')
  .max(TITLE_MAX_LENGTH, `Title must contain at most ${TITLE_MAX_LENGTH} characters`);
