import { RangeSliderDemo } from '@/ui/demos/forms/range-slider-demo';

export default function FormElementsRangeSliderPage() {
  return <RangeSliderDemo />;
}
