import { CataloguePage } from './catalogue/catalogue-page';
import { panelCatalogue } from './catalogue/materials';

export default function DashboardPanelPage() {
  return <CataloguePage config={panelCatalogue} />;
}
