import { NavbarDemo } from '@/ui/demos/advanced-ui/navbar-demo';

export default function AdvancedUiNavbarPage() {
  return <NavbarDemo />;
}
