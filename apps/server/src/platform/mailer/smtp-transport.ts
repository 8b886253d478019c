import type { Transporter } from 'nodemailer';

/**
 * A few seconds for each step, so a mail server that accepts connections and never answers holds
 * the sender for seconds, not nodemailer's default minutes.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 10_000 } as const;

/**
 * nodemailer (about 8 MB once loaded) is loaded with the first email, not at start
 * (docs/decisions/009-compression-and-built-server.md, "Memory").
 */
export function lazySmtpTransport(url: string): { get(): Promise<Transporter>; close(): void } {
  let transport: Promise<Transporter> | undefined;
  return {
    get: () =>
      (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
        nodemailer.createTransport({ url, ...SMTP_TIMEOUTS }),
      )),
    close() {
      void transport?.then((opened) => opened.close()).catch(() => undefined);
    },
  };
}
