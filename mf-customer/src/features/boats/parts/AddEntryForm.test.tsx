import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AddEntryForm } from './AddEntryForm.tsx';

function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AddEntryForm boatId={'a'.repeat(24)} />
    </QueryClientProvider>,
  );
  return within(screen.getByRole('group', { name: 'Date' }));
}

describe('the own logbook entry form', () => {
  it('starts on today, read as day, month by name and year', () => {
    const date = renderForm();
    const today = new Date();
    expect(date.getByRole('combobox', { name: 'Day' })).toHaveProperty(
      'value',
      String(today.getUTCDate()),
    );
    expect(date.getByRole('combobox', { name: 'Month' })).toHaveProperty(
      'value',
      String(today.getUTCMonth() + 1),
    );
    expect(date.getByRole('textbox', { name: 'Year' })).toHaveProperty(
      'value',
      String(today.getUTCFullYear()),
    );
  });

  it('names a day that does not exist and a missing title, and sends nothing', async () => {
    const date = renderForm();
    fireEvent.change(date.getByRole('combobox', { name: 'Day' }), { target: { value: '31' } });
    fireEvent.change(date.getByRole('combobox', { name: 'Month' }), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to logbook' }));
    expect(await screen.findByText('Enter the date it was done.')).toBeTruthy();
    expect(await screen.findByText('Give the entry a title.')).toBeTruthy();
    expect(date.getByRole('combobox', { name: 'Day' }).getAttribute('aria-invalid')).toBe('true');
  });
});
