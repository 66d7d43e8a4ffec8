// The `tours` table: the only place that builds its SQL. Every query about a buyer's tours filters by their user id;
// the confirmation link's queries go by tour id alone, because the link's signature is their authority.
import type { Knex } from '@homeward/kit';
import type { Tour, TourContact, TourSlot, TourStatus } from '../domain/tour';

interface TourRow {
  id: string;
  property_id: string;
  auth_user_id: string;
  time_slots: string[];
  slot_starts_at: Date[];
  contact_email: string;
  contact_phone: string;
  contact_name: string;
  status: TourStatus;
  confirmed_slot_index: number | null;
  property_address: string;
  time_zone: string;
  time_zone_label: string;
  listing_agent_name: string;
  listing_agent_email: string;
  created_at: Date;
  confirmed_at: Date | null;
  cancelled_at: Date | null;
}

const TABLE = 'tours';

function fromRow(row: TourRow): Tour {
  return {
    id: row.id,
    propertyId: row.property_id,
    ownerId: row.auth_user_id,
    slots: row.time_slots.map((label, index) => ({ label, startsAt: row.slot_starts_at[index]! })),
    contact: { email: row.contact_email, phone: row.contact_phone, name: row.contact_name },
    status: row.status,
    confirmedSlotIndex: row.confirmed_slot_index,
    propertyAddress: row.property_address,
    timeZone: row.time_zone,
    timeZoneLabel: row.time_zone_label,
    listingAgentName: row.listing_agent_name,
    listingAgentEmail: row.listing_agent_email,
    createdAt: row.created_at,
    confirmedAt: row.confirmed_at,
    cancelledAt: row.cancelled_at,
  };
}

export interface NewTour {
  id: string;
  propertyId: string;
  ownerId: string;
  slots: TourSlot[];
  contact: TourContact;
  propertyAddress: string;
  timeZone: string;
  timeZoneLabel: string;
  listingAgentName: string;
  listingAgentEmail: string;
}

export async function insertTour(db: Knex, tour: NewTour): Promise<Tour> {
  const [row] = await db<TourRow>(TABLE)
    .insert({
      id: tour.id,
      property_id: tour.propertyId,
      auth_user_id: tour.ownerId,
      time_slots: tour.slots.map((slot) => slot.label),
      slot_starts_at: tour.slots.map((slot) => slot.startsAt),
      contact_email: tour.contact.email,
      contact_phone: tour.contact.phone,
      contact_name: tour.contact.name,
      status: 'requested',
      property_address: tour.propertyAddress,
      time_zone: tour.timeZone,
      time_zone_label: tour.timeZoneLabel,
      listing_agent_name: tour.listingAgentName,
      listing_agent_email: tour.listingAgentEmail,
    })
    .returning('*');
  return fromRow(row as TourRow);
}

/** The owner's tour, or undefined: another owner's tour is as absent as one that never existed. */
export async function findOwned(db: Knex, ownerId: string, id: string): Promise<Tour | undefined> {
  const row = await db<TourRow>(TABLE).where({ id, auth_user_id: ownerId }).first();
  return row && fromRow(row as TourRow);
}

/**
 * The owner's tour, its row locked until the transaction ends: a confirmation that commits first is then what is
 * read, and one that comes later waits and finds the tour as this transaction leaves it.
 */
export async function lockOwned(
  trx: Knex.Transaction,
  ownerId: string,
  id: string,
): Promise<Tour | undefined> {
  const row = await trx<TourRow>(TABLE).where({ id, auth_user_id: ownerId }).forUpdate().first();
  return row && fromRow(row as TourRow);
}

/** The owner's tours, newest first; of one property when `propertyId` is given. */
export async function listOwned(db: Knex, ownerId: string, propertyId?: string): Promise<Tour[]> {
  const query = db<TourRow>(TABLE).where({ auth_user_id: ownerId });
  if (propertyId) query.andWhere({ property_id: propertyId });
  const rows = await query.orderBy([
    { column: 'created_at', order: 'desc' },
    { column: 'id', order: 'desc' },
  ]);
  return rows.map((row) => fromRow(row as TourRow));
}

/**
 * The owner's tours that still lie ahead at `now`: a confirmed one whose slot is ahead, a requested one with any
 * proposed slot ahead (of one property when `propertyId` is given). Unordered; the caller orders by next start.
 */
export async function listUpcomingOwned(
  db: Knex,
  ownerId: string,
  now: Date,
  propertyId?: string,
): Promise<Tour[]> {
  const query = db<TourRow>(TABLE)
    .where({ auth_user_id: ownerId })
    .andWhere((ahead) =>
      ahead
        .where((confirmed) =>
          confirmed
            .where({ status: 'confirmed' })
            .andWhereRaw('slot_starts_at[confirmed_slot_index + 1] > ?', [now]),
        )
        .orWhere((requested) =>
          requested
            .where({ status: 'requested' })
            .andWhereRaw('EXISTS (SELECT 1 FROM unnest(slot_starts_at) AS start WHERE start > ?)', [now]),
        ),
    );
  if (propertyId) query.andWhere({ property_id: propertyId });
  const rows = await query;
  return rows.map((row) => fromRow(row as TourRow));
}

/**
 * How many tours the owner asked for since `since`, cancelled ones included. Takes a lock on the owner first, held
 * until the transaction ends, so requests sent at once are counted one after another and cannot all slip under a cap.
 */
export async function countRequestedSince(
  trx: Knex.Transaction,
  ownerId: string,
  since: Date,
): Promise<number> {
  await trx.raw('SELECT pg_advisory_xact_lock(hashtextextended(?, 0))', [`tour-requests:${ownerId}`]);
  const [row] = await trx<TourRow>(TABLE)
    .where({ auth_user_id: ownerId })
    .andWhere('created_at', '>=', since)
    .count<{ count: string }[]>({ count: '*' });
  return Number(row?.count ?? 0);
}

/** Cancels the owner's tour unless already cancelled; undefined when it was not the owner's or was cancelled. */
export async function cancelOwned(
  db: Knex,
  ownerId: string,
  id: string,
  now: Date,
): Promise<Tour | undefined> {
  const [row] = await db<TourRow>(TABLE)
    .where({ id, auth_user_id: ownerId })
    .whereNot({ status: 'cancelled' })
    .update({ status: 'cancelled', cancelled_at: now })
    .returning('*');
  return row && fromRow(row as TourRow);
}

/** The tour a confirmation link names, whoever owns it (the link's signature was checked). */
export async function findById(db: Knex, id: string): Promise<Tour | undefined> {
  const row = await db<TourRow>(TABLE).where({ id }).first();
  return row && fromRow(row as TourRow);
}

/**
 * Confirms the slot if the tour is still requested, in one statement, so two follows of links at once confirm at
 * most one slot; undefined when the tour was no longer requested (the caller reads it again to say why).
 */
export async function confirmIfRequested(
  db: Knex,
  id: string,
  slotIndex: number,
  now: Date,
): Promise<Tour | undefined> {
  const [row] = await db<TourRow>(TABLE)
    .where({ id, status: 'requested' })
    .update({ status: 'confirmed', confirmed_slot_index: slotIndex, confirmed_at: now })
    .returning('*');
  return row && fromRow(row as TourRow);
}

/** Deletes the owner's tours of a deleted property; how many went. */
/** Deletes the owner's tours of one property and answers them as they were. */
export async function deleteForProperty(db: Knex, ownerId: string, propertyId: string): Promise<Tour[]> {
  const rows = await db<TourRow>(TABLE)
    .where({ auth_user_id: ownerId, property_id: propertyId })
    .delete()
    .returning('*');
  return (rows as TourRow[]).map(fromRow);
}

/** Every tour the owner asked for, on any property (their account was deleted); returns what was deleted. */
export async function deleteForOwner(db: Knex, ownerId: string): Promise<Tour[]> {
  const rows = await db<TourRow>(TABLE).where({ auth_user_id: ownerId }).delete().returning('*');
  return (rows as TourRow[]).map(fromRow);
}
