import type { Knex } from '@homeward/kit';

/** Every tour the user asked for, for their data export, with the columns named as the API names its fields. */
export function userToursForExport(db: Knex, userId: string): Promise<Record<string, unknown>[]> {
  return db('tours')
    .select(
      'id',
      'property_id',
      'property_address',
      'status',
      'time_slots',
      'confirmed_slot_index',
      'time_zone',
      'time_zone_label',
      'contact_name',
      'contact_email',
      'contact_phone',
      'listing_agent_name',
      'listing_agent_email',
      'created_at',
      'confirmed_at',
      'cancelled_at',
    )
    .where({ auth_user_id: userId })
    .orderBy([
      { column: 'created_at', order: 'asc' },
      { column: 'id', order: 'asc' },
    ]);
}
