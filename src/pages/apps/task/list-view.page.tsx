export { default } from '@/pages/dashboard/tasks.page';
