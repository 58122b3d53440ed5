import { useState } from 'react';
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

function LoginForm({
  serverError,
  otherwise,
}: {
  serverError?: unknown;
  otherwise?: 'email' | 'password';
}) {
  const form = useSchemaForm(loginBody, { defaultValues: { email: '', password: '' } });
  const submit = form.handleSubmit(() => {
    if (serverError) form.showServerErrors(serverError, otherwise);
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

  const fill = () => {
    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), {
      target: { value: 'owner@boatcare.test' },
    });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  };

  it('focuses the first refused field on the page, whatever order the server names them in', async () => {
    const both = {
      ...refused,
      details: [
        { path: 'password', code: 'auth.validation.passwordRequired', message: 'x' },
        { path: 'email', code: 'auth.validation.emailInvalid', message: 'x' },
      ],
    };
    render(<LoginForm serverError={both} />);
    fill();
    const email = screen.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(email);
  });

  it("puts a reason that names no field (sign-in's refusal) on the field it is told, with focus", async () => {
    const wrong = { status: 401, code: 'auth.invalidCredentials', message: 'x' };
    render(<LoginForm serverError={wrong} otherwise="email" />);
    fill();
    const email = screen.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByRole('alert').textContent).toBe('Email or password is incorrect.');
    expect(email.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    expect(document.activeElement).toBe(email);
  });
});

/** Two steps of one form: Next checks the first step's field with that step's part of the schema. */
function TwoSteps() {
  const form = useSchemaForm(loginBody, { defaultValues: { email: '', password: '' } });
  const [step, setStep] = useState(1);
  const next = async () => {
    if (await form.triggerWith(loginBody.pick({ email: true }), ['email'])) setStep(2);
  };
  return (
    <form noValidate onSubmit={form.handleSubmit(() => setStep(3))}>
      <p>Step {step}</p>
      <TextField label="Email" {...form.field('email')} />
      <TextField label="Password" type="password" {...form.field('password')} />
      <button type="button" onClick={() => void next()}>
        Next
      </button>
      <button type="submit">Finish</button>
    </form>
  );
}

describe('useSchemaForm triggerWith', () => {
  it("checks only the step's fields with the step's schema; the whole schema still checks the send", async () => {
    render(<TwoSteps />);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    const email = screen.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    // The empty password belongs to a later step: no word about it yet.
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Email is required',
    ]);
    fireEvent.change(email, { target: { value: 'owner@boatcare.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Step 2');
    expect(screen.queryAllByRole('alert')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    await screen.findByText('Password is required');
    expect(screen.getByText('Step 2')).toBeTruthy();
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
