export { default } from '@/pages/dashboard/leads.page';
