/**
 * Which parts of an .xlsx the import reads: the workbook, its relations, the shared strings, the
 * styles (they tell dates from numbers) and the first sheet, found the way read-excel-file finds
 * them (xlsx/parseSpreadsheetInfo.js, xlsx/parseFilePaths.js). The two small parts that name the
 * others are read here with plain patterns, so nothing else needs unpacking to know what to unpack.
 */

/** The two parts at fixed paths that name the others. */
export const WORKBOOK_PART = 'xl/workbook.xml';
export const WORKBOOK_RELATIONS_PART = 'xl/_rels/workbook.xml.rels';

const RELATION_TYPES = [
  'http://schemas.openxmlformats.org/officeDocument/2006/relationships/',
  'http://purl.oclc.org/ooxml/officeDocument/relationships/',
];

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => XML_ENTITIES[name]!);

/** Each element with this local name (any namespace prefix), as its attributes by local name. */
function elements(xml: string, localName: string): Record<string, string>[] {
  const found: Record<string, string>[] = [];
  const tag = new RegExp(`<(?:[\\w.-]+:)?${localName}(?=[\\s/>])([^>]*)>`, 'g');
  for (const match of xml.matchAll(tag)) {
    const attributes: Record<string, string> = {};
    for (const attribute of match[1]!.matchAll(/([\w.:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
      attributes[attribute[1]!.split(':').pop()!] = decode(attribute[2] ?? attribute[3] ?? '');
    }
    found.push(attributes);
  }
  return found;
}

/** A relation's target as a path in the zip: relative to xl/, or absolute. */
const pathOf = (target: string) => (target.startsWith('/') ? target.slice(1) : `xl/${target}`);

export interface WorkbookParts {
  firstSheet: string;
  sharedStrings: string;
  styles: string;
}

/** The parts to unpack besides the two fixed ones, or undefined when the workbook names no sheet. */
export function workbookParts(workbookXml: string, relationsXml: string): WorkbookParts | undefined {
  const first = elements(workbookXml, 'sheet').find((sheet) => sheet.name);
  const targets = new Map<string, string>();
  let sharedStrings = 'xl/sharedStrings.xml';
  let styles = 'xl/styles.xml';
  for (const relation of elements(relationsXml, 'Relationship')) {
    const base = RELATION_TYPES.find((prefix) => relation.Type?.startsWith(prefix));
    if (!base || !relation.Target) continue;
    const type = relation.Type!.slice(base.length);
    if (type === 'worksheet' && relation.Id) targets.set(relation.Id, pathOf(relation.Target));
    else if (type === 'sharedStrings') sharedStrings = pathOf(relation.Target);
    else if (type === 'styles') styles = pathOf(relation.Target);
  }
  const firstSheet = first?.id === undefined ? undefined : targets.get(first.id);
  return firstSheet ? { firstSheet, sharedStrings, styles } : undefined;
}

/**
 * Whether reading a sheet would be more work than `limits` allow: its rows and cells counted from
 * the markup without parsing it (a `row` element, a `c` element, in any namespace prefix),
 * stopping at the first limit passed.
 */
export function sheetOverLimit(
  sheetXml: string,
  limits: { rows: number; cells: number },
): 'rows' | 'cells' | undefined {
  let rows = 0;
  let cells = 0;
  for (const match of sheetXml.matchAll(/<(?:[\w.-]+:)?(row|c)[\s/>]/g)) {
    if (match[1] === 'row') {
      if (++rows > limits.rows) return 'rows';
    } else if (++cells > limits.cells) return 'cells';
  }
  return undefined;
}
