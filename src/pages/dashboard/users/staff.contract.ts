/**
 * The staff list's URL contract: `q` (search), `designation`, `active` (active or inactive),
 * `page` and `size`. The list is small and filtered in the browser, so it has no sort keys.
 */
import { defineListContract, oneOf } from '@/pages/list-kit';
import { DESIGNATIONS } from '@/services/admin';

export const staffList = defineListContract({
  filters: { designation: oneOf(DESIGNATIONS), active: oneOf(['active', 'inactive']) },
  sortKeys: [],
  pageSizes: [25, 50],
});
