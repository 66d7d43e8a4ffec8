import { repairOcrLine } from './ocr-lines';
import { categoryOf } from './vocabulary';

describe('repairOcrLine', () => {
  it('turns marks read as letters back into X in a TREC row, in their columns', () => {
    expect(repairOcrLine('EA                         EA       C. Roof Covering Materials')).toBe(
      'X                          X        C. Roof Covering Materials',
    );
  });

  it('drops the marks of a HomeGauge grid row and its header, whose columns OCR does not keep', () => {
    expect(repairOcrLine('1.0 Roof Cowerinas                                     X          EA')).toBe(
      '1.0 Roof Cowerinas',
    );
    expect(repairOcrLine('          IN   NI    HNP    REE    HMM   5')).toBe('');
  });

  it('restores a numbered comment whose number OCR garbled', () => {
    expect(repairOcrLine('  £12 The water heater vent is disconnected.')).toBe(
      '  (1) The water heater vent is disconnected.',
    );
    expect(repairOcrLine('  C1» The toilet rocks on its base.')).toBe('  (1) The toilet rocks on its base.');
  });

  it('closes a heading parenthesis OCR read as a question mark', () => {
    expect(repairOcrLine('7.2 Doors (representative number?')).toBe('7.2 Doors (representative number)');
  });

  it('leaves ordinary lines alone', () => {
    for (const line of [
      '  The roof is 12 years old.',
      '1.0 Roof Coverings',
      'II. ELECTRICAL SYSTEMS',
      '  40 gal gas, 2008',
    ]) {
      expect(repairOcrLine(line)).toBe(line);
    }
  });
});

describe('category lines after OCR', () => {
  it('still reads a category whose separators OCR garbled', () => {
    expect(categoryOf('HANOYMANAMAINTENANCE ITEM')).toBe('maintenance');
    expect(categoryOf('RECOMMEND MONITORINO')).toBe('monitor');
    expect(categoryOf('SAFETY HAZARO')).toBeUndefined();
    expect(categoryOf('SHINGLES DAMAGED')).toBeUndefined();
  });
});
