import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loginBody } from '@boatcare/shared-domain/schemas/auth';
import { TextField } from '../components/Field.tsx';
import { useSchemaForm } from './useSchemaForm.ts';

/** A refused save as the API client throws it: the server's per-field reasons in `details`. */
const refused = {
  status: 400,
  code: 'errors.validation',
  details: [
    { path: 'password', code: 'auth.validation.passwordRequired', message: 'x' },
    { path: 'nowhere', code: 'auth.validation.emailInvalid', message: 'x' },
  ],
};

function LoginForm({ serverError }: { serverError?: unknown }) {
  const form = useSchemaForm(loginBody, { defaultValues: { email: '', password: '' } });
  const submit = form.handleSubmit(() => {
    if (serverError) form.showServerErrors(serverError);
  });
  return (
    <form noValidate onSubmit={submit}>
      <TextField label="Email" {...form.field('email')} />
      <TextField label="Password" type="password" {...form.field('password')} />
      <button type="submit">Sign in</button>
    </form>
  );
}

describe('useSchemaForm', () => {
  it('checks with the shared schema, shows its messages translated and focuses the first invalid field', async () => {
    render(<LoginForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const email = screen.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Email is required',
      'Password is required',
    ]);
    expect(document.activeElement).toBe(email);
  });

  it("puts the server's reasons on the fields they name and ignores unknown paths", async () => {
    render(<LoginForm serverError={refused} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), {
      target: { value: 'owner@boatcare.test' },
    });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const password = screen.getByLabelText('Password');
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Password is required',
    ]);
    expect(document.activeElement).toBe(password);
  });
});

describe('useSchemaForm identity', () => {
  it('is one object for the form’s life, so effects depending on it run once', async () => {
    const { result } = renderHook(() => {
      const form = useSchemaForm(loginBody);
      return { form, emailError: form.errorOf('email') };
    });
    const first = result.current.form;
    await act(() => first.trigger());
    expect(result.current.emailError).toBe('Email is required');
    expect(result.current.form).toBe(first);
  });
});
