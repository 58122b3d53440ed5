// The first paint's part, through the package name: one shared copy (see core.ts).
export * from '@boatcare/shared-ui/core';
export * from './api/upload.ts';
export * from './components/Field.tsx';
export * from './components/ServiceChips.tsx';
export * from './components/AddressPicker.tsx';
export * from './maps/MapsSwitch.tsx';
export * from './maps/serviceArea.ts';
export * from './components/ConfirmDialog.tsx';
export * from './hooks/useDebouncedValue.ts';
export * from './jobs/JobStatusBadge.tsx';
export * from './jobs/JobTimeline.tsx';
export * from './jobs/JobPhotoCompare.tsx';
export * from './jobs/api.ts';
export * from './jobs/CancelJobButton.tsx';
export * from './social/index.ts';
