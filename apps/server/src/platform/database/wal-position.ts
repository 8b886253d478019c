/**
 * A WAL position (an LSN) as PostgreSQL prints it, "16/B374D848": two hexadecimal halves of one
 * 64-bit byte offset. Compared as numbers, never as text ("9/0" sorts after "10/0" as text).
 */
const LSN = /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i;

/** The position as one number, or undefined for anything that is not an LSN (a cookie someone edited). */
export function parseWalPosition(text: string | undefined | null): bigint | undefined {
  const match = text ? LSN.exec(text) : null;
  if (!match) return undefined;
  return (BigInt(`0x${match[1]}`) << 32n) | BigInt(`0x${match[2]}`);
}

export function formatWalPosition(position: bigint): string {
  const high = (position >> 32n).toString(16).toUpperCase();
  const low = (position & 0xffffffffn).toString(16).toUpperCase();
  return `${high}/${low}`;
}
