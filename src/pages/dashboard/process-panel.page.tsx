import { CataloguePage } from './catalogue/catalogue-page';
import { processedPanelCatalogue } from './catalogue/assemblies';

export default function DashboardProcessPanelPage() {
  return <CataloguePage config={processedPanelCatalogue} />;
}
