import { fireEvent, render, screen, within } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { DateField } from './DateField.tsx';

let submitted: unknown = null;

function Form({ date }: { date: string }) {
  const form = useForm({ defaultValues: { date } });
  return (
    <form onSubmit={(event) => void form.handleSubmit((values) => (submitted = values))(event)}>
      <DateField control={form.control} name="date" label="Date" hint="When it was done" />
      <button type="submit">Save</button>
      <button type="button" onClick={() => form.reset({ date: '2025-03-09' })}>
        Reset
      </button>
    </form>
  );
}

const save = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return submitted;
};

describe('DateField', () => {
  it('shows a day as day, month by name and year, under its label', () => {
    render(<Form date="2026-07-12" />);
    const group = screen.getByRole('group', { name: 'Date' });
    expect(within(group).getByLabelText('Day')).toHaveProperty('value', '12');
    const month = within(group).getByLabelText<HTMLSelectElement>('Month');
    expect(month.selectedOptions[0]?.textContent).toBe('July');
    expect(within(group).getByLabelText('Year')).toHaveProperty('value', '2026');
    expect(group.getAttribute('aria-describedby')).toBe(screen.getByText('When it was done').id);
  });

  it('gives the form the ISO day once day, month and year are chosen, and none before', async () => {
    render(<Form date="" />);
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '11' } });
    expect(await save()).toEqual({ date: '' });
    fireEvent.change(screen.getByLabelText('Year'), { target: { value: '2024' } });
    expect(await save()).toEqual({ date: '2024-11-03' });
  });

  it('shows a value the form is reset to', () => {
    render(<Form date="2026-07-12" />);
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByLabelText('Day')).toHaveProperty('value', '9');
    expect(screen.getByLabelText('Month')).toHaveProperty('value', '3');
    expect(screen.getByLabelText('Year')).toHaveProperty('value', '2025');
  });
});
