import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SelectField, TextAreaField, TextField } from './Field.tsx';

describe('Field', () => {
  it('labels its control and describes it with the hint', () => {
    render(<TextField label="Boat name" hint="As painted on the hull" />);
    const input = screen.getByRole('textbox', { name: 'Boat name' });
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText('As painted on the hull').id).toBe(
      input.getAttribute('aria-describedby'),
    );
  });

  it('shows an error instead of the hint, announced and tied to the control', () => {
    render(<TextField label="Boat name" hint="As painted on the hull" error="Enter a boat name" />);
    const input = screen.getByRole('textbox', { name: 'Boat name' });
    const error = screen.getByRole('alert');
    expect(error.textContent).toBe('Enter a boat name');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(error.id);
    expect(screen.queryByText('As painted on the hull')).toBeNull();
  });

  it('does the same for text areas and selects', () => {
    render(
      <>
        <TextAreaField label="Notes" error="Too long" />
        <SelectField label="Material">
          <option>Fibreglass</option>
        </SelectField>
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Notes' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(screen.getByRole('combobox', { name: 'Material' })).toBeTruthy();
  });
});
