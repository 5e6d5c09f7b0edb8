import { CataloguePage } from './catalogue/catalogue-page';
import { edgeBandCatalogue } from './catalogue/materials';

export default function DashboardEdgebandPage() {
  return <CataloguePage config={edgeBandCatalogue} />;
}
