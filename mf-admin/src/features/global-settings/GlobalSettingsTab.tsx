export default function GlobalSettingsTab() {
  return null;
}
