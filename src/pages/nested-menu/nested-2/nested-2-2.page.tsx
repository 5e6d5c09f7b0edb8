import { NestedMenuGuide } from '../nested-menu-guide';

export default function NestedMenuNested2Nested22Page() {
  return (
    <NestedMenuGuide
      title="Nested 2.2"
      trail={['Nested menu', 'Nested 2']}
      lesson="Nested 2.2 is the second page of the “Nested 2” group. Moving between 2.1 and 2.2 keeps the group open in the sidebar and changes only the last breadcrumb."
    />
  );
}
