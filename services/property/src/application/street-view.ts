// Street View for a property: the image (when there is imagery and a key) and the link that always works.
import type { Knex, Logger } from '@homeward/kit';
import { propertyNotFound } from '../domain/errors';
import type { Property } from '../domain/property';
import { SAMPLE_PROPERTY } from '../domain/sample-property';
import { streetViewLink, type StreetView } from '../providers/street-view';
import { saveStreetView, findOwned } from '../store/properties';
import { checkStreetView, placeOf } from './property-view';

export interface StreetViewAnswer {
  /** Empty without a Maps key or without imagery. */
  imageUrl: string;
  link: string;
}

export class StreetViewLookups {
  constructor(private readonly deps: { db: Knex; streetView: StreetView; logger: Logger }) {}

  /** The owner's property; what Street View said is remembered on it, so the metadata is asked once. */
  async forProperty(ownerId: string, id: string): Promise<StreetViewAnswer> {
    const property = await findOwned(this.deps.db, ownerId, id);
    if (!property) throw propertyNotFound();
    let state = property.streetView;
    if (!state) {
      state = await checkStreetView(this.deps, placeOf(property));
      if (state) await saveStreetView(this.deps.db, ownerId, id, state);
    }
    return this.answer({ ...property, streetView: state });
  }

  /** The sample is never stored, so its metadata is asked every time. */
  async forSample(): Promise<StreetViewAnswer> {
    const state = await checkStreetView(this.deps, placeOf(SAMPLE_PROPERTY));
    return this.answer({ ...SAMPLE_PROPERTY, streetView: state });
  }

  private answer(property: Property): StreetViewAnswer {
    const place = placeOf(property);
    return {
      imageUrl: this.deps.streetView.imageUrl(place, property.streetView),
      link: streetViewLink(place),
    };
  }
}
