import { CataloguePage } from './catalogue/catalogue-page';
import { skinCatalogue } from './catalogue/materials';

export default function DashboardSkinPage() {
  return <CataloguePage config={skinCatalogue} />;
}
