import { describe, expect, it } from 'vitest';
import { isMeasurementRowValid, measurementCellError, measurementRowErrors } from './measurement-rules';

const row = { id: 'r1', room: 'Kitchen', wall: 'North', length: '3400', breadth: '2600', height: '2950' };

describe('measurement cells', () => {
  it('takes whole positive millimetres within the limits', () => {
    expect(isMeasurementRowValid(row)).toBe(true);
    expect(isMeasurementRowValid({ ...row, wall: '', height: '' })).toBe(true);
  });

  it('says what is wrong with each cell', () => {
    expect(measurementCellError('length', '-5')).toBe('The length must be above zero');
    expect(measurementCellError('breadth', '0')).toBe('The breadth must be above zero');
    expect(measurementCellError('length', '12ft')).toBe('Numbers only (mm)');
    expect(measurementCellError('height', '2950.5')).toBe('Whole millimetres only');
    expect(measurementCellError('length', '100001')).toBe('At most 100000 mm');
    expect(measurementCellError('height', '20001')).toBe('At most 20000 mm');
    expect(measurementCellError('room', '  ')).toBe('Name the room');
    expect(measurementCellError('length', '')).toBe('Enter the length in mm');
  });

  it('reports blank required cells only once the row was committed', () => {
    const blank = { id: 'r2', room: '', wall: '', length: '', breadth: '-1', height: '' };
    expect(measurementRowErrors(blank, false)).toEqual({ breadth: 'The breadth must be above zero' });
    expect(measurementRowErrors(blank, true)).toEqual({
      room: 'Name the room',
      length: 'Enter the length in mm',
      breadth: 'The breadth must be above zero',
    });
  });
});
