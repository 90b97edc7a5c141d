import { csvCell, toCsv } from './csv';

describe('the CSV export', () => {
  it('defuses cells a spreadsheet would run as formulas, and quotes what needs it', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+44 20')).toBe("'+44 20");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('=HYPERLINK("x","y")')).toBe(`"'=HYPERLINK(""x"",""y"")"`);
    expect(csvCell('Smith, Ada')).toBe('"Smith, Ada"');
    expect(csvCell('Ada')).toBe('Ada');
    expect(
      toCsv([
        {
          email: 'a@b.example',
          name: '',
          confirmedAt: 'x',
          unsubscribeUrl: 'u',
          oneClickUnsubscribeUrl: 'o',
          lang: 'de',
        },
      ]),
    ).toBe('email,name,confirmedAt,unsubscribeUrl,oneClickUnsubscribeUrl,lang\r\na@b.example,,x,u,o,de\r\n');
  });
});
