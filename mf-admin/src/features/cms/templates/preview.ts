/** What the preview fills a template's placeholders with. */
const SAMPLES: Record<string, string> = {
  firstName: 'Ann',
  name: 'Ann Jensen',
  email: 'ann@example.com',
  message: 'Hello! Can you clean my boat next week?',
  resetLink: 'https://boatcare.example/en/reset-password/sample-token',
  expiresInMinutes: '60',
};

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escape = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** `{{name}}` filled with a sample value (escaped, as the mailer does), `[name]` when unknown. */
export function fillSample(text: string, html: boolean): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, key: string) => {
    const value = SAMPLES[key] ?? `[${key}]`;
    return html ? escape(value) : value;
  });
}
