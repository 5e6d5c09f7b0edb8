import { PlannedPage } from '@/pages/planned-page';

export default function TaskKanbanBoardPage() {
  return <PlannedPage />;
}
