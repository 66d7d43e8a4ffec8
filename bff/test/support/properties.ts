// Adding a property through the BFF the way the SPA does: create the draft, then activate it.
import request from 'supertest';
import type { Property } from '../../src/api/properties';
import { CSRF, type TestBff } from './bff';

export async function addProperty(bff: TestBff, cookie: string, address = '12 Main St, Austin, TX 78701') {
  const created = await request(bff.app)
    .post('/api/properties')
    .set(CSRF)
    .set('Cookie', cookie)
    .send({ address })
    .expect(201);
  const activated = await request(bff.app)
    .post(`/api/properties/${created.body.property.id}/activate`)
    .set(CSRF)
    .set('Cookie', cookie)
    .expect(200);
  return activated.body.property as Property;
}

/** Marks a property unlocked in the fake property service (what property.unlocked leaves behind). */
export function unlock(bff: TestBff, propertyId: string): void {
  const stored = bff.downstream.property.properties.find((p) => p.id === propertyId);
  if (!stored) throw new Error(`no property ${propertyId}`);
  stored.isUnlocked = true;
}
