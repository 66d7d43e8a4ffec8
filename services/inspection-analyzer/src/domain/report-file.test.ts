import {
  checkFileSize,
  checkFileType,
  displayFileName,
  MAX_REPORT_BYTES,
  objectKeyFor,
  safeFileName,
  UPLOAD_MESSAGES,
} from './report-file';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('the type of a report upload', () => {
  it('is pdf, docx or doc when content type and extension agree (case and parameters aside)', () => {
    expect(checkFileType('Report.PDF', 'application/pdf')).toEqual({ ok: true, type: 'pdf' });
    expect(checkFileType('r.docx', `${DOCX}; charset=binary`)).toEqual({ ok: true, type: 'docx' });
    expect(checkFileType('r.doc', 'Application/MSWord')).toEqual({ ok: true, type: 'doc' });
  });

  it('refuses another content type, another extension, none, and a mismatch', () => {
    expect(checkFileType('r.pdf', 'text/html')).toMatchObject({ ok: false, field: 'content_type' });
    expect(checkFileType('r.exe', 'application/pdf')).toMatchObject({ ok: false, field: 'file_name' });
    expect(checkFileType('report', 'application/pdf')).toMatchObject({ ok: false, field: 'file_name' });
    expect(checkFileType('r.doc', 'application/pdf')).toEqual({
      ok: false,
      field: 'file_name',
      message: UPLOAD_MESSAGES.typeMismatch,
    });
  });
});

describe('the size of a report upload', () => {
  it('is 1 byte to 100 MB', () => {
    expect(checkFileSize(1)).toBeUndefined();
    expect(checkFileSize(MAX_REPORT_BYTES)).toBeUndefined();
    expect(checkFileSize(0)).toBe(UPLOAD_MESSAGES.empty);
    expect(checkFileSize(MAX_REPORT_BYTES + 1)).toBe(UPLOAD_MESSAGES.tooLarge);
    expect(checkFileSize(1.5)).toBe(UPLOAD_MESSAGES.empty);
  });
});

describe('a safe file name', () => {
  it('keeps an ordinary name', () => {
    expect(safeFileName('inspection-report_2024.pdf', 'pdf')).toBe('inspection-report_2024.pdf');
  });

  it('drops path segments, so a name never reaches a path', () => {
    expect(safeFileName('../../etc/passwd.pdf', 'pdf')).toBe('passwd.pdf');
    expect(safeFileName('..\\..\\windows\\report.pdf', 'pdf')).toBe('report.pdf');
    expect(safeFileName('..', 'pdf')).toBe('report.pdf');
  });

  it('replaces spaces, quotes, control characters and CR/LF (no header injection)', () => {
    const name = safeFileName('my "report"\r\nX-Injected: 1\u0000.pdf', 'pdf');
    expect(name).toMatch(/^[A-Za-z0-9][A-Za-z0-9._-]*\.pdf$/);
    expect(name).not.toMatch(/[\r\n"\s:]/);
    expect(name).not.toContain('\u0000');
  });

  it('folds accents and drops other scripts, and falls back when nothing is left', () => {
    expect(safeFileName('Résumé d’inspection.docx', 'docx')).toBe('Resume-d-inspection.docx');
    expect(safeFileName('检查报告.pdf', 'pdf')).toBe('report.pdf');
    expect(safeFileName('.hidden.pdf', 'pdf')).toBe('hidden.pdf');
  });

  it('always ends in the checked type, whatever the name claimed', () => {
    expect(safeFileName('report.pdf.exe', 'pdf')).toBe('report.pdf.pdf');
    expect(safeFileName('report', 'doc')).toBe('report.doc');
  });

  it('has at most 120 characters', () => {
    const name = safeFileName(`${'a'.repeat(500)}.pdf`, 'pdf');
    expect(name).toHaveLength(120);
    expect(name.endsWith('.pdf')).toBe(true);
  });
});

describe('the name shown back', () => {
  it('keeps what the buyer typed but no path, control or bidi characters', () => {
    expect(displayFileName('C:\\Users\\me\\Inspection report.pdf')).toBe('Inspection report.pdf');
    expect(displayFileName('evil\u202Efdp.exe\r\n')).toBe('evilfdp.exe');
  });
});

describe('an object key', () => {
  const ids = { userId: 'user-1', propertyId: 'prop_2', inspectionId: '3f1c' };

  it('is inspections/<user>/<property>/<inspection>/<name>', () => {
    expect(objectKeyFor({ ...ids, safeName: 'report.pdf' })).toBe(
      'inspections/user-1/prop_2/3f1c/report.pdf',
    );
  });

  it('refuses a segment that could leave its folder', () => {
    expect(() => objectKeyFor({ ...ids, userId: '../x', safeName: 'report.pdf' })).toThrow();
    expect(() => objectKeyFor({ ...ids, safeName: '../report.pdf' })).toThrow();
    expect(() => objectKeyFor({ ...ids, safeName: 'a/b.pdf' })).toThrow();
  });
});
