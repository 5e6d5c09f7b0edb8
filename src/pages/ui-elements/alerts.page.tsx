import { AlertsDemo } from '@/ui/demos/ui-elements/alerts-demo';

export default function UiElementsAlertsPage() {
  return <AlertsDemo />;
}
