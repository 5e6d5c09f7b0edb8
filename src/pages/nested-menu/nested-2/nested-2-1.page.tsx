import { NestedMenuGuide } from '../nested-menu-guide';

export default function NestedMenuNested2Nested21Page() {
  return (
    <NestedMenuGuide
      title="Nested 2.1"
      trail={['Nested menu', 'Nested 2']}
      lesson="Nested 2.1 is two levels down: “Nested 2” is a group inside “Nested menu”, and this is its first page. Its sibling Nested 2.2 shares the same group."
    />
  );
}
