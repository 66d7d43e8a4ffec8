import { propertyCreatedNotification } from './property-notifications';

describe('propertyCreatedNotification', () => {
  it('names the address in the body', () => {
    expect(propertyCreatedNotification(' 12 Elm St, Springfield, IL ')).toEqual({
      kind: 'property_created',
      title: 'Property added',
      body: '12 Elm St, Springfield, IL was added to your properties.',
    });
  });

  it('still reads well without an address', () => {
    expect(propertyCreatedNotification('').body).toBe('A new property was added to your properties.');
  });
});
