/**
 * Where the island entry leaves its React for the app (a property of `window`), by share key
 * (shared-domain federation's `react`, `react-dom/` ...). A module of its own without React:
 * the app's runtime plugin reads it before any shared module loads.
 */
export const ISLANDS_REACT = '__boatcareIslandsReact';

export type IslandsReact = Record<string, object>;
