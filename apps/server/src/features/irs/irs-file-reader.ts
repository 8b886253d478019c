import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { IrsFileKind } from '@app/shared';
import { CsvError, parse, type Options } from 'csv-parse';
import { IRS_FILE_LAYOUTS, IrsRecordError, layoutName } from './irs-file-layouts';

/** A file refused as a whole: the sentence names the problem and, when there is one, the line. */
export class IrsFileError extends Error {}

export interface ReadProgress {
  rows: number;
  /** Bytes of the file read so far. */
  bytes: number;
}

type Row = Record<string, string | null>;

/** Rows per INSERT (one JSON parameter of about a megabyte): few round trips, and progress every second or so. */
export const IRS_BATCH_ROWS = 5_000;

const LINE_BREAK = new Set([0x0a, 0x0d]);

function csvErrorSentence(error: CsvError, kind: IrsFileKind): string {
  const line = typeof error.lines === 'number' ? `Line ${error.lines}: ` : '';
  if (error.code === 'CSV_QUOTE_NOT_CLOSED')
    return `${line}a quoted field is never closed, so the file looks cut short.`;
  if (error.code === 'CSV_MAX_RECORD_SIZE')
    return `${line}the record is far longer than any in the IRS's layout (an unclosed quote?).`;
  return `${line}this cannot be read as the ${layoutName(kind)} (${error.message}).`;
}

/**
 * Read an IRS file as it streams in (never held whole in memory), in the layout of its kind, and
 * hand its rows over in batches. The whole file must hold: the header (BMF), every record's field
 * count, every EIN and date, a final line break (a file cut inside its last field still has all its
 * fields) and at least one row; otherwise an IrsFileError says what and where. The batches already
 * handed over are the caller's to discard.
 */
export async function readIrsFile(
  source: Readable,
  kind: IrsFileKind,
  onBatch: (rows: Row[], progress: ReadProgress) => Promise<void>,
): Promise<ReadProgress> {
  const layout = IRS_FILE_LAYOUTS[kind];
  let bytes = 0;
  let lastByte = -1;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      if (chunk.length > 0) lastByte = chunk[chunk.length - 1]!;
      done(null, chunk);
    },
  });
  let rows = 0;
  let lastLine = 0;
  let headerSeen = layout.header === undefined;
  // Every check runs inside the parser, record by record, so the first fault in the file is the
  // one reported (a check in the consumer could lose the race to a parse error further on).
  const check = (record: string[], { lines }: { lines: number }) => {
    lastLine = lines;
    if (!headerSeen) {
      if (record.join(',') !== layout.header!.join(','))
        throw new IrsFileError(
          `Line ${lines}: the header is not the ${layoutName(kind)}'s (it must be exactly ${layout.header!.join(',')}); is this the right kind of file?`,
        );
      headerSeen = true;
      return null;
    }
    if (record.length !== layout.fieldCount)
      throw new IrsFileError(
        `Line ${lines}: a ${layoutName(kind)} record has ${layout.fieldCount} fields; this one has ${record.length}. The file may be cut short, or be another kind of file.`,
      );
    try {
      return layout.toRow(record);
    } catch (error) {
      if (error instanceof IrsRecordError) throw new IrsFileError(`Line ${lines}: ${error.message}.`);
      throw error;
    }
  };
  let batch: Row[] = [];
  const consume = async (records: AsyncIterable<Row>) => {
    for await (const row of records) {
      batch.push(row);
      rows += 1;
      if (batch.length >= IRS_BATCH_ROWS) {
        await onBatch(batch, { rows, bytes });
        batch = [];
      }
    }
  };

  // The upload is piped rather than part of the pipeline, so a refused file does not destroy the
  // request's stream: the caller drains the rest and the browser gets the answer, not a reset.
  if (source.errored) throw source.errored;
  source.once('error', (error) => counter.destroy(error));
  source.pipe(counter);
  try {
    await pipeline(counter, parse({ ...layout.parser, on_record: check } as Options), consume);
  } catch (error) {
    if (error instanceof CsvError) throw new IrsFileError(csvErrorSentence(error, kind));
    throw error;
  }
  if (bytes > 0 && !LINE_BREAK.has(lastByte))
    throw new IrsFileError(
      `The file does not end with a line break: its last line (line ${lastLine}) may be cut short.`,
    );
  if (rows === 0) throw new IrsFileError(`The file has no ${layoutName(kind)} rows.`);
  if (batch.length > 0) await onBatch(batch, { rows, bytes });
  return { rows, bytes };
}
