import { NestedMenuGuide } from './nested-menu-guide';

export default function NestedMenuNested1Page() {
  return (
    <NestedMenuGuide
      title="Nested 1"
      trail={['Nested menu']}
      lesson="Nested 1 is one level down: it sits directly in the “Nested menu” group, beside the “Nested 2” group that holds two more pages."
    />
  );
}
