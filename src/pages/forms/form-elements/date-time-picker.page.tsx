import { DateTimePickerDemo } from '@/ui/demos/forms/date-time-picker-demo';

/** The route limits dates from the real today (local calendar day); stories pin a fixed day. */
function localToday() {
  const now = new Date();
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

export default function FormElementsDateTimePickerPage() {
  return <DateTimePickerDemo today={localToday()} />;
}
