import { serviceNames } from './names';

describe('the spellings of a service name', () => {
  it('derives every spelling of a hyphenated name', () => {
    expect(serviceNames('inspection-analyzer')).toEqual({
      name: 'inspection-analyzer',
      snake: 'inspection_analyzer',
      camel: 'inspectionAnalyzer',
      Name: 'InspectionAnalyzer',
      NAME: 'INSPECTION_ANALYZER',
    });
  });

  it('keeps a one-word name as it is', () => {
    expect(serviceNames('tour')).toMatchObject({ name: 'tour', snake: 'tour', camel: 'tour', Name: 'Tour' });
  });
});
