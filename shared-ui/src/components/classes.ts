import dialog from './Dialog.module.css';
import field from './Field.module.css';

/**
 * The modal frame's classes (`dialog`, `body`, `title`, `actions`) for a dialog that is not a
 * ConfirmDialog (a form in a modal), so every modal looks and locks the page the same way.
 */
export const dialogStyles = dialog;

/**
 * The field's classes (`label`, `control`, `invalid`, `error`, `hint`) for a control that is not
 * a TextField (a photo drop, a slider, a combobox), so it reads like every other field.
 */
export const fieldStyles = field;
