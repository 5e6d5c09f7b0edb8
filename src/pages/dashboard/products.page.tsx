import { CataloguePage } from './catalogue/catalogue-page';
import { productCatalogue } from './catalogue/assemblies';

export default function DashboardProductsPage() {
  return <CataloguePage config={productCatalogue} />;
}
