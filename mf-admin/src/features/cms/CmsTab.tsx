export default function CmsTab() {
  return null;
}
