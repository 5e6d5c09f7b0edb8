export { default } from '@/pages/dashboard/projects.page';
