import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';

export type CapturedMail = { to: string; subject: string; text: string };

/**
 * A real SMTP server on localhost that keeps every message it receives, for tests of what the app
 * e-mails (the app talks SMTP to it exactly as to a production server).
 */
export async function startSmtpCapture(listenPort = 0): Promise<{
  url: string;
  messages: CapturedMail[];
  /** Waits for a message to `to` (the newest), up to 10 s. */
  waitFor: (to: string, since?: number) => Promise<CapturedMail>;
  close: () => Promise<void>;
}> {
  const messages: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = Array.isArray(mail.to)
            ? mail.to.map((address) => address.text).join(', ')
            : (mail.to?.text ?? '');
          messages.push({ to, subject: mail.subject ?? '', text: mail.text ?? '' });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(listenPort, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor: async (to, since = 0) => {
      const deadline = Date.now() + 10_000;
      while (Date.now() < deadline) {
        const found = messages
          .slice(since)
          .filter((message) => message.to.includes(to))
          .at(-1);
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`No e-mail to ${to} arrived`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
