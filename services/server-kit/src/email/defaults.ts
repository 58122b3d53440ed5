/**
 * The built-in email texts, used when the back office has no active template of that id.
 * Placeholders are `{{variable}}`; values are HTML-escaped when filled in.
 */
import { NOTIFICATION_TEMPLATES } from './notification-templates.ts';

export interface TemplateText {
  name: string;
  subject: string;
  htmlContent: string;
  variables: { name: string; description: string }[];
}

export const EMAIL_LANGUAGES = ['en', 'da'] as const;
export type EmailLanguage = (typeof EMAIL_LANGUAGES)[number];

const RESET_VARIABLES = [
  { name: 'firstName', description: 'First name of the account holder' },
  { name: 'resetLink', description: 'The single-use link to the reset page' },
  { name: 'expiresInMinutes', description: 'How long the link works, in minutes' },
];

const CONTACT_VARIABLES = [
  { name: 'name', description: 'Name the sender typed' },
  { name: 'email', description: 'Email address the sender typed (replies go there)' },
  { name: 'message', description: 'The message, line breaks kept' },
];

const frame = (body: string) =>
  `<div style="font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;font-size:16px;line-height:1.5;color:#14212b;max-width:560px">${body}<p style="color:#52606d;font-size:14px">BoatCare</p></div>`;

export const DEFAULT_TEMPLATES = {
  'password-reset': {
    en: {
      name: 'Password reset (English)',
      subject: 'Reset your BoatCare password',
      htmlContent: frame(
        '<p>Hello {{firstName}},</p>' +
          '<p>We received a request to reset the password of your BoatCare account. Choose a new password with the link below:</p>' +
          '<p><a href="{{resetLink}}" style="color:#0b6370">Reset my password</a></p>' +
          '<p>Or copy this address into your browser:<br>{{resetLink}}</p>' +
          '<p>The link works once and expires in {{expiresInMinutes}} minutes. If you did not ask for a new password, you can ignore this email; your password stays as it is.</p>',
      ),
      variables: RESET_VARIABLES,
    },
    da: {
      name: 'Nulstilling af adgangskode (dansk)',
      subject: 'Nulstil din BoatCare-adgangskode',
      htmlContent: frame(
        '<p>Hej {{firstName}}</p>' +
          '<p>Vi har modtaget en anmodning om at nulstille adgangskoden til din BoatCare-konto. Vælg en ny adgangskode via linket herunder:</p>' +
          '<p><a href="{{resetLink}}" style="color:#0b6370">Nulstil min adgangskode</a></p>' +
          '<p>Eller kopiér denne adresse ind i din browser:<br>{{resetLink}}</p>' +
          '<p>Linket virker én gang og udløber om {{expiresInMinutes}} minutter. Har du ikke bedt om en ny adgangskode, kan du se bort fra denne e-mail; din adgangskode forbliver uændret.</p>',
      ),
      variables: RESET_VARIABLES,
    },
  },
  'contact-message': {
    en: {
      name: 'Contact form message to support (English)',
      subject: 'Contact form: message from {{name}}',
      htmlContent: frame(
        '<p>A visitor sent a message through the contact form on the help page.</p>' +
          '<p><strong>Name:</strong> {{name}}<br><strong>Email:</strong> {{email}}</p>' +
          '<p><strong>Message:</strong></p><p style="white-space:pre-wrap">{{message}}</p>' +
          '<p>Reply to this email to answer {{name}} directly.</p>',
      ),
      variables: CONTACT_VARIABLES,
    },
    da: {
      name: 'Besked fra kontaktformularen til support (dansk)',
      subject: 'Kontaktformular: besked fra {{name}}',
      htmlContent: frame(
        '<p>En besøgende har sendt en besked via kontaktformularen på hjælpesiden.</p>' +
          '<p><strong>Navn:</strong> {{name}}<br><strong>E-mail:</strong> {{email}}</p>' +
          '<p><strong>Besked:</strong></p><p style="white-space:pre-wrap">{{message}}</p>' +
          '<p>Svar på denne e-mail for at svare {{name}} direkte.</p>',
      ),
      variables: CONTACT_VARIABLES,
    },
  },
  ...NOTIFICATION_TEMPLATES,
} as const satisfies Record<string, Record<EmailLanguage, TemplateText>>;

export type TemplateName = keyof typeof DEFAULT_TEMPLATES;

/** The id a template has in the back office: name and language, e.g. `password-reset-da`. */
export const templateIdOf = (name: TemplateName, language: EmailLanguage) => `${name}-${language}`;
