import { createServer, type Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface HangingMailServer {
  /** Connections it accepted (and never answered). */
  accepted(): number;
  close(): Promise<void>;
}

/** Accepts TCP connections on `port` and never says a word: an SMTP server that hangs. */
export async function startHangingMailServer(port: number): Promise<HangingMailServer> {
  const sockets = new Set<Socket>();
  let accepted = 0;
  const server = createServer((socket) => {
    accepted += 1;
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    accepted: () => accepted,
    close: () =>
      new Promise<void>((resolve) => {
        sockets.forEach((socket) => socket.destroy());
        server.close(() => resolve());
      }),
  };
}

export interface Inbox {
  /** Every recipient of every message received, lower-cased, once per message. */
  recipients: string[];
  close(): Promise<void>;
}

/** A real SMTP server (smtp-server) on `port` that accepts everything and keeps the envelopes. */
export async function startInbox(port: number): Promise<Inbox> {
  const recipients: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        session.envelope.rcptTo.forEach((entry) => recipients.push(entry.address.toLowerCase()));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { recipients, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
