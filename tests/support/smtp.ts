/**
 * A real SMTP server on loopback (smtp-server) for the CMS's email tests, keeping every mail it is
 * given: its envelope recipients, its raw text and its parse (mailparser). Its port is chosen at once
 * but nothing listens on it until `listen()`, so a CMS pointed at it (`env`) first meets a mail
 * server that refuses connections.
 */
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from './cms';

export interface Mail {
  /** The envelope's recipients (RCPT TO), whatever the headers say. */
  rcptTo: string[];
  raw: string;
  parsed: ParsedMail;
}

export interface LoopbackSmtp {
  port: number;
  /** The CMS environment that sends mail here: plain SMTP, so SMTP_IGNORE_TLS=true, as an operator
   * sets it for a local relay (without it the CMS requires STARTTLS, which this server does not offer). */
  env: Record<string, string>;
  /** Every mail accepted, in the order they arrived. */
  mails: Mail[];
  /** Starts accepting mail; until then connections are refused. */
  listen: () => Promise<void>;
  stop: () => Promise<void>;
}

export async function loopbackSmtp(): Promise<LoopbackSmtp> {
  const port = await freePort();
  const mails: Mail[] = [];
  let server: SMTPServer | undefined;
  return {
    port,
    env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port), SMTP_IGNORE_TLS: 'true' },
    mails,
    listen: () => {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            const raw = Buffer.concat(chunks);
            simpleParser(raw)
              .then((parsed) => {
                mails.push({
                  rcptTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
                  raw: raw.toString('utf8'),
                  parsed,
                });
                callback();
              })
              .catch((error: Error) => callback(error));
          });
        },
      });
      return new Promise((resolve) => server!.listen(port, '127.0.0.1', resolve));
    },
    stop: () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  };
}
