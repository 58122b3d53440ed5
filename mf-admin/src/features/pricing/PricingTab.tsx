export default function PricingTab() {
  return null;
}
