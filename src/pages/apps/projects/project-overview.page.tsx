export { default } from '@/pages/dashboard/project-details.page';
