import type { Knex } from '@homeward/kit';

/**
 * Every property of the owner (drafts too) for their data export, with the columns named as the API names its
 * fields. Nothing here is a secret of the service; the Street View image URL (it carries a Maps key) is not stored.
 */
export function ownerPropertiesForExport(db: Knex, ownerId: string): Promise<Record<string, unknown>[]> {
  return db('properties')
    .select(
      'id',
      'status',
      'created_at',
      'address',
      'price',
      'is_listed',
      'is_unlocked',
      'is_sample',
      'bedrooms_num',
      'bathrooms_num',
      'size',
      'type',
      'images',
      'listing_agent',
      'sellers',
      'legal_description',
      'parcel_number',
      'pin',
      'street_view',
      'data_provider',
      'home_inspection_id',
      'home_inspection_upload_number',
    )
    .where({ owner_id: ownerId })
    .orderBy([
      { column: 'created_at', order: 'asc' },
      { column: 'id', order: 'asc' },
    ]);
}
