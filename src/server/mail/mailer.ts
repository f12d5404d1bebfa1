import nodemailer from 'nodemailer';

export type MailMessage = { to: string; subject: string; text: string };

/** Sends e-mail; absent when the server has no SMTP_URL (then links are copied by hand). */
export type Mailer = { send: (message: MailMessage) => Promise<void> };

/** An SMTP mailer, e.g. smtp://user:password@mail.example.com:587 (STARTTLS when offered) or smtps://…:465. */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    send: async ({ to, subject, text }) => {
      await transport.sendMail({ from, to, subject, text });
    },
  };
}
