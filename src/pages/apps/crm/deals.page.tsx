export { default } from '@/pages/dashboard/deals.page';
