// Tax documents drawn by both the browser and the server: the PDF writer, the acknowledgement
// letter's pages, and the year-end packet's contract and worksheet rule.
export * from './pdf-writer';
export * from './acknowledgement-letter';
export * from './packet-worksheet';
export * from './tax-packet.schema';
