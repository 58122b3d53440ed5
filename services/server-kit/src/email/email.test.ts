import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TEMPLATES, EMAIL_LANGUAGES } from './defaults.ts';
import { createMailer, outboxDirOf } from './mailer.ts';
import { readOutbox } from './outbox.ts';
import { escapeHtml, fill, htmlToText } from './render.ts';

describe('fill', () => {
  it('fills placeholders, escaping values for HTML, and leaves unknown ones empty', () => {
    expect(fill('<p>Hi {{ name }}, {{missing}}!</p>', { name: '<b>Bo</b> & co' }, escapeHtml)).toBe(
      '<p>Hi &lt;b&gt;Bo&lt;/b&gt; &amp; co, !</p>',
    );
  });
});

describe('htmlToText', () => {
  it('keeps paragraphs, line breaks and link addresses, and decodes entities', () => {
    const html =
      '<p>Hello &amp; welcome</p><p><a href="https://x.test/r/1">Reset</a><br>or https://x.test/r/1</p>';
    expect(htmlToText(html)).toBe(
      'Hello & welcome\n\nReset (https://x.test/r/1)\nor https://x.test/r/1',
    );
  });
});

describe('built-in templates', () => {
  it('exist in English and Danish, and use only the variables they declare', () => {
    for (const [name, languages] of Object.entries(DEFAULT_TEMPLATES)) {
      for (const language of EMAIL_LANGUAGES) {
        const template = languages[language];
        const declared = new Set(template.variables.map((v) => v.name));
        const used = [
          ...`${template.subject}${template.htmlContent}`.matchAll(/\{\{\s*(\w+)\s*\}\}/g),
        ].map((m) => m[1]);
        expect(
          used.filter((variable) => !declared.has(variable ?? '')),
          `${name}/${language}`,
        ).toEqual([]);
      }
    }
  });
});

describe('the local outbox', () => {
  const base = {
    SMTP_URL: undefined,
    MAIL_FROM: 'BoatCare <no-reply@boatcare.test>',
    SUPPORT_EMAIL: 'help@boatcare.test',
    DATA_DIR: undefined,
  };

  it('lives in OUTBOX_DIR, else in <DATA_DIR>/outbox', () => {
    expect(outboxDirOf({ OUTBOX_DIR: '/tmp/box', DATA_DIR: '/data' })).toBe('/tmp/box');
    expect(outboxDirOf({ OUTBOX_DIR: undefined, DATA_DIR: '/data' })).toBe('/data/outbox');
  });

  it('keeps each message as JSON and as the MIME message nodemailer composed', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'outbox-unit-'));
    const mailer = createMailer({ ...base, OUTBOX_DIR: dir });
    expect(mailer.kind).toBe('outbox');
    await mailer.send({
      to: 'Ada@Example.com',
      subject: 'Første',
      html: '<p>Hej</p>',
      text: 'Hej',
      replyTo: 'bo@example.com',
    });
    await mailer.send({ to: 'other@example.com', subject: 'Second', html: '<p>x</p>', text: 'x' });
    const [message] = await readOutbox(dir, { to: 'ada@example.com' });
    expect(message).toMatchObject({
      to: ['Ada@Example.com'],
      subject: 'Første',
      replyTo: 'bo@example.com',
      text: 'Hej',
    });
    const eml = readdirSync(dir).find((file) => file.endsWith('.eml'));
    expect(readFileSync(join(dir, eml ?? ''), 'utf8')).toMatch(/^Reply-To: bo@example\.com$/m);
    expect(await readOutbox(dir)).toHaveLength(2);
    expect(await readOutbox(join(dir, 'missing'))).toEqual([]);
  });

  it('sends through SMTP when SMTP_URL is set', () => {
    const mailer = createMailer({
      ...base,
      OUTBOX_DIR: undefined,
      SMTP_URL: 'smtp://user:pass@localhost:2525',
    });
    expect(mailer.kind).toBe('smtp');
    expect(mailer.outboxDir).toBeNull();
  });
});
