import { describe, expect, it } from 'vitest';
import { sheetOverLimit, workbookParts } from './workbook-parts';

const TRANSITIONAL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const STRICT = 'http://purl.oclc.org/ooxml/officeDocument/relationships';

describe('the parts of a workbook the import reads', () => {
  it('finds the first sheet by its relation, whatever the prefixes, the order of the tabs or the path', () => {
    const workbook = `<x:workbook xmlns:x="main" xmlns:ns="${TRANSITIONAL}"><x:sheets>
      <x:sheet name="Listings &amp; stock" sheetId="3" ns:id="rId7"/><x:sheet name="Notes" sheetId="1" ns:id="rId1"/>
    </x:sheets></x:workbook>`;
    const relations = `<Relationships>
      <Relationship Id="rId1" Type="${TRANSITIONAL}/worksheet" Target="worksheets/sheet1.xml"/>
      <Relationship Target="/xl/worksheets/sheet3.xml" Type="${TRANSITIONAL}/worksheet" Id="rId7"/>
      <Relationship Id="rId8" Type="${TRANSITIONAL}/sharedStrings" Target="strings.xml"/>
    </Relationships>`;
    expect(workbookParts(workbook, relations)).toEqual({
      firstSheet: 'xl/worksheets/sheet3.xml',
      sharedStrings: 'xl/strings.xml',
      styles: 'xl/styles.xml',
    });
  });

  it('reads the strict standard’s relations, and names nothing when there is no sheet', () => {
    const workbook = `<workbook xmlns:r="${STRICT}"><sheets><sheet name="S" sheetId="1" r:id="a"/></sheets></workbook>`;
    const relations = `<Relationships><Relationship Id="a" Type="${STRICT}/worksheet" Target="s.xml"/><Relationship Id="b" Type="${STRICT}/styles" Target="st.xml"/></Relationships>`;
    expect(workbookParts(workbook, relations)).toEqual({
      firstSheet: 'xl/s.xml',
      sharedStrings: 'xl/sharedStrings.xml',
      styles: 'xl/st.xml',
    });
    expect(workbookParts('<workbook><sheets/></workbook>', relations)).toBeUndefined();
    expect(workbookParts(workbook, '<Relationships/>')).toBeUndefined();
  });
});

describe('counting a sheet before it is parsed', () => {
  const sheet = (rows: number, cells: number) =>
    `<cols><col min="1"/></cols><sheetData>${`<x:row r="1">${'<x:c r="A1"><x:v>1</x:v></x:c>'.repeat(cells)}</x:row>`.repeat(rows)}</sheetData>`;

  it('counts rows and cells in any prefix, not columns', () => {
    expect(sheetOverLimit(sheet(3, 4), { rows: 3, cells: 12 })).toBeUndefined();
    expect(sheetOverLimit(sheet(4, 1), { rows: 3, cells: 12 })).toBe('rows');
    expect(sheetOverLimit(sheet(2, 7), { rows: 3, cells: 12 })).toBe('cells');
  });
});
