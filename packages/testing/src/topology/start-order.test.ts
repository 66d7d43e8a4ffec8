import { startWaves } from './start-order';

describe('startWaves', () => {
  test('identity first, then each service after the services it calls', () => {
    expect(startWaves(['documents', 'property', 'identity', 'tour'], new Set())).toEqual([
      ['identity'],
      ['property'],
      ['documents', 'tour'],
    ]);
  });

  test('a callee that is faked does not hold its caller back', () => {
    expect(startWaves(['tour'], new Set(['property']))).toEqual([['tour']]);
  });

  test('a callee neither real nor faked is refused, naming the variable that would wire it', () => {
    expect(() => startWaves(['payment'], new Set())).toThrow(
      'payment calls property: start property real or fake, or set PROPERTY_GRPC_ADDR',
    );
  });

  test("an address in the service's own variables wires the callee instead", () => {
    expect(startWaves(['payment'], new Set(), () => ({ PROPERTY_GRPC_ADDR: '127.0.0.1:1' }))).toEqual([
      ['payment'],
    ]);
  });
});
