import { describe, expect, it } from 'vitest';
import { renderEmail } from '@boatcare/server-kit';
import { useBackoffice } from '../../../support/callers.ts';

const { callers, call } = useBackoffice();

const template = {
  name: 'Reset (edited)',
  subject: 'New password for {{firstName}}',
  htmlContent:
    '<p style="color:#123">Hi {{firstName}}, <a href="{{resetLink}}">reset</a></p><script>alert(1)</script>',
  variables: [{ name: 'firstName', description: 'First name' }],
  isActive: true,
};

describe('/api/cms/email-templates', () => {
  it("lists the mailer's built-in templates before any is saved", async () => {
    const response = await call(callers.admin, 'GET', '/api/cms/email-templates');
    expect(response.json().data).toContainEqual({
      templateId: 'password-reset-da',
      name: 'Nulstilling af adgangskode (dansk)',
      isActive: true,
    });
    const one = await call(callers.admin, 'GET', '/api/cms/email-templates/password-reset-en');
    expect(one.json()).toMatchObject({ builtIn: true, subject: 'Reset your BoatCare password' });
  });

  it('saves a template without its script, and the mailer sends it', async () => {
    const response = await call(
      callers.admin,
      'POST',
      '/api/cms/email-templates/password-reset-en',
      template,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      builtIn: false,
      message: 'Template updated successfully',
    });
    expect(response.json().htmlContent).toBe(
      '<p style="color:#123">Hi {{firstName}}, <a href="{{resetLink}}">reset</a></p>',
    );
    const email = await renderEmail('password-reset', 'en', {
      firstName: 'Ann',
      resetLink: 'https://x.test/r/1',
    });
    expect(email.source).toBe('template');
    expect(email.subject).toBe('New password for Ann');
    expect(email.html).toContain('href="https://x.test/r/1"');
  });

  it('falls back to the built-in text while the template is inactive, and hides it from the public', async () => {
    await call(callers.admin, 'POST', '/api/cms/email-templates/password-reset-en', {
      ...template,
      isActive: false,
    });
    const email = await renderEmail('password-reset', 'en', { firstName: 'Ann', resetLink: 'x' });
    expect(email.source).toBe('default');
    const open = await call(null, 'GET', '/cms/email-templates');
    expect(open.statusCode).toBe(200);
    const ids = open.json().data.map((t: { templateId: string }) => t.templateId);
    expect(ids).not.toContain('password-reset-en');
    expect(ids).toContain('password-reset-da');
    // No template internals on the public twin.
    expect(Object.keys(open.json().data[0]).sort()).toEqual(['name', 'templateId']);
  });

  it.each([
    [{ ...template, subject: '' }, 'adminCms.validation.required'],
    [{ ...template, variables: [{ name: 'first name' }] }, 'adminCms.validation.variableName'],
    [{ name: 'x' }, 'adminCms.validation.required'],
  ])('refuses a bad template with a clear message', async (body, code) => {
    const response = await call(callers.admin, 'POST', '/api/cms/email-templates/x', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(code);
  });
});
